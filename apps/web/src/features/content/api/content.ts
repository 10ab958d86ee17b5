import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContentList, ContentListQuery, ContentListResponse, ContentPage, ContentPageResponse } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export function useContentPage(page: ContentPage) {
  return useQuery({
    queryKey: ['content', 'page', page],
    queryFn: ({ signal }) => apiRequest<ContentPageResponse>(`/content/pages/${page}`, { signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useContentList(list: ContentList, query: ContentListQuery) {
  return useQuery({
    queryKey: ['content', 'list', list, query],
    queryFn: ({ signal }) =>
      apiRequest<ContentListResponse>(`/content/lists/${list}`, {
        signal,
        query: { q: query.q, group: query.group, from: query.from, to: query.to, page: query.page, pageSize: query.pageSize },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
}
