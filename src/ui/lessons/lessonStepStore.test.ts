import { beforeEach, describe, expect, it } from 'vitest';
import { useLessonStep } from './lessonStepStore';

const store = () => useLessonStep.getState();

describe('the lesson step a clicker moves', () => {
  beforeEach(() => {
    store().setInStep(null, 0);
    store().show('other', 0);
    store().show('retry-storm', 5);
  });

  it('lets the step on screen take a press before the lesson moves on', () => {
    let pagesLeft = 2;
    store().setInStep(() => pagesLeft-- > 0, 0);
    store().move(1);
    store().move(1);
    expect(store().index).toBe(0);
    store().move(1);
    expect(store().index).toBe(1);
  });

  it('moves on when the step takes nothing, and stops at either end', () => {
    store().setInStep(() => false, 0);
    for (let i = 0; i < 7; i++) store().move(1);
    expect(store().index).toBe(4);
    for (let i = 0; i < 7; i++) store().move(-1);
    expect(store().index).toBe(0);
  });

  it('picks only among the Predict step’s choices, and a new step starts unpicked, unrevealed', () => {
    store().setInStep(null, 4);
    expect(store().pick(4)).toBe(false);
    expect(store().picked).toBeNull();
    expect(store().pick(2)).toBe(true);
    store().reveal();
    expect(store()).toMatchObject({ picked: 2, revealed: true });
    store().move(1);
    expect(store()).toMatchObject({ index: 1, picked: null, revealed: false });
  });

  it('has nothing to pick on a step without choices', () => {
    store().setInStep(null, 0);
    expect(store().pick(0)).toBe(false);
  });
});
