import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/**
 * One of a fixed list of options as a row of radio buttons, named by the label `labelledBy`
 * points to; `onChange` hears only the list's own options.
 */
export function OptionRadios<T extends string>({
  labelledBy,
  options,
  value,
  labelOf,
  onChange,
}: {
  labelledBy: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <RadioGroup
      row
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      {options.map((option) => (
        <FormControlLabel key={option} value={option} control={<Radio />} label={labelOf(option)} />
      ))}
    </RadioGroup>
  );
}
