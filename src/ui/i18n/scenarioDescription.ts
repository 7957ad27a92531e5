// The header's tooltip for the scenario on screen, in the page's language. A preset's
// description is English scenario data; while it is the preset's own (not the person's
// words), a translated lesson says the same in its title and source.
import { getPreset } from '../../scenarios/presets';
import { inLanguage } from './lessons';
import type { Language } from './languages';

export function scenarioDescription(
  scenario: { description?: string },
  presetId: string | null,
  language: Language,
): string | undefined {
  const preset = presetId === null ? undefined : getPreset(presetId);
  if (!preset || language === 'en' || preset.scenario.description !== scenario.description)
    return scenario.description;
  const lesson = inLanguage(preset, language).lesson;
  return lesson === preset.lesson ? scenario.description : `${lesson.title}: ${lesson.source}`;
}
