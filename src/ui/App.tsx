// The page's layout only: header, playback toolbar, the graph with the settings beside it,
// the totals and the charts below, the theory and the event log beside them. The views own what is inside their areas.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './theme.css';
import { ControlsPanel } from './controls/ControlsPanel';
import { GraphView } from './graph/GraphView';
import { ErrorBanner } from './playback/ErrorBanner';
import { PresetPicker } from './playback/PresetPicker';
import { Toolbar } from './playback/Toolbar';
import { ViewToggles } from './playback/ViewToggles';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';
import { useHeightVar } from './useHeightVar';
import {
  ChartsPanel,
  ComparePanel,
  EditorGraph,
  EditorPanel,
  EventLog,
  RunSummary,
  StatechartView,
  TheoryPanel,
} from './lazyViews';
import { ShortcutHelp } from './ShortcutHelp';
import { EditToggle } from './editor/EditToggle';
import { useEditor } from './editor/editorStore';
import { FileBanner } from './files/FileBanner';
import { FilesMenu } from './files/FilesMenu';
import { ChallengePanel } from './challenges/ChallengePanel';
import { LessonPanel } from './lessons/LessonPanel';
import { CopyLinkButton } from './share/CopyLinkButton';
import { QrButton } from './share/QrButton';
import { LinkBanner } from './share/LinkBanner';
import { useRoomLink } from './share/useRoomLink';
import { LanguageSelect } from './i18n/LanguageSelect';
import { scenarioDescription } from './i18n/scenarioDescription';
import { useLanguage } from './i18n/lessons';
import { UpdateNotice } from './pwa/UpdateNotice';
import { useScenarioSync } from './share/useScenarioSync';
import { selectPresenter, selectPresetId, selectScenario, selectTheme } from '../store/selectors';
import { useAppStore } from '../store/useAppStore';
import { setRaceOpen, setSweepOpen, useWorkbench } from './workbench/workbenchStore';
import { SwitchNote } from './workbench/SwitchNote';

// The sweep view loads only when opened: the first screen does not carry it.
const SweepPanel = lazy(() => import('./sweep/SweepPanel'));
// The library race likewise; `?race` in the address opens it.
const RacePanel = lazy(() => import('./race/RacePanel'));

export function App({ languageNote = null }: { languageNote?: string | null }) {
  const { t } = useTranslation();
  const theme = useAppStore(selectTheme);
  const presenter = useAppStore(selectPresenter);
  const scenario = useAppStore(selectScenario);
  const presetId = useAppStore(selectPresetId);
  const language = useLanguage();
  useKeyboardShortcuts();
  const saveError = useScenarioSync(languageNote);
  useRoomLink();
  const editing = useEditor((s) => s.editing);
  const sweepOpen = useWorkbench((s) => s.sweepOpen);
  const raceOpen = useWorkbench((s) => s.raceOpen);
  const header = useRef<HTMLElement>(null);
  useHeightVar(header, '--header-h');
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.presenter = String(presenter);
  }, [theme, presenter]);

  return (
    <div className="app">
      <header className="app-header" ref={header}>
        <h1 className="app-title">
          <svg className="app-title__mark" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="5" cy="12" r="3" />
            <circle cx="19" cy="5" r="3" />
            <circle cx="19" cy="19" r="3" />
            <path d="M8 11 16 6M8 13l8 5" />
          </svg>
          <span className="app-title__text">{t('app.title')}</span>
        </h1>
        {/* A lesson is named by the picker; only the user's own scenario needs its name here. */}
        {presetId === null && (
          <span
            className="app-header__scenario"
            title={scenarioDescription(scenario, null, language)}
          >
            {scenario.name}
          </span>
        )}
        <span className="app-header__spacer" />
        <PresetPicker />
        <div className="toolbar__group">
          <CopyLinkButton />
          <QrButton />
          <FilesMenu />
          {/* The engineer's tools: presenter mode hides them so the room's controls fit one row. */}
          <span className="app-header__tools">
            <EditToggle />
            <button
              type="button"
              className="btn btn--ghost"
              aria-pressed={sweepOpen}
              onClick={() => setSweepOpen(!sweepOpen)}
              data-testid="sweep-toggle"
            >
              {t('app.sweep')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              aria-pressed={raceOpen}
              onClick={() => setRaceOpen(!raceOpen)}
              data-testid="race-toggle"
            >
              {t('app.race')}
            </button>
          </span>
        </div>
        <ViewToggles />
        <LanguageSelect />
      </header>
      <Toolbar />
      <ErrorBanner />
      <LinkBanner saveError={saveError} />
      <FileBanner />
      <SwitchNote />
      <UpdateNotice />
      {sweepOpen && (
        <Suspense fallback={null}>
          <SweepPanel onClose={() => setSweepOpen(false)} />
        </Suspense>
      )}
      {raceOpen && (
        <Suspense fallback={null}>
          <RacePanel onClose={() => setRaceOpen(false)} />
        </Suspense>
      )}
      <main className="app-main">
        <div className="app-area--graph">
          <div className="lesson-split">
            {!editing && <LessonPanel />}
            {editing ? <EditorGraph /> : <GraphView />}
          </div>
        </div>
        <aside className="app-area--side" aria-label={t('app.selection')}>
          {!editing && <ChallengePanel />}
          {editing ? <EditorPanel /> : <ControlsPanel />}
          <StatechartView />
        </aside>
        {/* The totals sit in the wide column: in the side column's width their columns were cut. */}
        <div className="app-area--charts">
          <ComparePanel />
          <RunSummary />
          <ChartsPanel />
        </div>
        <div className="app-area--log">
          <TheoryPanel />
          <EventLog />
        </div>
      </main>
      <ShortcutHelp />
    </div>
  );
}
