// The page's layout only: header, playback toolbar, the graph with the settings beside it,
// the charts and the event log below. The views own what is inside their areas.
import { useEffect } from 'react';
import './theme.css';
import { ChartsPanel } from './charts/ChartsPanel';
import { ControlsPanel } from './controls/ControlsPanel';
import { GraphView } from './graph/GraphView';
import { EventLog } from './log/EventLog';
import { RunSummary } from './summary/RunSummary';
import { ErrorBanner } from './playback/ErrorBanner';
import { PresetPicker } from './playback/PresetPicker';
import { Toolbar } from './playback/Toolbar';
import { ViewToggles } from './playback/ViewToggles';
import { StatechartView } from './statechart/StatechartView';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';
import { ShortcutHelp } from './ShortcutHelp';
import { EditorGraph } from './editor/EditorGraph';
import { EditorPanel } from './editor/EditorPanel';
import { EditToggle } from './editor/EditToggle';
import { useEditor } from './editor/editorStore';
import { FileBanner } from './files/FileBanner';
import { FilesMenu } from './files/FilesMenu';
import { LessonPanel } from './lessons/LessonPanel';
import { CopyLinkButton } from './share/CopyLinkButton';
import { LinkBanner } from './share/LinkBanner';
import { useScenarioSync } from './share/useScenarioSync';
import { selectPresenter, selectScenario, selectTheme } from '../store/selectors';
import { useAppStore } from '../store/useAppStore';

export function App() {
  const theme = useAppStore(selectTheme);
  const presenter = useAppStore(selectPresenter);
  const scenario = useAppStore(selectScenario);
  useKeyboardShortcuts();
  const saveError = useScenarioSync();
  const editing = useEditor((s) => s.editing);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.presenter = String(presenter);
  }, [theme, presenter]);

  return (
    <div className="app">
      <header className="app-header">
        <h1 className="app-title">
          <svg className="app-title__mark" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="5" cy="12" r="3" />
            <circle cx="19" cy="5" r="3" />
            <circle cx="19" cy="19" r="3" />
            <path d="M8 11 16 6M8 13l8 5" />
          </svg>
          Resilience Playground
        </h1>
        <span className="app-header__scenario" title={scenario.description}>
          {scenario.name}
        </span>
        <span className="app-header__spacer" />
        <PresetPicker />
        <div className="toolbar__group">
          <CopyLinkButton />
          <FilesMenu />
          <EditToggle />
        </div>
        <ViewToggles />
      </header>
      <Toolbar />
      <ErrorBanner />
      <LinkBanner saveError={saveError} />
      <FileBanner />
      <main className="app-main">
        <div className="app-area--graph">
          <div className="lesson-split">
            {!editing && <LessonPanel />}
            {editing ? <EditorGraph /> : <GraphView />}
          </div>
        </div>
        <aside className="app-area--side" aria-label="Selection">
          {editing ? <EditorPanel /> : <ControlsPanel />}
          <StatechartView />
        </aside>
        <div className="app-area--charts">
          <ChartsPanel />
        </div>
        <div className="app-area--log">
          <RunSummary />
          <EventLog />
        </div>
      </main>
      <ShortcutHelp />
    </div>
  );
}
