-- 0040_api-tokens: written with its module (see its decision record).
SELECT 1;
