// Which section edits each setup page's action accepts, by the form's intent (decision 025).
import { addSpecialHours, editWeeklyHours, removeSpecialHours } from './hours-edit.ts';
import { editJsonSections, importSetup } from './json-edit.ts';
import { editExtras } from './extras-edit.ts';
import { editMenus } from './menus-edit.ts';
import { editOccasions } from './occasions-edit.ts';
import { removePeriod, savePeriod } from './periods-edit.ts';
import { editRules } from './rules-edit.ts';
import type { SectionEdit } from './setup-save.server.ts';
import { removeGroup, saveGroup } from './table-groups-edit.ts';
import { addArea, removeArea, removeTable, saveTable } from './tables-edit.ts';

export const SETUP_EDITS = {
  overview: { import: importSetup },
  rules: { rules: editRules },
  hours: { hours: editWeeklyHours, addClosure: addSpecialHours, removeClosure: removeSpecialHours },
  periods: { savePeriod, removePeriod },
  tables: { addArea, removeArea, saveTable, removeTable, saveGroup, removeGroup },
  occasions: { occasions: editOccasions, menus: editMenus, upsells: editExtras, catalogue: editJsonSections },
} satisfies Record<string, Record<string, SectionEdit>>;
