// The scheduled release's place in the studio server (server.ts): the schedule built over the team
// folder, the screens API and the team's review and audit log, and its three calls — GET /schedule
// (anyone), PUT /schedule and DELETE /schedule (a publisher; their rows in calls.ts). A local studio has no
// schedule: scheduling is a team feature (docs/team-studio.md).
import type { IncomingMessage, ServerResponse } from 'node:http';

import { describeSave } from '../../shared/saved-what.ts';
import type { ScheduleState } from '../../shared/studio-api.ts';
import { createSchedule, type Schedule, type SchedulePerson } from './schedule.ts';

export type { Schedule };
import { type ScreensApi, StudioError } from '../content/screens-api.ts';
import { sendJson } from '../http/replies.ts';
import { screensChecks } from '../publishing/screens-check.ts';
import { createAccounts } from '../team/accounts.ts';
import type { Role } from '../team/roles.ts';
import type { createTeam, TeamPerson } from '../team/team.ts';

type Team = NonNullable<ReturnType<typeof createTeam>>;

/** The audit log's "from" of what the studio does by itself on a publisher's behalf. */
const BY_SCHEDULE = { headers: {}, socket: { remoteAddress: "the studio's schedule" } } as unknown as IncomingMessage;

/** The title of a saved screen, when the folder can be bundled now (else the folder name says enough). */
function screenTitle(api: ScreensApi, detail: Record<string, unknown>): string | undefined {
  if (typeof detail.screen !== 'string') return undefined;
  try {
    return api.compare('saved').screens.find((screen) => screen.name === detail.screen)?.title;
  } catch {
    return undefined;
  }
}

export function createServerSchedule(
  team: Team,
  api: ScreensApi,
  apiOf: (person: TeamPerson) => ScreensApi,
  options: { now?: () => number; scheduleTimer?: (run: () => void, ms: number) => () => void },
): Schedule {
  const accounts = createAccounts(team.dir);
  const asTeamPerson = (person: SchedulePerson): TeamPerson => ({ ...person, roles: [...person.roles] as Role[] });
  const schedule = createSchedule({
    teamDir: team.dir,
    now: options.now ?? Date.now,
    setTimer: options.scheduleTimer,
    inTurn: team.inTurn,
    refusalToPublish: team.refusalToPublish,
    compareSaved: () => api.compare('saved'),
    problems: () => screensChecks.problems(api.screensDir).map((problem) => `${problem.file}: ${problem.message}`),
    publishAs: (person, request, scheduled) => apiOf(asTeamPerson(person)).publish(request, scheduled),
    account: (name) => {
      const account = accounts.find(name);
      return account && !account.disabled ? { name: account.name, displayName: account.displayName, roles: account.roles } : undefined;
    },
    record: (person, action, detail) => team.recordChange(BY_SCHEDULE, asTeamPerson(person), action, detail),
    describeSave: (detail) => describeSave(detail, screenTitle(api, detail)),
  });
  void schedule.start();
  return schedule;
}

/** The schedule's calls: its state for anyone, a schedule or a cancellation for a publisher (the team gate checked the role by its row in calls.ts). */
export async function answerSchedule(
  schedule: Schedule | undefined,
  call: string,
  person: TeamPerson | undefined,
  readBody: () => Promise<unknown>,
  res: ServerResponse,
): Promise<void> {
  if (!schedule || !person) {
    if (call === 'schedule') {
      sendJson(res, 200, { available: false, pending: null, last: null } satisfies ScheduleState);
      return;
    }
    throw new StudioError(404, 'Scheduling a release is a feature of the team studio: here, publish when the change should go live.');
  }
  if (call === 'schedule') {
    sendJson(res, 200, schedule.state());
    return;
  }
  const body = await readBody();
  sendJson(res, 200, call === 'set schedule' ? { scheduled: await schedule.set(body, person) } : await schedule.cancel(body, person));
}
