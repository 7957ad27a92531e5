import { describe, expect, it } from 'vitest';
import { TITLE_BAND_PX, chartFileName, legendLayout, standaloneSvg } from './chartPng';

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

  it('is wide enough for the whole title, however narrow the chart', () => {
    const frame = {
      background: 'white',
      title: 'Availability by breaker failureRateThreshold × bulkhead maxConcurrentCalls',
      textColour: 'black',
      fontFamily: 'sans-serif',
      titleWidthPx: 640,
    };
    expect(standaloneSvg('', 300, 200, frame)).toContain(
      `width="664" height="${200 + TITLE_BAND_PX}"`,
    );
  });

  it('carries the chart’s legend under it, wrapped in rows that fit', () => {
    const legend = [
      { name: 'goodput', color: '#16a34a' },
      { name: 'failed (breaker open)', color: 'rgb(220, 38, 38)', dash: '4 2' },
      { name: 'baseline A (faded)', color: '#888', opacity: 0.4 },
    ];
    const rows = legendLayout(legend, 400).map((l) => l.row);
    expect(rows).toEqual([0, 0, 1]);
    const svg = standaloneSvg('', 400, 200, {
      background: 'white',
      title: 't',
      textColour: 'black',
      fontFamily: 'sans-serif',
      legend,
    });
    expect(svg).toContain('>failed (breaker open)</text>');
    expect(svg).toContain('stroke-dasharray="4 2"');
    expect(svg).toContain('stroke-opacity="0.4"');
    // Two legend rows below the chart.
    expect(svg).toContain(`height="${200 + TITLE_BAND_PX + 2 * 20 + 8}"`);
  });
});
