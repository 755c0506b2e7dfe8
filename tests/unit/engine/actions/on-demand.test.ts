import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets the module afresh: which action groups are loaded is the module's own state.
const load = async () => ({
  onDemand: await import('../../../../engine/actions/on-demand.ts'),
  screenFlow: (await import('../../../../engine/actions/screen-flow.ts')).screenFlowActions,
  taps: (await import('../../../../engine/actions/tap-actions.ts')).tapActions,
});

describe('the code of the actions a screen runs on load', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("is loaded with the screen, so what its onLoad sets shows with it; the other group waits for the page's idle time", async () => {
    const { onDemand, screenFlow, taps } = await load();
    const screen = { id: 'x', blocks: [], onLoad: [{ type: 'if', when: true, then: [{ type: 'set', var: 'order', value: 1 }] }] };
    await onDemand.loadOnLoadActions(JSON.stringify(screen));
    expect(onDemand.actionsOnDemand.get('set')).toBe(screenFlow.find((action) => action.type === 'set'));
    expect(onDemand.actionsOnDemand.get('if')).toBe(screenFlow.find((action) => action.type === 'if'));
    expect(onDemand.actionsOnDemand.get('navigate')).not.toBe(taps.find((action) => action.type === 'navigate'));
  });

  it('loads nothing for a screen without onLoad, nor for a text that is not JSON', async () => {
    const { onDemand, screenFlow } = await load();
    await onDemand.loadOnLoadActions(
      JSON.stringify({ id: 'x', blocks: [{ type: 'button', actions: [{ type: 'set', var: 'a', value: 1 }] }] }),
    );
    await onDemand.loadOnLoadActions('{"onLoad": [');
    expect(onDemand.actionsOnDemand.get('set')).not.toBe(screenFlow.find((action) => action.type === 'set'));
  });

  it('does not hold a screen whose onLoad only calls the server and opens dialogs: its code loads beside it', async () => {
    const { onDemand, screenFlow } = await load();
    const screen = {
      id: 'x',
      blocks: [],
      onLoad: [
        { type: 'call', endpoint: 'trackEvent', ignoreErrors: true },
        { type: 'if', when: true, then: [{ type: 'openDialog', dialog: 'd' }] },
      ],
    };
    const isLoaded = () => onDemand.actionsOnDemand.get('call') === screenFlow.find((action) => action.type === 'call');
    // resolved before the group's code was in (a screen that waited would see it loaded here)
    const loadedWhenResolved = await onDemand.loadOnLoadActions(JSON.stringify(screen)).then(isLoaded);
    expect(loadedWhenResolved).toBe(false);
    // the code was still asked for: it arrives a moment later and runs the onLoad then
    await vi.waitFor(() => expect(isLoaded()).toBe(true));
  });

  it('holds a screen whose onLoad sets a variable or leaves it until all of its code is in', async () => {
    const { onDemand, screenFlow, taps } = await load();
    const screen = {
      id: 'x',
      blocks: [],
      onLoad: [
        { type: 'openDialog', dialog: 'd' },
        { type: 'openUrl', url: 'https://a.example' },
      ],
    };
    await onDemand.loadOnLoadActions(JSON.stringify(screen));
    expect(onDemand.actionsOnDemand.get('openUrl')).toBe(taps.find((action) => action.type === 'openUrl'));
    expect(onDemand.actionsOnDemand.get('openDialog')).toBe(screenFlow.find((action) => action.type === 'openDialog'));
  });
});
