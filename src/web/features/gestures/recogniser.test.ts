// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createGestureRecogniser, gestureAllowedFrom, GESTURE_LIMITS } from './recogniser';

const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('the touch gesture recogniser', () => {
  it('recognises two quick taps within 300 ms as a double tap, once', () => {
    const recogniser = createGestureRecogniser();
    expect(recogniser.end(at(100, 100, 0), at(101, 100, 80))).toBeNull();
    expect(recogniser.end(at(102, 101, 250), at(102, 101, 320))).toBe('double-tap');
    // A third tap starts a new pair.
    expect(recogniser.end(at(102, 101, 400), at(102, 101, 450))).toBeNull();
  });

  it('does not join taps further apart than 300 ms, far apart, or slow presses', () => {
    const late = createGestureRecogniser();
    late.end(at(100, 100, 0), at(100, 100, 50));
    expect(late.end(at(100, 100, 340), at(100, 100, 360))).toBeNull();

    const far = createGestureRecogniser();
    far.end(at(100, 100, 0), at(100, 100, 50));
    expect(far.end(at(200, 300, 120), at(200, 300, 160))).toBeNull();

    const press = createGestureRecogniser();
    press.end(at(100, 100, 0), at(100, 100, 50));
    expect(press.end(at(100, 100, 100), at(100, 100, 100 + GESTURE_LIMITS.tapUnder))).toBeNull();
  });

  it('recognises swipes of 50 px sideways, left and right, but not shorter or mostly vertical ones', () => {
    const recogniser = createGestureRecogniser();
    expect(recogniser.end(at(200, 100, 0), at(150, 110, 150))).toBe('swipe-left');
    expect(recogniser.end(at(100, 100, 0), at(160, 95, 150))).toBe('swipe-right');
    expect(recogniser.end(at(100, 100, 0), at(149, 100, 150))).toBeNull();
    expect(recogniser.end(at(100, 100, 0), at(160, 180, 150))).toBeNull();
  });

  it('forgets a first tap after a swipe or a reset', () => {
    const recogniser = createGestureRecogniser();
    recogniser.end(at(100, 100, 0), at(100, 100, 50));
    recogniser.reset();
    expect(recogniser.end(at(100, 100, 100), at(100, 100, 150))).toBeNull();
    recogniser.end(at(100, 100, 400), at(40, 100, 450));
    expect(recogniser.end(at(100, 100, 500), at(100, 100, 550))).toBeNull();
  });
});

describe('where gestures may start', () => {
  afterEach(() => document.body.replaceChildren());

  it('refuses text fields, editors, charts and dialogs, and accepts the page', () => {
    document.body.innerHTML = `
      <main><p id="text">Hola</p><input id="field" /><textarea id="area"></textarea>
      <div contenteditable="true"><span id="editable">x</span></div>
      <div class="recharts-wrapper"><span id="chart">c</span></div>
      <div role="dialog"><button id="in-dialog">ok</button></div>
      <div data-no-gestures><span id="marked">m</span></div></main>`;
    const byId = (id: string) => document.getElementById(id);
    expect(gestureAllowedFrom(byId('text'))).toBe(true);
    for (const id of ['field', 'area', 'editable', 'chart', 'in-dialog', 'marked']) {
      expect(gestureAllowedFrom(byId(id)), id).toBe(false);
    }
  });

  it('refuses a touch inside an area that scrolls by itself', () => {
    document.body.innerHTML = `<div id="scroller" style="overflow-x: auto"><span id="inside">x</span></div>`;
    const scroller = document.getElementById('scroller')!;
    Object.defineProperty(scroller, 'scrollWidth', { value: 800, configurable: true });
    Object.defineProperty(scroller, 'clientWidth', { value: 300 });
    expect(gestureAllowedFrom(document.getElementById('inside'))).toBe(false);
    Object.defineProperty(scroller, 'scrollWidth', { value: 300, configurable: true });
    expect(gestureAllowedFrom(document.getElementById('inside'))).toBe(true);
  });
});
