// Which row a dragged bar is over (issue 27): the row under the pointer, else the row holding the bar's middle.
import { describe, expect, it } from 'vitest';
import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core';
import { rowUnderBar } from './grid-dnd.ts';

type Args = Parameters<CollisionDetection>[0];
const rect = (top: number, height: number): ClientRect => ({ top, height, left: 100, width: 800, right: 900, bottom: top + height });
const rows = [
  { id: 'row:t1', rect: rect(100, 40) },
  { id: 'row:t2', rect: rect(140, 40) },
  { id: 'row:unassigned', rect: rect(180, 80) },
];
function args(pointer: { x: number; y: number } | null, barTop = 0): Args {
  return {
    active: {} as Args['active'],
    collisionRect: rect(barTop, 30),
    droppableContainers: rows.map((r) => ({ id: r.id }) as DroppableContainer),
    droppableRects: new Map(rows.map((r) => [r.id, r.rect])),
    pointerCoordinates: pointer,
  };
}

describe('rowUnderBar', () => {
  it('is the row under the pointer, wherever it is across', () => {
    expect(rowUnderBar(args({ x: 500, y: 150 })).map((c) => c.id)).toEqual(['row:t2']);
    expect(rowUnderBar(args({ x: 20, y: 100 })).map((c) => c.id)).toEqual(['row:t1']);
    expect(rowUnderBar(args({ x: 500, y: 259 })).map((c) => c.id)).toEqual(['row:unassigned']);
  });

  it('is no row above or below the grid', () => {
    expect(rowUnderBar(args({ x: 500, y: 99 }))).toEqual([]);
    expect(rowUnderBar(args({ x: 500, y: 260 }))).toEqual([]);
  });

  it('uses the bar’s middle when there is no pointer (a keyboard or touch drag)', () => {
    expect(rowUnderBar(args(null, 120)).map((c) => c.id)).toEqual(['row:t1']); // middle at 135
    expect(rowUnderBar(args(null, 130)).map((c) => c.id)).toEqual(['row:t2']); // middle at 145
  });
});
