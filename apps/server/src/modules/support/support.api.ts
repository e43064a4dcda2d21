// The support module as other code sees it (decision 008): the one file it imports from it.
export { visibleFile } from './file-access.repository';
