/**
 * What a GET form sends, as the address it leads to reads it: the chosen codes and plain dates,
 * not the text its fields show (a city's name, a Jalali date in local digits).
 */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
