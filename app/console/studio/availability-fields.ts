// The availability form's field names (issue 26), shared by the page and its action.

/** A dish's choice is posted as `dish:<id>`. */
export const DISH_FIELD = 'dish:';
