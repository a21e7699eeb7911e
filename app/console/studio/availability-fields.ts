// The availability form's field names (product.md D9), shared by the page and its action.

/** A dish's choice is posted as `dish:<id>`. */
export const DISH_FIELD = 'dish:';
