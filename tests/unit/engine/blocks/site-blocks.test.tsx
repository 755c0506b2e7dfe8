import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { NavBlock, Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

const nav: NavBlock = {
  type: 'nav',
  brand: 'Acme Lending',
  label: 'Main',
  items: [
    { label: 'Home', to: 'officialHome' },
    { label: 'About us', to: 'officialAbout' },
  ],
};

describe('screen layout "site" and the nav block', () => {
  it('draws no app bar, keeps the title as the page heading, and marks the current page in the nav', async () => {
    const fake = createFakeServices({}, { toHref: (target) => (target.route === 'officialHome' ? '/' : '/about') });
    const site: ScreenDefinition = { schemaVersion: 1, id: 'officialAbout', title: 'About us', layout: 'site', blocks: [nav] };
    const { container } = render(<Screen registries={engineRegistries} screen={site} services={fake.services} />);
    expect(container.querySelector('.eng-screen--site')).not.toBeNull();
    expect(container.querySelector('.eng-appbar')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Acme Lending', '/', null],
      ['Home', '/', null],
      ['About us', '/about', 'page'],
    ]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Home' }));
    expect(fake.navigations).toEqual([{ route: 'officialHome' }]);
  });

  it('names a logo-only brand link after the home item, so it is never an unnamed link', () => {
    const fake = createFakeServices({}, { toHref: () => '/' });
    const logoOnly: NavBlock = { ...nav, brand: { value: '', fallback: '' }, logo: '/site/logo.svg' };
    render(
      <Screen
        registries={engineRegistries}
        screen={{ schemaVersion: 1, id: 'officialHome', title: 'Home', layout: 'site', blocks: [logoOnly] }}
        services={fake.services}
      />,
    );
    const links = screen.getAllByRole('link', { name: 'Home' });
    expect(links).toHaveLength(2);
    expect(links[0].querySelector('img')?.getAttribute('src')).toBe('/site/logo.svg');
  });

  it('an app screen keeps its app bar', () => {
    const { container } = render(
      <Screen
        registries={engineRegistries}
        screen={{ schemaVersion: 1, id: 'x', title: 'X', blocks: [] }}
        services={createFakeServices().services}
      />,
    );
    expect(container.querySelector('.eng-screen--app .eng-appbar')).not.toBeNull();
  });
});

describe('tabs from data (optionsFrom)', () => {
  it('makes one tab per item, binds the chosen value and shows that tab’s list', async () => {
    const fake = createFakeServices({
      complaints: {
        ok: true,
        data: {
          tabs: [
            { title: 'Processing', list: [{ id: 1, content: 'A' }] },
            { title: 'Completed', list: [{ id: 2, content: 'B' }] },
          ],
        },
      },
    });
    const list: ScreenDefinition = {
      schemaVersion: 1,
      id: 'list',
      title: 'List',
      variables: { tab: { initial: 0 } },
      data: { list: { endpoint: 'complaints' } },
      blocks: [
        {
          type: 'tabs',
          var: 'tab',
          optionsFrom: { each: { var: 'data.list.tabs' }, label: { var: 'item.title' }, value: { var: 'index' } },
        },
        {
          type: 'list',
          items: { at: [{ var: 'data.list.tabs' }, { var: 'vars.tab' }, 'list'] },
          blocks: [{ type: 'text', text: { value: { var: 'item.content' } } }],
        },
      ],
    };
    render(<Screen registries={engineRegistries} screen={list} services={fake.services} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Processing', 'Completed']);
    expect(screen.getByText('A')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('B')).toBeTruthy();
    expect(screen.queryByText('A')).toBeNull();
  });
});

describe('tabs on the keyboard', () => {
  it('keeps one tab in the tab order; arrow keys, Home and End move to a tab and choose it', async () => {
    const screenFile: ScreenDefinition = {
      schemaVersion: 1,
      id: 'tabs',
      title: 'Tabs',
      variables: { kind: { initial: 'a' } },
      blocks: [
        {
          type: 'tabs',
          var: 'kind',
          label: 'Kind',
          options: [
            { label: 'One', value: 'a' },
            { label: 'Two', value: 'b' },
            { label: 'Three', value: 'c' },
          ],
        },
        { type: 'text', text: { value: { var: 'vars.kind' } } },
      ],
    };
    render(<Screen registries={engineRegistries} screen={screenFile} services={createFakeServices().services} />);
    const user = userEvent.setup();
    expect(screen.getByRole('tablist', { name: 'Kind' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One', selected: true }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two', selected: true }));
    expect(screen.getByText('b')).toBeTruthy();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toBe(document.activeElement);
    await user.keyboard('{Home}');
    expect(screen.getByText('a')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});

describe('list itemStyle tile and frame sameOrigin', () => {
  it('lays out items as tiles', () => {
    const { container } = render(
      <Screen
        registries={engineRegistries}
        screen={{
          schemaVersion: 1,
          id: 'x',
          title: 'X',
          blocks: [{ type: 'list', items: ['a', 'b'], itemStyle: 'tile', blocks: [{ type: 'text', text: { value: { var: 'item' } } }] }],
        }}
        services={createFakeServices().services}
      />,
    );
    expect(container.querySelectorAll('.eng-list--tile > li')).toHaveLength(2);
  });

  it('keeps the origin only for a literal path of this app; a URL from data stays fully sandboxed', () => {
    const services = createFakeServices(
      {},
      { toSafeUrl: (url) => (typeof url === 'string' ? new URL(url, window.location.href).href : undefined) },
    ).services;
    const frames: ScreenDefinition = {
      schemaVersion: 1,
      id: 'x',
      title: 'X',
      variables: { page: { initial: '/psychologicalIncluding' } },
      blocks: [
        { type: 'frame', src: '/psychologicalIncluding', title: 'Own page', sameOrigin: true },
        { type: 'frame', src: { var: 'vars.page' }, title: 'From data', sameOrigin: true },
        { type: 'frame', src: 'https://other.example/policy', title: 'Other site', sameOrigin: true },
        { type: 'frame', src: '/psychologicalIncluding', title: 'Not asked' },
      ],
    };
    render(<Screen registries={engineRegistries} screen={frames} services={services} />);
    const sandbox = (title: string) => screen.getByTitle(title).getAttribute('sandbox');
    expect(sandbox('Own page')).toContain('allow-same-origin');
    expect(sandbox('From data')).not.toContain('allow-same-origin');
    expect(sandbox('Other site')).not.toContain('allow-same-origin');
    expect(sandbox('Not asked')).not.toContain('allow-same-origin');
  });
});

describe('env scope', () => {
  it('shows a block only in a chat app’s built-in browser (env.inAppBrowser)', () => {
    const hint: ScreenDefinition = {
      schemaVersion: 1,
      id: 'x',
      title: 'X',
      blocks: [{ type: 'text', text: 'Open in your browser', visibleWhen: { not: { empty: { var: 'env.inAppBrowser' } } } }],
    };
    const { unmount } = render(
      <Screen registries={engineRegistries} screen={hint} services={createFakeServices({}, { env: { inAppBrowser: null } }).services} />,
    );
    expect(screen.queryByText('Open in your browser')).toBeNull();
    unmount();
    render(
      <Screen
        registries={engineRegistries}
        screen={hint}
        services={createFakeServices({}, { env: { inAppBrowser: 'facebook' } }).services}
      />,
    );
    expect(screen.getByText('Open in your browser')).toBeTruthy();
  });
});
