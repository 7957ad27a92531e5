// The classroom state a link carries: the open challenge, the settings the teacher locked,
// and the lesson step the link asked for (a fresh object per link, so the same step asked
// twice still moves the lesson).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface RoomState {
  challenge: string | null;
  locks: string[];
  step: { n: number } | null;
}

export const roomStore = createStore<RoomState>()(() => ({
  challenge: null,
  locks: [],
  step: null,
}));

export const useRoom = <T>(select: (s: RoomState) => T): T => useStore(roomStore, select);
