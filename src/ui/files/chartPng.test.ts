import { describe, expect, it } from 'vitest';
import { chartFileName, standaloneSvg } from './chartPng';

describe('chart PNG helpers', () => {
  it('names the file after the chart', () => {
    expect(chartFileName('users: latency')).toBe('users-latency.png');
    expect(chartFileName('  ')).toBe('chart.png');
  });

  it('makes standalone SVG markup with a size and a background', () => {
    const svg = standaloneSvg('<path d="M0 0"/>', 300, 200, 'rgb(255, 255, 255)');
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('width="300" height="200"');
    expect(svg).toContain('fill="rgb(255, 255, 255)"');
    expect(svg.endsWith('<path d="M0 0"/></svg>')).toBe(true);
  });
});
