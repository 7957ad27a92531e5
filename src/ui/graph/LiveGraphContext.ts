// The graph's live numbers, handed to the node and edge components past React Flow
// (see liveGraph.ts for why).
import { createContext, useContext } from 'react';
import { EMPTY_LIVE_GRAPH, type LiveGraph } from './liveGraph';

export const LiveGraphContext = createContext<LiveGraph>(EMPTY_LIVE_GRAPH);

export const useLiveGraph = () => useContext(LiveGraphContext);
