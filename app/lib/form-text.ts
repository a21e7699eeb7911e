// A posted form field as text: '' when absent or a file (a forged form may send either).
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
