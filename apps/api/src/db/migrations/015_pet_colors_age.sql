-- A pet's colours are the spec's (part 1 §3: black, blue, brown, cream, gold, gray, green, orange,
-- red, white, yellow; color and color_2), and a pet whose birthday is unknown has an age instead
-- ("birthday_on or age"). The age is kept with the day it was given, so it grows with the years.
-- Runs unchanged on PGlite and PostgreSQL 15+.
UPDATE pets SET color = upper(color) WHERE color IS NOT NULL;
UPDATE pets SET color = NULL
  WHERE color NOT IN ('BLACK', 'BLUE', 'BROWN', 'CREAM', 'GOLD', 'GRAY', 'GREEN', 'ORANGE', 'RED', 'WHITE', 'YELLOW');
ALTER TABLE pets ADD COLUMN secondary_color text;
ALTER TABLE pets ADD COLUMN age_years integer CHECK (age_years >= 0 AND age_years <= 60);
ALTER TABLE pets ADD COLUMN age_given_on date;
