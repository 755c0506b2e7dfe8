// The admin page and the password dialog in jsdom, against a stubbed fetch: a failed read shows its
// error with Retry, a new person's password is shown once with Copy focused, names are text, the
// buttons are off while a request runs, and the password dialog checks the new password twice.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AccountView } from '../../../../studio/shared/team-admin.ts';
import { AdminDialog } from '../../../../studio/web/admin/admin-view.tsx';
import { PasswordDialog } from '../../../../studio/web/team/password-dialog.tsx';

const ADMIN = { name: 'it.admin', displayName: 'IT Admin', roles: ['admin' as const] };
const account = (name: string, displayName: string, roles: AccountView['roles']): AccountView => ({
  name,
  displayName,
  roles,
  disabled: false,
  createdAt: '2026-11-01T00:00:00Z',
  changedAt: '2026-11-01T00:00:00Z',
  lastSignIn: null,
  temporaryPassword: false,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
type Answer = (path: string, init: RequestInit) => Response | Promise<Response>;

/** fetch answered by `answer`, each call recorded with its path and JSON body. */
function stubFetch(answer: Answer) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      calls.push({ path, body: init.body ? JSON.parse(init.body as string) : undefined });
      return Promise.resolve(answer(path, init));
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminDialog', () => {
  it('shows a failed read of the people with Retry, and the people after it', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? json(500, { error: 'Studio server error; see the server log.' })
        : json(200, { accounts: [account('it.admin', 'IT Admin', ['admin'])] }),
    );
    render(<AdminDialog person={ADMIN} onClose={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not read the people: Studio server error; see the server log.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('(you)', { exact: false });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says who must still choose a password, and that the history is not copied, since when, why and what waits', async () => {
    stubFetch(() =>
      json(200, {
        accounts: [account('it.admin', 'IT Admin', ['admin']), { ...account('lea.tan', 'Lea Tan', ['editor']), temporaryPassword: true }],
        historyCopy: {
          remote: 'origin',
          copiedAt: '2026-11-27T01:00:00Z',
          waiting: 3,
          pushing: false,
          failing: { since: '2026-11-27T02:00:00Z', reason: 'the Git host could not be reached', tries: 4 },
          nextTry: '2026-11-27T02:05:00Z',
        },
      }),
    );
    render(<AdminDialog person={ADMIN} onClose={() => undefined} />);
    const lea = (await screen.findByText('Lea Tan')).closest('tr')!;
    expect(lea.textContent).toContain('Must choose a password at next sign-in');
    expect(screen.getByText('IT Admin').closest('tr')!.textContent).not.toContain('Must choose');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(
      /^History not copied to origin since .+: the Git host could not be reached\. 3 changes waiting, next try at .+\. Saves go on as usual\.$/,
    );
    expect(alert.querySelector('time[datetime="2026-11-27T02:05:00Z"]')).not.toBeNull();
  });

  it('adds a person and shows their password once, Copy focused; names stay text', async () => {
    const people = [account('it.admin', 'IT Admin', ['admin']), account('lea.tan', 'Lea <b>Tan</b>', ['editor'])];
    let release: () => void = () => undefined;
    const calls = stubFetch(async (path) => {
      if (path.endsWith('/accounts')) return json(200, { accounts: people });
      await new Promise<void>((done) => (release = done));
      return json(201, { account: account('maria.santos', 'Maria Santos', ['editor', 'reviewer']), password: 'abcde-fghij-kmnop-qrstu' });
    });
    const { baseElement } = render(<AdminDialog person={ADMIN} onClose={() => undefined} />);
    await screen.findByText('Lea <b>Tan</b>');
    expect(baseElement.querySelector('b')).toBeNull();

    fireEvent.change(screen.getByLabelText('Account name'), { target: { value: 'maria.santos' } });
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Maria Santos' } });
    const roles = screen.getByRole('group', { name: 'Roles' });
    fireEvent.click(within(roles).getByLabelText('viewer'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add person' }).disabled).toBe(true);
    fireEvent.click(within(roles).getByLabelText('editor'));
    fireEvent.click(within(roles).getByLabelText('reviewer'));
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    // While the request runs, the buttons are off.
    await vi.waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add person' }).disabled).toBe(true));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Disable IT Admin' }).disabled).toBe(true);
    await act(async () => release());

    const secret = await screen.findByLabelText('Temporary password for maria.santos');
    expect(secret.textContent).toBe('abcde-fghij-kmnop-qrstu');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByText('Shown once.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      path: '/__studio/api/team/accounts/add',
      body: { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor', 'reviewer'] },
    });
    fireEvent.click(screen.getByRole('button', { name: /^Done/ }));
    expect(screen.queryByText('abcde-fghij-kmnop-qrstu')).toBeNull();
    expect(screen.getByText('Maria Santos')).toBeTruthy();
  });

  it('says why a change was refused, as the server put it, with Retry', async () => {
    stubFetch((path) =>
      path.endsWith('/accounts')
        ? json(200, { accounts: [account('it.admin', 'IT Admin', ['admin'])] })
        : json(409, { error: 'You are the last enabled admin (it.admin): … Make someone else an admin first.' }),
    );
    render(<AdminDialog person={ADMIN} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable IT Admin' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('IT Admin not disabled: You are the last enabled admin (it.admin)');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('PasswordDialog', () => {
  it('needs 12 characters and the same new password twice, and shows a refusal with Retry', async () => {
    const calls = stubFetch(() => json(403, { error: 'The current password is wrong: nothing changed.' }));
    render(<PasswordDialog onClose={() => undefined} />);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Change password' });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'the old password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'too short' } });
    expect(screen.getByText('At least 12 characters (9 so far).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a long new password' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a long new passwort' } });
    expect(screen.getByText('The two new passwords differ.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a long new password' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Password not changed: The current password is wrong: nothing changed.');
    expect(calls).toEqual([
      { path: '/__studio/api/team/password', body: { current: 'the old password', password: 'a long new password' } },
    ]);
  });
});
