import type { IssueMessage } from '@parvaz/domain/validation/issue-message';

// Apart from the resolvers, so a light page reads its form's messages without the domain's
// list of message keys (the rules that make them load with the form's first check).

/**
 * A form error's message as the resolver stores it: the `messages` key, with its parameters in
 * query form (`tooLong?max=20`), so the text is made in the language shown when it is read.
 */
export function messageRef(message: IssueMessage): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(message.params)) params.set(name, String(value));
  const query = params.toString();
  return query ? `${message.key}?${query}` : message.key;
}

/** The key and parameters of a `messageRef`. */
export function readMessageRef(ref: string): { key: string; params: Record<string, string> } {
  const [key = '', query = ''] = ref.split('?', 2);
  return { key, params: Object.fromEntries(new URLSearchParams(query)) };
}
