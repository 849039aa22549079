import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { APP_NAME } from '../../../shared/limits';
import { senderName } from '../../../shared/reports/report-rules';
import { createSchedule } from './create-schedule';
import { deleteSchedule } from './delete-schedule';
import { getReport } from './get-report';
import { listSchedules } from './list-schedules';
import * as r from './route-definitions';
import { updateSchedule } from './update-schedule';

export const reportsRoutes = createRouter()
  .openapi(
    ...handle(r.getRoute, ({ db, deps, caller, query }) =>
      getReport(db, caller, { period: query.period, agencyName: senderName(deps.config.mailFrom, APP_NAME) }),
    ),
  )
  .openapi(...handle(r.listSchedulesRoute, 'schedules', ({ db, caller }) => listSchedules(db, caller)))
  .openapi(
    ...handle(r.createScheduleRoute, 'schedule', ({ db, caller, json }) => createSchedule(db, caller, json)),
  )
  .openapi(
    ...handle(r.updateScheduleRoute, 'schedule', ({ db, caller, param, json }) =>
      updateSchedule(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.deleteScheduleRoute, ({ db, caller, param }) => deleteSchedule(db, caller, param.id)));
