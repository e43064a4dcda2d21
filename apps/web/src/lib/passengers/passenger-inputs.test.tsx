import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { PassengerTextInput } from './passenger-inputs';

const input = (props: { digits?: boolean; inputMode?: 'tel' | 'email' }) =>
  renderMarkup(
    'en',
    <PassengerTextInput
      id="x"
      label="X"
      value=""
      required={false}
      error={false}
      helperText={undefined}
      onChange={() => undefined}
      {...props}
    />,
  );

describe('a passenger text field', () => {
  it('asks the phone for the keyboard its value needs', () => {
    expect(input({ digits: true })).toContain('inputMode="numeric"');
    expect(input({ inputMode: 'tel' })).toContain('inputMode="tel"');
    expect(input({ inputMode: 'email' })).toContain('inputMode="email"');
    expect(input({})).not.toMatch(/inputmode/i);
  });
});
