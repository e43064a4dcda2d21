// cssjanus ships no types; the web app only names it in a test that watches its one function.
declare module 'cssjanus' {
  const cssjanus: { transform(css: string, options?: Record<string, boolean>): string };
  export default cssjanus;
}
