import type { Ref } from 'react';

/**
 * A hidden picker of one image (JPEG, PNG or WebP), opened by a button through `ref`: hands the
 * picked file to `onPick` and forgets it, so the same file can be picked again.
 */
export function HiddenImageInput({
  ref,
  label,
  onPick,
}: {
  ref: Ref<HTMLInputElement>;
  /** The input's accessible name. */
  label: string;
  onPick: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/jpeg,image/png,image/webp"
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        onPick(file);
      }}
    />
  );
}
