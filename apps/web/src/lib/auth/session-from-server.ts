import { apiCall } from '../api/api-client';
import type { AuthSession } from './session-rules';
import { readUserInfo } from './session-rules';

/**
 * Who the session cookie signs in, asked of the server (`user/getInfo`): while the server renders
 * a signed-in page, and in the browser on a page the server did not render. A guest's answer (or
 * none) is the signed-out session.
 */
export async function sessionFromServer(expiresAt: number | null): Promise<AuthSession> {
  const answer = await apiCall('user/getInfo', {}, { quiet: true, background: true }).catch(
    () => null,
  );
  const user_info = answer?.ok ? readUserInfo(answer.data) : null;
  return { user_info, token_expires_at: user_info ? expiresAt : null };
}
