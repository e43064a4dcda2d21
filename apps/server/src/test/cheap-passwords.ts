// Setup of every server test file: passwords hashed at the tests' cost (platform/auth/passwords).
import { hashPasswordsCheaplyInTests } from '../platform/auth/passwords';

hashPasswordsCheaplyInTests();
