// Which row a dragged bar is over (decision 057): the grid is the one droppable, its rows measured at
// the press; the row under the pointer, else the row holding the bar's middle, whatever the page scrolled since.
import { describe, expect, it } from 'vitest';
import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core';
import { createGridDrop, GRID_DROP_ID, rowAt, rowDropOf, rowUnderPointer, type GridDrop, type MeasuredRow } from './grid-dnd.ts';

type Args = Parameters<CollisionDetection>[0];
const rect = (top: number, height: number): ClientRect => ({ top, height, left: 100, width: 800, right: 900, bottom: top + height });
const row = (rowId: string, top: number, height: number): MeasuredRow => ({
  rowId,
  top,
  height,
  drop: { tableId: rowId === 'unassigned' ? null : rowId, label: rowId },
});
// Rows 40, 40 and 80 px high, the first 30 px below the grid's top (its caption and hours above).
const rows = [row('t1', 30, 40), row('t2', 70, 40), row('unassigned', 110, 80)];

function args(drop: GridDrop, gridTop: number, pointer: { x: number; y: number } | null, barTop = 0): Args {
  const container = { id: GRID_DROP_ID, data: { current: drop } } as unknown as DroppableContainer;
  return {
    active: {} as Args['active'],
    collisionRect: rect(barTop, 30),
    droppableContainers: [container],
    droppableRects: new Map([[GRID_DROP_ID, rect(gridTop, 200)]]),
    pointerCoordinates: pointer,
  };
}
const measured = (): GridDrop => ({ ...createGridDrop(), rows, trackWidth: 640 });

describe('rowAt', () => {
  it('is the row whose band holds the point, top included and bottom not', () => {
    expect(rowAt(rows, 30)?.rowId).toBe('t1');
    expect(rowAt(rows, 69.5)?.rowId).toBe('t1');
    expect(rowAt(rows, 70)?.rowId).toBe('t2');
    expect(rowAt(rows, 189)?.rowId).toBe('unassigned');
  });

  it('is no row above or below them', () => {
    expect(rowAt(rows, 29)).toBeNull();
    expect(rowAt(rows, 190)).toBeNull();
  });
});

describe('rowUnderPointer', () => {
  it('is the grid, with the row under the pointer noted for the handlers and the announcements', () => {
    const drop = measured();
    const over = rowUnderPointer(args(drop, 100, { x: 500, y: 180 }));
    expect(over.map((c) => c.id)).toEqual([GRID_DROP_ID]);
    expect(drop.over?.rowId).toBe('t2');
    expect(rowDropOf({ data: { current: drop } })).toEqual({ tableId: 't2', label: 't2' });
  });

  it('follows the page’s scrolling: the grid’s rect moves, the rows’ places in it do not', () => {
    const drop = measured();
    rowUnderPointer(args(drop, 100 - 60, { x: 500, y: 180 })); // scrolled 60 px down since the press
    expect(drop.over?.rowId).toBe('unassigned');
  });

  it('is nothing above or below the rows, and says so', () => {
    const drop = measured();
    expect(rowUnderPointer(args(drop, 100, { x: 500, y: 120 }))).toEqual([]);
    expect(drop.over).toBeNull();
    expect(rowDropOf({ data: { current: drop } })).toBeNull();
    expect(rowUnderPointer(args(drop, 100, { x: 500, y: 290 }))).toEqual([]);
  });

  it('uses the bar’s middle when there is no pointer', () => {
    const drop = measured();
    rowUnderPointer(args(drop, 100, null, 140)); // middle at 155: t1's band is 130–170
    expect(drop.over?.rowId).toBe('t1');
  });

  it('is nothing before the rows were measured', () => {
    expect(rowUnderPointer(args(createGridDrop(), 100, { x: 500, y: 180 }))).toEqual([]);
  });
});
