import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardTiles, DocumentLookupPageId, OfficeDocumentView, ReportId, ReportResult, RevenueTarget, RevenueTargetView } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';

export type ReportParams = Record<string, string>;

export function useReport(reportId: ReportId, params: ReportParams) {
  return useQuery({
    queryKey: ['report', reportId, params],
    queryFn: ({ signal }) => apiRequest<ReportResult>(`/reports/${reportId}`, { signal, query: params }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const EXPORT_TYPES = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' } as const;

/** Saves exactly what the report shows for the same filters, as CSV, an Excel workbook or a verifiable PDF. */
export async function downloadReport(reportId: ReportId, params: ReportParams, format: keyof typeof EXPORT_TYPES): Promise<void> {
  const { blob } = await fetchFile(`/reports/${reportId}/export`, { query: { ...params, format }, accept: EXPORT_TYPES[format] });
  saveFile(blob, `${reportId}.${format}`);
}

export interface DocumentReferenceParams {
  sroCode: string;
  documentNumber: string;
  year: string;
}

export function useReportDocument(pageId: DocumentLookupPageId, reference: DocumentReferenceParams | undefined) {
  return useQuery({
    queryKey: ['report-document', pageId, reference],
    queryFn: ({ signal }) => apiRequest<OfficeDocumentView>(`/reports/${pageId}/document`, { signal, query: { ...reference } }),
    enabled: reference !== undefined,
    retry: false,
  });
}

export function useDashboardTiles() {
  return useQuery({
    queryKey: ['dashboard-tiles'],
    queryFn: ({ signal }) => apiRequest<DashboardTiles>('/reports/dashboard/tiles', { signal }),
    retry: false,
  });
}

const TARGETS_KEY = ['revenue-targets'];

export function useRevenueTargets(month: string) {
  return useQuery({
    queryKey: [...TARGETS_KEY, month],
    queryFn: ({ signal }) => apiRequest<{ targets: RevenueTargetView[] }>('/reports/revenueTarget/targets', { signal, query: { month } }).then((body) => body.targets),
  });
}

/** Sets a target; the targets and the report behind them are read again. */
export function useSetRevenueTarget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: RevenueTarget) => apiRequest<RevenueTargetView>('/reports/revenueTarget/targets', { method: 'PUT', body: target }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: TARGETS_KEY }), client.invalidateQueries({ queryKey: ['report', 'revenueTarget'] })]),
  });
}
