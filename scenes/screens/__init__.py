"""The parlour's screens around the tables: title, new game, rules (with their pictures), settings, statistics,
replay, the resume list, the ask-replace question, seat rows, the record exchange and the lessons. They reach
each other and the tables through the router (app.go), never by importing one another for navigation."""
