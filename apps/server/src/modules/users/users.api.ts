// The users module as other modules see it (decision 008): the one file they import from it. It
// owns the users table (decision 017): other modules read and write accounts through these.
export {
  clearFailedLogins,
  deleteUnverified,
  findByMobile,
  findByUsername,
  findClaimants,
  findPasswordHash,
  insertCustomer,
  insertStaffAccount,
  markVerified,
  recordFailedLogin,
  referrerExists,
  setPasswordHash,
  updateUnverified,
} from './accounts.repository';
export {
  accountOf,
  avatarsOfPeople,
  mobileOf,
  namedFor,
  people,
  swapAvatar,
  tenantsOfUsers,
  updateNamesAndEmail,
  userOfTenant,
} from './people.repository';
export { getUserInfo } from './users.service';
