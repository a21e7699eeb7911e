// Prints the page, as the diary's day sheet does; the browser's own print does the same without JavaScript.
export function PrintButton() {
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      Print the sheet
    </button>
  );
}
