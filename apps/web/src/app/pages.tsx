import type { ComponentType } from 'react';
import { PAGE_KEYS, type PageKey } from '@igrs/domain';

type PageModule = { Component: ComponentType };

/**
 * Each route's page, loaded on demand so the home page carries only the
 * code it needs. Every public page is content for now; pages that grow their
 * own feature (EC search, login…) get their own loader here.
 */
function contentPage(pageKey: PageKey): () => Promise<PageModule> {
  return async () => {
    const { ContentRoutePage } = await import('../features/content/index.ts');
    return { Component: () => <ContentRoutePage pageKey={pageKey} /> };
  };
}

export const PAGE_LOADERS: Record<PageKey, () => Promise<PageModule>> = Object.fromEntries(
  PAGE_KEYS.map((pageKey) => [pageKey, contentPage(pageKey)]),
) as Record<PageKey, () => Promise<PageModule>>;
