// The users module as other modules see it (decision 008): the one file they import from it.
export { getUserInfo } from './users.service';
