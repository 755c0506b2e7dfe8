import type { ActionContext } from '../core/actions.ts';
import { defineAction } from '../core/actions.ts';
import { evaluate, getPath } from '../core/expression.ts';
import { toAppLinkHref, toMailtoHref } from '../core/external-links.ts';
import type { OpenAppLinkAction, OpenMailAction } from '../generated/schema-types.ts';

function openExternal(href: string | undefined, { services, runtime, pointer }: ActionContext, what: string): boolean {
  if (href && services.openExternal?.(href)) return true;
  services.toast.show(services.messages.t('engine.urlRefused'));
  services.log({
    level: 'warn',
    screen: runtime.screenId,
    pointer,
    message: href ? 'The app cannot open links other than web addresses here.' : `${what} was refused: it is not a valid value.`,
  });
  return false;
}

/** SPEC §2.7: tapping the e-mail opens a mail client, through a mailto: link built from a checked address. */
export const openMailAction = defineAction<OpenMailAction>({
  type: 'openMail',
  run(action, context) {
    const href = toMailtoHref(evaluate(action.address, context.scope), evaluate(action.subject, context.scope));
    return openExternal(href, context, 'The e-mail address');
  },
});

/** Opens the native app by the scheme the operator configured (config, never data). */
export const openAppLinkAction = defineAction<OpenAppLinkAction>({
  type: 'openAppLink',
  run(action, context) {
    const href = toAppLinkHref(
      getPath({ config: context.services.config }, `config.${action.configKey}`),
      evaluate(action.path, context.scope),
    );
    return openExternal(href, context, `config.${action.configKey}`);
  },
});
