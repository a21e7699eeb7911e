// The canvas a scene is drawn on. The wide frame keeps the restaurant right of
// centre because the hero tile's text panel covers the left (content-tile CSS);
// the 4:3 phone frame centres it, as the phone banner shows all of it.
export interface Frame {
  width: number;
  height: number;
  /** Where the restaurant's front is centred. */
  focusX: number;
}

export const WIDE: Frame = { width: 1600, height: 900, focusX: 1110 };
export const PHONE: Frame = { width: 1200, height: 900, focusX: 600 };

/** The pavement line every building stands on. */
export const GROUND = 780;

/** Whole pixels keep the files small; the art is rasterised anyway. */
export const n = (v: number) => Math.round(v);
