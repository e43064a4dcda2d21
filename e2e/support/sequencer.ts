import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest spec files first (the halves of the accessibility sweep and of the early presses),
 * so that the files running side by side end together instead of the longest ones running last;
 * the rest as vitest orders them (earlier failures first, then the slowest of the last run).
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) =>
      /[/\\](a11y|early-presses)-\d+\.spec\.ts$/.test(file.moduleId);
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}
