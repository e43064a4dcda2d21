/**
 * Puts text into a field as typing would: through the element's own value setter (which React
 * watches) and an `input` event, so the component that owns the field handles it as input.
 */
export function typeInto(field: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(field, text);
  else field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
