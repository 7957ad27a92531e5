import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { encodeScenarioToHash } from '../../scenarios/urlCodec';
import { isAboutLink, linkNoticeFor } from './linkNotice';

describe('linkNoticeFor', () => {
  it('says nothing about no link or a good one', () => {
    expect(linkNoticeFor('')).toBeNull();
    const hash = encodeScenarioToHash(presetScenario('retry-storm'), { presetId: 'retry-storm' });
    expect(linkNoticeFor(hash)).toBeNull();
  });

  it('names what is wrong with a broken link', () => {
    const notice = linkNoticeFor('#s=1.garbage!!');
    expect(notice?.kind).toBe('broken');
    expect(notice?.detail.length).toBeGreaterThan(10);
    expect(linkNoticeFor('#p=no-such-preset')?.detail).toMatch(/no-such-preset/);
    expect(linkNoticeFor('#s=99.abc')?.detail).toMatch(/newer version/);
  });

  it('recognises the start-up message about the same link', () => {
    const notice = linkNoticeFor('#p=no-such-preset')!;
    // The store's note quotes the decoder's English; the banner says it in the page's words.
    expect(isAboutLink(`This link could not be opened: ${notice.english}`, notice)).toBe(true);
    expect(isAboutLink('The worker stopped', notice)).toBe(false);
  });
});
