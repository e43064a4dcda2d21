export function staleParts(): { web: boolean; server: boolean };
export function buildIfStale(
  say?: (line: string) => void,
  parts?: { web: boolean; server: boolean },
): boolean;
