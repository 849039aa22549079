import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportsApi } from '@/server/app';
import type { CreateReportSchedule, UpdateReportSchedule } from '@/shared/schemas/reports';
import { rpcClient, unwrap, unwrapEmpty } from '@/web/lib/api-client';
import { i18n } from '@/web/lib/i18n';

const reportsApi = rpcClient<ReportsApi>('/api');

const scheduleKeys = { all: ['report-schedules'] as const };

/** GET /api/report-schedules (admins): the reports mailed every week or month. */
export function useReportSchedules() {
  return useQuery({
    queryKey: scheduleKeys.all,
    queryFn: async ({ signal }) =>
      (await unwrap(reportsApi['report-schedules'].$get({}, { init: { signal } }))).schedules,
    meta: { operation: i18n.t('reportsPage:schedules.title'), silent: true },
  });
}

/** POST /api/report-schedules (admins). */
export function useCreateReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: CreateReportSchedule) =>
      (await unwrap(reportsApi['report-schedules'].$post({ json }))).schedule,
    meta: { operation: i18n.t('reportsPage:schedules.add') },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

/** PATCH /api/report-schedules/{id} (admins): period, recipients, language, paused or not. */
export function useUpdateReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, json }: { id: string; json: UpdateReportSchedule }) =>
      (await unwrap(reportsApi['report-schedules'][':id'].$patch({ param: { id }, json }))).schedule,
    // The edit dialog shows the server's errors on its fields and in its alert: no toast.
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

/** DELETE /api/report-schedules/{id} (admins). */
export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrapEmpty(reportsApi['report-schedules'][':id'].$delete({ param: { id } })),
    meta: { operation: i18n.t('reportsPage:schedules.title') },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
