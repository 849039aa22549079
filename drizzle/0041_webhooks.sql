-- 0041_webhooks: written with its module (see its decision record).
SELECT 1;
