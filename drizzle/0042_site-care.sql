-- 0042_site-care: written with its module (see its decision record).
SELECT 1;
