import { describe, expect, it } from 'vitest';
import { TITLE_BAND_PX, chartFileName, standaloneSvg } from './chartPng';

describe('chart PNG helpers', () => {
  it('names the file after the chart', () => {
    expect(chartFileName('users: latency')).toBe('users-latency.png');
    expect(chartFileName('  ')).toBe('chart.png');
  });

  it('makes standalone SVG markup with a size, a background and the title', () => {
    const svg = standaloneSvg('<path d="M0 0"/>', 300, 200, {
      background: 'rgb(255, 255, 255)',
      title: 'p99 < 2 s & rising',
      textColour: 'rgb(0, 0, 0)',
      fontFamily: '"Inter", sans-serif',
    });
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain(`width="300" height="${200 + TITLE_BAND_PX}"`);
    expect(svg).toContain('fill="rgb(255, 255, 255)"');
    expect(svg).toContain('p99 &lt; 2 s &amp; rising');
    expect(svg).toContain('font-family="&quot;Inter&quot;, sans-serif"');
    expect(svg.endsWith('<path d="M0 0"/></g></svg>')).toBe(true);
  });
});
