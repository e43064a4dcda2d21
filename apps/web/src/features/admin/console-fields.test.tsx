import { describe, expect, it } from 'vitest';
import { useForm, type FieldError } from 'react-hook-form';
import { messageRef } from '../../lib/forms/message-ref';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { ConsoleTextField, TextInLanguageField } from './console-fields';

/** The two text fields of the console over one value, showing `error` when given. */
function Fields({ error }: { error?: FieldError }) {
  const form = useForm<{ title: string }>({
    defaultValues: { title: '' },
    ...(error ? { errors: { title: error } } : {}),
  });
  return (
    <>
      <ConsoleTextField control={form.control} name="title" label="Plain" hint="A hint" />
      <TextInLanguageField
        control={form.control}
        name="title"
        label="Worded"
        lang="fa"
        hint="A hint"
      />
    </>
  );
}

describe('the console’s text fields', () => {
  it('show their hint while the value has no error', () => {
    const text = textOf(renderMarkup('en', <Fields />));
    expect(text.match(/A hint/g)).toHaveLength(2);
  });

  it('show a rule’s error in the language shown, in place of the hint', () => {
    const message = messageRef({ key: 'tooLong', params: { max: 20 } });
    const text = textOf(renderMarkup('en', <Fields error={{ type: 'rule', message }} />));
    expect(text.match(/This value is too long \(at most 20\)\./g)).toHaveLength(2);
    expect(text).not.toContain('A hint');
    expect(text).not.toContain('tooLong');
  });

  it('show the server’s words as it sent them', () => {
    const error = { type: 'server', message: 'این نشانی گرفته شده است' };
    const text = textOf(renderMarkup('en', <Fields error={error} />));
    expect(text.match(/این نشانی گرفته شده است/g)).toHaveLength(2);
    expect(text).not.toContain('A hint');
  });
});
