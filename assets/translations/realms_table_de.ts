<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>Die letzte Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Fortsetzen?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played). Resume it?</source>
        <translation>Du hast eine nicht beendete Partie {game} ({moves} Züge gespielt). Fortsetzen?</translation>
    </message>
    <message>
        <source>No game is open. Choose Game → New to start one.</source>
        <translation>Keine Partie geöffnet. Wähle Spiel → Neu, um eine zu beginnen.</translation>
    </message>
    <message>
        <source>{game} could not be set up: {error}</source>
        <translation>{game} konnte nicht aufgebaut werden: {error}</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be opened.</source>
        <translation>Die zuletzt automatisch gespeicherte Partie kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>It could not be moved aside ({reason}), so this session does not save automatically: the file stays as it is at {file}.</source>
        <translation>Sie konnte nicht beiseitegelegt werden ({reason}), daher speichert diese Sitzung nicht automatisch: Die Datei bleibt unverändert unter {file}.</translation>
    </message>
    <message>
        <source>It is kept as {file}; a new game begins.</source>
        <translation>Sie wird als {file} aufbewahrt; eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>Opening {file}…</source>
        <translation>{file} wird geöffnet…</translation>
    </message>
    <message>
        <source>Opening {game}…</source>
        <translation>{game} wird geöffnet…</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation>Der Tisch wird aufgebaut…</translation>
    </message>
    <message>
        <source>Middle-earth board games on one PC.</source>
        <translation>Brettspiele aus Mittelerde an einem PC.</translation>
    </message>
    <message>
        <source>open every game&apos;s board offscreen once and exit</source>
        <translation>den Spielplan jedes Spiels einmal ohne Anzeige öffnen und beenden</translation>
    </message>
    <message>
        <source>watch the computer play itself</source>
        <translation>dem Computer zusehen, wie er gegen sich selbst spielt</translation>
    </message>
    <message>
        <source>start as usual (offscreen without a display, no resume offer), print the time of the main window&apos;s first paint and of the board&apos;s as one JSON line, and exit</source>
        <translation>wie gewohnt starten (ohne Anzeige, wenn kein Bildschirm da ist, ohne Angebot zum Fortsetzen), die Zeit des ersten Zeichnens des Hauptfensters und des Spielplans als eine JSON-Zeile ausgeben und beenden</translation>
    </message>
    <message>
        <source>the language for this start (English, Türkçe, Deutsch, Suomi); the Language menu chooses it for good</source>
        <translation>die Sprache für diesen Start (English, Türkçe, Deutsch, Suomi); dauerhaft wählst du sie im Menü „Sprache“</translation>
    </message>
    <message>
        <source>start the guided first game of GAME (one of: {games})</source>
        <translation>die geführte erste Partie von GAME starten (eines von: {games})</translation>
    </message>
    <message>
        <source>the size of the whole interface for this start: 100, 125, 150, 175 or 200 (per cent); View → Interface size chooses it for good</source>
        <translation>die Größe der ganzen Oberfläche für diesen Start: 100, 125, 150, 175 oder 200 (Prozent); dauerhaft wählst du sie unter Ansicht → Oberflächengröße</translation>
    </message>
    <message>
        <source>a saved game to open</source>
        <translation>eine gespeicherte Partie, die geöffnet werden soll</translation>
    </message>
    <message>
        <source>Opened up</source>
        <extracomment>kinds of place whose names matter for play wherever they are (the adapter&apos;s LabelStyle may say more) (adapter, state) whose tooltip for this place is not written yet: it is written when asked for (the mouse rests on the place), not for every place after every action the adapter&apos;s map: its places and their neighbours the map as shown: the map&apos;s places, then the overlays&apos; zones as places without neighbours (the window and the drag code look every target up here) the adapter&apos;s overlays by name (see set_overlay) the smallest scale the board is shown at (the view&apos;s zoom that fits it), see set_floor the map drawn as pictures per zoom (see tiles.py) the odds of what a click on a figure or place would play, as tooltip lines (&apos;&apos; for none): set by the window</extracomment>
        <translation>Erschlossen</translation>
    </message>
    <message>
        <source>Drop the figure on a place of the board.</source>
        <translation>Lege die Figur auf einem Ort des Spielplans ab.</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}: {reason}</translation>
    </message>
    <message>
        <source>{place}: drop to play “{action}”</source>
        <translation>{place}: ablegen, um „{action}“ zu spielen</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>the modules whose `@checks` / `@applies` fill the table the kinds taken before the campaign (exactly one of them starts each turn) every kind of action the game knows: the kinds the table can check</extracomment>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>Pass the table to the next player first.</source>
        <translation>Übergib den Tisch zuerst an den nächsten Spieler.</translation>
    </message>
    <message>
        <source>Wait: {player} (computer) is playing.</source>
        <translation>Warte: {player} (Computer) ist am Zug.</translation>
    </message>
    <message>
        <source>That figure belongs to {player}.</source>
        <translation>Diese Figur gehört {player}.</translation>
    </message>
    <message>
        <source>That figure cannot move now.</source>
        <translation>Diese Figur kann sich jetzt nicht bewegen.</translation>
    </message>
    <message>
        <source>Nothing to undo yet.</source>
        <extracomment>the game as the window and its adapter ask it: legal actions and views kept per state</extracomment>
        <translation>Noch nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Nothing to undo: what the dice or cards showed cannot be taken back. (Game → Solo practice allows it against the computer.)</source>
        <translation>Nichts rückgängig zu machen: Was Würfel oder Karten gezeigt haben, lässt sich nicht zurücknehmen. (Spiel → Solo-Übung erlaubt es gegen den Computer.)</translation>
    </message>
    <message>
        <source>Nothing to undo: what the dice or cards showed cannot be taken back.</source>
        <translation>Nichts rückgängig zu machen: Was Würfel oder Karten gezeigt haben, lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <source>The others look away: this player&apos;s secrets are about to show.</source>
        <translation>Die anderen schauen weg: Gleich werden die Geheimnisse dieses Spielers sichtbar.</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>An {player} übergeben</translation>
    </message>
    <message>
        <source>{player}: show my table</source>
        <translation>{player}: meinen Tisch zeigen</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer — {level}</source>
        <translation>Computer — {level}</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>None: the game&apos;s chance comes from fresh entropy, kept nowhere (a seed is a command-line feature)</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>how many play</comment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Options</source>
        <extracomment>per-seat options (a list with one value per seat): name -&gt; one combo per seat row</extracomment>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>Es ist kein Spiel installiert.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Review the game…</source>
        <translation>Partie besprechen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Each player: who plays the seat, and what they hold.</source>
        <translation>Jeder Spieler: wer den Platz spielt und was er besitzt.</translation>
    </message>
    <message>
        <source>Everything you may play now: Up and Down choose, Enter or Space plays it.</source>
        <translation>Alles, was du jetzt spielen kannst: Mit den Pfeiltasten hoch und runter wählst du, mit Enter oder Leertaste spielst du.</translation>
    </message>
    <message>
        <source>The latest roll explained, why a move was refused, hints and the rules.</source>
        <translation>Die Erklärung des letzten Wurfs, der Grund für einen abgelehnten Zug, Tipps und die Regeln.</translation>
    </message>
    <message>
        <source>What happened, a sentence a line: Enter or Space on a roll explains it.</source>
        <translation>Was geschehen ist, ein Satz pro Zeile: Enter oder Leertaste auf einem Wurf erklärt ihn.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>The board: N and P pick a figure that can act, Tab and the arrow keys choose where it goes, Enter plays it, Escape lets go.</source>
        <translation>Der Spielplan: N und P wählen eine Figur, die handeln kann, Tab und die Pfeiltasten wählen, wohin sie geht, Enter spielt den Zug, Esc lässt sie los.</translation>
    </message>
    <message>
        <source>Filter the actions</source>
        <translation>Aktionen filtern</translation>
    </message>
    <message>
        <source>Ends your turn (always under the actions list).</source>
        <translation>Beendet deinen Zug (immer unter der Aktionsliste).</translation>
    </message>
    <message>
        <source>N / P</source>
        <translation>N / P</translation>
    </message>
    <message>
        <source>Pick the next / previous figure of yours that can act (a blue ring marks it).</source>
        <translation>Wählt die nächste / vorige deiner Figuren, die handeln kann (ein blauer Ring markiert sie).</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab, arrow keys</source>
        <translation>Tab / Umschalt+Tab, Pfeiltasten</translation>
    </message>
    <message>
        <source>Go through the places the picked figure may go (on a measured table: its actions); the status bar says what each would do.</source>
        <translation>Geht die Orte durch, an die die gewählte Figur ziehen kann (beim Scharmützel: ihre Aktionen); die Statusleiste sagt, was jeder davon bewirken würde.</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter oder Leertaste</translation>
    </message>
    <message>
        <source>Play it: the same as dropping the figure there. On a figure with no place chosen: the same as clicking it (a die, a card).</source>
        <translation>Spielt den Zug: wie das Ablegen der Figur dort. Auf einer Figur ohne gewählten Ort: wie ein Klick auf sie (ein Würfel, eine Karte).</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Umschalt+Enter</translation>
    </message>
    <message>
        <source>Play it, choosing the details (as Shift while dropping).</source>
        <translation>Spielt den Zug und lässt dich die Einzelheiten wählen (wie Umschalt beim Ablegen).</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Let go of the figure.</source>
        <translation>Lässt die Figur los.</translation>
    </message>
    <message>
        <source>F, Ctrl+0, Ctrl++ / Ctrl+-</source>
        <translation>F, Strg+0, Strg++ / Strg+-</translation>
    </message>
    <message>
        <source>Fit the board to the window; zoom in and out.</source>
        <translation>Passt den Spielplan ans Fenster an; vergrößert und verkleinert.</translation>
    </message>
    <message>
        <source>Actions panel</source>
        <translation>Aktionsbereich</translation>
    </message>
    <message>
        <source>Up and Down choose an action, Enter or Space plays it; the line above it filters the list.</source>
        <translation>Mit den Pfeiltasten hoch und runter wählst du eine Aktion, mit Enter oder Leertaste spielst du sie; die Zeile darüber filtert die Liste.</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Enter or Space on a roll explains it in the rules panel.</source>
        <translation>Enter oder Leertaste auf einem Wurf erklärt ihn im Regelbereich.</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>A hint: what the computer would do.</source>
        <translation>Ein Tipp: was der Computer tun würde.</translation>
    </message>
    <message>
        <source>Ctrl+1 / Ctrl+2 / Ctrl+3</source>
        <translation>Strg+1 / Strg+2 / Strg+3</translation>
    </message>
    <message>
        <source>Go to the board / the actions / the game log.</source>
        <translation>Wechselt zum Spielplan / zu den Aktionen / zum Spielprotokoll.</translation>
    </message>
    <message>
        <source>{figure} ({n} of {count}): Tab or the arrow keys choose where it goes, Enter plays it.</source>
        <extracomment>the places (or, on a board of free drops, the actions) the picked figure may go to, in order</extracomment>
        <translation>{figure} ({n} von {count}): Tab oder die Pfeiltasten wählen, wohin sie geht, Enter spielt den Zug.</translation>
    </message>
    <message>
        <source>{figure} ({n} of {count}): Enter to use it.</source>
        <translation>{figure} ({n} von {count}): Enter zum Einsetzen.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Keine Partie geöffnet.</translation>
    </message>
    <message>
        <source>No figure can act now: see the Actions panel.</source>
        <translation>Gerade kann keine Figur handeln: siehe Aktionsbereich.</translation>
    </message>
    <message>
        <source>That figure has nowhere to go: Enter to use it, Escape to let go.</source>
        <translation>Diese Figur kann nirgendwohin: Enter zum Einsetzen, Esc zum Loslassen.</translation>
    </message>
    <message>
        <source>{n} of {count}: {action}</source>
        <translation>{n} von {count}: {action}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Diese Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The save was read, but this version could not show it ({error}). This is a fault of Realms Table, not of the file: the details are in the log.</source>
        <translation>Der Spielstand wurde gelesen, aber diese Version konnte ihn nicht anzeigen ({error}). Das ist ein Fehler von Realms Table, nicht der Datei: Die Einzelheiten stehen im Protokoll.</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Realms Table saves (*.rtsave *.json);;All files (*)</source>
        <translation>Realms-Table-Spielstände (*.rtsave *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>Die Partie konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Gespeichert in {file}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Realms Table saves (*.rtsave)</source>
        <translation>Realms-Table-Spielstände (*.rtsave)</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>Die Partie endet unentschieden</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} gewinnt!</translation>
    </message>
    <message>
        <source>{players} win!</source>
        <translation>{players} gewinnen!</translation>
    </message>
    <message>
        <source>Final scores: {scores}</source>
        <translation>Endstand: {scores}</translation>
    </message>
    <message>
        <source>That figure cannot go there now.</source>
        <extracomment>seats take colours that stay apart for colour-blind eyes too (desktop/seat_marks.py); each also has a shape the seats&apos; names of a game set up for its most players, by game id (see GameAdapter.seat_names) a drawing of the adapter&apos;s own (a name registered with `desktop.board.scene.register_figure_art`) instead of the round token, e.g. an action die showing its face where it stands, in board coordinates, instead of in its place&apos;s group (dice laid out in a box) its size relative to a token shown picked out (a chosen die) the way it faces, in degrees (0 east, 90 south), for a drawing that shows it (a figure on a measured table) drawn lying down (a cowed figure) what the label says in this state instead of the place&apos;s name (a card on a slot, a building on a lot); lines are separated by &quot;
&quot;, the first is the title, the rest are drawn smaller the label&apos;s size relative to the board&apos;s name size (small spaces, big panels) how many of the text&apos;s first lines make its title (a card&apos;s name wrapped over two lines) 2: a name that matters for play, shown at every zoom; 1: a minor one, hidden while too small to read (None: the board decides from the place&apos;s kind and the style: bold, underlined or an own text is major) params of an action that may name the figure / the place a figure is dropped on kinds of action that end a turn: shown as a button that is always in reach under the actions list how many players the open game has (set by the window before `board_map`; None when unknown) the open game&apos;s options (set by the window before `board_map`; None when unknown) figures stand at points of their own (`Figure.at`) and are dropped at any point of the board, not on places (a measured table): a drop is `drop_at`, a carried figure is followed by `drag_hint`, and `legal_targets` names figures (an enemy to charge; the figure&apos;s own id when it may go anywhere)</extracomment>
        <translation>Diese Figur kann jetzt nicht dorthin.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>opened up by {player}</source>
        <translation>erschlossen von {player}</translation>
    </message>
    <message>
        <source>unoccupied</source>
        <translation>unbesetzt</translation>
    </message>
    <message>
        <source>{kind} of the {side} side, strength {strength}</source>
        <translation>{kind}, Seite: {side}, Stärke {strength}</translation>
    </message>
    <message>
        <source>Heroes: {names}</source>
        <translation>Helden: {names}</translation>
    </message>
    <message>
        <source>{name} — {points} points ({side})</source>
        <translation>{name} — Stärkepunkte: {points} ({side})</translation>
    </message>
    <message>
        <source>{player}&apos;s hero</source>
        <translation>Held von {player}</translation>
    </message>
    <message>
        <source>That hero cannot go there now.</source>
        <translation>Dieser Held kann jetzt nicht dorthin.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
    <message>
        <source>sword</source>
        <translation>Schwert</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>siege hammer</source>
        <translation>Belagerungshammer</translation>
    </message>
    <message>
        <source>banner</source>
        <translation>Banner</translation>
    </message>
    <message>
        <source>secret powers</source>
        <translation>Geheime Mächte</translation>
    </message>
    <message>
        <source>higher powers</source>
        <translation>Höhere Mächte</translation>
    </message>
    <message>
        <source>power breaker</source>
        <translation>Mächtebrecher</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <source>healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>palantír</source>
        <translation>Palantír</translation>
    </message>
    <message>
        <source>lord of the water</source>
        <translation>Herr des Wassers</translation>
    </message>
    <message>
        <source>Draw a hero card</source>
        <translation>Heldenkarte ziehen</translation>
    </message>
    <message>
        <source>Bring a hero into play</source>
        <translation>Helden ins Spiel bringen</translation>
    </message>
    <message>
        <source>Conquest and attack</source>
        <translation>Erobern und angreifen</translation>
    </message>
    <message>
        <source>Open up land</source>
        <translation>Land erschließen</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>good</source>
        <extracomment>the sides, in a sentence (&apos;of the good side&apos;) and as a heading (&apos;Good&apos;)</extracomment>
        <translation>gut</translation>
    </message>
    <message>
        <source>evil</source>
        <translation>böse</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Evil</source>
        <translation>Böse</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} (known: {names})</source>
        <translation>{cards} (bekannt: {names})</translation>
    </message>
    <message numerus="yes">
        <source>%n land(s)</source>
        <translation>
            <numerusform>%n Land</numerusform>
            <numerusform>%n Länder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fortress(es)</source>
        <translation>
            <numerusform>%n Festung</numerusform>
            <numerusform>%n Festungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Holdings</source>
        <translation>Besitz</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missionen</translation>
    </message>
    <message>
        <source>{n} secret</source>
        <translation>{n} geheim</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>aus dem Spiel</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} SP</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>Kartenziehphase</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>Feldzug</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {phase}</source>
        <translation>Runde {round} von {rounds} · {phase}</translation>
    </message>
    <message>
        <source>{nation} ({side})</source>
        <extracomment>the die the player clicked (side, face): the actions panel opens its group, army drags spend it</extracomment>
        <translation>{nation} ({side})</translation>
    </message>
    <message>
        <source>{settlement}, {n} VP</source>
        <translation>{settlement}, {n} SP</translation>
    </message>
    <message>
        <source>held by the {side}</source>
        <translation>kontrolliert von: {side}</translation>
    </message>
    <message>
        <source>Besieged: the {side} are inside.</source>
        <translation>Belagert; in der Festung: {side}.</translation>
    </message>
    <message>
        <source>Nazgûl: {n}</source>
        <translation>Nazgûl: {n}</translation>
    </message>
    <message>
        <source>The Fellowship (last known position), progress {p}</source>
        <translation>Die Gemeinschaft (zuletzt bekannte Position), Fortschritt {p}</translation>
    </message>
    <message>
        <source>Foe line</source>
        <extracomment>the turn&apos;s end under the actions list (the engine&apos;s other answers are too long for the button)</extracomment>
        <translation>Feindesreihe</translation>
    </message>
    <message>
        <source>Event tiles</source>
        <extracomment>the actions panel&apos;s group of each kind of action, and where the group stands (smaller first)</extracomment>
        <translation>Ereigniskärtchen</translation>
    </message>
    <message>
        <source>none here</source>
        <translation>hier keine</translation>
    </message>
    <message numerus="yes">
        <source>%n in the stack</source>
        <translation>
            <numerusform>%n im Stapel</numerusform>
            <numerusform>%n im Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>click to reveal</source>
        <translation>zum Aufdecken klicken</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>Letztes Kärtchen</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keins</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit}&apos;s hand: %n card(s)</source>
        <translation>
            <numerusform>{hobbit}s Hand: %n Karte</numerusform>
            <numerusform>{hobbit}s Hand: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit}&apos;s hand is empty</source>
        <translation>{hobbit}s Hand ist leer</translation>
    </message>
    <message>
        <source>Gandalf (5 shields a card)</source>
        <translation>Gandalf (5 Schilde je Karte)</translation>
    </message>
    <message>
        <source>{board} — scenario board</source>
        <translation>{board} — Abenteuer</translation>
    </message>
    <message>
        <source>{board} — the Ring is on Mount Doom</source>
        <translation>{board} — der Ring ist am Schicksalsberg</translation>
    </message>
    <message>
        <source>{haven} — a safe haven; next: {board}</source>
        <translation>{haven} — eine Zuflucht; als Nächstes: {board}</translation>
    </message>
    <message>
        <source>Between two boards — next: {board}</source>
        <translation>Zwischen zwei Abenteuern — als Nächstes: {board}</translation>
    </message>
    <message>
        <source>The end of the road</source>
        <translation>Das Ende des Weges</translation>
    </message>
    <message>
        <source>played ahead: {what}</source>
        <translation>vorab gespielt: {what}</translation>
    </message>
    <message>
        <source>No {symbol} line on this board</source>
        <translation>Dieser Spielplan hat keine Leiste für {symbol}</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>of {symbol}</source>
        <translation>({symbol})</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>{n}. {event}</source>
        <translation>{n}. {event}</translation>
    </message>
    <message>
        <source>Space {n} of the corruption line (0 is the light, 15 the dark). Sauron is on space {sauron}.</source>
        <translation>Feld {n} der Finsternisanzeige (0 ist das Licht, 15 die Finsternis). Sauron steht auf Feld {sauron}.</translation>
    </message>
    <message>
        <source>An empty place of the foe line. New foes come in from the left; with eight foes at the end of a turn, the foes win.</source>
        <translation>Ein freier Platz der Feindesreihe. Neue Feinde kommen von links dazu; liegen am Ende eines Zuges acht Feinde aus, gewinnen die Feinde.</translation>
    </message>
    <message>
        <source>{foe} on the foe line.</source>
        <translation>{foe} in der Feindesreihe.</translation>
    </message>
    <message>
        <source>The event tiles still face down: {n}. Click the stack to reveal one when it is asked.</source>
        <translation>Noch verdeckte Ereigniskärtchen: {n}. Klicke auf den Stapel, um eins aufzudecken, wenn es verlangt wird.</translation>
    </message>
    <message>
        <source>No tile revealed on this board yet.</source>
        <translation>In diesem Abenteuer wurde noch kein Kärtchen aufgedeckt.</translation>
    </message>
    <message>
        <source>Tiles revealed on this board: {tiles}</source>
        <translation>In diesem Abenteuer aufgedeckt: {tiles}</translation>
    </message>
    <message>
        <source>{place} is on the route only with Friends &amp; Foes.</source>
        <translation>{place} liegt nur mit „Die Feinde“ auf dem Weg.</translation>
    </message>
    <message>
        <source>The Fellowship is here.</source>
        <translation>Die Gemeinschaft ist hier.</translation>
    </message>
    <message>
        <source>Click it to travel here.</source>
        <translation>Klicke, um hierher zu reisen.</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation>{caption}: {value}</translation>
    </message>
    <message>
        <source>The cards of the hobbit at the screen. Drag one onto a line it fits, or onto what is being paid.</source>
        <translation>Die Karten des Hobbits am Bildschirm. Ziehe eine auf eine passende Leiste oder auf das, was gerade bezahlt wird.</translation>
    </message>
    <message>
        <source>Gandalf&apos;s cards not yet used. Each costs the Fellowship 5 shields.</source>
        <translation>Gandalfs noch unbenutzte Karten. Jede kostet die Gemeinschaft 5 Schilde.</translation>
    </message>
    <message>
        <source>This board has no line here.</source>
        <translation>Dieses Abenteuer hat hier keine Leiste.</translation>
    </message>
    <message>
        <source>The marker is on space {n} of {last}.</source>
        <translation>Der Stein steht auf Feld {n} von {last}.</translation>
    </message>
    <message>
        <source>{n}: {what}</source>
        <translation>{n}: {what}</translation>
    </message>
    <message>
        <source>Event {n} of {board}: {event}</source>
        <translation>Ereignis {n} von {board}: {event}</translation>
    </message>
    <message>
        <source>Being paid now: drop a card, a life token or the shields here.</source>
        <translation>Wird gerade bezahlt: lege hier eine Karte, ein Lebensplättchen oder die Schilde ab.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation>Finsternis</translation>
    </message>
    <message>
        <source>space {n}; Sauron on {sauron}</source>
        <translation>Feld {n}; Sauron auf {sauron}</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Schilde</translation>
    </message>
    <message>
        <source>Life tokens</source>
        <translation>Lebensplättchen</translation>
    </message>
    <message>
        <source>The Ring</source>
        <translation>Der Ring</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <translation>Ringträger</translation>
    </message>
    <message>
        <source>Ability card</source>
        <translation>Charakterstärke</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n Schild</numerusform>
            <numerusform>%n Schilde</numerusform>
        </translation>
    </message>
    <message>
        <source>The quest is over</source>
        <translation>Die Fahrt ist zu Ende</translation>
    </message>
    <message>
        <source>on the road</source>
        <translation>unterwegs</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s turn</source>
        <translation>{hobbit} ist am Zug</translation>
    </message>
    <message>
        <source>{what}: {hobbit} may pay</source>
        <translation>{what}: {hobbit} kann bezahlen</translation>
    </message>
    <message>
        <source>drag a card, a token or the shields onto it</source>
        <translation>ziehe eine Karte, ein Plättchen oder die Schilde darauf</translation>
    </message>
    <message>
        <source>click the tile stack</source>
        <translation>klicke auf den Kärtchenstapel</translation>
    </message>
    <message>
        <source>drag a card onto a line</source>
        <translation>ziehe eine Karte auf eine Leiste</translation>
    </message>
    <message numerus="yes">
        <source>%n foe(s) on the foe line</source>
        <translation>
            <numerusform>%n Feind in der Feindesreihe</numerusform>
            <numerusform>%n Feinde in der Feindesreihe</numerusform>
        </translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>{what} ({side})</source>
        <translation>{what} ({side})</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Führung</translation>
    </message>
    <message>
        <source>★ leads the side this turn</source>
        <translation>★ führt die Seite in dieser Runde</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Als Nächstes</translation>
    </message>
    <message>
        <source>takes the next {side} action</source>
        <translation>macht die nächste Aktion für {side}</translation>
    </message>
    <message>
        <source>the whole {side} side alone (never the same nation twice in a row)</source>
        <translation>die ganze Seite {side} allein (nie dieselbe Nation zweimal hintereinander)</translation>
    </message>
    <message>
        <source>Action dice</source>
        <translation>Aktionswürfel</translation>
    </message>
    <message>
        <source>Elven rings</source>
        <translation>Elbenringe</translation>
    </message>
    <message>
        <source>At war</source>
        <translation>Im Krieg</translation>
    </message>
    <message>
        <source>Mordor step {n}</source>
        <translation>Mordor-Feld {n}</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>Gemeinschaft</translation>
    </message>
    <message>
        <source>{where}, progress {p}, {h}, corruption {c}</source>
        <translation>{where}, Fortschritt {p}, {h}, Verderbnis {c}</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>entdeckt</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Hunt box</source>
        <translation>Jagdfeld</translation>
    </message>
    <message>
        <source>{n} Shadow dice, {m} Free Peoples dice</source>
        <translation>{n} Schattenwürfel, {m} Würfel der Freien Völker</translation>
    </message>
    <message>
        <source>Nazgûl in reserve</source>
        <translation>Nazgûl in Reserve</translation>
    </message>
    <message>
        <source>{n} / {goal} VP</source>
        <translation>{n} / {goal} SP</translation>
    </message>
    <message>
        <source>{face} die</source>
        <translation>{face}-Würfel</translation>
    </message>
    <message>
        <source>A card&apos;s choice</source>
        <translation>Wahl einer Karte</translation>
    </message>
    <message>
        <source>From {region}</source>
        <translation>Aus {region}</translation>
    </message>
    <message>
        <source>The army in {region}</source>
        <translation>Die Armee in {region}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Turn {turn} · {phase}</source>
        <translation>Runde {turn} · {phase}</translation>
    </message>
    <message>
        <source>battle in {region}</source>
        <translation>Schlacht in {region}</translation>
    </message>
    <message>
        <source>play intrigue</source>
        <translation>Intrige ausspielen</translation>
    </message>
    <message>
        <source>empty lot</source>
        <translation>leerer Bauplatz</translation>
    </message>
    <message>
        <source>pile: {what}</source>
        <translation>angesammelt: {what}</translation>
    </message>
    <message>
        <source>(no quest)</source>
        <translation>(kein Auftrag)</translation>
    </message>
    <message>
        <source>(sold out)</source>
        <translation>(ausverkauft)</translation>
    </message>
    <message>
        <source>{cost} gold</source>
        <translation>{cost} Gold</translation>
    </message>
    <message>
        <source>{vp} VP on it</source>
        <translation>{vp} SP darauf</translation>
    </message>
    <message>
        <source>visit: {what}</source>
        <translation>Besuch: {what}</translation>
    </message>
    <message>
        <source>owner: {what}</source>
        <translation>Besitzer: {what}</translation>
    </message>
    <message>
        <source>+1 agent</source>
        <translation>+1 Agent</translation>
    </message>
    <message>
        <source>No active quest</source>
        <translation>Kein aktiver Auftrag</translation>
    </message>
    <message>
        <source>1 quest</source>
        <translation>1 Auftrag</translation>
    </message>
    <message>
        <source>{n} quests</source>
        <translation>{n} Aufträge</translation>
    </message>
    <message>
        <source>1 plot quest</source>
        <translation>1 Plot-Auftrag</translation>
    </message>
    <message>
        <source>{n} plot quests</source>
        <translation>{n} Plot-Aufträge</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>{lot}: no building yet — buy one at Builder&apos;s Hall.</source>
        <translation>{lot}: noch kein Gebäude — kaufe eines in der Baumeisterhalle.</translation>
    </message>
    <message>
        <source>{building} — {owner}&apos;s ({lot})</source>
        <translation>{building} — gehört {owner} ({lot})</translation>
    </message>
    <message>
        <source>Visit: {text}</source>
        <translation>Besuch: {text}</translation>
    </message>
    <message>
        <source>Owner: {text}</source>
        <translation>Besitzer: {text}</translation>
    </message>
    <message>
        <source>Piled here: {what}</source>
        <translation>Hier angesammelt: {what}</translation>
    </message>
    <message>
        <source>No quest in this slot.</source>
        <translation>Kein Auftrag auf diesem Platz.</translation>
    </message>
    <message>
        <source>Cost: {cost}</source>
        <translation>Kosten: {cost}</translation>
    </message>
    <message>
        <source>Reward: {text}</source>
        <translation>Belohnung: {text}</translation>
    </message>
    <message>
        <source>Plot quest: {text}</source>
        <translation>Plot-Auftrag: {text}</translation>
    </message>
    <message>
        <source>No module (the base game)</source>
        <translation>Kein Modul (das Grundspiel)</translation>
    </message>
    <message>
        <source>Both: Undermountain and Skullport</source>
        <translation>Beide: Unterberg und Skullport</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} SP</translation>
    </message>
    <message>
        <source>{left} of {count}</source>
        <translation>{left} von {count}</translation>
    </message>
    <message>
        <source>No building for sale here.</source>
        <translation>Hier ist kein Gebäude zu kaufen.</translation>
    </message>
    <message>
        <source>{building} — cost {cost} gold, {vp} VP tokens on it</source>
        <translation>{building} — kostet {cost} Gold, {vp} SP-Marker darauf</translation>
    </message>
    <message>
        <source>The corruption track: {left} of its {count} tokens worth {vp} VP are still on it. Each token in a tavern at the end costs the value of the emptied space farthest from −1: now {now} VP.</source>
        <translation>Die Korruptionsleiste: {left} ihrer {count} Marker mit {vp} SP liegen noch darauf. Jeder Marker in einer Taverne kostet am Ende den Wert des geleerten Feldes, das am weitesten von −1 entfernt ist: jetzt {now} SP.</translation>
    </message>
    <message>
        <source>Round {r} of 8</source>
        <translation>Runde {r} von 8</translation>
    </message>
    <message>
        <source>Every player gets one more agent from this round on.</source>
        <translation>Ab dieser Runde erhält jeder Spieler einen weiteren Agenten.</translation>
    </message>
    <message>
        <source>The current round.</source>
        <translation>Die aktuelle Runde.</translation>
    </message>
    <message>
        <source>{name}&apos;s agents not yet sent out this round: {n}</source>
        <translation>Agenten von {name}, die in dieser Runde noch nicht entsandt sind: {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s active quests, face up. After placing an agent, drag one you can pay for onto the completed pile beside it (or use the actions panel).</source>
        <translation>Aktive Aufträge von {name}, offen ausliegend. Nachdem du einen Agenten eingesetzt hast, ziehe einen, den du bezahlen kannst, auf den Stapel erfüllter Aufträge daneben (oder nutze den Aktionsbereich).</translation>
    </message>
    <message>
        <source>{name}&apos;s completed quests: {list}</source>
        <translation>Erfüllte Aufträge von {name}: {list}</translation>
    </message>
    <message>
        <source>Drop one of your active quests here to complete it (after placing an agent).</source>
        <translation>Lege einen deiner aktiven Aufträge hier ab, um ihn zu erfüllen (nachdem du einen Agenten eingesetzt hast).</translation>
    </message>
    <message>
        <source>{pile}: {count}</source>
        <comment>a pile of cards, then how many cards it holds</comment>
        <translation>{pile}: {count}</translation>
    </message>
    <message>
        <source>Free.</source>
        <translation>Frei.</translation>
    </message>
    <message>
        <source>the Ambassador ({who})</source>
        <translation>der Botschafter ({who})</translation>
    </message>
    <message>
        <source>{who}&apos;s agent</source>
        <translation>Agent von {who}</translation>
    </message>
    <message>
        <source>Taken by {who}.</source>
        <translation>Besetzt von {who}.</translation>
    </message>
    <message>
        <source>{lord} — {text}</source>
        <comment>a Lord card, then what it scores</comment>
        <translation>{lord} — {text}</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>geheim</translation>
    </message>
    <message>
        <source>{name} ({vp} VP)</source>
        <translation>{name} ({vp} SP)</translation>
    </message>
    <message>
        <source>{name} (mandatory)</source>
        <translation>{name} (Pflicht)</translation>
    </message>
    <message>
        <source>{left} of {total} in the pool</source>
        <translation>{left} von {total} im Vorrat</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <source>Ambassador</source>
        <translation>Botschafter</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Lord</source>
        <translation>Lord</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Taverne</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>Quests</source>
        <translation>Aufträge</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): {vp} VP at the end as the track stands now</source>
        <translation>
            <numerusform>%n Marker: {vp} SP am Ende, wie die Leiste jetzt steht</numerusform>
            <numerusform>%n Marker: {vp} SP am Ende, wie die Leiste jetzt steht</numerusform>
        </translation>
    </message>
    <message>
        <source>Corruption</source>
        <comment>Skullport&apos;s tokens</comment>
        <translation>Korruption</translation>
    </message>
    <message>
        <source>Plot quests</source>
        <translation>Plot-Aufträge</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation>Intrigen</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>{track} on the track + {adv} adventurers + {gvp} for {gold} gold + {lvp} Lord = {total} VP</source>
        <translation>{track} auf der Leiste + {adv} Abenteurer + {gvp} für {gold} Gold + {lvp} Lord = {total} SP</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <comment>an intrigue card or a plot quest, then what it does</comment>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>Click its card.</source>
        <translation>Klicke auf die Karte.</translation>
    </message>
    <message>
        <source>click one of your quests to complete it, or End turn</source>
        <translation>klicke einen deiner Aufträge an, um ihn zu erfüllen, oder beende den Zug</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Gives</source>
        <translation>Bringt</translation>
    </message>
    <message numerus="yes">
        <source>%n intrigue card(s)</source>
        <translation>
            <numerusform>%n Intrigenkarte</numerusform>
            <numerusform>%n Intrigenkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>no intrigue card</source>
        <translation>keine Intrigenkarte</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{what} to an opponent</source>
        <translation>{what} an einen Gegner</translation>
    </message>
    <message>
        <source>pay {what}</source>
        <translation>zahle {what}</translation>
    </message>
    <message>
        <source>{n} of any kind</source>
        <translation>{n} beliebige</translation>
    </message>
    <message>
        <source>return {n}</source>
        <translation>{n} zurückgeben</translation>
    </message>
    <message>
        <source>intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <source>{n} intrigue</source>
        <translation>{n}× Intrige</translation>
    </message>
    <message>
        <source>quest</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <source>new quests</source>
        <translation>neue Aufträge</translation>
    </message>
    <message>
        <source>free building</source>
        <translation>kostenloses Gebäude</translation>
    </message>
    <message>
        <source>buy a building</source>
        <translation>Gebäude kaufen</translation>
    </message>
    <message>
        <source>1st player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>the Ambassador</source>
        <translation>der Botschafter</translation>
    </message>
    <message>
        <source>1st player + intrigue</source>
        <translation>Startspieler + Intrige</translation>
    </message>
    <message>
        <source>2 fighters</source>
        <translation>2 Kämpfer</translation>
    </message>
    <message>
        <source>1 cleric</source>
        <translation>1 Kleriker</translation>
    </message>
    <message>
        <source>1 wizard</source>
        <translation>1 Magier</translation>
    </message>
    <message>
        <source>2 rogues</source>
        <translation>2 Schurken</translation>
    </message>
    <message>
        <source>4 gold</source>
        <translation>4 Gold</translation>
    </message>
    <message>
        <source>quest + 2 gold</source>
        <translation>Auftrag + 2 Gold</translation>
    </message>
    <message>
        <source>quest + intrigue</source>
        <translation>Auftrag + Intrige</translation>
    </message>
    <message>
        <source>new quests, take one</source>
        <translation>neue Aufträge, einen nehmen</translation>
    </message>
    <message>
        <source>quest + play intrigue</source>
        <translation>Auftrag + Intrige spielen</translation>
    </message>
    <message>
        <source>1 any, or fighter and rogue</source>
        <translation>1 beliebiger oder Kämpfer und Schurke</translation>
    </message>
    <message>
        <source>2 intrigue</source>
        <translation>2 Intrigen</translation>
    </message>
    <message>
        <source>5 gold, quest, intrigue, 1 corruption</source>
        <translation>5 Gold, Auftrag, Intrige, 1 Korruption</translation>
    </message>
    <message>
        <source>2 any + 1 corruption</source>
        <translation>2 beliebige + 1 Korruption</translation>
    </message>
    <message>
        <source>2 fighters, 2 rogues, 1 corruption</source>
        <translation>2 Kämpfer, 2 Schurken, 1 Korruption</translation>
    </message>
    <message>
        <source>Corruption track</source>
        <translation>Korruptionsleiste</translation>
    </message>
    <message>
        <source>Grinning Lion</source>
        <extracomment>the spaces&apos; names on the board where the map&apos;s full name is too long for the space (the tooltip has it)</extracomment>
        <translation>Grinsender Löwe</translation>
    </message>
    <message>
        <source>Aurora&apos;s Shop</source>
        <translation>Auroras Warenhaus</translation>
    </message>
    <message>
        <source>Inn 1</source>
        <translation>Gasthaus 1</translation>
    </message>
    <message>
        <source>Inn 2</source>
        <translation>Gasthaus 2</translation>
    </message>
    <message>
        <source>Inn 3</source>
        <translation>Gasthaus 3</translation>
    </message>
    <message>
        <source>Harbor 1</source>
        <translation>Hafen 1</translation>
    </message>
    <message>
        <source>Harbor 2</source>
        <translation>Hafen 2</translation>
    </message>
    <message>
        <source>Harbor 3</source>
        <translation>Hafen 3</translation>
    </message>
    <message>
        <source>{what} per building you control</source>
        <extracomment>a gain multiplied by a count, in a few words</extracomment>
        <translation>{what} pro eigenem Gebäude</translation>
    </message>
    <message>
        <source>{what} per building in play</source>
        <translation>{what} pro Gebäude im Spiel</translation>
    </message>
    <message>
        <source>Send an agent</source>
        <translation>Agenten entsenden</translation>
    </message>
    <message>
        <source>Place the Ambassador</source>
        <translation>Botschafter einsetzen</translation>
    </message>
    <message>
        <source>Reassign a harbor agent</source>
        <translation>Hafenagenten neu zuweisen</translation>
    </message>
    <message>
        <source>Complete a quest</source>
        <translation>Auftrag erfüllen</translation>
    </message>
    <message>
        <source>Choose a quest</source>
        <translation>Auftrag wählen</translation>
    </message>
    <message>
        <source>Discard a quest</source>
        <translation>Auftrag abwerfen</translation>
    </message>
    <message>
        <source>Choose a building</source>
        <translation>Gebäude wählen</translation>
    </message>
    <message>
        <source>Give up a building</source>
        <translation>Gebäude abgeben</translation>
    </message>
    <message>
        <source>Play an intrigue card</source>
        <translation>Intrigenkarte ausspielen</translation>
    </message>
    <message>
        <source>Choose an opponent</source>
        <translation>Gegner wählen</translation>
    </message>
    <message>
        <source>Choose an option</source>
        <translation>Option wählen</translation>
    </message>
    <message>
        <source>Choose resources</source>
        <translation>Ressourcen wählen</translation>
    </message>
    <message>
        <source>Answer an opponent&apos;s card</source>
        <translation>Auf die Karte eines Gegners antworten</translation>
    </message>
    <message>
        <source>Decide</source>
        <translation>Entscheiden</translation>
    </message>
    <message>
        <source>Choose a space</source>
        <translation>Feld wählen</translation>
    </message>
    <message>
        <source>Name a quest type</source>
        <translation>Auftragsart nennen</translation>
    </message>
    <message>
        <source>start of the round</source>
        <translation>Rundenbeginn</translation>
    </message>
    <message>
        <source>placing agents</source>
        <translation>Agenten einsetzen</translation>
    </message>
    <message>
        <source>completing a quest</source>
        <translation>Auftrag erfüllen</translation>
    </message>
    <message>
        <source>reassigning harbor agents</source>
        <translation>Hafenagenten neu zuweisen</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message numerus="yes">
        <source>%n cleric(s)</source>
        <translation>
            <numerusform>%n Kleriker</numerusform>
            <numerusform>%n Kleriker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n Kämpfer</numerusform>
            <numerusform>%n Kämpfer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rogue(s)</source>
        <translation>
            <numerusform>%n Schurke</numerusform>
            <numerusform>%n Schurken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wizard(s)</source>
        <translation>
            <numerusform>%n Magier</numerusform>
            <numerusform>%n Magier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n Gold</numerusform>
            <numerusform>%n Gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <extracomment>what the last paint drew, for tests: (text, size on screen in pixels) pairs, while recording</extracomment>
        <translation>
            <numerusform>%n SP</numerusform>
            <numerusform>%n SP</numerusform>
        </translation>
    </message>
    <message>
        <source>the Lieutenant</source>
        <translation>der Leutnant</translation>
    </message>
    <message>
        <source>recall an agent</source>
        <translation>Agenten zurückholen</translation>
    </message>
    <message>
        <source>extra agent</source>
        <translation>zusätzlicher Agent</translation>
    </message>
    <message>
        <source>copy a taken space</source>
        <translation>besetztes Feld kopieren</translation>
    </message>
    <message>
        <source>the pile</source>
        <translation>das Angesammelte</translation>
    </message>
    <message>
        <source>steal {n}</source>
        <translation>{n} stehlen</translation>
    </message>
    <message>
        <source>finish it now</source>
        <translation>sofort erfüllen</translation>
    </message>
    <message>
        <source>Arcana</source>
        <extracomment>the quests&apos; types (the data&apos;s codes)</extracomment>
        <translation>Arkanes</translation>
    </message>
    <message>
        <source>Commerce</source>
        <translation>Handel</translation>
    </message>
    <message>
        <source>Piety</source>
        <translation>Frömmigkeit</translation>
    </message>
    <message>
        <source>Skullduggery</source>
        <translation>Gaunerei</translation>
    </message>
    <message>
        <source>Warfare</source>
        <translation>Kriegsführung</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>on the mat, not yet sent out</source>
        <translation>auf dem Tableau, noch nicht entsandt</translation>
    </message>
    <message>
        <source>on {place}</source>
        <translation>auf {place}</translation>
    </message>
    <message>
        <source>{who}&apos;s lieutenant, {where}</source>
        <translation>Leutnant von {who}, {where}</translation>
    </message>
    <message>
        <source>{who}&apos;s agent, {where}</source>
        <translation>Agent von {who}, {where}</translation>
    </message>
    <message>
        <source>Drag it onto a free action space.</source>
        <translation>Ziehe ihn auf ein freies Aktionsfeld.</translation>
    </message>
    <message>
        <source>The Ambassador, held by {who}</source>
        <translation>Der Botschafter, bei {who}</translation>
    </message>
    <message>
        <source>The Ambassador waits at the Palace of Waterdeep for whoever visits it.</source>
        <translation>Der Botschafter wartet im Palast von Waterdeep auf den, der ihn besucht.</translation>
    </message>
    <message>
        <source>{quest} ({type})</source>
        <translation>{quest} ({type})</translation>
    </message>
    <message>
        <source>{name} (mandatory quest)</source>
        <translation>{name} (Pflichtauftrag)</translation>
    </message>
    <message>
        <source>It must be completed before any other quest.</source>
        <translation>Er muss vor jedem anderen Auftrag erfüllt werden.</translation>
    </message>
    <message>
        <source>Mandatory</source>
        <translation>Pflicht</translation>
    </message>
    <message>
        <source>plot quest</source>
        <translation>Plot-Auftrag</translation>
    </message>
    <message>
        <source>Click it (or drag it onto your quests) to take it.</source>
        <translation>Klicke ihn an (oder ziehe ihn auf deine Aufträge), um ihn zu nehmen.</translation>
    </message>
    <message>
        <source>To take it, send an agent to Cliffwatch Inn, then click the quest.</source>
        <translation>Um ihn zu nehmen, schicke einen Agenten in das Gasthaus Klippenwacht und klicke dann den Auftrag an.</translation>
    </message>
    <message>
        <source>Click it, or drag it onto your completed pile, to complete it now.</source>
        <translation>Klicke ihn an oder ziehe ihn auf deinen Stapel erfüllter Aufträge, um ihn jetzt zu erfüllen.</translation>
    </message>
    <message>
        <source>You cannot complete it now: {why}</source>
        <translation>Du kannst ihn jetzt nicht erfüllen: {why}</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <comment>a row of a player&apos;s mat: its caption, then its value</comment>
        <translation>{caption}: {value}</translation>
    </message>
    <message>
        <source>it can be completed.</source>
        <translation>er kann erfüllt werden.</translation>
    </message>
    <message>
        <source>First finish the choice in the actions panel: {prompt}</source>
        <translation>Triff zuerst die Wahl im Aktionsbereich: {prompt}</translation>
    </message>
    <message>
        <source>To take a quest, first send an agent to one of Cliffwatch Inn&apos;s spaces; then click the quest you want.</source>
        <translation>Um einen Auftrag zu nehmen, schicke zuerst einen Agenten auf ein Feld des Gasthauses Klippenwacht; klicke dann den gewünschten Auftrag an.</translation>
    </message>
    <message>
        <source>That quest is {who}&apos;s.</source>
        <translation>Dieser Auftrag gehört {who}.</translation>
    </message>
    <message>
        <source>Drop the quest on your own quests (on your mat), or just click it.</source>
        <translation>Lege den Auftrag bei deinen eigenen Aufträgen (auf deinem Tableau) ab oder klicke ihn einfach an.</translation>
    </message>
    <message>
        <source>That quest cannot be taken now.</source>
        <translation>Dieser Auftrag kann jetzt nicht genommen werden.</translation>
    </message>
    <message>
        <source>Send an agent to an action space or a building on a lot.</source>
        <translation>Schicke einen Agenten auf ein Aktionsfeld oder in ein Gebäude auf einem Bauplatz.</translation>
    </message>
    <message>
        <source>You have placed your agent this turn: now complete a quest or end your turn.</source>
        <translation>Du hast in diesem Zug deinen Agenten eingesetzt: Erfülle jetzt einen Auftrag oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>No agent can be placed now.</source>
        <translation>Jetzt kann kein Agent eingesetzt werden.</translation>
    </message>
    <message>
        <source>First the Ambassador is placed: drag it from your mat.</source>
        <translation>Zuerst wird der Botschafter eingesetzt: Ziehe ihn von deinem Tableau.</translation>
    </message>
    <message>
        <source>The Ambassador is placed at the start of a round, before any agent.</source>
        <translation>Der Botschafter wird zu Beginn einer Runde eingesetzt, vor allen Agenten.</translation>
    </message>
    <message>
        <source>That agent is already out: send one from your mat.</source>
        <translation>Dieser Agent ist schon unterwegs: Schicke einen von deinem Tableau.</translation>
    </message>
    <message>
        <source>That agent cannot go there now.</source>
        <translation>Dieser Agent kann jetzt nicht dorthin.</translation>
    </message>
    <message>
        <source>Drop the quest on your completed pile (beside your quests) to complete it.</source>
        <translation>Lege den Auftrag auf deinen Stapel erfüllter Aufträge (neben deinen Aufträgen), um ihn zu erfüllen.</translation>
    </message>
    <message>
        <source>It is {who}&apos;s turn, not {seat}&apos;s.</source>
        <translation>{who} ist am Zug, nicht {seat}.</translation>
    </message>
    <message>
        <source>That quest cannot be completed now.</source>
        <translation>Dieser Auftrag kann jetzt nicht erfüllt werden.</translation>
    </message>
    <message>
        <source>Elven rings {n}</source>
        <translation>Elbenringe {n}</translation>
    </message>
    <message>
        <source>(one used)</source>
        <translation>(einer benutzt)</translation>
    </message>
    <message>
        <source>{n} unused · {m} used · {ring}</source>
        <translation>{n} unbenutzt · {m} benutzt · {ring}</translation>
    </message>
    <message>
        <source>{pool} dice, not rolled yet · {ring}</source>
        <translation>{pool} Würfel, noch nicht geworfen · {ring}</translation>
    </message>
    <message>
        <source>unused: {faces}</source>
        <translation>unbenutzt: {faces}</translation>
    </message>
    <message>
        <source>{pool} dice in the pool</source>
        <translation>{pool} Würfel im Vorrat</translation>
    </message>
    <message>
        <source>Click a die to see what it allows; drag it onto a region to use it there.</source>
        <translation>Klicke einen Würfel an, um zu sehen, was er erlaubt; ziehe ihn auf eine Region, um ihn dort einzusetzen.</translation>
    </message>
    <message>
        <source>Mordor track</source>
        <translation>Mordorleiste</translation>
    </message>
    <message>
        <source>REVEALED</source>
        <translation>ENTDECKT</translation>
    </message>
    <message>
        <source>progress {p} · {state} · at {where}</source>
        <translation>Fortschritt {p} · {state} · in {where}</translation>
    </message>
    <message>
        <source>corruption {c} / 12</source>
        <translation>Verderbnis {c} / 12</translation>
    </message>
    <message>
        <source>guide: {g}</source>
        <translation>Führer: {g}</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>nicht betreten</translation>
    </message>
    <message>
        <source>step {n} of 5   {steps}</source>
        <translation>Feld {n} von 5   {steps}</translation>
    </message>
    <message>
        <source>AT WAR</source>
        <translation>IM KRIEG</translation>
    </message>
    <message>
        <source>{n} to war</source>
        <translation>noch {n} bis zum Krieg</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>passiv</translation>
    </message>
    <message>
        <source>{nation}: {state}, {act}</source>
        <comment>a nation on the political track</comment>
        <translation>{nation}: {state}, {act}</translation>
    </message>
    <message>
        <source>tiles: {n} in the pool · {m} drawn</source>
        <translation>Jagdplättchen: {n} im Vorrat · {m} gezogen</translation>
    </message>
    <message>
        <source>special tiles: {names}</source>
        <translation>Sonderplättchen: {names}</translation>
    </message>
    <message>
        <source>no special tile in play</source>
        <translation>kein Sonderplättchen im Spiel</translation>
    </message>
    <message>
        <source>Shadow dice {n} · Free Peoples dice {m}</source>
        <translation>Schattenwürfel {n} · Würfel der Freien Völker {m}</translation>
    </message>
    <message>
        <source>special tile {tile}: {where}</source>
        <translation>Sonderplättchen {tile}: {where}</translation>
    </message>
    <message>
        <source>Each Free Peoples die here adds 1 to every hunt die.</source>
        <translation>Jeder Würfel der Freien Völker hier gibt +1 auf jeden Jagdwürfel.</translation>
    </message>
    <message>
        <source>rows: regulars, elites, leaders (Sauron: Nazgûl)</source>
        <translation>Reihen: Reguläre, Elite, Anführer (Sauron: Nazgûl)</translation>
    </message>
    <message>
        <source>Shadow {n} / 10 · Free Peoples {m} / 4</source>
        <translation>Schatten {n} / 10 · Freie Völker {m} / 4</translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n card(s)</source>
        <translation>
            <numerusform>{side}: %n Karte</numerusform>
            <numerusform>{side}: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>decks {c} + {st} · {d} discarded</source>
        <translation>Stapel {c} + {st} · {d} abgelegt</translation>
    </message>
    <message>
        <source>decks {c} character + {st} strategy · {d} discarded</source>
        <translation>Stapel {c} Personen + {st} Strategie · {d} abgelegt</translation>
    </message>
    <message>
        <source>on the table: {names}</source>
        <translation>auf dem Tisch: {names}</translation>
    </message>
    <message>
        <source>{deck} discards: {names}</source>
        <translation>Ablage {deck}: {names}</translation>
    </message>
    <message>
        <source>Character</source>
        <extracomment>the dice faces&apos; names (engines/war_of_the_ring/common.FACE_NAMES), marked for the catalogs</extracomment>
        <translation>Person</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>The Cards tab beside the rules shows every card&apos;s text.</source>
        <translation>Der Reiter „Karten“ neben den Regeln zeigt den Text jeder Karte.</translation>
    </message>
    <message>
        <source>Free Peoples {fp} · Shadow {sh}</source>
        <translation>Freie Völker {fp} · Schatten {sh}</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <extracomment>the sides&apos; colours, Okabe &amp; Ito&apos;s blue and vermilion: apart for colour-blind eyes too</extracomment>
        <translation>Freie Völker</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <source>Play with {die} die</source>
        <extracomment>the colour of each deck&apos;s cards (blue and red as the published game&apos;s sides, a darker shade for Strategy) decisions taken by pressing a card&apos;s button: the dock comes forward for them actions naming a card that are offered on the card itself (besides play_card)</extracomment>
        <translation>Mit dem Würfel „{die}“ spielen</translation>
    </message>
    <message>
        <source>Play as combat card: {combat}</source>
        <translation>Als Kampfkarte spielen: {combat}</translation>
    </message>
    <message>
        <source>Use against the hunt damage</source>
        <translation>Gegen den Jagdschaden einsetzen</translation>
    </message>
    <message>
        <source>Discard (hand limit)</source>
        <translation>Abwerfen (Handkartenlimit)</translation>
    </message>
    <message>
        <source>Offer it to {mate} in a swap</source>
        <translation>Sie {mate} zum Tausch anbieten</translation>
    </message>
    <message>
        <source>Give it in the swap</source>
        <translation>Sie beim Tausch abgeben</translation>
    </message>
    <message>
        <source>Use it from the table</source>
        <translation>Sie vom Tisch aus einsetzen</translation>
    </message>
    <message>
        <source>no text in the card data for this card</source>
        <translation>kein Text in den Kartendaten für diese Karte</translation>
    </message>
    <message>
        <source>Play if {condition}.</source>
        <translation>Voraussetzung: {condition}.</translation>
    </message>
    <message>
        <source>In this app: {note}</source>
        <translation>In dieser App: {note}</translation>
    </message>
    <message>
        <source>It stays on the table while its effect lasts.</source>
        <translation>Sie bleibt auf dem Tisch liegen, solange ihre Wirkung anhält.</translation>
    </message>
    <message>
        <source>{side} {deck} card · played with an Event die or a {die} die</source>
        <translation>{deck}-Karte ({side}) · gespielt mit einem Ereigniswürfel oder einem {die}-Würfel</translation>
    </message>
    <message>
        <source>initiative {a} and {b}</source>
        <translation>Initiative {a} und {b}</translation>
    </message>
    <message>
        <source>initiative {n}</source>
        <translation>Initiative {n}</translation>
    </message>
    <message>
        <source>Eye</source>
        <translation>Auge</translation>
    </message>
    <message>
        <source>a die roll</source>
        <translation>ein Würfelwurf</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>entdeckt</translation>
    </message>
    <message>
        <source>no reveal</source>
        <translation>entdeckt nicht</translation>
    </message>
    <message>
        <source>stops the Fellowship on the Mordor track</source>
        <translation>hält die Gemeinschaft auf der Mordorleiste an</translation>
    </message>
    <message>
        <source>{tile} ({what})</source>
        <comment>a special hunt tile and what it does</comment>
        <translation>{tile} ({what})</translation>
    </message>
    <message>
        <source>in the hunt pool</source>
        <translation>im Jagdvorrat</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>gezogen</translation>
    </message>
    <message>
        <source>waits for Mordor</source>
        <translation>wartet auf Mordor</translation>
    </message>
    <message>
        <source>Printed die: {face} (an Event die plays it too)</source>
        <translation>Aufgedruckter Würfel: {face} (auch mit einem Ereigniswürfel spielbar)</translation>
    </message>
    <message>
        <source>table card</source>
        <translation>Tischkarte</translation>
    </message>
    <message>
        <source>This event is not available yet.</source>
        <translation>Dieses Ereignis ist noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>Whether it may be played shows when you try it.</source>
        <translation>Ob sie gespielt werden darf, zeigt sich beim Versuch.</translation>
    </message>
    <message>
        <source>No cards in your hand.</source>
        <translation>Keine Karten auf deiner Hand.</translation>
    </message>
    <message numerus="yes">
        <source>{who} (your team-mate): %n card(s), unseen</source>
        <translation>
            <numerusform>{who} (dein Teamkamerad): %n Karte, verdeckt</numerusform>
            <numerusform>{who} (dein Teamkamerad): %n Karten, verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>your team-mate</source>
        <translation>dein Teamkamerad</translation>
    </message>
    <message>
        <source>Its condition holds now.</source>
        <translation>Ihre Voraussetzung ist jetzt erfüllt.</translation>
    </message>
    <message>
        <source>No condition: it may be played.</source>
        <translation>Keine Voraussetzung: Sie darf gespielt werden.</translation>
    </message>
    <message>
        <source>Click the card: {action}</source>
        <translation>Klicke auf die Karte: {action}</translation>
    </message>
    <message>
        <source>Click the card to choose how to play it, or press one of its buttons.</source>
        <translation>Klicke auf die Karte, um zu wählen, wie sie gespielt wird, oder drücke eine ihrer Schaltflächen.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>The cards show once the next player sits at the screen.</source>
        <translation>Die Karten erscheinen, sobald der nächste Spieler am Bildschirm sitzt.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handkarten</translation>
    </message>
    <message>
        <source>No player sits at the screen: the hands stay hidden.</source>
        <translation>Niemand sitzt am Bildschirm: Die Handkarten bleiben verdeckt.</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Eine Karte</translation>
    </message>
    <message>
        <source>text missing</source>
        <translation>Text fehlt</translation>
    </message>
    <message>
        <source>The card asks you to choose:</source>
        <translation>Die Karte lässt dich wählen:</translation>
    </message>
    <message>
        <source>Your hand — {who} ({n} of {limit})</source>
        <translation>Deine Hand — {who} ({n} von {limit})</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Karten auf dem Tisch</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Decks and discard piles</source>
        <translation>Nachzieh- und Ablagestapel</translation>
    </message>
    <message>
        <source>{n} in the deck, {m} discarded</source>
        <translation>{n} im Stapel, {m} abgelegt</translation>
    </message>
    <message>
        <source>{side}: {card}</source>
        <translation>{side}: {card}</translation>
    </message>
    <message>
        <source>a card, face down</source>
        <translation>eine Karte, verdeckt</translation>
    </message>
    <message>
        <source>In the battle</source>
        <translation>In der Schlacht</translation>
    </message>
    <message>
        <source>One card is offered in a team swap.</source>
        <translation>Eine Karte wird zum Tausch im Team angeboten.</translation>
    </message>
    <message>
        <source>{who}: {n} in hand</source>
        <translation>{who}: {n} auf der Hand</translation>
    </message>
    <message>
        <source>All {total} cards: {d} in the decks · {h} in hands · {t} on the tables · {x} discarded</source>
        <translation>Alle {total} Karten: {d} in den Stapeln · {h} auf der Hand · {t} auf den Tischen · {x} abgelegt</translation>
    </message>
    <message>
        <source>{n} in the battle</source>
        <translation>{n} in der Schlacht</translation>
    </message>
    <message>
        <source>{n} out of the game</source>
        <translation>{n} aus dem Spiel</translation>
    </message>
    <message>
        <source>Special hunt tiles in play</source>
        <translation>Sonder-Jagdplättchen im Spiel</translation>
    </message>
    <message>
        <source>Attack {to} from {frm}</source>
        <translation>{to} von {frm} aus angreifen</translation>
    </message>
    <message>
        <source>Advance from {frm} into {to}</source>
        <translation>Von {frm} nach {to} nachrücken</translation>
    </message>
    <message>
        <source>Move from {frm} to {to}</source>
        <translation>Von {frm} nach {to} bewegen</translation>
    </message>
    <message>
        <source>{move} — {face} die</source>
        <translation>{move} — Würfel „{face}“</translation>
    </message>
    <message>
        <source>How many of each go? The rest stay in {frm}.</source>
        <translation>Wie viele von jeder Art ziehen? Der Rest bleibt in {frm}.</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Regulars</source>
        <translation>Reguläre</translation>
    </message>
    <message>
        <source>Elites</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl</source>
        <translation>
            <numerusform>%n Nazgûl</numerusform>
            <numerusform>%n Nazgûl</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {die} die: attack {target} from {frm} with {what}</source>
        <translation>Würfel „{die}“ einsetzen: {target} von {frm} aus mit {what} angreifen</translation>
    </message>
    <message>
        <source>Advance into {region} with {what}</source>
        <translation>Mit {what} nach {region} nachrücken</translation>
    </message>
    <message>
        <source>Nazgûl</source>
        <translation>Nazgûl</translation>
    </message>
    <message>
        <source>With the whole army also go: {who}.</source>
        <translation>Mit der ganzen Armee ziehen auch: {who}.</translation>
    </message>
    <message>
        <source>Whole army</source>
        <translation>Ganze Armee</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Hälfte</translation>
    </message>
    <message>
        <source>One unit</source>
        <translation>Eine Einheit</translation>
    </message>
    <message>
        <source>The rules allow no such move here.</source>
        <translation>Die Regeln erlauben hier keinen solchen Zug.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Nachrücken</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>Choose at least one unit.</source>
        <translation>Wähle mindestens eine Einheit.</translation>
    </message>
    <message>
        <source>Drag it onto a neighbouring region to move or attack.</source>
        <translation>Ziehe sie auf eine benachbarte Region, um sie zu bewegen oder anzugreifen.</translation>
    </message>
    <message>
        <source>Nazgûl ×{n}</source>
        <translation>Nazgûl ×{n}</translation>
    </message>
    <message>
        <source>{n} Nazgûl in {region}</source>
        <translation>{n} Nazgûl in {region}</translation>
    </message>
    <message>
        <source>The Fellowship with the Ring-bearers Frodo and Sam, at its last known position — progress {p}, {state}, corruption {c}</source>
        <translation>Die Gemeinschaft mit den Ringträgern Frodo und Sam an ihrer zuletzt bekannten Position — Fortschritt {p}, {state}, Verderbnis {c}</translation>
    </message>
    <message>
        <source>Guide: {g}; companions: {c}</source>
        <translation>Führer: {g}; Gefährten: {c}</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Frodo</translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n regular(s) in reinforcements</source>
        <translation>
            <numerusform>{nation}: %n Regulärer in der Verstärkung</numerusform>
            <numerusform>{nation}: %n Reguläre in der Verstärkung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n elite(s) in reinforcements</source>
        <translation>
            <numerusform>{nation}: %n Elite in der Verstärkung</numerusform>
            <numerusform>{nation}: %n Eliten in der Verstärkung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n leader(s) in reinforcements</source>
        <translation>
            <numerusform>{nation}: %n Anführer in der Verstärkung</numerusform>
            <numerusform>{nation}: %n Anführer in der Verstärkung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n Nazgûl in reinforcements</source>
        <translation>
            <numerusform>{nation}: %n Nazgûl in der Verstärkung</numerusform>
            <numerusform>{nation}: %n Nazgûl in der Verstärkung</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} army in {region} (inside the stronghold)</source>
        <translation>Armee ({side}) in {region} (in der Festung)</translation>
    </message>
    <message>
        <source>{side} army in {region}</source>
        <translation>Armee ({side}) in {region}</translation>
    </message>
    <message>
        <source>Drag it onto a settlement to recruit it there (a Muster die pays).</source>
        <translation>Ziehe sie auf eine Siedlung, um sie dort zu rekrutieren (ein Musterungswürfel bezahlt).</translation>
    </message>
    <message>
        <source>{side} action die: {face}</source>
        <translation>Aktionswürfel ({side}): {face}</translation>
    </message>
    <message>
        <source>Click it to see what it allows; drag it onto a region to use it there.</source>
        <translation>Klicke ihn an, um zu sehen, was er erlaubt; ziehe ihn auf eine Region, um ihn dort einzusetzen.</translation>
    </message>
    <message>
        <source>used</source>
        <translation>benutzt</translation>
    </message>
    <message>
        <source>{side} action die, used this turn</source>
        <translation>Aktionswürfel ({side}), in dieser Runde benutzt</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>nicht geworfen</translation>
    </message>
    <message>
        <source>{side} action die, not rolled yet</source>
        <translation>Aktionswürfel ({side}), noch nicht geworfen</translation>
    </message>
    <message>
        <source>A Shadow die in the hunt box (an Eye): it hunts the Fellowship</source>
        <translation>Ein Schattenwürfel im Jagdfeld (ein Auge): Er jagt die Gemeinschaft</translation>
    </message>
    <message>
        <source>A Free Peoples die that moved the Fellowship: +1 to every hunt die</source>
        <translation>Ein Würfel der Freien Völker, der die Gemeinschaft bewegt hat: +1 auf jeden Jagdwürfel</translation>
    </message>
    <message>
        <source>The Fellowship moves in secret: drop it on the Fellowship track to move it one step (its progress goes up by 1; its figure stays where it was last seen), or on a lit region to separate a companion there.</source>
        <translation>Die Gemeinschaft bewegt sich im Verborgenen: Lege sie auf der Fortschrittsleiste ab, um sie ein Feld weiterzubewegen (ihr Fortschritt steigt um 1; ihre Figur bleibt, wo sie zuletzt gesehen wurde), oder auf einer hervorgehobenen Region, um dort einen Gefährten abzutrennen.</translation>
    </message>
    <message>
        <source>Reinforcements are recruited with a Muster die, one figure at a time, in a free settlement of their own nation that is at war.</source>
        <translation>Verstärkungen werden mit einem Musterungswürfel rekrutiert, eine Figur nach der anderen, in einer freien Siedlung der eigenen Nation, die im Krieg ist.</translation>
    </message>
    <message>
        <source>The boxes beside the map only show the tracks: drop figures on regions.</source>
        <translation>Die Felder neben der Karte zeigen nur die Leisten: Lege Figuren auf Regionen ab.</translation>
    </message>
    <message>
        <source>A {face} die does nothing in {region} by itself: drag an army to move it (the chosen die is spent), or pick the die&apos;s action in the actions panel.</source>
        <translation>Ein {face}-Würfel bewirkt in {region} allein nichts: Ziehe eine Armee, um sie zu bewegen (der gewählte Würfel wird verbraucht), oder wähle die Aktion des Würfels im Aktionsbereich.</translation>
    </message>
    <message>
        <source>{name} moves when the companions move: use a Character die on “Move the companions” (click the die), then drag {name}.</source>
        <translation>{name} zieht, wenn die Gefährten ziehen: Setze einen Personenwürfel für „Gefährten bewegen“ ein (klicke den Würfel an) und ziehe dann {name}.</translation>
    </message>
    <message>
        <source>Nazgûl and minions move when a Character die moves them: click the die, choose “Move Nazgûl and minions”, then drag them.</source>
        <translation>Nazgûl und Günstlinge ziehen, wenn ein Personenwürfel sie bewegt: Klicke den Würfel an, wähle „Nazgûl und Günstlinge bewegen“ und ziehe sie dann.</translation>
    </message>
    <message>
        <source>It is the {side} player&apos;s decision now.</source>
        <translation>Jetzt entscheidet die Seite {side}.</translation>
    </message>
    <message>
        <source>a choice</source>
        <translation>eine Wahl</translation>
    </message>
    <message>
        <source>The game is waiting for another choice first: {what} (in the actions panel or the battle and hunt view).</source>
        <translation>Das Spiel wartet zuerst auf eine andere Entscheidung: {what} (im Aktionsbereich oder in der Ansicht „Schlacht und Jagd“).</translation>
    </message>
    <message>
        <source>That army cannot go there now.</source>
        <translation>Diese Armee kann jetzt nicht dorthin.</translation>
    </message>
    <message>
        <source>{what} — {face} die</source>
        <translation>{what} — Würfel „{face}“</translation>
    </message>
    <message>
        <source>Move the whole army</source>
        <translation>Die ganze Armee bewegen</translation>
    </message>
    <message>
        <source>Choose which figures go…</source>
        <translation>Wähle, welche Figuren ziehen…</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Mordor</translation>
    </message>
    <message>
        <source>guide: {g} · at {where}</source>
        <translation>Führer: {g} · in {where}</translation>
    </message>
    <message>
        <source>Fellowship: progress {p}, {state}</source>
        <translation>Gemeinschaft: Fortschritt {p}, {state}</translation>
    </message>
    <message>
        <source>corruption {c} of 12</source>
        <translation>Verderbnis {c} von 12</translation>
    </message>
    <message>
        <source>Crack of Doom</source>
        <translation>Schicksalsklüfte</translation>
    </message>
    <message>
        <source>step {n} of 5</source>
        <translation>Feld {n} von 5</translation>
    </message>
    <message>
        <source>filled: active · hollow: passive</source>
        <translation>gefüllt: aktiv · hohl: passiv</translation>
    </message>
    <message>
        <source>Victory
points</source>
        <translation>Sieg-
punkte</translation>
    </message>
    <message>
        <source>Fellowship track, step {n}: the Shadow wins when the corruption reaches it</source>
        <translation>Fortschrittsleiste, Feld {n}: Der Schatten gewinnt, wenn die Verderbnis es erreicht</translation>
    </message>
    <message>
        <source>Fellowship track, step {n}</source>
        <translation>Fortschrittsleiste, Feld {n}</translation>
    </message>
    <message>
        <source>The Fellowship&apos;s progress counter: {p} ({state})</source>
        <translation>Fortschrittsmarker der Gemeinschaft: {p} ({state})</translation>
    </message>
    <message>
        <source>Corruption: {c} / 12</source>
        <translation>Verderbnis: {c} / 12</translation>
    </message>
    <message>
        <source>The Crack of Doom: the Ring is destroyed, the Free Peoples win</source>
        <translation>Die Schicksalsklüfte: Der Ring wird vernichtet, die Freien Völker gewinnen</translation>
    </message>
    <message>
        <source>Mordor track, step {n} of 5</source>
        <translation>Mordorleiste, Feld {n} von 5</translation>
    </message>
    <message>
        <source>At War</source>
        <translation>Im Krieg</translation>
    </message>
    <message>
        <source>Political track: At War</source>
        <translation>Politikleiste: Im Krieg</translation>
    </message>
    <message numerus="yes">
        <source>Political track: %n step(s) from war</source>
        <translation>
            <numerusform>Politikleiste: %n Feld vom Krieg entfernt</numerusform>
            <numerusform>Politikleiste: %n Felder vom Krieg entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} — one already used this turn</source>
        <translation>{what} — in dieser Runde schon einmal genutzt</translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n card(s) in hand</source>
        <translation>
            <numerusform>{side}: %n Handkarte</numerusform>
            <numerusform>{side}: %n Handkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>{nation} ({side}): {state}, {act}</source>
        <translation>{nation} ({side}): {state}, {act}</translation>
    </message>
    <message>
        <source>Victory points: {n} — the {side} win with {n}</source>
        <translation>Siegpunkte: {n} — Sieg für {side} bei {n}</translation>
    </message>
    <message>
        <source>Victory points: {n}</source>
        <translation>Siegpunkte: {n}</translation>
    </message>
    <message>
        <source>{side}: {n} victory points (they win with {goal})</source>
        <translation>{side}: {n} Siegpunkte (Sieg mit {goal})</translation>
    </message>
    <message>
        <source>an Elven ring the {side} may use (one a turn)</source>
        <translation>ein Elbenring für {side} (einer pro Runde einsetzbar)</translation>
    </message>
    <message>
        <source>an Elven ring the Free Peoples used: the Shadow holds it now</source>
        <translation>ein Elbenring, den die Freien Völker benutzt haben: Jetzt hält ihn der Schatten</translation>
    </message>
    <message>
        <source>an Elven ring the Shadow used: out of the game</source>
        <translation>ein Elbenring, den der Schatten benutzt hat: aus dem Spiel</translation>
    </message>
    <message>
        <source>Elven rings: {n}</source>
        <translation>Elbenringe: {n}</translation>
    </message>
    <message>
        <source>Battle and hunt</source>
        <translation>Schlacht und Jagd</translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation>Noch nichts anzuzeigen.</translation>
    </message>
    <message>
        <source>Your decision in the battle:</source>
        <translation>Deine Entscheidung in der Schlacht:</translation>
    </message>
    <message>
        <source>Your decision about the hunt damage:</source>
        <translation>Deine Entscheidung zum Jagdschaden:</translation>
    </message>
    <message>
        <source>No battle or hunt yet in this game.</source>
        <translation>In dieser Partie gab es noch keine Schlacht und keine Jagd.</translation>
    </message>
    <message>
        <source>Re-rolled</source>
        <translation>Neu gewürfelt</translation>
    </message>
    <message>
        <source>no units left</source>
        <translation>keine Einheiten übrig</translation>
    </message>
    <message>
        <source>field battle</source>
        <translation>Feldschlacht</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>sortie</source>
        <translation>Ausfall</translation>
    </message>
    <message>
        <source>Battle for {r}</source>
        <translation>Schlacht um {r}</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Attacker ({side}, {region})</source>
        <translation>Angreifer ({side}, {region})</translation>
    </message>
    <message>
        <source>Defender ({side}, {region}, inside the stronghold)</source>
        <translation>Verteidiger ({side}, {region}, in der Festung)</translation>
    </message>
    <message>
        <source>Defender ({side}, {region})</source>
        <translation>Verteidiger ({side}, {region})</translation>
    </message>
    <message>
        <source>The last battle</source>
        <translation>Die letzte Schlacht</translation>
    </message>
    <message>
        <source>No battle yet in this game.</source>
        <translation>In dieser Partie gab es noch keine Schlacht.</translation>
    </message>
    <message numerus="yes">
        <source>The {side} must take %n hit(s) in {r}.</source>
        <translation>
            <numerusform>{side}: In {r} muss %n Treffer hingenommen werden.</numerusform>
            <numerusform>{side}: In {r} müssen %n Treffer hingenommen werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender chooses: fight in the field or retreat into the stronghold.</source>
        <translation>Der Verteidiger wählt: im Feld kämpfen oder sich in die Festung zurückziehen.</translation>
    </message>
    <message>
        <source>The {side} may play a combat card.</source>
        <translation>{side}: Eine Kampfkarte darf gespielt werden.</translation>
    </message>
    <message>
        <source>The attacker chooses: fight on or stop.</source>
        <translation>Der Angreifer wählt: weiterkämpfen oder aufhören.</translation>
    </message>
    <message>
        <source>The defender chooses: stand or retreat.</source>
        <translation>Der Verteidiger wählt: standhalten oder zurückziehen.</translation>
    </message>
    <message>
        <source>The victor chooses: advance into the region or stay.</source>
        <translation>Der Sieger wählt: in die Region nachrücken oder bleiben.</translation>
    </message>
    <message>
        <source>The {side} choose: Gandalf the White may give up his leadership to cancel the Nazgûl&apos;s.</source>
        <translation>Entscheidung für {side}: Gandalf der Weiße kann auf seine Anführerschaft verzichten, um die der Nazgûl aufzuheben.</translation>
    </message>
    <message>
        <source>The {side} choose which units leave the stronghold: it holds five at most.</source>
        <translation>{side}: Wähle, welche Einheiten die Festung verlassen – sie fasst höchstens fünf.</translation>
    </message>
    <message>
        <source>The hunt for the Ring</source>
        <translation>Die Jagd nach dem Ring</translation>
    </message>
    <message>
        <source>The last hunt</source>
        <translation>Die letzte Jagd</translation>
    </message>
    <message>
        <source>Mordor track, step {n}</source>
        <translation>Mordorleiste, Feld {n}</translation>
    </message>
    <message>
        <source>The Fellowship: {where} · {h} · corruption {c} / 12</source>
        <translation>Die Gemeinschaft: {where} · {h} · Verderbnis {c} / 12</translation>
    </message>
    <message>
        <source>Hunt box: {n} Shadow dice, {m} Free Peoples dice (+1 each)</source>
        <translation>Jagdfeld: {n} Schattenwürfel, {m} Würfel der Freien Völker (je +1)</translation>
    </message>
    <message>
        <source>+{n}: one for each Free Peoples die in the hunt box</source>
        <translation>+{n}: einer für jeden Würfel der Freien Völker im Jagdfeld</translation>
    </message>
    <message>
        <source>Hunt tile drawn</source>
        <translation>Jagdplättchen gezogen</translation>
    </message>
    <message>
        <source>No hunt yet in this game.</source>
        <translation>In dieser Partie gab es noch keine Jagd.</translation>
    </message>
    <message>
        <source>Damage still to take: {d}</source>
        <translation>Noch zu nehmender Schaden: {d}</translation>
    </message>
    <message>
        <source>Order: a card on the table, then the guide&apos;s ability, then one casualty (the guide or a random companion, taking off its level), the rest as corruption.</source>
        <translation>Reihenfolge: eine Karte auf dem Tisch, dann die Fähigkeit des Führers, dann ein Verlust (der Führer oder ein zufälliger Gefährte, dessen Stufe abgezogen wird), der Rest als Verderbnis.</translation>
    </message>
    <message>
        <source>The game of {game} in progress is kept: it is saved in {file}.</source>
        <translation>Die laufende Partie {game} bleibt erhalten: Sie ist in {file} gespeichert.</translation>
    </message>
    <message>
        <source>The game of {game} in progress is kept: it will be saved in the folder {folder} (Game → Open continues it).</source>
        <translation>Die laufende Partie {game} bleibt erhalten: Sie wird im Ordner {folder} gespeichert (Spiel → Öffnen setzt sie fort).</translation>
    </message>
    <message>
        <source>Realms Table</source>
        <translation>Realms Table</translation>
    </message>
    <message>
        <source>This game has no board to draw.</source>
        <translation>Dieses Spiel hat keinen Spielplan zum Zeichnen.</translation>
    </message>
    <message>
        <source>{game} — Realms Table</source>
        <translation>{game} — Realms Table</translation>
    </message>
    <message>
        <source>The previous game is kept in {file}</source>
        <translation>Die vorige Partie ist in {file} aufbewahrt</translation>
    </message>
    <message>
        <source>Waiting for the next player…</source>
        <translation>Warten auf den nächsten Spieler…</translation>
    </message>
    <message>
        <source>{player} (computer) is thinking…</source>
        <translation>{player} (Computer) denkt nach…</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>{player} to move ({who})</source>
        <translation>{player} ist am Zug ({who})</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>Choose Game → New to start another game.</source>
        <translation>Wähle Spiel → Neu, um eine weitere Partie zu beginnen.</translation>
    </message>
    <message>
        <source>A game is reviewed once it is over.</source>
        <translation>Eine Partie wird erst nach ihrem Ende besprochen.</translation>
    </message>
    <message>
        <source>No hint now: hints are for a person whose turn it is.</source>
        <translation>Gerade kein Tipp: Tipps gibt es für die Person, die am Zug ist.</translation>
    </message>
    <message>
        <source>No advice now: a teammate advises a person whose turn it is.</source>
        <translation>Jetzt kein Rat: Ein Mitspieler berät nur eine Person, die am Zug ist.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>The board: N picks a figure that can act (Help → Keyboard).</source>
        <translation>Der Spielplan: N wählt eine Figur, die handeln kann (Hilfe → Tastatur).</translation>
    </message>
    <message>
        <source>The interface is drawn at {n} %.</source>
        <translation>Die Oberfläche wird mit {n} % dargestellt.</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Oberflächengröße</translation>
    </message>
    <message>
        <source>The interface will be drawn at {n} % when Realms Table starts again. Restart it now? (The game in progress is kept.)</source>
        <translation>Beim nächsten Start von Realms Table wird die Oberfläche mit {n} % dargestellt. Jetzt neu starten? (Die laufende Partie bleibt erhalten.)</translation>
    </message>
    <message>
        <source>Realms Table could not be started again: please start it yourself.</source>
        <translation>Realms Table konnte nicht neu gestartet werden: Bitte starte es selbst.</translation>
    </message>
    <message>
        <source>The interface will be drawn at {n} % when Realms Table starts again.</source>
        <translation>Beim nächsten Start von Realms Table wird die Oberfläche mit {n} % dargestellt.</translation>
    </message>
    <message>
        <source>About Realms Table</source>
        <translation>Über Realms Table</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Realms Table {version}&lt;/h3&gt;&lt;p&gt;Middle-earth board games on one PC: solo against the computer or hot-seat with friends.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Realms Table {version}&lt;/h3&gt;&lt;p&gt;Mittelerde-Brettspiele an einem PC: allein gegen den Computer oder abwechselnd mit Freunden am selben Rechner.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Re&amp;view the game…</source>
        <translation>Partie &amp;besprechen…</translation>
    </message>
    <message>
        <source>Once a game is over: who was ahead when, the turning points and the luck.</source>
        <translation>Nach dem Ende einer Partie: wer wann vorn lag, die Wendepunkte und das Glück.</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>Computer&amp;tempo</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>the languages a player may choose, each named in itself what the catalog said, by (source, disambiguation, n): a window refresh asks for the same few hundred sentences a thousand times; emptied whenever the language changes the computer&apos;s levels of play
----------
the hint levels the Help menu offers: engines.core.levels.HINT_LEVELS, written here so that building the menus imports no engine module (tests/test_desktop_hints.py holds the two equal)</extracomment>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Solo practice: undo past dice and cards</source>
        <translation>Solo-Übung: Würfel und Karten zurücknehmen</translation>
    </message>
    <message>
        <source>Against the computer only: undo may go back past a roll or a draw.</source>
        <translation>Nur gegen den Computer: Rückgängig darf auch hinter einen Wurf oder ein Kartenziehen zurückgehen.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Interface &amp;size</source>
        <translation>&amp;Oberflächengröße</translation>
    </message>
    <message>
        <source>{n} %</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <source>The size of the whole window&apos;s text, icons and board (applies when Realms Table starts again).</source>
        <translation>Die Größe von Text, Symbolen und Spielplan im ganzen Fenster (gilt ab dem nächsten Start von Realms Table).</translation>
    </message>
    <message>
        <source>Go to the &amp;board</source>
        <translation>Zum &amp;Spielplan wechseln</translation>
    </message>
    <message>
        <source>Go to the &amp;actions</source>
        <translation>Zu den &amp;Aktionen wechseln</translation>
    </message>
    <message>
        <source>Go to the game &amp;log</source>
        <translation>Zum Spiel&amp;protokoll wechseln</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the computer do?</source>
        <translation>&amp;Tipp: Was würde der Computer tun?</translation>
    </message>
    <message>
        <source>The computer&apos;s three best choices for you now, with its reasons, lit on the board (worked out from what you can see only).</source>
        <translation>Die drei besten Züge des Computers für dich jetzt, mit seinen Gründen, auf dem Brett hervorgehoben (nur aus dem berechnet, was du sehen kannst).</translation>
    </message>
    <message>
        <source>Hint &amp;level</source>
        <translation>Tipp-&amp;Stufe</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>T&amp;astatur</translation>
    </message>
    <message>
        <source>What would a &amp;teammate do?</source>
        <translation>Was würde ein &amp;Mitspieler tun?</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>&amp;Geführte erste Partie</translation>
    </message>
    <message>
        <source>&amp;About Realms Table</source>
        <translation>&amp;Über Realms Table</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>{player} is thinking</source>
        <extracomment>the least time between two moves of the computer, in milliseconds, per pace</extracomment>
        <translation>{player} denkt nach</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target:&lt;/b&gt; {target}</source>
        <translation>&lt;b&gt;Ziel:&lt;/b&gt; {target}</translation>
    </message>
    <message>
        <source>(re-rolled: {reason})</source>
        <translation>(neu gewürfelt: {reason})</translation>
    </message>
    <message>
        <source>counts &lt;b&gt;{n}&lt;/b&gt;</source>
        <translation>zählt &lt;b&gt;{n}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result:&lt;/b&gt; {result}</source>
        <translation>&lt;b&gt;Ergebnis:&lt;/b&gt; {result}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Consequence:&lt;/b&gt; {what}</source>
        <translation>&lt;b&gt;Folge:&lt;/b&gt; {what}</translation>
    </message>
    <message>
        <source>Rule: {anchor}</source>
        <translation>Regel: {anchor}</translation>
    </message>
    <message>
        <source>Drag one of your figures (the ones with a gold ring) onto a place: the places it may go light up. A move the rules forbid snaps back, and the reason appears here.</source>
        <translation>Ziehe eine deiner Figuren (die mit dem goldenen Ring) auf einen Ort: Die Orte, die sie erreichen darf, leuchten auf. Ein Zug, den die Regeln verbieten, springt zurück, und der Grund erscheint hier.</translation>
    </message>
    <message>
        <source>Everything else you may do is listed in the Actions panel: click an action to play it.</source>
        <translation>Alles andere, was du tun darfst, steht im Bereich „Aktionen“: Klicke eine Aktion an, um sie zu spielen.</translation>
    </message>
    <message>
        <source>Every roll of the dice is explained here in full, with the rule that applies. Click a roll (marked with a die) in the game log to see it again.</source>
        <translation>Jeder Würfelwurf wird hier vollständig erklärt, mit der Regel, die gilt. Klicke im Spielprotokoll auf einen Wurf (mit einem Würfel markiert), um ihn erneut zu sehen.</translation>
    </message>
    <message>
        <source>Zoom with the mouse wheel, drag the map to pan, press F to fit the board to the window.</source>
        <translation>Zoome mit dem Mausrad, ziehe die Karte zum Verschieben, drücke F, um den Spielplan ans Fenster anzupassen.</translation>
    </message>
    <message>
        <source>Everything can be played from the keyboard too: Help → Keyboard lists the keys.</source>
        <translation>Alles lässt sich auch mit der Tastatur spielen: Hilfe → Tastatur listet die Tasten auf.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>A teammate&apos;s advice</source>
        <translation>Rat eines Mitspielers</translation>
    </message>
    <message>
        <source>A teammate would: {action}</source>
        <translation>Ein Mitspieler würde: {action}</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Warum: {reason}</translation>
    </message>
    <message>
        <source>Hints: what the computer ({level}) would do</source>
        <translation>Tipps: Was der Computer ({level}) tun würde</translation>
    </message>
    <message>
        <source>Worked out from what you can see only; nothing is played. Hints asked for in this game: {n}.</source>
        <translation>Nur aus dem berechnet, was du sehen kannst; es wird nichts gespielt. In dieser Partie erbetene Tipps: {n}.</translation>
    </message>
    <message>
        <source>Odds: {what}</source>
        <translation>Chancen: {what}</translation>
    </message>
    <message>
        <source>Click to see how this roll was made</source>
        <extracomment>the game&apos;s details for an event (desktop.games.base.GameAdapter.event_details): clickable when any</extracomment>
        <translation>Klicken, um zu sehen, wie dieser Wurf zustande kam</translation>
    </message>
    <message>
        <source>Click to see it explained</source>
        <translation>Klicken für die Erklärung</translation>
    </message>
    <message>
        <source>Click to read it in the rules panel</source>
        <translation>Klicken, um es im Regelbereich zu lesen</translation>
    </message>
    <message>
        <source>Only you can see this</source>
        <translation>Nur du kannst das sehen</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>Type to filter the actions…</source>
        <extracomment>the most rows (group headers and actions) the actions panel shows unfolded at once the odds of an action as a tooltip (&apos;&apos; for none): set by the window what `show_actions` was last given: (actions, adapter, enabled, note, focus) type to filter (the window puts it above the list)</extracomment>
        <translation>Tippen, um die Aktionen zu filtern…</translation>
    </message>
    <message>
        <source>{group}: {n} actions</source>
        <translation>{group}: {n} Aktionen</translation>
    </message>
    <message>
        <source>More ({n})</source>
        <translation>Mehr ({n})</translation>
    </message>
    <message>
        <source>Rules — {game}</source>
        <translation>Regeln — {game}</translation>
    </message>
    <message>
        <source>There is no rules text for this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keinen Regeltext.</translation>
    </message>
    <message>
        <source>{label}: {faces}</source>
        <translation>{label}: {faces}</translation>
    </message>
    <message>
        <source>{faces}</source>
        <translation>{faces}</translation>
    </message>
    <message>
        <source>{die} (re-rolled: {reason})</source>
        <translation>{die} (neu gewürfelt: {reason})</translation>
    </message>
    <message>
        <source>{die}, counts {counted}</source>
        <translation>{die}, zählt {counted}</translation>
    </message>
    <message>
        <source>{die} ({note})</source>
        <translation>{die} ({note})</translation>
    </message>
    <message>
        <source>{value} {source}</source>
        <translation>{value} {source}</translation>
    </message>
    <message>
        <source>Target: {target}</source>
        <translation>Ziel: {target}</translation>
    </message>
    <message>
        <source>die {die}</source>
        <translation>Würfel {die}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Ergebnis: {result}</translation>
    </message>
    <message>
        <source>Consequence: {consequence}</source>
        <translation>Folge: {consequence}</translation>
    </message>
    <message>
        <source>Stronghold</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Ortschaft</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Befestigung</translation>
    </message>
    <message>
        <source>Hand limit: discard a card</source>
        <translation>Handkartenlimit: eine Karte abwerfen</translation>
    </message>
    <message>
        <source>Hunt allocation</source>
        <translation>Jagdzuteilung</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Fellowship phase</source>
        <translation>Gemeinschaftsphase</translation>
    </message>
    <message>
        <source>Second army move</source>
        <translation>Zweite Armeebewegung</translation>
    </message>
    <message>
        <source>Second recruit</source>
        <translation>Zweites Rekrutieren</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Abschließen</translation>
    </message>
    <message>
        <source>Move the companions</source>
        <translation>Gefährten bewegen</translation>
    </message>
    <message>
        <source>Move Nazgûl and minions</source>
        <translation>Nazgûl und Günstlinge bewegen</translation>
    </message>
    <message>
        <source>Separate a group</source>
        <translation>Eine Gruppe abtrennen</translation>
    </message>
    <message>
        <source>Choose the guide</source>
        <translation>Führer wählen</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Battle: combat card</source>
        <translation>Schlacht: Kampfkarte</translation>
    </message>
    <message>
        <source>Battle: casualties</source>
        <translation>Schlacht: Verluste</translation>
    </message>
    <message>
        <source>Battle: retreat?</source>
        <translation>Schlacht: zurückziehen?</translation>
    </message>
    <message>
        <source>Battle: advance?</source>
        <translation>Schlacht: nachrücken?</translation>
    </message>
    <message>
        <source>Hunt damage</source>
        <translation>Jagdschaden</translation>
    </message>
    <message>
        <source>The revealed Fellowship</source>
        <translation>Die entdeckte Gemeinschaft</translation>
    </message>
    <message>
        <source>Battle: the White Rider</source>
        <translation>Schlacht: der Weiße Reiter</translation>
    </message>
    <message>
        <source>Battle: the siege</source>
        <translation>Schlacht: die Belagerung</translation>
    </message>
    <message>
        <source>Draw a card: which deck?</source>
        <translation>Karte ziehen: von welchem Stapel?</translation>
    </message>
    <message>
        <source>Team card swap: offer one?</source>
        <translation>Kartentausch im Team: eine anbieten?</translation>
    </message>
    <message>
        <source>Team card swap: accept?</source>
        <translation>Kartentausch im Team: annehmen?</translation>
    </message>
    <message>
        <source>{card}: move armies</source>
        <extracomment>decisions a card asks for: grouped under the card&apos;s own name</extracomment>
        <translation>{card}: Armeen bewegen</translation>
    </message>
    <message>
        <source>{card}: attack</source>
        <translation>{card}: angreifen</translation>
    </message>
    <message>
        <source>Gondor and the Elves</source>
        <extracomment>the seats&apos; colours in a team game: each team-mate in a shade of the side&apos;s colour a team game&apos;s players: each side&apos;s two in a shade of its own (all four apart for colour-blind eyes too)</extracomment>
        <translation>Gondor und die Elben</translation>
    </message>
    <message>
        <source>Rohan, the North and the Dwarves</source>
        <translation>Rohan, der Norden und die Zwerge</translation>
    </message>
    <message>
        <source>Sauron, the Nazgûl, the Witch-king and the Mouth</source>
        <translation>Sauron, die Nazgûl, der Hexenkönig und der Mund</translation>
    </message>
    <message>
        <source>Isengard, the Southrons &amp; Easterlings and Saruman</source>
        <translation>Isengart, die Südländer und Ostlinge und Saruman</translation>
    </message>
    <message>
        <source>Move the Fellowship, hide it, separate or move companions; move or attack with an army that has a leader or character.</source>
        <translation>Bewege die Gemeinschaft, verberge sie, trenne Gefährten ab oder bewege sie; bewege oder greife an mit einer Armee, die einen Anführer oder eine Person hat.</translation>
    </message>
    <message>
        <source>Move up to two armies, or attack with one.</source>
        <translation>Bewege bis zu zwei Armeen oder greife mit einer an.</translation>
    </message>
    <message>
        <source>Recruit figures, advance a nation on the political track, or bring a minion into play.</source>
        <translation>Rekrutiere Figuren, rücke eine Nation auf der Politikleiste vor oder bringe einen Günstling ins Spiel.</translation>
    </message>
    <message>
        <source>Either an Army or a Muster die.</source>
        <translation>Entweder ein Armee- oder ein Musterungswürfel.</translation>
    </message>
    <message>
        <source>Draw an event card, or play one.</source>
        <translation>Ziehe eine Ereigniskarte oder spiele eine aus.</translation>
    </message>
    <message>
        <source>Any face but the Eye; also crowns Aragorn or brings Gandalf the White.</source>
        <translation>Jede Seite außer dem Auge; krönt auch Aragorn oder bringt Gandalf den Weißen.</translation>
    </message>
    <message>
        <source>Goes to the hunt box.</source>
        <translation>Kommt ins Jagdfeld.</translation>
    </message>
    <message>
        <source>recover and draw</source>
        <translation>erholen und ziehen</translation>
    </message>
    <message>
        <source>hunt allocation</source>
        <translation>Jagdzuteilung</translation>
    </message>
    <message>
        <source>action roll</source>
        <translation>Aktionswurf</translation>
    </message>
    <message>
        <source>action resolution</source>
        <translation>Aktionsausführung</translation>
    </message>
    <message>
        <source>victory check</source>
        <translation>Siegprüfung</translation>
    </message>
    <message>
        <source>Recover and draw</source>
        <translation>Erholen und ziehen</translation>
    </message>
    <message>
        <source>Action roll</source>
        <translation>Aktionswurf</translation>
    </message>
    <message>
        <source>Action resolution</source>
        <translation>Aktionsausführung</translation>
    </message>
    <message>
        <source>Victory check</source>
        <translation>Siegprüfung</translation>
    </message>
    <message>
        <source>The Fellowship</source>
        <extracomment>what a die&apos;s action acts on: the sub-groups of the die&apos;s group in the actions panel</extracomment>
        <translation>Die Gemeinschaft</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personen</translation>
    </message>
    <message>
        <source>Muster</source>
        <translation>Musterung</translation>
    </message>
    <message>
        <source>Politics</source>
        <translation>Politik</translation>
    </message>
    <message>
        <source>The die itself</source>
        <translation>Der Würfel selbst</translation>
    </message>
    <message>
        <source>Attack with the whole army</source>
        <extracomment>which die to spend first when several can pay: the one that could do the fewest other things what a click on the Fellowship offers, in this order</extracomment>
        <translation>Mit der ganzen Armee angreifen</translation>
    </message>
    <message>
        <source>Advance with the whole army</source>
        <translation>Mit der ganzen Armee nachrücken</translation>
    </message>
    <message>
        <source>Move the whole army (second move)</source>
        <translation>Die ganze Armee bewegen (zweite Bewegung)</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <extracomment>a die&apos;s action under its die&apos;s header in the actions panel: the engine&apos;s &quot;Use {die} die: …&quot; sentence said without the die (the header names it), as a whole sentence of its own with the same fields; a label not listed here is shown whole</extracomment>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <source>Draw a character event card</source>
        <translation>Eine Personenereigniskarte ziehen</translation>
    </message>
    <message>
        <source>Draw a strategy event card</source>
        <translation>Eine Strategieereigniskarte ziehen</translation>
    </message>
    <message>
        <source>Move {what} {frm} → {to}</source>
        <translation>{what} bewegen, {frm} → {to}</translation>
    </message>
    <message>
        <source>Attack the besieged stronghold of {region}</source>
        <translation>Die belagerte Festung von {region} angreifen</translation>
    </message>
    <message>
        <source>Attack the besieged stronghold of {region} ({nations} only)</source>
        <translation>Die belagerte Festung von {region} angreifen (nur {nations})</translation>
    </message>
    <message>
        <source>Attack {target} from {frm}</source>
        <translation>{target} von {frm} aus angreifen</translation>
    </message>
    <message>
        <source>Attack {target} from {frm} ({nations} only)</source>
        <translation>{target} von {frm} aus angreifen (nur {nations})</translation>
    </message>
    <message>
        <source>Attack {target} from {frm} with {what}</source>
        <translation>{target} von {frm} aus mit {what} angreifen</translation>
    </message>
    <message>
        <source>Sortie from {region} against the besiegers</source>
        <translation>Ausfall aus {region} gegen die Belagerer</translation>
    </message>
    <message>
        <source>Move the Fellowship</source>
        <translation>Die Gemeinschaft bewegen</translation>
    </message>
    <message>
        <source>Hide the Fellowship</source>
        <translation>Die Gemeinschaft verbergen</translation>
    </message>
    <message>
        <source>Strider hides the Fellowship</source>
        <translation>Streicher verbirgt die Gemeinschaft</translation>
    </message>
    <message>
        <source>Separate a group of companions</source>
        <translation>Eine Gruppe Gefährten abtrennen</translation>
    </message>
    <message>
        <source>Separate {character} to {region}</source>
        <translation>{character} nach {region} abtrennen</translation>
    </message>
    <message>
        <source>Advance {nation} on the political track</source>
        <translation>{nation} auf der Politikleiste voranbringen</translation>
    </message>
    <message>
        <source>{character} advances {nation} on the political track</source>
        <translation>{character} bringt {nation} auf der Politikleiste voran</translation>
    </message>
    <message>
        <source>Saruman recruits an Isengard regular in each Isengard settlement</source>
        <translation>Saruman rekrutiert in jeder Siedlung Isengarts eine reguläre Einheit aus Isengart</translation>
    </message>
    <message>
        <source>Saruman turns regulars in Orthanc into elites</source>
        <translation>Saruman macht reguläre Einheiten in Orthanc zu Eliten</translation>
    </message>
    <message>
        <source>Bring {character} into play in {region}</source>
        <translation>{character} in {region} ins Spiel bringen</translation>
    </message>
    <message>
        <source>Gondor</source>
        <extracomment>the seats&apos; roles (engines/war_of_the_ring/options.ROLE_NAMES), marked for the catalogs</extracomment>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>Rohan</source>
        <translation>Rohan</translation>
    </message>
    <message>
        <source>The Elves</source>
        <translation>Die Elben</translation>
    </message>
    <message>
        <source>The Dwarves</source>
        <translation>Die Zwerge</translation>
    </message>
    <message>
        <source>The North</source>
        <translation>Der Norden</translation>
    </message>
    <message>
        <source>Sauron, on space {n} of the corruption line. A hobbit he reaches is out of the game.</source>
        <translation>Sauron, auf Feld {n} der Finsternisanzeige. Ein Hobbit, den er erreicht, scheidet aus.</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>{hobbit} on space {n} of the corruption line; Sauron is on space {sauron}.</source>
        <translation>{hobbit} auf Feld {n} der Finsternisanzeige; Sauron steht auf Feld {sauron}.</translation>
    </message>
    <message>
        <source>The Ring-bearer.</source>
        <translation>Der Ringträger.</translation>
    </message>
    <message>
        <source>{foe} asks for {demand}.</source>
        <translation>Forderung von {foe}: {demand}.</translation>
    </message>
    <message>
        <source>The leftmost foe: click it to fight it.</source>
        <translation>Der Feind ganz links: klicke ihn an, um ihn zu bekämpfen.</translation>
    </message>
    <message>
        <source>The leftmost foe: the hobbit whose turn it is may fight it.</source>
        <translation>Der Feind ganz links: der Hobbit am Zug kann ihn bekämpfen.</translation>
    </message>
    <message>
        <source>The marker of {line}: space {n} of {last}.</source>
        <translation>Stein der {line}: Feld {n} von {last}.</translation>
    </message>
    <message>
        <source>The event marker: {n} of the six events are behind the Fellowship.</source>
        <translation>Der Ereignisstein: {n} von sechs Ereignissen überstanden.</translation>
    </message>
    <message>
        <source>The event marker: no event yet on this board.</source>
        <translation>Der Ereignisstein: in diesem Abenteuer noch kein Ereignis.</translation>
    </message>
    <message>
        <source>{n} event tiles in the stack</source>
        <translation>{n} Ereigniskärtchen im Stapel</translation>
    </message>
    <message>
        <source>The Fellowship is at {place}.</source>
        <translation>Standort der Gemeinschaft: {place}.</translation>
    </message>
    <message>
        <source>on space {n}</source>
        <translation>auf Feld {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit}: {where}; shields worth {shields}; {cards}.</source>
        <translation>{hobbit}: {where}; Schilde im Wert von {shields}; {cards}.</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s shields, worth {n}</source>
        <translation>{hobbit}s Schilde, Wert {n}</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s {token}s: {n}</source>
        <translation>{token} von {hobbit}: {n}</translation>
    </message>
    <message>
        <source>The One Ring, carried by {hobbit}.</source>
        <translation>Der Eine Ring, getragen von {hobbit}.</translation>
    </message>
    <message>
        <source>{colour} card</source>
        <translation>{colour} Karte</translation>
    </message>
    <message>
        <source>{colour} card, a joker for {hobbit}</source>
        <translation>{colour} Karte, für {hobbit} ein Joker</translation>
    </message>
    <message>
        <source>Drag it onto a line it fits, or onto what is being paid; click it for its other uses.</source>
        <translation>Ziehe sie auf eine passende Leiste oder auf das, was gerade bezahlt wird; klicke sie an für ihre anderen Verwendungen.</translation>
    </message>
    <message>
        <source>Click it to play it.</source>
        <translation>Klicke sie an, um sie zu spielen.</translation>
    </message>
    <message>
        <source>Gandalf: {card} — {what}. Calling him costs the Fellowship 5 shields.</source>
        <translation>Gandalf: {card} — {what}. Ihn zu rufen kostet die Gemeinschaft 5 Schilde.</translation>
    </message>
    <message>
        <source>Drag it onto a line to move that line two spaces, or click it.</source>
        <translation>Ziehe sie auf eine Leiste, um diese 2 Felder vorzurücken, oder klicke sie an.</translation>
    </message>
    <message>
        <source>Click it to call Gandalf.</source>
        <translation>Klicke sie an, um Gandalf zu rufen.</translation>
    </message>
    <message>
        <source>Isengard</source>
        <translation>Isengart</translation>
    </message>
    <message>
        <source>The Southrons &amp; Easterlings</source>
        <translation>Die Südländer und Ostlinge</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Army/Muster</source>
        <translation>Armee/Musterung</translation>
    </message>
    <message>
        <source>{nation}: {figures}</source>
        <comment>an army&apos;s figures of one nation</comment>
        <translation>{nation}: {figures}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Will of the West</source>
        <translation>Wille des Westens</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <extracomment>a character&apos;s name on the tag under its standee, where the whole name is too long for it (the tooltip names it whole)</extracomment>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Witch-king</source>
        <translation>Hexenkönig</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Saruman</translation>
    </message>
    <message numerus="yes">
        <source>%n regular(s)</source>
        <translation>
            <numerusform>%n Regulärer</numerusform>
            <numerusform>%n Reguläre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n elite(s)</source>
        <translation>
            <numerusform>%n Elite</numerusform>
            <numerusform>%n Eliten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leader(s)</source>
        <translation>
            <numerusform>%n Anführer</numerusform>
            <numerusform>%n Anführer</numerusform>
        </translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} und {last}</translation>
    </message>
    <message>
        <source>Fellowship track</source>
        <extracomment>the strip&apos;s left edge and width; its boxes: (id, title, top below the strip&apos;s top, height)</extracomment>
        <translation>Fortschrittsleiste</translation>
    </message>
    <message>
        <source>Political track</source>
        <translation>Politikleiste</translation>
    </message>
    <message>
        <source>Free Peoples dice</source>
        <translation>Würfel der Freien Völker</translation>
    </message>
    <message>
        <source>Shadow dice</source>
        <translation>Würfel des Schattens</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Handkarten</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <source>{step} — the phase being played now</source>
        <translation>{step} — die Phase, die gerade gespielt wird</translation>
    </message>
    <message>
        <source>You have no heroes in {place}.</source>
        <translation>Du hast keine Helden in {place}.</translation>
    </message>
    <message>
        <source>Every hero of yours in {place} has already fought this turn.</source>
        <translation>Jeder deiner Helden in {place} hat in diesem Zug schon gekämpft.</translation>
    </message>
    <message>
        <source>A place cannot attack itself.</source>
        <translation>Ein Ort kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <source>{place} is not next to {other}.</source>
        <translation>{place} grenzt nicht an {other}.</translation>
    </message>
    <message>
        <source>You already hold {place}.</source>
        <translation>{place} gehört dir schon.</translation>
    </message>
    <message>
        <source>{place} is an unoccupied evil place: just move in to open it up, no fight is needed.</source>
        <translation>{place} ist ein unbesetzter böser Ort: ziehe einfach hinein, um ihn zu erschließen; ein Kampf ist nicht nötig.</translation>
    </message>
    <message>
        <source>{place} is an unoccupied good place: just move in to open it up, no fight is needed.</source>
        <translation>{place} ist ein unbesetzter guter Ort: ziehe einfach hinein, um ihn zu erschließen; ein Kampf ist nicht nötig.</translation>
    </message>
    <message>
        <source>Only heroes of 3 or more points may attack a fortress.</source>
        <translation>Nur Helden mit 3 oder mehr Stärkepunkten dürfen eine Festung angreifen.</translation>
    </message>
    <message>
        <source>{hero} is already on the board.</source>
        <translation>{hero} ist schon auf dem Spielplan.</translation>
    </message>
    <message>
        <source>{hero} is dead and out of the game.</source>
        <translation>{hero} ist tot und aus dem Spiel.</translation>
    </message>
    <message>
        <source>{hero} is not in your hand.</source>
        <translation>{hero} ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>You have already brought a hero into play this turn.</source>
        <translation>Du hast in diesem Zug schon einen Helden ins Spiel gebracht.</translation>
    </message>
    <message>
        <source>{place}, {hero}&apos;s start location, is held by {seat}.</source>
        <translation>{place}, der Startort von {hero}, gehört {seat}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s heroes stand in {place}, {hero}&apos;s start location.</source>
        <translation>Die Helden von {seat} stehen in {place}, dem Startort von {hero}.</translation>
    </message>
    <message>
        <source>{place} is a evil place you do not hold: {hero} ({side}) can come into play there only once you hold it, or at a place you hold next to it — and you hold none.</source>
        <translation>{place} ist ein böser Ort, der dir nicht gehört: {hero} ({side}) kann dort erst ins Spiel kommen, wenn er dir gehört, oder an einem angrenzenden Ort, der dir gehört – und du hast keinen.</translation>
    </message>
    <message>
        <source>{place} is a good place you do not hold: {hero} ({side}) can come into play there only once you hold it, or at a place you hold next to it — and you hold none.</source>
        <translation>{place} ist ein guter Ort, der dir nicht gehört: {hero} ({side}) kann dort erst ins Spiel kommen, wenn er dir gehört, oder an einem angrenzenden Ort, der dir gehört – und du hast keinen.</translation>
    </message>
    <message>
        <source>{seat} brings {hero} into play at {place}.</source>
        <translation>{seat} bringt {hero} in {place} ins Spiel.</translation>
    </message>
    <message>
        <source>{place} is opened up for {seat}.</source>
        <translation>{place} ist für {seat} erschlossen.</translation>
    </message>
    <message>
        <source>a die higher than {need} (strength of {place})</source>
        <translation>ein Würfel höher als {need} (Stärke von {place})</translation>
    </message>
    <message>
        <source>a die higher than {need} (strength of {place}; {seat}&apos;s token is cancelled by {hero}&apos;s siege hammer)</source>
        <translation>ein Würfel höher als {need} (Stärke von {place}; der Spielstein von {seat} wird durch den Belagerungshammer von {hero} aufgehoben)</translation>
    </message>
    <message>
        <source>a die higher than {need} (strength {strength} of {place} +1 for {seat}&apos;s token)</source>
        <translation>ein Würfel höher als {need} (Stärke {strength} von {place} +1 für den Spielstein von {seat})</translation>
    </message>
    <message numerus="yes">
        <source>{points} points in all give %n attempt(s) (more than 4 thanks to {hero}&apos;s higher powers)</source>
        <translation>
            <numerusform>{points} Stärkepunkte insgesamt ergeben %n Würfelversuch (mehr als 4 dank der Höheren Mächte von {hero})</numerusform>
            <numerusform>{points} Stärkepunkte insgesamt ergeben %n Würfelversuche (mehr als 4 dank der Höheren Mächte von {hero})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} points in all give %n attempt(s) (more than 4 thanks to {hero}&apos;s secret powers)</source>
        <translation>
            <numerusform>{points} Stärkepunkte insgesamt ergeben %n Würfelversuch (mehr als 4 dank der Geheimen Mächte von {hero})</numerusform>
            <numerusform>{points} Stärkepunkte insgesamt ergeben %n Würfelversuche (mehr als 4 dank der Geheimen Mächte von {hero})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} points in all give %n attempt(s)</source>
        <translation>
            <numerusform>{points} Stärkepunkte insgesamt ergeben %n Würfelversuch</numerusform>
            <numerusform>{points} Stärkepunkte insgesamt ergeben %n Würfelversuche</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: {heroes}</source>
        <translation>{seat}: {heroes}</translation>
    </message>
    <message>
        <source>attempt {i}</source>
        <translation>Versuch {i}</translation>
    </message>
    <message>
        <source>beats it</source>
        <translation>schafft es</translation>
    </message>
    <message>
        <source>falls short</source>
        <translation>reicht nicht</translation>
    </message>
    <message>
        <source>{seat} tries to conquer {place} from {frm}</source>
        <translation>{seat} versucht, {place} von {frm} aus zu erobern</translation>
    </message>
    <message>
        <source>per hero: 3 points 5+, 4 points (or 3 with a siege hammer) 4+, 4 with a hammer or 6 points 3+</source>
        <translation>je Held: 3 Stärkepunkte 5+, 4 Stärkepunkte (oder 3 mit Belagerungshammer) 4+, 4 mit Hammer oder 6 Stärkepunkte 3+</translation>
    </message>
    <message>
        <source>needs {face}+: success</source>
        <translation>braucht {face}+: Erfolg</translation>
    </message>
    <message>
        <source>needs {face}+: fails</source>
        <translation>braucht {face}+: misslungen</translation>
    </message>
    <message>
        <source>{hero} ({points} points, siege hammer)</source>
        <translation>{hero} ({points} Stärkepunkte, Belagerungshammer)</translation>
    </message>
    <message>
        <source>{hero} ({points} points)</source>
        <translation>{hero} ({points} Stärkepunkte)</translation>
    </message>
    <message>
        <source>{seat} tries to conquer the unoccupied enemy fortress {place} from {frm}</source>
        <translation>{seat} versucht, die unbesetzte feindliche Festung {place} von {frm} aus zu erobern</translation>
    </message>
    <message>
        <source>strength {strength}, {seat}&apos;s token cancelled by {hero}&apos;s siege hammer, −1 because it is encircled</source>
        <translation>Stärke {strength}, Spielstein von {seat} durch den Belagerungshammer von {hero} aufgehoben, −1, weil sie eingeschlossen ist</translation>
    </message>
    <message>
        <source>strength {strength}, {seat}&apos;s token cancelled by {hero}&apos;s siege hammer</source>
        <translation>Stärke {strength}, Spielstein von {seat} durch den Belagerungshammer von {hero} aufgehoben</translation>
    </message>
    <message>
        <source>strength {strength}, +1 for {seat}&apos;s token, −1 because it is encircled</source>
        <translation>Stärke {strength}, +1 für den Spielstein von {seat}, −1, weil sie eingeschlossen ist</translation>
    </message>
    <message>
        <source>strength {strength}, +1 for {seat}&apos;s token</source>
        <translation>Stärke {strength}, +1 für den Spielstein von {seat}</translation>
    </message>
    <message>
        <source>die + {points} ({hero}, the best hero, whose points and abilities count for every die) higher than {need} ({why})</source>
        <translation>Würfel + {points} ({hero}, der beste Held, dessen Stärkepunkte und Fähigkeiten für jeden Würfel zählen) höher als {need} ({why})</translation>
    </message>
    <message>
        <source>die of {hero}</source>
        <translation>Würfel von {hero}</translation>
    </message>
    <message>
        <source>{hero}&apos;s points</source>
        <translation>Stärkepunkte von {hero}</translation>
    </message>
    <message>
        <source>{seat} tries to take {place}, held by {other}, from {frm}</source>
        <translation>{seat} versucht, {place} (im Besitz von {other}) von {frm} aus einzunehmen</translation>
    </message>
    <message>
        <source>conquered</source>
        <translation>erobert</translation>
    </message>
    <message numerus="yes">
        <source>{heroes} (moves|move) into {place}; it now belongs to {seat}.</source>
        <translation>
            <numerusform>{heroes} zieht nach {place}; {place} gehört jetzt {seat}.</numerusform>
            <numerusform>{heroes} ziehen nach {place}; {place} gehört jetzt {seat}.</numerusform>
        </translation>
    </message>
    <message>
        <source>not conquered</source>
        <translation>nicht erobert</translation>
    </message>
    <message numerus="yes">
        <source>{heroes} (stays|stay) in {place}.</source>
        <translation>
            <numerusform>{heroes} bleibt in {place}.</numerusform>
            <numerusform>{heroes} bleiben in {place}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} conquers {place} with {heroes}.</source>
        <translation>{seat} erobert {place} mit {heroes}.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} fails to conquer {place}; {heroes} (stays|stay) in {frm}.</source>
        <translation>
            <numerusform>{seat} erobert {place} nicht; {heroes} bleibt in {frm}.</numerusform>
            <numerusform>{seat} erobert {place} nicht; {heroes} bleiben in {frm}.</numerusform>
        </translation>
    </message>
    <message>
        <source>lower die halved, rounded down</source>
        <translation>niedrigerer Würfel halbiert, abgerundet</translation>
    </message>
    <message>
        <source>{hero}&apos;s higher powers</source>
        <translation>Höhere Mächte von {hero}</translation>
    </message>
    <message>
        <source>{hero}&apos;s secret powers</source>
        <translation>Geheime Mächte von {hero}</translation>
    </message>
    <message>
        <source>{seat} die</source>
        <translation>Würfel von {seat}</translation>
    </message>
    <message>
        <source>{seat} die {i}</source>
        <translation>Würfel {i} von {seat}</translation>
    </message>
    <message>
        <source>Attacker {seat}: {heroes}</source>
        <translation>Angreifer {seat}: {heroes}</translation>
    </message>
    <message>
        <source>Defender {seat}: {heroes}</source>
        <translation>Verteidiger {seat}: {heroes}</translation>
    </message>
    <message>
        <source>{hero} (points)</source>
        <translation>{hero} (Stärkepunkte)</translation>
    </message>
    <message numerus="yes">
        <source>{hero}&apos;s sword(s)</source>
        <translation>
            <numerusform>Schwert von {hero}</numerusform>
            <numerusform>Schwerter von {hero}</numerusform>
        </translation>
    </message>
    <message>
        <source>second and further siege hammers</source>
        <translation>zweiter und weitere Belagerungshämmer</translation>
    </message>
    <message>
        <source>strength of {place} ({strength}) −3: encircled</source>
        <translation>Stärke von {place} ({strength}) −3: eingeschlossen</translation>
    </message>
    <message>
        <source>strength of {place}</source>
        <translation>Stärke von {place}</translation>
    </message>
    <message>
        <source>{seat}&apos;s token</source>
        <translation>Spielstein von {seat}</translation>
    </message>
    <message>
        <source>{seat}&apos;s token, cancelled by {hero}&apos;s siege hammer</source>
        <translation>Spielstein von {seat}, aufgehoben durch den Belagerungshammer von {hero}</translation>
    </message>
    <message numerus="yes">
        <source>{hero}&apos;s shield(s)</source>
        <translation>
            <numerusform>Schild von {hero}</numerusform>
            <numerusform>Schilde von {hero}</numerusform>
        </translation>
    </message>
    <message>
        <source>the higher total wins; the defender wins ties</source>
        <translation>die höhere Summe gewinnt; bei Gleichstand gewinnt der Verteidiger</translation>
    </message>
    <message>
        <source>{seat} wins {at} to {dt} (difference {diff})</source>
        <translation>{seat} gewinnt {at} zu {dt} (Differenz {diff})</translation>
    </message>
    <message>
        <source>{hero} falls: {seat} lost by {diff}, 5 or more</source>
        <translation>{hero} fällt: {seat} hat mit {diff} verloren, 5 oder mehr</translation>
    </message>
    <message>
        <source>{hero} has no place to retreat to and goes back to {seat}&apos;s hand.</source>
        <translation>{hero} hat keinen Ort zum Zurückziehen und geht zurück auf die Hand von {seat}.</translation>
    </message>
    <message>
        <source>{hero} has no retreat: every place around {place} is {seat}&apos;s</source>
        <translation>{hero} kann sich nicht zurückziehen: jeder Ort um {place} gehört {seat}</translation>
    </message>
    <message>
        <source>{hero} has no place held by {seat} to retreat to</source>
        <translation>{hero} hat keinen Ort von {seat}, um sich dorthin zurückzuziehen</translation>
    </message>
    <message>
        <source>{hero} goes back to {seat}&apos;s hand.</source>
        <translation>{hero} geht zurück auf die Hand von {seat}.</translation>
    </message>
    <message numerus="yes">
        <source>{heroes} (retreats|retreat) to {place}.</source>
        <translation>
            <numerusform>{heroes} zieht sich nach {place} zurück.</numerusform>
            <numerusform>{heroes} ziehen sich nach {place} zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>{heroes} retreat to {place}.</source>
        <translation>{heroes} ziehen sich nach {place} zurück.</translation>
    </message>
    <message>
        <source>{seat} holds {place}, {dt} to {at} (difference {diff})</source>
        <translation>{seat} hält {place}, {dt} zu {at} (Differenz {diff})</translation>
    </message>
    <message>
        <source>Hero fight: {seat} attacks {place} from {frm}</source>
        <translation>Heldenkampf: {seat} greift {place} von {frm} aus an</translation>
    </message>
    <message>
        <source>{att} wins the hero fight for {place}, {at} to {dt}.</source>
        <translation>{att} gewinnt den Heldenkampf um {place}, {at} zu {dt}.</translation>
    </message>
    <message>
        <source>{dfd} beats off {att}&apos;s attack on {place}, {dt} to {at}.</source>
        <translation>{dfd} schlägt den Angriff von {att} auf {place} ab, {dt} zu {at}.</translation>
    </message>
    <message>
        <source>{seat} takes {place}.</source>
        <translation>{seat} nimmt {place} ein.</translation>
    </message>
    <message>
        <source>{why}, but {hero} has higher powers and can only be killed by a hero with secret powers, higher powers or power breaker: {hero} survives.</source>
        <translation>{why}, aber {hero} hat Höhere Mächte und kann nur von einem Helden mit Geheimen Mächten, Höheren Mächten oder Mächtebrecher getötet werden: {hero} überlebt.</translation>
    </message>
    <message>
        <source>{hero} escapes death thanks to higher powers.</source>
        <translation>{hero} entgeht dem Tod dank Höherer Mächte.</translation>
    </message>
    <message>
        <source>{why}, but {hero} has secret powers and can only be killed by a hero with secret powers, higher powers or power breaker: {hero} survives.</source>
        <translation>{why}, aber {hero} hat Geheime Mächte und kann nur von einem Helden mit Geheimen Mächten, Höheren Mächten oder Mächtebrecher getötet werden: {hero} überlebt.</translation>
    </message>
    <message>
        <source>{hero} escapes death thanks to secret powers.</source>
        <translation>{hero} entgeht dem Tod dank Geheimer Mächte.</translation>
    </message>
    <message>
        <source>healing of {hero}</source>
        <translation>Heilung von {hero}</translation>
    </message>
    <message>
        <source>1–3: lives</source>
        <translation>1–3: lebt</translation>
    </message>
    <message>
        <source>4–6: dies</source>
        <translation>4–6: stirbt</translation>
    </message>
    <message>
        <source>{healer} tries to save {hero} (healing/hope)</source>
        <translation>{healer} versucht, {hero} zu retten (Heilung/Hoffnung)</translation>
    </message>
    <message>
        <source>1, 2 or 3: the hero lives; 4, 5 or 6: the hero dies</source>
        <translation>1, 2 oder 3: der Held lebt; 4, 5 oder 6: der Held stirbt</translation>
    </message>
    <message>
        <source>lives</source>
        <translation>lebt</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>stirbt</translation>
    </message>
    <message>
        <source>{hero} lives.</source>
        <translation>{hero} lebt.</translation>
    </message>
    <message>
        <source>{hero} dies.</source>
        <translation>{hero} stirbt.</translation>
    </message>
    <message>
        <source>{healer} saves {hero}.</source>
        <translation>{healer} rettet {hero}.</translation>
    </message>
    <message>
        <source>{healer} cannot save {hero}.</source>
        <translation>{healer} kann {hero} nicht retten.</translation>
    </message>
    <message>
        <source>{why}, but {healer}&apos;s healing saves {hero} (die {die}).</source>
        <translation>{why}, aber die Heilung von {healer} rettet {hero} (Würfel {die}).</translation>
    </message>
    <message>
        <source>{why}; {healer}&apos;s healing fails (die {die}).</source>
        <translation>{why}; die Heilung von {healer} misslingt (Würfel {die}).</translation>
    </message>
    <message>
        <source>{why}.</source>
        <translation>{why}.</translation>
    </message>
    <message>
        <source>{hero} of {seat} dies.</source>
        <translation>{hero} von {seat} stirbt.</translation>
    </message>
    <message>
        <source>evil</source>
        <comment>side</comment>
        <extracomment>What a checker found out for a legal action and hands to its handler; each kind has its own: draw / end_turn None, palantir the seeing hero, bring the place of arrival, move the path (one or two places), banner the places opened, plus_one the place opened, attack the group.</extracomment>
        <translation>böse</translation>
    </message>
    <message>
        <source>good</source>
        <comment>side</comment>
        <translation>gut</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} und {b}</translation>
    </message>
    <message>
        <source>{rest}, {a}</source>
        <translation>{rest}, {a}</translation>
    </message>
    <message>
        <source>{a} {b}</source>
        <translation>{a} {b}</translation>
    </message>
    <message>
        <source>The {side} deck is empty: {seat} draws nothing.</source>
        <translation>Der Stapel der Seite „{side}“ ist leer: {seat} zieht nichts.</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand is full ({n} cards): {seat} draws nothing.</source>
        <translation>Die Hand von {seat} ist voll ({n} Karten): {seat} zieht nichts.</translation>
    </message>
    <message>
        <source>{seat} draws a hero card ({left} left in the {side} deck).</source>
        <translation>{seat} zieht eine Heldenkarte (noch {left} im Stapel der Seite „{side}“).</translation>
    </message>
    <message>
        <source>Draw the top card of the {side} deck</source>
        <translation>Die oberste Karte vom Stapel der Seite „{side}“ ziehen</translation>
    </message>
    <message>
        <source>{hero} goes into your hand.</source>
        <translation>{hero} kommt auf deine Hand.</translation>
    </message>
    <message>
        <source>You draw {hero}.</source>
        <translation>Du ziehst {hero}.</translation>
    </message>
    <message>
        <source>{hero} has fought this turn and cannot move any more.</source>
        <translation>{hero} hat in diesem Zug gekämpft und kann sich nicht mehr bewegen.</translation>
    </message>
    <message>
        <source>{hero} has already moved this turn.</source>
        <translation>{hero} hat sich in diesem Zug schon bewegt.</translation>
    </message>
    <message>
        <source>{hero} is already in {place}.</source>
        <translation>{hero} ist schon in {place}.</translation>
    </message>
    <message>
        <source>{place} is an evil place: {hero} must conquer it with an attack, not just walk in.</source>
        <translation>{place} ist ein böser Ort: {hero} muss ihn mit einem Angriff erobern, nicht einfach hineinziehen.</translation>
    </message>
    <message>
        <source>{place} is a good place: {hero} must conquer it with an attack, not just walk in.</source>
        <translation>{place} ist ein guter Ort: {hero} muss ihn mit einem Angriff erobern, nicht einfach hineinziehen.</translation>
    </message>
    <message>
        <source>{place} is held by {seat}: take it with an attack.</source>
        <translation>{place} gehört {seat}: nimm den Ort mit einem Angriff ein.</translation>
    </message>
    <message>
        <source>{place} is not next to {other}, and even with the arrow {hero} can skip only one place.</source>
        <translation>{place} grenzt nicht an {other}, und selbst mit dem Pfeil kann {hero} nur einen Ort überspringen.</translation>
    </message>
    <message>
        <source>With the arrow {hero} may skip a place only if both the skipped place and {place} are already opened up by you.</source>
        <translation>Mit dem Pfeil darf {hero} einen Ort nur überspringen, wenn sowohl der übersprungene Ort als auch {place} schon von dir erschlossen sind.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to} over {via} (arrow).</source>
        <translation>{hero} zieht von {frm} über {via} nach {to} (Pfeil).</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to}.</source>
        <translation>{hero} zieht von {frm} nach {to}.</translation>
    </message>
    <message>
        <source>{hero} opens up {place} for {seat}.</source>
        <translation>{hero} erschließt {place} für {seat}.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Look into {seat}&apos;s hand and mission with the palantír (instead of drawing)</source>
        <extracomment>the labels built so far: (builder, *what it names) -&gt; the label (emptied should it ever grow large)</extracomment>
        <translation>Mit dem Palantír Hand und Mission von {seat} ansehen (statt zu ziehen)</translation>
    </message>
    <message>
        <source>Bring {hero} into play at {place}</source>
        <translation>{hero} in {place} ins Spiel bringen</translation>
    </message>
    <message>
        <source>Move {hero}: {frm} → {to}</source>
        <translation>{hero} bewegen: {frm} → {to}</translation>
    </message>
    <message>
        <source>Move {hero}: {frm} → {to} (opens it up)</source>
        <translation>{hero} bewegen: {frm} → {to} (erschließt es)</translation>
    </message>
    <message>
        <source>Move {hero}: {frm} → {to} (arrow, over {via})</source>
        <translation>{hero} bewegen: {frm} → {to} (Pfeil, über {via})</translation>
    </message>
    <message>
        <source>Raise {hero}&apos;s banner: open up {places}</source>
        <translation>Banner von {hero} erheben: {places} erschließen</translation>
    </message>
    <message>
        <source>Open up {place} with {hero} (+1)</source>
        <translation>{place} mit {hero} erschließen (+1)</translation>
    </message>
    <message>
        <source>Attack {place} from {frm} with {heroes} (hero fight, defenders: {defenders})</source>
        <translation>{place} von {frm} aus mit {heroes} angreifen (Heldenkampf, Verteidiger: {defenders})</translation>
    </message>
    <message>
        <source>Conquer {place} (fortress {strength}, held by {seat}) from {frm} with {heroes}</source>
        <translation>{place} (Festung {strength}, im Besitz von {seat}) von {frm} aus mit {heroes} erobern</translation>
    </message>
    <message>
        <source>Conquer {place} (fortress {strength}) from {frm} with {heroes}</source>
        <translation>{place} (Festung {strength}) von {frm} aus mit {heroes} erobern</translation>
    </message>
    <message>
        <source>Conquer {place} (land {strength}, held by {seat}) from {frm} with {heroes}</source>
        <translation>{place} (Land {strength}, im Besitz von {seat}) von {frm} aus mit {heroes} erobern</translation>
    </message>
    <message>
        <source>Conquer {place} (land {strength}) from {frm} with {heroes}</source>
        <translation>{place} (Land {strength}) von {frm} aus mit {heroes} erobern</translation>
    </message>
    <message>
        <source>{hero} has no banner.</source>
        <translation>{hero} hat kein Banner.</translation>
    </message>
    <message>
        <source>{hero} has already opened up land this turn.</source>
        <translation>{hero} hat in diesem Zug schon Land erschlossen.</translation>
    </message>
    <message>
        <source>There is no unoccupied {side} place next to {place} that {hero} could open up.</source>
        <translation>Neben {place} gibt es keinen unbesetzten Ort der Seite „{side}“, den {hero} erschließen könnte.</translation>
    </message>
    <message>
        <source>{hero} does not have the +1 ability.</source>
        <translation>{hero} hat die Fähigkeit +1 nicht.</translation>
    </message>
    <message>
        <source>{place} is already held by you.</source>
        <translation>{place} gehört dir schon.</translation>
    </message>
    <message>
        <source>{place} is already held by {seat}.</source>
        <translation>{place} gehört schon {seat}.</translation>
    </message>
    <message>
        <source>{place} is an evil place: {hero} can only open up {side} places; it must be conquered.</source>
        <translation>{place} ist ein böser Ort: {hero} kann nur Orte der Seite „{side}“ erschließen; dieser muss erobert werden.</translation>
    </message>
    <message>
        <source>{place} is a good place: {hero} can only open up {side} places; it must be conquered.</source>
        <translation>{place} ist ein guter Ort: {hero} kann nur Orte der Seite „{side}“ erschließen; dieser muss erobert werden.</translation>
    </message>
    <message>
        <source>{hero} raises the banner and opens up {places} for {seat}.</source>
        <translation>{hero} erhebt das Banner und erschließt {places} für {seat}.</translation>
    </message>
    <message>
        <source>{hero} (+1) opens up {places} for {seat}.</source>
        <translation>{hero} (+1) erschließt {places} für {seat}.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>2 to 4 players</source>
        <translation>2 bis 4 Spieler</translation>
    </message>
    <message>
        <source>the side of each seat; default good, evil, good, evil</source>
        <translation>die Seite jedes Platzes (good = gut, evil = böse); Standard: good, evil, good, evil</translation>
    </message>
    <message>
        <source>fortresses held at the end of your turn to win at once</source>
        <translation>Festungen, die am Ende deines Zuges gehalten werden müssen, um sofort zu gewinnen</translation>
    </message>
    <message>
        <source>after this many rounds the most victory points win</source>
        <translation>nach so vielen Runden gewinnen die meisten Siegpunkte</translation>
    </message>
    <message>
        <source>at most this many hero cards in hand when drawing</source>
        <translation>höchstens so viele Heldenkarten auf der Hand beim Ziehen</translation>
    </message>
    <message>
        <source>start heroes dealt to each player</source>
        <translation>Starthelden, die jeder Spieler erhält</translation>
    </message>
    <message>
        <source>victory points per land held</source>
        <translation>Siegpunkte je gehaltenem Land</translation>
    </message>
    <message>
        <source>victory points per fortress held</source>
        <translation>Siegpunkte je gehaltener Festung</translation>
    </message>
    <message>
        <source>&apos;sides&apos; names {count} seat(s) but the game has {players} players: give exactly one side (&apos;good&apos; or &apos;evil&apos;) per seat, or leave it out.</source>
        <translation>&apos;sides&apos; nennt {count} Platz/Plätze, aber die Partie hat {players} Spieler: gib genau eine Seite (&apos;good&apos; oder &apos;evil&apos;) je Platz an oder lass die Angabe weg.</translation>
    </message>
    <message>
        <source>You need a hero with a palantír on the board to look into another player&apos;s cards.</source>
        <translation>Du brauchst einen Helden mit Palantír auf dem Spielplan, um in die Karten eines anderen Spielers zu schauen.</translation>
    </message>
    <message>
        <source>Say whose cards you want to see (another player).</source>
        <translation>Sag, wessen Karten du sehen willst (ein anderer Spieler).</translation>
    </message>
    <message>
        <source>The palantír shows other players&apos; cards; you know your own.</source>
        <translation>Der Palantír zeigt die Karten anderer Spieler; deine eigenen kennst du.</translation>
    </message>
    <message>
        <source>no heroes</source>
        <translation>keine Helden</translation>
    </message>
    <message>
        <source>{mission} ({places}; +{bonus})</source>
        <translation>{mission} ({places}; +{bonus})</translation>
    </message>
    <message>
        <source>no mission</source>
        <translation>keine Mission</translation>
    </message>
    <message>
        <source>{seat} looks into {target}&apos;s cards through {seer}&apos;s palantír instead of drawing.</source>
        <translation>{seat} schaut durch den Palantír von {seer} in die Karten von {target}, statt zu ziehen.</translation>
    </message>
    <message>
        <source>The palantír shows {target}&apos;s hand: {hand}; mission: {missions}.</source>
        <translation>Der Palantír zeigt die Hand von {target}: {hand}; Mission: {missions}.</translation>
    </message>
    <message>
        <source>Say which hero.</source>
        <translation>Sag, welcher Held.</translation>
    </message>
    <message>
        <source>There is no hero &apos;{hero}&apos; in this game.</source>
        <translation>In dieser Partie gibt es keinen Helden &apos;{hero}&apos;.</translation>
    </message>
    <message>
        <source>{hero} is in your hand: bring {hero} into play first.</source>
        <translation>{hero} ist auf deiner Hand: bring {hero} zuerst ins Spiel.</translation>
    </message>
    <message>
        <source>{hero} is dead.</source>
        <translation>{hero} ist tot.</translation>
    </message>
    <message>
        <source>{hero} is not on the board.</source>
        <translation>{hero} ist nicht auf dem Spielplan.</translation>
    </message>
    <message>
        <source>{hero} belongs to {seat}, not to you.</source>
        <translation>{hero} gehört {seat}, nicht dir.</translation>
    </message>
    <message>
        <source>Say which place.</source>
        <translation>Sag, welcher Ort.</translation>
    </message>
    <message>
        <source>There is no place &apos;{place}&apos; on the map.</source>
        <translation>Auf der Karte gibt es keinen Ort &apos;{place}&apos;.</translation>
    </message>
    <message>
        <source>The border between {a} and {b} cannot be crossed.</source>
        <translation>Die Grenze zwischen {a} und {b} kann nicht überquert werden.</translation>
    </message>
    <message>
        <source>Rivers can only be crossed at a marked crossing by a hero who is lord of the water. There is no crossing between {a} and {b}.</source>
        <translation>Flüsse können nur an einer markierten Übergangsstelle von einem Helden überquert werden, der Herr des Wassers ist. Zwischen {a} und {b} gibt es keine Übergangsstelle.</translation>
    </message>
    <message numerus="yes">
        <source>Rivers can only be crossed at a marked crossing by a hero who is lord of the water. {heroes} (is|are) not lord of the water.</source>
        <translation>
            <numerusform>Flüsse können nur an einer markierten Übergangsstelle von einem Helden überquert werden, der Herr des Wassers ist. {heroes} ist nicht Herr des Wassers.</numerusform>
            <numerusform>Flüsse können nur an einer markierten Übergangsstelle von einem Helden überquert werden, der Herr des Wassers ist. {heroes} sind nicht Herr des Wassers.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no action &apos;{kind}&apos; in Helden Mittelerdes.</source>
        <translation>In Helden Mittelerdes gibt es keine Aktion &apos;{kind}&apos;.</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn, not {other}&apos;s.</source>
        <translation>{seat} ist am Zug, nicht {other}.</translation>
    </message>
    <message>
        <source>You have already drawn a hero card (or looked into a palantír) this turn.</source>
        <translation>Du hast in diesem Zug schon eine Heldenkarte gezogen (oder in einen Palantír geschaut).</translation>
    </message>
    <message>
        <source>Each turn begins with drawing a hero card (or looking into a palantír): do that first.</source>
        <translation>Jeder Zug beginnt mit dem Ziehen einer Heldenkarte (oder dem Blick in einen Palantír): tu das zuerst.</translation>
    </message>
    <message>
        <source>1–3: tick (good)</source>
        <translation>1–3: Haken (gut)</translation>
    </message>
    <message>
        <source>4–6: X (evil)</source>
        <translation>4–6: X (böse)</translation>
    </message>
    <message>
        <source>Which side does {hero} take in this game?</source>
        <translation>Auf welcher Seite steht {hero} in dieser Partie?</translation>
    </message>
    <message>
        <source>1, 2 or 3: tick, good; 4, 5 or 6: X, evil</source>
        <translation>1, 2 oder 3: Haken, gut; 4, 5 oder 6: X, böse</translation>
    </message>
    <message>
        <source>{hero} belongs to the {side} side and goes into the {side} deck.</source>
        <translation>{hero} gehört zur Seite „{side}“ und kommt in den Stapel der Seite „{side}“.</translation>
    </message>
    <message>
        <source>{hero} is {side} in this game.</source>
        <translation>{hero} ist in dieser Partie {side}.</translation>
    </message>
    <message>
        <source>The {side} start heroes are shuffled to deal them.</source>
        <translation>Die Starthelden der Seite „{side}“ werden zum Austeilen gemischt.</translation>
    </message>
    <message>
        <source>Shuffle the {count} {side} start heroes</source>
        <translation>Die {count} Starthelden der Seite „{side}“ mischen</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>Each player of the side is dealt {count} of them from the top.</source>
        <translation>Jeder Spieler der Seite erhält {count} davon von oben.</translation>
    </message>
    <message>
        <source>{hero} in {place}</source>
        <translation>{hero} in {place}</translation>
    </message>
    <message>
        <source>no start hero</source>
        <translation>kein Startheld</translation>
    </message>
    <message>
        <source>{seat} begins with {heroes}.</source>
        <translation>{seat} beginnt mit {heroes}.</translation>
    </message>
    <message>
        <source>The {side} deck is shuffled ({count} heroes).</source>
        <translation>Der Stapel der Seite „{side}“ wird gemischt ({count} Helden).</translation>
    </message>
    <message>
        <source>Shuffle the {side} deck ({count} heroes)</source>
        <translation>Den Stapel der Seite „{side}“ mischen ({count} Helden)</translation>
    </message>
    <message>
        <source>shuffled; the order is hidden</source>
        <translation>gemischt; die Reihenfolge ist verdeckt</translation>
    </message>
    <message>
        <source>Players of that side draw from its top.</source>
        <translation>Die Spieler dieser Seite ziehen von oben.</translation>
    </message>
    <message>
        <source>The missions are shuffled.</source>
        <translation>Die Missionen werden gemischt.</translation>
    </message>
    <message>
        <source>Shuffle the {count} missions</source>
        <translation>Die {count} Missionen mischen</translation>
    </message>
    <message>
        <source>Each player takes one secret mission of their side.</source>
        <translation>Jeder Spieler nimmt eine geheime Mission seiner Seite.</translation>
    </message>
    <message>
        <source>{seat} takes a secret mission.</source>
        <translation>{seat} nimmt eine geheime Mission.</translation>
    </message>
    <message>
        <source>Your secret mission: {name} — hold {places} at the end for {bonus} points.</source>
        <translation>Deine geheime Mission: {name} — halte am Ende {places} für {bonus} Punkte.</translation>
    </message>
    <message>
        <source>{place} (fortress {strength})</source>
        <translation>{place} (Festung {strength})</translation>
    </message>
    <message>
        <source>{place} (land {strength})</source>
        <translation>{place} (Land {strength})</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{seat} ends the turn.</source>
        <translation>{seat} beendet den Zug.</translation>
    </message>
    <message>
        <source>{seat} has no heroes left on the board, in hand or in the deck and is out.</source>
        <translation>{seat} hat keine Helden mehr auf dem Spielplan, auf der Hand oder im Stapel und scheidet aus.</translation>
    </message>
    <message>
        <source>{seat} wins: {seat} holds {forts} fortresses at the end of the turn (the goal is {goal}).</source>
        <translation>{seat} gewinnt: {seat} hält am Ende des Zuges {forts} Festungen (Ziel: {goal}).</translation>
    </message>
    <message>
        <source>{seat} wins: every other player is out.</source>
        <translation>{seat} gewinnt: alle anderen Spieler sind ausgeschieden.</translation>
    </message>
    <message>
        <source>No player has heroes left.</source>
        <translation>Kein Spieler hat noch Helden.</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s)</source>
        <translation>
            <numerusform>Nach %n Runde</numerusform>
            <numerusform>Nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Runde {round} beginnt.</translation>
    </message>
    <message>
        <source>{seat} to move.</source>
        <translation>{seat} ist am Zug.</translation>
    </message>
    <message>
        <source>&apos;{mission}&apos; +{bonus}</source>
        <translation>&apos;{mission}&apos; +{bonus}</translation>
    </message>
    <message>
        <source>{lands}, {fortresses}, mission {missions}</source>
        <translation>{lands}, {fortresses}, Mission {missions}</translation>
    </message>
    <message>
        <source>{lands}, {fortresses}</source>
        <translation>{lands}, {fortresses}</translation>
    </message>
    <message>
        <source>{lead}, {winners} win with {points} victory points ({details}) (tied on points and fortresses: they share the victory).</source>
        <translation>{lead} – {winners} gewinnen mit {points} Siegpunkten ({details}) (Gleichstand bei Punkten und Festungen: sie teilen sich den Sieg).</translation>
    </message>
    <message>
        <source>{lead}, {winners} wins with {points} victory points ({details}) (tied on points, more fortresses).</source>
        <translation>{lead} – {winners} gewinnt mit {points} Siegpunkten ({details}) (Gleichstand bei Punkten, mehr Festungen).</translation>
    </message>
    <message>
        <source>{lead}, {winners} wins with {points} victory points ({details}).</source>
        <translation>{lead} – {winners} gewinnt mit {points} Siegpunkten ({details}).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Länder</translation>
    </message>
    <message>
        <source>Fortresses</source>
        <translation>Festungen</translation>
    </message>
    <message>
        <source>Mission bonus</source>
        <translation>Missionsbonus</translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation>SP gesamt</translation>
    </message>
    <message>
        <source>{seat} {points} VP/{forts} fortresses</source>
        <translation>{seat} {points} SP/{forts} Festungen</translation>
    </message>
    <message>
        <source>Game over. {reason} ({scores})</source>
        <translation>Partie beendet. {reason} ({scores})</translation>
    </message>
    <message>
        <source>draw</source>
        <comment>phase</comment>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>campaign</source>
        <comment>phase</comment>
        <translation>Feldzug</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {seat} to move ({phase}) · {scores}</source>
        <translation>Runde {round} von {rounds} · {seat} am Zug ({phase}) · {scores}</translation>
    </message>
    <message>
        <source>Pass (you have fewer unused action dice)</source>
        <translation>Passen (du hast weniger unbenutzte Aktionswürfel)</translation>
    </message>
    <message>
        <source>Discard {a_die} without effect</source>
        <translation>Ohne Wirkung abwerfen: {a_die}</translation>
    </message>
    <message>
        <source>Use an Elven ring: turn {a_die} into {face}</source>
        <translation>Elbenring einsetzen: {a_die} wird zu {face}</translation>
    </message>
    <message>
        <source>Use {die} die: draw a character event card</source>
        <translation>Würfel „{die}“ einsetzen: eine Personenereigniskarte ziehen</translation>
    </message>
    <message>
        <source>Use {die} die: draw a strategy event card</source>
        <translation>Würfel „{die}“ einsetzen: eine Strategieereigniskarte ziehen</translation>
    </message>
    <message>
        <source>Use {die} die: play {card}</source>
        <translation>Würfel „{die}“ einsetzen: {card} spielen</translation>
    </message>
    <message>
        <source>Use {die} die: Strider hides the Fellowship</source>
        <translation>Würfel „{die}“ einsetzen: Streicher verbirgt die Gemeinschaft</translation>
    </message>
    <message>
        <source>Use Will of the West: crown Aragorn in {region}</source>
        <translation>Wille des Westens einsetzen: Aragorn in {region} krönen</translation>
    </message>
    <message>
        <source>Use Will of the West: Gandalf the White enters in {region}</source>
        <translation>Wille des Westens einsetzen: Gandalf der Weiße erscheint in {region}</translation>
    </message>
    <message>
        <source>Use {die} die: {character} advances {nation} on the political track</source>
        <translation>Würfel „{die}“ einsetzen: {character} bringt {nation} auf der Politikleiste voran</translation>
    </message>
    <message>
        <source>The {side} player passes.</source>
        <translation>{side}: Der Spieler passt.</translation>
    </message>
    <message>
        <source>The {side} player discards {a_die} without effect.</source>
        <translation>{side}: Der Spieler wirft ohne Wirkung ab: {a_die}.</translation>
    </message>
    <message>
        <source>The {side} player uses an Elven ring: {a_die} becomes {t}.</source>
        <translation>{side}: Der Spieler setzt einen Elbenring ein: {a_die} wird zu {t}.</translation>
    </message>
    <message>
        <source>The Eye goes to the hunt box ({n} Shadow dice there).</source>
        <translation>Das Auge kommt ins Jagdfeld (dort nun {n} Schattenwürfel).</translation>
    </message>
    <message>
        <source>The {side} player plays {card} ({why}).</source>
        <translation>{side}: Der Spieler spielt {card} ({why}).</translation>
    </message>
    <message>
        <source>Gandalf the Grey guides the Fellowship: draw a Character event card.</source>
        <translation>Gandalf der Graue führt die Gemeinschaft: Ziehe eine Personenereigniskarte.</translation>
    </message>
    <message>
        <source>The army&apos;s composition is not readable.</source>
        <translation>Die Zusammensetzung der Armee ist nicht lesbar.</translation>
    </message>
    <message>
        <source>There are not that many figures of that nation in the army.</source>
        <translation>So viele Figuren dieser Nation hat die Armee nicht.</translation>
    </message>
    <message>
        <source>An army moves with at least one regular or elite unit.</source>
        <translation>Eine Armee bewegt sich mit mindestens einer regulären oder Elite-Einheit.</translation>
    </message>
    <message>
        <source>You have no unused die of that face.</source>
        <translation>Du hast keinen unbenutzten Würfel mit diesem Symbol.</translation>
    </message>
    <message>
        <source>That die does not move armies.</source>
        <translation>Dieser Würfel bewegt keine Armeen.</translation>
    </message>
    <message>
        <source>This is not the moment for a second army move.</source>
        <translation>Jetzt ist nicht der Moment für eine zweite Armeebewegung.</translation>
    </message>
    <message>
        <source>You have no army there that may move.</source>
        <translation>Du hast dort keine Armee, die sich bewegen darf.</translation>
    </message>
    <message>
        <source>The Character die moves an army only with a leader or character in it.</source>
        <translation>Der Personenwürfel bewegt eine Armee nur, wenn ein Anführer oder eine Person dabei ist.</translation>
    </message>
    <message>
        <source>Leaders cannot stay behind without army units.</source>
        <translation>Anführer können nicht ohne Armeeeinheiten zurückbleiben.</translation>
    </message>
    <message>
        <source>Choose a region of the map to move to.</source>
        <translation>Wähle eine Region auf der Karte als Ziel.</translation>
    </message>
    <message>
        <source>That die does not attack.</source>
        <translation>Dieser Würfel greift nicht an.</translation>
    </message>
    <message>
        <source>You have no army there that may attack.</source>
        <translation>Du hast dort keine Armee, die angreifen darf.</translation>
    </message>
    <message>
        <source>There is no enemy army to attack there from that region.</source>
        <translation>Von dieser Region aus gibt es dort keine feindliche Armee anzugreifen.</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) not at war: (its|their) units cannot attack.</source>
        <translation>
            <numerusform>{nation} ist nicht im Krieg: Die Einheiten dieser Nation können nicht angreifen.</numerusform>
            <numerusform>{nation} sind nicht im Krieg: Die Einheiten dieser Nationen können nicht angreifen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Character die attacks only with a leader or character in the attacking army.</source>
        <translation>Der Personenwürfel greift nur an, wenn ein Anführer oder eine Person in der angreifenden Armee ist.</translation>
    </message>
    <message>
        <source>There is no victory to follow up now.</source>
        <translation>Jetzt gibt es keinen Sieg, nach dem nachgerückt werden kann.</translation>
    </message>
    <message>
        <source>Only figures that fought in the battle may advance.</source>
        <translation>Nur Figuren, die in der Schlacht gekämpft haben, dürfen nachrücken.</translation>
    </message>
    <message>
        <source>An army advances with at least one regular or elite unit.</source>
        <translation>Eine Armee rückt mit mindestens einer regulären oder Elite-Einheit nach.</translation>
    </message>
    <message>
        <source>That part of the army cannot advance into {region}.</source>
        <translation>Dieser Teil der Armee kann nicht nach {region} nachrücken.</translation>
    </message>
    <message>
        <source>{frm} and {to} are not adjacent (or the border between them is impassable).</source>
        <translation>{frm} und {to} sind nicht benachbart (oder die Grenze dazwischen ist unpassierbar).</translation>
    </message>
    <message>
        <source>Enemy units hold {region}: attack them instead of moving in.</source>
        <translation>Feindliche Einheiten halten {region}: Greife sie an, statt hineinzuziehen.</translation>
    </message>
    <message>
        <source>At most 10 army units may stand in {region}.</source>
        <translation>In {region} dürfen höchstens 10 Armeeeinheiten stehen.</translation>
    </message>
    <message numerus="yes">
        <source>The {adj} units in {frm} retreated into the lands of {host} while {nation} (is|are) not at war: the next time they move they must leave those lands, and {to} is one of them.</source>
        <translation>
            <numerusform>Die Einheiten ({adj}) in {frm} haben sich in fremde Länder ({host}) zurückgezogen, während {nation} nicht im Krieg ist: Bei ihrer nächsten Bewegung müssen sie diese Länder verlassen, und {to} gehört dazu.</numerusform>
            <numerusform>Die Einheiten ({adj}) in {frm} haben sich in fremde Länder ({host}) zurückgezogen, während {nation} nicht im Krieg sind: Bei ihrer nächsten Bewegung müssen sie diese Länder verlassen, und {to} gehört dazu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) not at war: (its|their) units cannot enter the lands of {host} ({to}).</source>
        <translation>
            <numerusform>{nation} ist nicht im Krieg: Die Einheiten dieser Nation können {to} in den Ländern einer anderen Nation ({host}) nicht betreten.</numerusform>
            <numerusform>{nation} sind nicht im Krieg: Die Einheiten dieser Nationen können {to} in den Ländern einer anderen Nation ({host}) nicht betreten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {die} die: move {what} {frm} → {to}</source>
        <translation>Würfel „{die}“ einsetzen: {what} bewegen, {frm} → {to}</translation>
    </message>
    <message>
        <source>Move a second army: {what} {frm} → {to}</source>
        <translation>Zweite Armee bewegen: {what} {frm} → {to}</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl</source>
        <comment>figures</comment>
        <translation>
            <numerusform>%n Nazgûl</numerusform>
            <numerusform>%n Nazgûl</numerusform>
        </translation>
    </message>
    <message>
        <source>the army</source>
        <translation>die Armee</translation>
    </message>
    <message>
        <source>Use {die} die: attack the besieged stronghold of {region}</source>
        <translation>Würfel „{die}“ einsetzen: die belagerte Festung von {region} angreifen</translation>
    </message>
    <message>
        <source>Use {die} die: attack the besieged stronghold of {region} ({nations} only)</source>
        <translation>Würfel „{die}“ einsetzen: die belagerte Festung von {region} angreifen (nur {nations})</translation>
    </message>
    <message>
        <source>the besiegers of {region}</source>
        <translation>die Belagerer von {region}</translation>
    </message>
    <message>
        <source>Use {die} die: attack {target} from {frm}</source>
        <translation>Würfel „{die}“ einsetzen: {target} von {frm} aus angreifen</translation>
    </message>
    <message>
        <source>Use {die} die: attack {target} from {frm} ({nations} only)</source>
        <translation>Würfel „{die}“ einsetzen: {target} von {frm} aus angreifen (nur {nations})</translation>
    </message>
    <message>
        <source>Use {die} die: sortie from {region} against the besiegers</source>
        <translation>Würfel „{die}“ einsetzen: Ausfall aus {region} gegen die Belagerer</translation>
    </message>
    <message>
        <source>Move no second army</source>
        <translation>Keine zweite Armee bewegen</translation>
    </message>
    <message>
        <source>Nazgûl</source>
        <comment>figures</comment>
        <translation>Nazgûl</translation>
    </message>
    <message>
        <source>{figures} with {others}</source>
        <translation>{figures} und {others}</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) activated: enemy armies entered {r}.</source>
        <translation>
            <numerusform>{nation} wird aktiviert: Feindliche Armeen sind in {r} eingedrungen.</numerusform>
            <numerusform>{nation} werden aktiviert: Feindliche Armeen sind in {r} eingedrungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orthanc falls: Saruman is eliminated.</source>
        <translation>Orthanc fällt: Saruman wird ausgeschaltet.</translation>
    </message>
    <message>
        <source>The {side} take control of {r}.</source>
        <translation>{side} übernehmen die Kontrolle über {r}.</translation>
    </message>
    <message>
        <source>The {side} takes control of {r}.</source>
        <translation>{side} übernimmt die Kontrolle über {r}.</translation>
    </message>
    <message>
        <source>{region} was captured</source>
        <translation>{region} wurde erobert</translation>
    </message>
    <message>
        <source>The {side} move {desc} from {frm} to {to}.</source>
        <translation>{side} bewegen {desc} von {frm} nach {to}.</translation>
    </message>
    <message>
        <source>The {side} moves {desc} from {frm} to {to}.</source>
        <translation>{side} bewegt {desc} von {frm} nach {to}.</translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} leader(s) alone in {r} (is|are) lost.</source>
        <translation>
            <numerusform>%n Anführer ({nation}) allein in {r} geht verloren.</numerusform>
            <numerusform>%n Anführer ({nation}) allein in {r} gehen verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>first round against a city</source>
        <translation>erste Runde gegen eine Stadt</translation>
    </message>
    <message>
        <source>first round against a stronghold</source>
        <translation>erste Runde gegen eine Festung</translation>
    </message>
    <message>
        <source>first round against a fortification</source>
        <translation>erste Runde gegen eine Befestigung</translation>
    </message>
    <message>
        <source>field</source>
        <comment>battle kind</comment>
        <translation>Feldschlacht</translation>
    </message>
    <message>
        <source>siege</source>
        <comment>battle kind</comment>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>sortie</source>
        <comment>battle kind</comment>
        <translation>Ausfall</translation>
    </message>
    <message>
        <source>Reduce an elite to a regular to fight another siege round</source>
        <translation>Eine Elite zu einer regulären Einheit herabstufen, um eine weitere Belagerungsrunde zu kämpfen</translation>
    </message>
    <message>
        <source>End the siege battle</source>
        <translation>Belagerungsschlacht beenden</translation>
    </message>
    <message>
        <source>Continue the battle</source>
        <translation>Schlacht fortsetzen</translation>
    </message>
    <message>
        <source>Stop attacking</source>
        <translation>Angriff abbrechen</translation>
    </message>
    <message>
        <source>Stand and fight another round</source>
        <translation>Standhalten und eine weitere Runde kämpfen</translation>
    </message>
    <message>
        <source>Retreat into the stronghold of {region} (at most 5 units)</source>
        <translation>In die Festung von {region} zurückziehen (höchstens 5 Einheiten)</translation>
    </message>
    <message>
        <source>Retreat to {region}</source>
        <translation>Nach {region} zurückziehen</translation>
    </message>
    <message>
        <source>Stay in {region}</source>
        <translation>In {region} bleiben</translation>
    </message>
    <message>
        <source>Advance into {region}</source>
        <translation>Nach {region} nachrücken</translation>
    </message>
    <message>
        <source>The Free Peoples attack the stronghold of {to} from {frm}.</source>
        <translation>Die Freien Völker greifen die Festung von {to} von {frm} aus an.</translation>
    </message>
    <message>
        <source>The Free Peoples attack {to} from {frm}.</source>
        <translation>Die Freien Völker greifen {to} von {frm} aus an.</translation>
    </message>
    <message>
        <source>The Shadow attacks the stronghold of {to} from {frm}.</source>
        <translation>Der Schatten greift die Festung von {to} von {frm} aus an.</translation>
    </message>
    <message>
        <source>The Shadow attacks {to} from {frm}.</source>
        <translation>Der Schatten greift {to} von {frm} aus an.</translation>
    </message>
    <message>
        <source>The besieged {side} army sorties in {r}.</source>
        <translation>Die belagerte Armee ({side}) macht in {r} einen Ausfall.</translation>
    </message>
    <message>
        <source>its army was attacked</source>
        <translation>eine eigene Armee wurde angegriffen</translation>
    </message>
    <message>
        <source>a Free Peoples nation advanced after an attack</source>
        <translation>eine Nation der Freien Völker ist nach einem Angriff vorgerückt</translation>
    </message>
    <message>
        <source>The attacking army is destroyed.</source>
        <translation>Die angreifende Armee ist vernichtet.</translation>
    </message>
    <message>
        <source>The siege of {r} is lifted.</source>
        <translation>Die Belagerung von {r} ist aufgehoben.</translation>
    </message>
    <message>
        <source>No besiegers are left at {r}: the siege is lifted.</source>
        <translation>Bei {r} sind keine Belagerer mehr: Die Belagerung ist aufgehoben.</translation>
    </message>
    <message>
        <source>The stronghold of {r} falls.</source>
        <translation>Die Festung von {r} fällt.</translation>
    </message>
    <message>
        <source>The besiegers of {r} are destroyed: the siege is lifted.</source>
        <translation>Die Belagerer von {r} sind vernichtet: Die Belagerung ist aufgehoben.</translation>
    </message>
    <message>
        <source>The defenders of {r} are destroyed.</source>
        <translation>Die Verteidiger von {r} sind vernichtet.</translation>
    </message>
    <message>
        <source>Play no combat card</source>
        <translation>Keine Kampfkarte spielen</translation>
    </message>
    <message>
        <source>Play the combat card {combat_card} ({card})</source>
        <translation>Kampfkarte {combat_card} spielen ({card})</translation>
    </message>
    <message>
        <source>The {side} player plays a combat card face down.</source>
        <translation>{side}: Der Spieler spielt eine Kampfkarte verdeckt aus.</translation>
    </message>
    <message>
        <source>the defenders are in a stronghold under siege</source>
        <translation>die Verteidiger sind in einer belagerten Festung</translation>
    </message>
    <message numerus="yes">
        <source>{side} (attacker): hits on {need}+, %n leader re-roll(s)</source>
        <translation>
            <numerusform>{side} (Angreifer): Treffer bei {need}+, %n Anführer-Neuwurf</numerusform>
            <numerusform>{side} (Angreifer): Treffer bei {need}+, %n Anführer-Neuwürfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} (defender): hits on {need}+, %n leader re-roll(s)</source>
        <translation>
            <numerusform>{side} (Verteidiger): Treffer bei {need}+, %n Anführer-Neuwurf</numerusform>
            <numerusform>{side} (Verteidiger): Treffer bei {need}+, %n Anführer-Neuwürfe</numerusform>
        </translation>
    </message>
    <message>
        <source>attacker {need}+ ({why})</source>
        <translation>Angreifer {need}+ ({why})</translation>
    </message>
    <message>
        <source>5+ for both</source>
        <translation>5+ für beide</translation>
    </message>
    <message numerus="yes">
        <source>attacker %n hit(s), defender {defender}</source>
        <translation>
            <numerusform>Angreifer %n Treffer, Verteidiger {defender}</numerusform>
            <numerusform>Angreifer %n Treffer, Verteidiger {defender}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle for {region}, round {round} ({kind})</source>
        <translation>Schlacht um {region}, Runde {round} ({kind})</translation>
    </message>
    <message>
        <source>Each hit removes a regular or reduces an elite; two hits may remove an elite.</source>
        <translation>Jeder Treffer entfernt eine reguläre Einheit oder stuft eine Elite herab; zwei Treffer können eine Elite entfernen.</translation>
    </message>
    <message>
        <source>Battle round {n} at {r}: {res}.</source>
        <translation>Schlachtrunde {n} bei {r}: {res}.</translation>
    </message>
    <message>
        <source>The attacker fights on.</source>
        <translation>Der Angreifer kämpft weiter.</translation>
    </message>
    <message>
        <source>The besiegers reduce an elite to press the siege for another round.</source>
        <translation>Die Belagerer stufen eine Elite herab, um die Belagerung eine weitere Runde fortzusetzen.</translation>
    </message>
    <message>
        <source>The battle ends.</source>
        <translation>Die Schlacht endet.</translation>
    </message>
    <message>
        <source>The defenders ({desc}) retreat to {r}.</source>
        <translation>Die Verteidiger ({desc}) ziehen sich nach {r} zurück.</translation>
    </message>
    <message>
        <source>The besiegers of {r} withdraw: the siege is lifted.</source>
        <translation>Die Belagerer von {r} ziehen ab: Die Belagerung ist aufgehoben.</translation>
    </message>
    <message>
        <source>{who} falls with the army in {r}.</source>
        <translation>{who} fällt mit der Armee in {r}.</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl with the destroyed army in {r} (returns|return) to the Shadow&apos;s reserve.</source>
        <translation>
            <numerusform>%n Nazgûl bei der vernichteten Armee in {r} kehrt in die Reserve des Schattens zurück.</numerusform>
            <numerusform>%n Nazgûl bei der vernichteten Armee in {r} kehren in die Reserve des Schattens zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gandalf the White gives up his leadership to cancel the Nazgûl&apos;s leadership in this battle</source>
        <translation>Gandalf der Weiße gibt seine Führung auf, um die Führung der Nazgûl in dieser Schlacht aufzuheben</translation>
    </message>
    <message>
        <source>Keep Gandalf the White&apos;s leadership</source>
        <translation>Die Führung Gandalfs des Weißen behalten</translation>
    </message>
    <message>
        <source>The White Rider: Gandalf the White forgoes his leadership; the Nazgûl lead no one in this battle.</source>
        <translation>Der Weiße Reiter: Gandalf der Weiße verzichtet auf seine Führung; die Nazgûl führen in dieser Schlacht niemanden.</translation>
    </message>
    <message>
        <source>The victors ({desc}) advance into {r}.</source>
        <translation>Die Sieger ({desc}) rücken nach {r} nach.</translation>
    </message>
    <message>
        <source>It needs a companion in the battle.</source>
        <translation>Dazu muss ein Gefährte in der Schlacht sein.</translation>
    </message>
    <message>
        <source>It needs a Free Peoples leader or a companion in the battle.</source>
        <translation>Dazu muss ein Anführer der Freien Völker oder ein Gefährte in der Schlacht sein.</translation>
    </message>
    <message>
        <source>It needs the defending army to stand in the Fellowship&apos;s region.</source>
        <translation>Dazu muss die verteidigende Armee in der Region der Gemeinschaft stehen.</translation>
    </message>
    <message>
        <source>It needs the defending army in a Rohan region, Fangorn or Orthanc.</source>
        <translation>Dazu muss die verteidigende Armee in einer Region von Rohan, in Fangorn oder in Orthanc stehen.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Free Peoples die of the combat roll and the re-roll (the Fellowship is in the defenders&apos; region).</source>
        <translation>{combat}: +1 auf jeden Würfel der Freien Völker bei Kampfwurf und Neuwurf (die Gemeinschaft ist in der Region der Verteidiger).</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: {who} gives up {lead} leadership; %n missed (die|dice) turned into hits before the re-roll.</source>
        <translation>
            <numerusform>{combat}: {who} verzichtet auf {lead} Führung; %n verfehlter Würfel wurde vor dem Neuwurf zum Treffer.</numerusform>
            <numerusform>{combat}: {who} verzichtet auf {lead} Führung; %n verfehlte Würfel wurden vor dem Neuwurf zu Treffern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the Shadow rolls %n (die|dice) fewer (at least one).</source>
        <translation>
            <numerusform>{combat}: Der Schatten wirft %n Würfel weniger (mindestens einen).</numerusform>
            <numerusform>{combat}: Der Schatten wirft %n Würfel weniger (mindestens einen).</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: the companions give up {lead} leadership; the Shadow&apos;s {other} is cancelled.</source>
        <translation>{combat}: Die Gefährten verzichten auf {lead} Führung; die Kampfkarte des Schattens wird aufgehoben: {other}.</translation>
    </message>
    <message>
        <source>{combat}: the companions give up {lead} leadership; the Shadow played no combat card.</source>
        <translation>{combat}: Die Gefährten verzichten auf {lead} Führung; der Schatten hat keine Kampfkarte gespielt.</translation>
    </message>
    <message>
        <source>{combat}: no leadership, no extra attack.</source>
        <translation>{combat}: Keine Führung, kein zusätzlicher Angriff.</translation>
    </message>
    <message>
        <source>an extra attack with the leadership before the combat roll</source>
        <translation>ein zusätzlicher Angriff mit der Führung vor dem Kampfwurf</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Shadow army at once.</source>
        <translation>
            <numerusform>Sofort %n Treffer gegen die Schattenarmee.</numerusform>
            <numerusform>Sofort %n Treffer gegen die Schattenarmee.</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: eliminate a leader to cancel 1 hit</source>
        <translation>{combat}: einen Anführer ausschalten, um 1 Treffer aufzuheben</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: eliminate {name} to cancel %n hit(s)</source>
        <translation>
            <numerusform>{combat}: {name} ausschalten, um %n Treffer aufzuheben</numerusform>
            <numerusform>{combat}: {name} ausschalten, um %n Treffer aufzuheben</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: eliminate no one</source>
        <translation>{combat}: niemanden ausschalten</translation>
    </message>
    <message>
        <source>{combat}: {a_leader} falls; one hit is cancelled.</source>
        <translation>{combat}: Es fällt {a_leader}; ein Treffer wird aufgehoben.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: %n hit(s) cancelled.</source>
        <translation>
            <numerusform>{combat}: %n Treffer aufgehoben.</numerusform>
            <numerusform>{combat}: %n Treffer aufgehoben.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} lies on the table: after a hunt tile is drawn, the Free Peoples may discard it to draw another tile instead.</source>
        <translation>{card} liegt auf dem Tisch: Nachdem ein Jagdplättchen gezogen wurde, können die Freien Völker die Karte abwerfen, um stattdessen ein anderes Plättchen zu ziehen.</translation>
    </message>
    <message>
        <source>{card}: a second tile is drawn and counts instead; the first goes back to the pool.</source>
        <translation>{card}: Ein zweites Plättchen wird gezogen und zählt stattdessen; das erste kommt in den Jagdvorrat zurück.</translation>
    </message>
    <message>
        <source>It needs a hobbit in the battle.</source>
        <translation>Dazu muss ein Hobbit in der Schlacht sein.</translation>
    </message>
    <message>
        <source>{combat}: no re-roll hit or no minion in the battle; no effect.</source>
        <translation>{combat}: Kein Treffer beim Neuwurf oder kein Günstling in der Schlacht; keine Wirkung.</translation>
    </message>
    <message>
        <source>{combat}: spend a re-roll hit to eliminate {name}</source>
        <translation>{combat}: einen Treffer des Neuwurfs verwenden, um {name} auszuschalten</translation>
    </message>
    <message>
        <source>{combat}: keep the hit</source>
        <translation>{combat}: den Treffer behalten</translation>
    </message>
    <message>
        <source>It needs {name} in the Fellowship.</source>
        <translation>Dazu muss {name} in der Gemeinschaft sein.</translation>
    </message>
    <message>
        <source>It needs {a} or {b} in the Fellowship.</source>
        <translation>Dazu muss {a} oder {b} in der Gemeinschaft sein.</translation>
    </message>
    <message>
        <source>{card} lies on the table: after a hunt tile is drawn, it may be discarded for one less hunt damage.</source>
        <translation>{card} liegt auf dem Tisch: Nachdem ein Jagdplättchen gezogen wurde, kann die Karte abgeworfen werden, um den Jagdschaden um eins zu verringern.</translation>
    </message>
    <message>
        <source>{card}: one hunt damage less (now {d}).</source>
        <translation>{card}: Jagdschaden um eins verringert (jetzt {d}).</translation>
    </message>
    <message>
        <source>{name} left the Fellowship</source>
        <translation>{name} hat die Gemeinschaft verlassen</translation>
    </message>
    <message>
        <source>{a} and {b} left the Fellowship</source>
        <translation>{a} und {b} haben die Gemeinschaft verlassen</translation>
    </message>
    <message>
        <source>{card} lies on the table: it may be discarded to stop a hunt tile from being drawn.</source>
        <translation>{card} liegt auf dem Tisch: Die Karte kann abgeworfen werden, damit kein Jagdplättchen gezogen wird.</translation>
    </message>
    <message>
        <source>{card}: the Shadow draws no hunt tile this time.</source>
        <translation>{card}: Der Schatten zieht diesmal kein Jagdplättchen.</translation>
    </message>
    <message>
        <source>It needs Gandalf in the battle.</source>
        <translation>Dazu muss Gandalf in der Schlacht sein.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Free Peoples die of the combat roll (Gandalf is in the battle).</source>
        <translation>{combat}: +1 auf jeden Würfel der Freien Völker beim Kampfwurf (Gandalf ist in der Schlacht).</translation>
    </message>
    <message>
        <source>heal the Ring-bearer (Strider guides: 3+)</source>
        <translation>den Ringträger heilen (Streicher führt: 3+)</translation>
    </message>
    <message>
        <source>heal the Ring-bearer</source>
        <translation>den Ringträger heilen</translation>
    </message>
    <message numerus="yes">
        <source>%n corruption healed.</source>
        <translation>
            <numerusform>%n Verderbnis geheilt.</numerusform>
            <numerusform>%n Verderbnis geheilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn in the battle.</source>
        <translation>Dazu muss Streicher oder Aragorn in der Schlacht sein.</translation>
    </message>
    <message>
        <source>Gollum leads on: move the Fellowship (no die joins the hunt box)</source>
        <translation>Gollum führt weiter: die Gemeinschaft bewegen (kein Würfel kommt ins Jagdfeld)</translation>
    </message>
    <message>
        <source>Gollum leads on: hide the Fellowship</source>
        <translation>Gollum führt weiter: die Gemeinschaft verbergen</translation>
    </message>
    <message>
        <source>Leave the Fellowship where it is</source>
        <translation>Die Gemeinschaft dort lassen, wo sie ist</translation>
    </message>
    <message>
        <source>Companions leave the Fellowship</source>
        <translation>Gefährten verlassen die Gemeinschaft</translation>
    </message>
    <message>
        <source>Companions in {region} move</source>
        <translation>Gefährten in {region} ziehen</translation>
    </message>
    <message>
        <source>{card}: no companion can leave the Fellowship or move; no effect.</source>
        <translation>{card}: Kein Gefährte kann die Gemeinschaft verlassen oder ziehen; keine Wirkung.</translation>
    </message>
    <message>
        <source>Add {name} to the group</source>
        <translation>{name} zur Gruppe hinzufügen</translation>
    </message>
    <message>
        <source>The group is {names}: choose where it goes</source>
        <translation>Die Gruppe besteht aus {names}: Wähle, wohin sie zieht</translation>
    </message>
    <message numerus="yes">
        <source>{card}: on the Mordor track {names} cannot leave: (he|they) (is|are) lost.</source>
        <translation>
            <numerusform>{card}: Auf der Mordorleiste kann {names} die Gemeinschaft nicht verlassen: Er geht verloren.</numerusform>
            <numerusform>{card}: Auf der Mordorleiste können {names} die Gemeinschaft nicht verlassen: Sie gehen verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {names} (has|have) nowhere to go.</source>
        <translation>
            <numerusform>{card}: {names} kann nirgendwohin ziehen.</numerusform>
            <numerusform>{card}: {names} können nirgendwohin ziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} (goes|go) to {region}</source>
        <translation>
            <numerusform>{names} zieht nach {region}</numerusform>
            <numerusform>{names} ziehen nach {region}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {names} (leaves|leave) the Fellowship for {r}.</source>
        <translation>
            <numerusform>{card}: {names} verlässt die Gemeinschaft und zieht nach {r}.</numerusform>
            <numerusform>{card}: {names} verlassen die Gemeinschaft und ziehen nach {r}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {names} (moves|move) from {frm} to {r}.</source>
        <translation>
            <numerusform>{card}: {names} zieht von {frm} nach {r}.</numerusform>
            <numerusform>{card}: {names} ziehen von {frm} nach {r}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs at least one companion in the Fellowship.</source>
        <translation>Dazu muss mindestens ein Gefährte in der Gemeinschaft sein.</translation>
    </message>
    <message>
        <source>{card}: {gimli} or {legolas} stands in {dale}, {erebor} or {woodland}.</source>
        <translation>{card}: {gimli} oder {legolas} steht in {dale}, {erebor} oder {woodland}.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {nation} (becomes|become) active.</source>
        <translation>
            <numerusform>{card}: {nation} wird aktiv.</numerusform>
            <numerusform>{card}: {nation} werden aktiv.</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: eliminate a Nazgûl</source>
        <translation>{combat}: einen Nazgûl ausschalten</translation>
    </message>
    <message>
        <source>{combat}: eliminate {name} instead</source>
        <translation>{combat}: stattdessen {name} ausschalten</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the re-roll scored %n hit(s): nothing more falls.</source>
        <translation>
            <numerusform>{combat}: Der Neuwurf erzielte %n Treffer: Es fällt niemand weiter.</numerusform>
            <numerusform>{combat}: Der Neuwurf erzielte %n Treffer: Es fällt niemand weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: an unused Character die becomes a Will of the West.</source>
        <translation>{card}: Ein unbenutzter Personenwürfel wird zu „Wille des Westens“.</translation>
    </message>
    <message>
        <source>{card}: no unused Character die to change.</source>
        <translation>{card}: Kein unbenutzter Personenwürfel zum Umwandeln.</translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn with a Free Peoples army in a Gondor or Rohan region.</source>
        <translation>Dazu muss Streicher oder Aragorn mit einer Armee der Freien Völker in einer Region von Gondor oder Rohan sein.</translation>
    </message>
    <message>
        <source>Eye</source>
        <comment>hunt tile</comment>
        <translation>Auge</translation>
    </message>
    <message>
        <source>die</source>
        <comment>hunt tile</comment>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>no tile</source>
        <translation>kein Plättchen</translation>
    </message>
    <message>
        <source>Three Eyes: the tiles go back and the king falls.</source>
        <translation>Drei Augen: Die Plättchen kommen zurück, und der König fällt.</translation>
    </message>
    <message>
        <source>{card}: tiles drawn: {desc}. {cons}</source>
        <translation>{card}: Gezogene Plättchen: {desc}. {cons}</translation>
    </message>
    <message>
        <source>{card}: draw three hunt tiles</source>
        <translation>{card}: drei Jagdplättchen ziehen</translation>
    </message>
    <message>
        <source>hunt pool</source>
        <translation>Jagdvorrat</translation>
    </message>
    <message>
        <source>no Eye among them is best</source>
        <translation>am besten kein Auge darunter</translation>
    </message>
    <message numerus="yes">
        <source>%n Eye tile(s) (leaves|leave) the game for good; the others go back.</source>
        <translation>
            <numerusform>%n Auge-Plättchen verlässt das Spiel endgültig; die anderen kommen zurück.</numerusform>
            <numerusform>%n Auge-Plättchen verlassen das Spiel endgültig; die anderen kommen zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>No Eye: every tile goes back.</source>
        <translation>Kein Auge: Jedes Plättchen kommt zurück.</translation>
    </message>
    <message>
        <source>Eyes are removed unless all three are Eyes</source>
        <translation>Augen werden entfernt, außer wenn alle drei Augen sind</translation>
    </message>
    <message>
        <source>It needs a Free Peoples army with a companion in or next to a Shadow army with Nazgûl.</source>
        <translation>Dazu muss eine Armee der Freien Völker mit einem Gefährten in oder neben einer Schattenarmee mit Nazgûl stehen.</translation>
    </message>
    <message>
        <source>The Eagles strike the Nazgûl in {region}</source>
        <translation>Die Adler greifen die Nazgûl in {region} an</translation>
    </message>
    <message>
        <source>a die for each Nazgûl in {region}</source>
        <translation>ein Würfel für jeden Nazgûl in {region}</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl eliminated; the others flee to a Sauron stronghold.</source>
        <translation>
            <numerusform>%n Nazgûl ausgeschaltet; die anderen fliehen in eine Festung Saurons.</numerusform>
            <numerusform>%n Nazgûl ausgeschaltet; die anderen fliehen in eine Festung Saurons.</numerusform>
        </translation>
    </message>
    <message>
        <source>The surviving Nazgûl fly to {region}</source>
        <translation>Die überlebenden Nazgûl fliegen nach {region}</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n Nazgûl fly from {frm} to {to}.</source>
        <translation>
            <numerusform>{card}: %n Nazgûl fliegt von {frm} nach {to}.</numerusform>
            <numerusform>{card}: %n Nazgûl fliegen von {frm} nach {to}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Gandalf the White in play and a companion in Fangorn.</source>
        <translation>Dazu muss Gandalf der Weiße im Spiel und ein Gefährte in Fangorn sein.</translation>
    </message>
    <message>
        <source>the Ents march on {region}</source>
        <translation>die Ents marschieren gegen {region}</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Shadow in {region}.</source>
        <translation>
            <numerusform>%n Treffer gegen den Schatten in {region}.</numerusform>
            <numerusform>%n Treffer gegen den Schatten in {region}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Also play {card} without an action die</source>
        <translation>Ohne Aktionswürfel zusätzlich spielen: {card}</translation>
    </message>
    <message>
        <source>Play no other card</source>
        <translation>Keine weitere Karte spielen</translation>
    </message>
    <message>
        <source>{combat}: +2 to each Free Peoples die of the combat roll.</source>
        <translation>{combat}: +2 auf jeden Würfel der Freien Völker beim Kampfwurf.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow rolls at most two dice.</source>
        <translation>{combat}: Der Schatten wirft höchstens zwei Würfel.</translation>
    </message>
    <message>
        <source>{combat}: no hit, no help from the wood.</source>
        <translation>{combat}: Kein Treffer, keine Hilfe aus dem Wald.</translation>
    </message>
    <message>
        <source>{combat}: two more hits on the Shadow (now {n}).</source>
        <translation>{combat}: Zwei weitere Treffer gegen den Schatten (jetzt {n}).</translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn in a Rohan region.</source>
        <translation>Dazu muss Streicher oder Aragorn in einer Region von Rohan sein.</translation>
    </message>
    <message>
        <source>{name} rides the Paths of the Dead to {region}</source>
        <translation>{name} reitet über die Pfade der Toten nach {region}</translation>
    </message>
    <message>
        <source>{name} and the companions with him ride to {region}</source>
        <translation>{name} und die Gefährten bei ihm reiten nach {region}</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {who} (goes|go) to {r}.</source>
        <translation>
            <numerusform>{card}: {who} zieht nach {r}.</numerusform>
            <numerusform>{card}: {who} ziehen nach {r}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead Men die</source>
        <translation>Würfel der Toten</translation>
    </message>
    <message numerus="yes">
        <source>The Shadow army takes %n hit(s) and must retreat.</source>
        <translation>
            <numerusform>Die Schattenarmee erleidet %n Treffer und muss sich zurückziehen.</numerusform>
            <numerusform>Die Schattenarmee erleidet %n Treffer und muss sich zurückziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: the Dead strike: %n hit(s).</source>
        <translation>
            <numerusform>{card}: Die Toten schlagen zu: %n Treffer.</numerusform>
            <numerusform>{card}: Die Toten schlagen zu: %n Treffer.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: hits on the Shadow army in {region}</source>
        <translation>{card}: Treffer gegen die Schattenarmee in {region}</translation>
    </message>
    <message>
        <source>the die is the number of hits</source>
        <translation>die Augenzahl ist die Zahl der Treffer</translation>
    </message>
    <message>
        <source>{card}: the Shadow army in {r} cannot retreat and is destroyed.</source>
        <translation>{card}: Die Schattenarmee in {r} kann sich nicht zurückziehen und wird vernichtet.</translation>
    </message>
    <message>
        <source>The Shadow army retreats from {frm} to {to}</source>
        <translation>Die Schattenarmee zieht sich von {frm} nach {to} zurück</translation>
    </message>
    <message>
        <source>{card}: the Shadow army ({desc}) retreats to {r}.</source>
        <translation>{card}: Die Schattenarmee ({desc}) zieht sich nach {r} zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Recruit %n Gondor regular(s) in {region}</source>
        <translation>
            <numerusform>%n reguläre Einheit (Gondor) in {region} rekrutieren</numerusform>
            <numerusform>%n reguläre Einheiten (Gondor) in {region} rekrutieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit no Gondor regulars</source>
        <translation>Keine regulären Einheiten (Gondor) rekrutieren</translation>
    </message>
    <message>
        <source>{card}: no Gondor regulars are recruited in {r}.</source>
        <translation>{card}: In {r} werden keine regulären Einheiten (Gondor) rekrutiert.</translation>
    </message>
    <message>
        <source>It needs Boromir in a Gondor region.</source>
        <translation>Dazu muss Boromir in einer Region von Gondor sein.</translation>
    </message>
    <message>
        <source>Recruit a Gondor regular with Boromir</source>
        <translation>Mit Boromir eine reguläre Einheit (Gondor) rekrutieren</translation>
    </message>
    <message>
        <source>Recruit a Gondor elite with Boromir</source>
        <translation>Mit Boromir eine Elite (Gondor) rekrutieren</translation>
    </message>
    <message>
        <source>{card}: no Gondor unit is left to recruit.</source>
        <translation>{card}: Gondor hat keine Einheit mehr zum Rekrutieren.</translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn with a Free Peoples army.</source>
        <translation>Dazu muss Streicher oder Aragorn mit einer Armee der Freien Völker sein.</translation>
    </message>
    <message>
        <source>{card}: no regular there can become an elite.</source>
        <translation>{card}: Keine reguläre Einheit dort kann zur Elite werden.</translation>
    </message>
    <message>
        <source>An {nation} regular becomes an elite</source>
        <translation>Eine reguläre Einheit ({nation}) wird zur Elite</translation>
    </message>
    <message>
        <source>A {nation} regular becomes an elite</source>
        <translation>Eine reguläre Einheit ({nation}) wird zur Elite</translation>
    </message>
    <message>
        <source>{card}: {a_regular} in {r} is replaced by an elite.</source>
        <translation>{card}: In {r} wird {a_regular} durch eine Elite ersetzt.</translation>
    </message>
    <message>
        <source>It needs Gondor active.</source>
        <translation>Dazu muss Gondor aktiv sein.</translation>
    </message>
    <message>
        <source>It needs a Free Peoples elite unit in the battle.</source>
        <translation>Dazu muss eine Elite-Einheit der Freien Völker in der Schlacht sein.</translation>
    </message>
    <message>
        <source>It needs the defending army inside a Free Peoples nation.</source>
        <translation>Dazu muss die verteidigende Armee in einer Nation der Freien Völker stehen.</translation>
    </message>
    <message>
        <source>It needs the Free Peoples army defending in a field battle.</source>
        <translation>Dazu muss die Armee der Freien Völker in einer Feldschlacht verteidigen.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow rolls at most three dice.</source>
        <translation>{combat}: Der Schatten wirft höchstens drei Würfel.</translation>
    </message>
    <message>
        <source>{combat}: no hit, no extra hit.</source>
        <translation>{combat}: Kein Treffer, kein zusätzlicher Treffer.</translation>
    </message>
    <message>
        <source>{combat}: one more hit on the Shadow.</source>
        <translation>{combat}: Ein weiterer Treffer gegen den Schatten.</translation>
    </message>
    <message>
        <source>{combat}: -1 to each Shadow die of the combat roll (a 6 still hits).</source>
        <translation>{combat}: -1 auf jeden Würfel des Schattens beim Kampfwurf (eine 6 trifft trotzdem).</translation>
    </message>
    <message>
        <source>{combat}: fewer than two hits to stop; no effect.</source>
        <translation>{combat}: Der Schatten hat weniger als zwei Treffer erzielt; keine Wirkung.</translation>
    </message>
    <message>
        <source>{combat}: one Shadow hit is cancelled.</source>
        <translation>{combat}: Ein Treffer des Schattens wird aufgehoben.</translation>
    </message>
    <message>
        <source>{combat}: every 1 the Shadow rolls will strike its own army.</source>
        <translation>{combat}: Jede 1, die der Schatten würfelt, trifft seine eigene Armee.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the Shadow rolled %n 1(s): %n hit(s) on its own army.</source>
        <translation>
            <numerusform>{combat}: Der Schatten hat %n Eins gewürfelt: %n Treffer gegen seine eigene Armee.</numerusform>
            <numerusform>{combat}: Der Schatten hat %n Einsen gewürfelt: %n Treffer gegen seine eigene Armee.</numerusform>
        </translation>
    </message>
    <message>
        <source>the elites charge before the combat roll</source>
        <translation>die Eliten greifen vor dem Kampfwurf an</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Free Peoples die of the combat roll.</source>
        <translation>{combat}: +1 auf jeden Würfel der Freien Völker beim Kampfwurf.</translation>
    </message>
    <message>
        <source>{combat}: the army slips away to {region}</source>
        <translation>{combat}: Die Armee weicht nach {region} aus</translation>
    </message>
    <message>
        <source>{combat}: the army withdraws into the stronghold of {region}</source>
        <translation>{combat}: Die Armee zieht sich in die Festung von {region} zurück</translation>
    </message>
    <message>
        <source>{combat}: nowhere to go; the army fights.</source>
        <translation>{combat}: Kein Ausweg; die Armee kämpft.</translation>
    </message>
    <message>
        <source>{combat}: stay and fight</source>
        <translation>{combat}: bleiben und kämpfen</translation>
    </message>
    <message>
        <source>It needs Aragorn with a Free Peoples army outside the Free Peoples nations.</source>
        <translation>Dazu muss Aragorn mit einer Armee der Freien Völker außerhalb der Nationen der Freien Völker sein.</translation>
    </message>
    <message>
        <source>{card} lies on the table: dice that move the Fellowship stay out of the hunt box.</source>
        <translation>{card} liegt auf dem Tisch: Würfel, die die Gemeinschaft bewegen, bleiben außerhalb des Jagdfelds.</translation>
    </message>
    <message>
        <source>the Fellowship was declared</source>
        <translation>die Gemeinschaft wurde angesagt</translation>
    </message>
    <message>
        <source>{card} lies on the table: no Shadow army may enter or attack {names}.</source>
        <translation>{card} liegt auf dem Tisch: Keine Schattenarmee darf {names} betreten oder angreifen.</translation>
    </message>
    <message>
        <source>{card} keeps Shadow armies out of {region}.</source>
        <translation>{card} hält Schattenarmeen von {region} fern.</translation>
    </message>
    <message>
        <source>discard {a} and {b} to force {card} off the table</source>
        <translation>{a} und {b} abwerfen, um {card} vom Tisch zu entfernen</translation>
    </message>
    <message>
        <source>{card}: the Shadow discards {other}.</source>
        <translation>{card}: Der Schatten wirft eine Karte ab: {other}.</translation>
    </message>
    <message>
        <source>{card}: the companions on the map may move.</source>
        <translation>{card}: Die Gefährten auf dem Spielplan dürfen ziehen.</translation>
    </message>
    <message>
        <source>{card}: no companion stands in {a} or {b}.</source>
        <translation>{card}: Kein Gefährte steht in {a} oder {b}.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {nation} (is|are) roused and (goes|go) to war.</source>
        <translation>
            <numerusform>{card}: {nation} wird wachgerüttelt und tritt in den Krieg ein.</numerusform>
            <numerusform>{card}: {nation} werden wachgerüttelt und treten in den Krieg ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs a Shadow army of two or more Shadow nations.</source>
        <translation>Dazu muss eine Schattenarmee aus zwei oder mehr Nationen des Schattens bestehen.</translation>
    </message>
    <message>
        <source>The Shadow army in {region} quarrels</source>
        <translation>Die Schattenarmee in {region} gerät in Streit</translation>
    </message>
    <message>
        <source>strife in the Shadow army in {region}</source>
        <translation>Zwist in der Schattenarmee in {region}</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s).</source>
        <translation>
            <numerusform>%n Treffer.</numerusform>
            <numerusform>%n Treffer.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Rangers ambush the Shadow army in {region}</source>
        <translation>Die Waldläufer überfallen die Schattenarmee in {region}</translation>
    </message>
    <message>
        <source>an ambush in {region}</source>
        <translation>ein Hinterhalt in {region}</translation>
    </message>
    <message>
        <source>A Gondor regular and a leader in {region}</source>
        <translation>Eine reguläre Einheit (Gondor) und ein Anführer in {region}</translation>
    </message>
    <message>
        <source>A Gondor elite and a leader in {region}</source>
        <translation>Eine Elite (Gondor) und ein Anführer in {region}</translation>
    </message>
    <message numerus="yes">
        <source>Wake {nation} and move (it|them) one step towards war</source>
        <translation>
            <numerusform>Wecken: {nation} wird aktiv und rückt ein Feld in Richtung Krieg vor</numerusform>
            <numerusform>Wecken: {nation} werden aktiv und rücken ein Feld in Richtung Krieg vor</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: every Free Peoples nation is already at war.</source>
        <translation>{card}: Jede Nation der Freien Völker ist bereits im Krieg.</translation>
    </message>
    <message>
        <source>It needs a Free Peoples army next to a Shadow army besieging a stronghold.</source>
        <translation>Dazu muss eine Armee der Freien Völker neben einer Schattenarmee stehen, die eine Festung belagert.</translation>
    </message>
    <message>
        <source>{card}: a Free Peoples army may fall on the besiegers.</source>
        <translation>{card}: Eine Armee der Freien Völker darf über die Belagerer herfallen.</translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n unit(s) inside)</source>
        <translation>
            <numerusform>{card} (%n Einheit darin)</numerusform>
            <numerusform>{card} (%n Einheiten darin)</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Rohan at war and a Free Peoples army in a Rohan region.</source>
        <translation>Dazu muss Rohan im Krieg sein und eine Armee der Freien Völker in einer Region von Rohan stehen.</translation>
    </message>
    <message>
        <source>The army in {frm} follows the Woses to {to}</source>
        <translation>Die Armee in {frm} folgt den Woasen nach {to}</translation>
    </message>
    <message>
        <source>{card}: no free road to {region}.</source>
        <translation>{card}: Kein freier Weg nach {region}.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {desc} (moves|move) from {frm} to {to}.</source>
        <translation>
            <numerusform>{card}: {desc} zieht von {frm} nach {to}.</numerusform>
            <numerusform>{card}: {desc} ziehen von {frm} nach {to}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs a Free Peoples army with a companion.</source>
        <translation>Dazu muss ein Gefährte bei einer Armee der Freien Völker sein.</translation>
    </message>
    <message>
        <source>The army in {frm} marches to {to}</source>
        <translation>Die Armee in {frm} marschiert nach {to}</translation>
    </message>
    <message>
        <source>{card}: no road is free.</source>
        <translation>{card}: Kein Weg ist frei.</translation>
    </message>
    <message>
        <source>It needs the Elves at war.</source>
        <translation>Dazu müssen die Elben im Krieg sein.</translation>
    </message>
    <message>
        <source>It needs Nazgûl leadership {n} or more in the battle.</source>
        <translation>Dazu muss die Führung der Nazgûl in der Schlacht {n} oder mehr betragen.</translation>
    </message>
    <message>
        <source>It needs a Nazgûl in the battle.</source>
        <translation>Dazu muss ein Nazgûl in der Schlacht sein.</translation>
    </message>
    <message>
        <source>It needs the Fellowship away from Free Peoples settlements.</source>
        <translation>Dazu muss die Gemeinschaft fern von Siedlungen der Freien Völker sein.</translation>
    </message>
    <message>
        <source>It needs the Fellowship&apos;s progress at 1 or more.</source>
        <translation>Dazu muss der Fortschritt der Gemeinschaft 1 oder mehr betragen.</translation>
    </message>
    <message>
        <source>It needs the Fellowship revealed.</source>
        <translation>Dazu muss die Gemeinschaft entdeckt sein.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Shadow die of the combat roll and the re-roll.</source>
        <translation>{combat}: +1 auf jeden Würfel des Schattens bei Kampfwurf und Neuwurf.</translation>
    </message>
    <message>
        <source>{combat}: the Nazgûl give up 2 leadership; +1 to each Shadow die of the combat roll.</source>
        <translation>{combat}: Die Nazgûl verzichten auf 2 Führung; +1 auf jeden Würfel des Schattens beim Kampfwurf.</translation>
    </message>
    <message>
        <source>{combat}: the Nazgûl give up 1 leadership; +1 to each Shadow die of the re-roll.</source>
        <translation>{combat}: Die Nazgûl verzichten auf 1 Führung; +1 auf jeden Würfel des Schattens beim Neuwurf.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: give up %n Nazgûl leadership, the Free Peoples roll %n (die|dice) fewer</source>
        <translation>
            <numerusform>{combat}: auf %n Führung der Nazgûl verzichten, die Freien Völker werfen %n Würfel weniger</numerusform>
            <numerusform>{combat}: auf %n Führung der Nazgûl verzichten, die Freien Völker werfen %n Würfel weniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the Free Peoples roll %n (die|dice) fewer (at least one).</source>
        <translation>
            <numerusform>{combat}: Die Freien Völker werfen %n Würfel weniger (mindestens einen).</numerusform>
            <numerusform>{combat}: Die Freien Völker werfen %n Würfel weniger (mindestens einen).</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: the re-roll scored no hit; no effect.</source>
        <translation>{combat}: Der Neuwurf erzielte keinen Treffer; keine Wirkung.</translation>
    </message>
    <message>
        <source>{combat}: a Free Peoples leader in the battle is eliminated</source>
        <translation>{combat}: Ein Anführer der Freien Völker in der Schlacht wird ausgeschaltet</translation>
    </message>
    <message>
        <source>{combat}: {name} is eliminated</source>
        <translation>{combat}: {name} wird ausgeschaltet</translation>
    </message>
    <message>
        <source>{combat}: no one more</source>
        <translation>{combat}: niemand weiter</translation>
    </message>
    <message>
        <source>{combat}: {a_leader} is eliminated.</source>
        <translation>{combat}: Ausgeschaltet wird {a_leader}.</translation>
    </message>
    <message>
        <source>{combat}: Nazgûl leadership {n} against {f}: the Free Peoples have no leader re-roll.</source>
        <translation>{combat}: Führung der Nazgûl {n} gegen {f}: Die Freien Völker haben keinen Anführer-Neuwurf.</translation>
    </message>
    <message>
        <source>{combat}: Nazgûl leadership {n} is below the Free Peoples&apos; {f}; no effect.</source>
        <translation>{combat}: Die Führung der Nazgûl ({n}) liegt unter der der Freien Völker ({f}); keine Wirkung.</translation>
    </message>
    <message>
        <source>{combat}: no companion in the battle; no effect.</source>
        <translation>{combat}: Kein Gefährte in der Schlacht; keine Wirkung.</translation>
    </message>
    <message>
        <source>{combat}: silence {name} this round</source>
        <translation>{combat}: {name} in dieser Runde zum Schweigen bringen</translation>
    </message>
    <message>
        <source>{combat}: {c} loses leadership and abilities this round.</source>
        <translation>{combat}: {c} verliert in dieser Runde Führung und Fähigkeiten.</translation>
    </message>
    <message>
        <source>{combat} strikes before the combat roll</source>
        <translation>{combat} schlägt vor dem Kampfwurf zu</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Free Peoples army at once.</source>
        <translation>
            <numerusform>Sofort %n Treffer gegen die Armee der Freien Völker.</numerusform>
            <numerusform>Sofort %n Treffer gegen die Armee der Freien Völker.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs the defenders within two regions of {region}.</source>
        <translation>Dazu müssen die Verteidiger höchstens zwei Regionen von {region} entfernt sein.</translation>
    </message>
    <message>
        <source>It needs an Isengard unit in the battle and the defenders in a stronghold.</source>
        <translation>Dazu muss eine Einheit aus Isengart in der Schlacht sein und die Verteidiger in einer Festung.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Shadow die of the combat roll.</source>
        <translation>{combat}: +1 auf jeden Würfel des Schattens beim Kampfwurf.</translation>
    </message>
    <message>
        <source>{card}: the hunt pool is empty; no tile.</source>
        <translation>{card}: Der Jagdvorrat ist leer; kein Plättchen.</translation>
    </message>
    <message>
        <source>{tile} (Free Peoples special)</source>
        <translation>{tile} (Sonderplättchen der Freien Völker)</translation>
    </message>
    <message>
        <source>an Eye or a Free Peoples tile: discarded without effect</source>
        <translation>ein Auge oder ein Plättchen der Freien Völker: ohne Wirkung abgeworfen</translation>
    </message>
    <message>
        <source>it counts</source>
        <translation>es zählt</translation>
    </message>
    <message>
        <source>{card}: a hunt tile is drawn: {desc}; {cons}.</source>
        <translation>{card}: Ein Jagdplättchen wird gezogen: {desc}; {cons}.</translation>
    </message>
    <message>
        <source>{card}: draw a hunt tile</source>
        <translation>{card}: ein Jagdplättchen ziehen</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Plättchen</numerusform>
            <numerusform>%n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the tile&apos;s die shows {n}.</source>
        <translation>{card}: Der Würfel des Plättchens zeigt {n}.</translation>
    </message>
    <message>
        <source>{card}: the die of the tile</source>
        <translation>{card}: der Würfel des Plättchens</translation>
    </message>
    <message>
        <source>tile</source>
        <comment>hunt tile</comment>
        <translation>Plättchen</translation>
    </message>
    <message numerus="yes">
        <source>%n companion(s) must leave</source>
        <translation>
            <numerusform>%n Gefährte muss die Gemeinschaft verlassen</numerusform>
            <numerusform>%n Gefährten müssen die Gemeinschaft verlassen</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} leaves the Fellowship</source>
        <translation>{name} verlässt die Gemeinschaft</translation>
    </message>
    <message>
        <source>{card}: {c} leaves the Fellowship in {r}.</source>
        <translation>{card}: {c} verlässt die Gemeinschaft in {r}.</translation>
    </message>
    <message>
        <source>corrupt the Ring-bearer (Gollum guides: only 6s)</source>
        <translation>den Ringträger verderben (Gollum führt: nur Sechsen)</translation>
    </message>
    <message>
        <source>corrupt the Ring-bearer</source>
        <translation>den Ringträger verderben</translation>
    </message>
    <message numerus="yes">
        <source>%n corruption.</source>
        <translation>
            <numerusform>%n Verderbnis.</numerusform>
            <numerusform>%n Verderbnis.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the lot falls on {c}.</source>
        <translation>{card}: Das Los fällt auf {c}.</translation>
    </message>
    <message>
        <source>{card}: draw a companion at random</source>
        <translation>{card}: einen zufälligen Gefährten ziehen</translation>
    </message>
    <message>
        <source>The Free Peoples choose: corruption or the companion.</source>
        <translation>Die Freien Völker wählen: Verderbnis oder der Gefährte.</translation>
    </message>
    <message numerus="yes">
        <source>The Ring-bearer takes %n corruption ({name}&apos;s level)</source>
        <translation>
            <numerusform>Der Ringträger erleidet %n Verderbnis (Stufe von {name})</numerusform>
            <numerusform>Der Ringträger erleidet %n Verderbnis (Stufe von {name})</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is eliminated</source>
        <translation>{name} wird ausgeschaltet</translation>
    </message>
    <message>
        <source>{card}: the Shadow may move any or all of the Nazgûl (the Witch-king too).</source>
        <translation>{card}: Der Schatten darf beliebig viele Nazgûl bewegen (auch den Hexenkönig).</translation>
    </message>
    <message>
        <source>{card}: no Nazgûl stands with the Fellowship.</source>
        <translation>{card}: Kein Nazgûl steht bei der Gemeinschaft.</translation>
    </message>
    <message>
        <source>Discard {card} from the Free Peoples&apos; table</source>
        <translation>{card} vom Tisch der Freien Völker abwerfen</translation>
    </message>
    <message>
        <source>Roll for the hunt as if the Fellowship had moved</source>
        <translation>Für die Jagd würfeln, als hätte sich die Gemeinschaft bewegt</translation>
    </message>
    <message>
        <source>Do neither</source>
        <translation>Keins von beiden</translation>
    </message>
    <message>
        <source>{card}: the Shadow lets the Fellowship be.</source>
        <translation>{card}: Der Schatten lässt die Gemeinschaft in Ruhe.</translation>
    </message>
    <message>
        <source>{card}: the Nazgûl hunt the Fellowship.</source>
        <translation>{card}: Die Nazgûl jagen die Gemeinschaft.</translation>
    </message>
    <message>
        <source>{card}: {other} is discarded from the Free Peoples&apos; table.</source>
        <translation>{card}: {other} wird vom Tisch der Freien Völker abgeworfen.</translation>
    </message>
    <message>
        <source>{card}: the Nazgûl find nothing.</source>
        <translation>{card}: Die Nazgûl finden nichts.</translation>
    </message>
    <message>
        <source>{card}: a Nazgûl stands with the Fellowship: it is revealed.</source>
        <translation>{card}: Ein Nazgûl steht bei der Gemeinschaft: Sie wird entdeckt.</translation>
    </message>
    <message>
        <source>{card} drives the Fellowship to {region}</source>
        <translation>{card} treibt die Gemeinschaft nach {region}</translation>
    </message>
    <message>
        <source>{card}: the Fellowship is driven from {frm} to {to}.</source>
        <translation>{card}: Die Gemeinschaft wird von {frm} nach {to} getrieben.</translation>
    </message>
    <message>
        <source>the Fellowship was declared in {region}</source>
        <translation>die Gemeinschaft wurde in {region} angesagt</translation>
    </message>
    <message>
        <source>{card} lies on the table: each time a companion falls to the hunt, a Free Peoples Character card may be discarded too.</source>
        <translation>{card} liegt auf dem Tisch: Jedes Mal, wenn ein Gefährte der Jagd zum Opfer fällt, darf zusätzlich eine Personenkarte der Freien Völker abgeworfen werden.</translation>
    </message>
    <message>
        <source>Discard a random Character card from the Free Peoples&apos; hand</source>
        <translation>Eine zufällige Personenkarte aus der Hand der Freien Völker abwerfen</translation>
    </message>
    <message>
        <source>{card}: {other} is discarded from the Free Peoples&apos; hand (drawn at random).</source>
        <translation>{card}: {other} wird aus der Hand der Freien Völker abgeworfen (zufällig gezogen).</translation>
    </message>
    <message>
        <source>{card} lies on the table: before a hunt roll it may be discarded for +1 on each hunt die.</source>
        <translation>{card} liegt auf dem Tisch: Vor einem Jagdwurf kann die Karte abgeworfen werden, für +1 auf jeden Jagdwürfel.</translation>
    </message>
    <message>
        <source>{card}: +1 to each die of this hunt roll.</source>
        <translation>{card}: +1 auf jeden Würfel dieses Jagdwurfs.</translation>
    </message>
    <message>
        <source>{card} lies on the table: when the Fellowship is declared or revealed across {region}, or in a battle near {region}, the Shadow may discard it.</source>
        <translation>{card} liegt auf dem Tisch: Wenn die Gemeinschaft so angesagt oder entdeckt wird, dass sie {region} durchquert, oder bei einer Schlacht nahe {region}, darf der Schatten die Karte abwerfen.</translation>
    </message>
    <message>
        <source>{card}: the Balrog stirs as the Fellowship passes {region}.</source>
        <translation>{card}: Der Balrog regt sich, als die Gemeinschaft {region} durchquert.</translation>
    </message>
    <message>
        <source>{card}: turn {a_die} into an Eye</source>
        <translation>{card}: {a_die} wird zum Auge</translation>
    </message>
    <message>
        <source>{card}: no more dice</source>
        <translation>{card}: keine weiteren Würfel</translation>
    </message>
    <message>
        <source>{card}: a die becomes an Eye and joins the hunt box ({n} there).</source>
        <translation>{card}: Ein Würfel wird zum Auge und kommt ins Jagdfeld (dort jetzt {n}).</translation>
    </message>
    <message>
        <source>It needs a Shadow army with Nazgûl in or next to a Free Peoples army.</source>
        <translation>Dazu muss eine Schattenarmee mit Nazgûl in oder neben einer Armee der Freien Völker stehen.</translation>
    </message>
    <message>
        <source>The Nazgûl of {frm} cast their spells on {to}</source>
        <translation>Die Nazgûl aus {frm} wirken ihre Zauber auf {to}</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Free Peoples army in {region}.</source>
        <translation>
            <numerusform>%n Treffer gegen die Armee der Freien Völker in {region}.</numerusform>
            <numerusform>%n Treffer gegen die Armee der Freien Völker in {region}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs the Witch-king with a Shadow army besieging a stronghold.</source>
        <translation>Dazu muss der Hexenkönig bei einer Schattenarmee sein, die eine Festung belagert.</translation>
    </message>
    <message>
        <source>It needs Saruman in play.</source>
        <translation>Dazu muss Saruman im Spiel sein.</translation>
    </message>
    <message>
        <source>{name} is gone</source>
        <translation>{name} ist nicht mehr im Spiel</translation>
    </message>
    <message>
        <source>{card} lies on the table: after each card played with an Event die, the Shadow draws another.</source>
        <translation>{card} liegt auf dem Tisch: Nach jeder Karte, die mit einem Ereigniswürfel gespielt wird, zieht der Schatten eine weitere.</translation>
    </message>
    <message>
        <source>The Palantír: draw a character card</source>
        <translation>Der Palantír: eine Personenkarte ziehen</translation>
    </message>
    <message>
        <source>The Palantír: draw a strategy card</source>
        <translation>Der Palantír: eine Strategiekarte ziehen</translation>
    </message>
    <message>
        <source>force {card} off the table</source>
        <translation>{card} vom Tisch entfernen</translation>
    </message>
    <message>
        <source>and an Elven ring: force {card} off the table</source>
        <translation>dazu einen Elbenring: {card} vom Tisch entfernen</translation>
    </message>
    <message>
        <source>{card}: the Free Peoples give up an Elven ring to break its gaze.</source>
        <translation>{card}: Die Freien Völker geben einen Elbenring ab, um seinen Blick zu brechen.</translation>
    </message>
    <message>
        <source>{card} lies on the table: Rohan wakes only by a companion, by the Fellowship declared in {edoras} or {helms_deep}, or by an attack on them.</source>
        <translation>{card} liegt auf dem Tisch: Rohan wird nur aktiv durch einen Gefährten, durch die Ansage der Gemeinschaft in {edoras} oder {helms_deep} oder durch einen Angriff auf diese Orte.</translation>
    </message>
    <message>
        <source>Rohan is active</source>
        <translation>Rohan ist aktiv</translation>
    </message>
    <message>
        <source>It needs the Witch-king in play.</source>
        <translation>Dazu muss der Hexenkönig im Spiel sein.</translation>
    </message>
    <message>
        <source>Recruit two Nazgûl with the Witch-king in {region}</source>
        <translation>Mit dem Hexenkönig zwei Nazgûl in {region} rekrutieren</translation>
    </message>
    <message>
        <source>Move any or all of the Nazgûl (the Witch-king too)</source>
        <translation>Beliebig viele Nazgûl bewegen (auch den Hexenkönig)</translation>
    </message>
    <message>
        <source>It needs {nation} at war.</source>
        <translation>Dazu muss diese Nation im Krieg sein: {nation}.</translation>
    </message>
    <message>
        <source>It needs every Shadow nation at war.</source>
        <translation>Dazu muss jede Nation des Schattens im Krieg sein.</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Isengard unit(s) from {frm} to {to}</source>
        <translation>
            <numerusform>%n Einheit aus Isengart von {frm} nach {to} bewegen</numerusform>
            <numerusform>%n Einheiten aus Isengart von {frm} nach {to} bewegen</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Aragorn in play.</source>
        <translation>Dazu muss Aragorn im Spiel sein.</translation>
    </message>
    <message>
        <source>It needs the Shadow to hold an Elven stronghold.</source>
        <translation>Dazu muss der Schatten eine Festung der Elben halten.</translation>
    </message>
    <message>
        <source>the Elves of {region} sail West</source>
        <translation>die Elben von {region} segeln nach Westen</translation>
    </message>
    <message>
        <source>{card}: no Elven army stands in a free Elven stronghold.</source>
        <translation>{card}: Keine Armee der Elben steht in einer freien Festung der Elben.</translation>
    </message>
    <message>
        <source>It needs Saruman in play and Isengard units besieging a stronghold.</source>
        <translation>Dazu muss Saruman im Spiel sein, und Einheiten aus Isengart müssen eine Festung belagern.</translation>
    </message>
    <message>
        <source>The Uruk-hai storm {region}</source>
        <translation>Die Uruk-hai stürmen {region}</translation>
    </message>
    <message>
        <source>It needs {region} besieged by a Shadow army.</source>
        <translation>Dazu muss {region} von einer Schattenarmee belagert werden.</translation>
    </message>
    <message>
        <source>{card} lies on the table: the Free Peoples may play no combat card in battles at {region}.</source>
        <translation>{card} liegt auf dem Tisch: Die Freien Völker dürfen in Schlachten bei {region} keine Kampfkarte spielen.</translation>
    </message>
    <message>
        <source>{card}: {a_leader} in {region} is eliminated.</source>
        <translation>{card}: In {region} wird {a_leader} ausgeschaltet.</translation>
    </message>
    <message>
        <source>Denethor&apos;s Folly: no Free Peoples combat card in battles at Minas Tirith.</source>
        <translation>Denethors Torheit: keine Kampfkarte der Freien Völker in Schlachten bei Minas Tirith.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n unused Will of the West (die|dice) of the Free Peoples (is|are) discarded.</source>
        <translation>
            <numerusform>{card}: %n unbenutzter Würfel „Wille des Westens“ der Freien Völker wird abgeworfen.</numerusform>
            <numerusform>{card}: %n unbenutzte Würfel „Wille des Westens“ der Freien Völker werden abgeworfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} lies on the table: the Free Peoples cannot use a Muster die to advance a passive nation.</source>
        <translation>{card} liegt auf dem Tisch: Die Freien Völker können keinen Musterungswürfel verwenden, um eine passive Nation vorrücken zu lassen.</translation>
    </message>
    <message>
        <source>Threats and Promises: a passive nation cannot be advanced with an action die.</source>
        <translation>Drohungen und Versprechen: Eine passive Nation kann nicht mit einem Aktionswürfel vorangebracht werden.</translation>
    </message>
    <message>
        <source>It needs the Fellowship or a companion inside a Free Peoples nation not at war.</source>
        <translation>Dazu muss die Gemeinschaft oder ein Gefährte in einer Nation der Freien Völker sein, die nicht im Krieg ist.</translation>
    </message>
    <message>
        <source>{card} troubles {nation}</source>
        <translation>Ziel von {card}: {nation}</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {nation} (falls|fall) back one step from war.</source>
        <translation>
            <numerusform>{card}: {nation} fällt ein Feld vom Krieg zurück.</numerusform>
            <numerusform>{card}: {nation} fallen ein Feld vom Krieg zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lose {figure} in {region}</source>
        <translation>Verlust: {figure} in {region}</translation>
    </message>
    <message>
        <source>{card}: {what} in {r} is lost.</source>
        <translation>{card}: In {r} geht {what} verloren.</translation>
    </message>
    <message>
        <source>{card}: no Shadow army can join another.</source>
        <translation>{card}: Keine Schattenarmee kann sich einer anderen anschließen.</translation>
    </message>
    <message>
        <source>The army in {frm} joins the one in {to}</source>
        <translation>Die Armee in {frm} schließt sich der in {to} an</translation>
    </message>
    <message>
        <source>Move no other army</source>
        <translation>Keine weitere Armee bewegen</translation>
    </message>
    <message>
        <source>{card}: up to four Shadow armies may move one region each.</source>
        <translation>{card}: Bis zu vier Schattenarmeen dürfen je eine Region weit ziehen.</translation>
    </message>
    <message>
        <source>It needs a Shadow army in {region}.</source>
        <translation>Dazu muss eine Schattenarmee in {region} stehen.</translation>
    </message>
    <message>
        <source>The Corsairs sail from {frm} to {to}</source>
        <translation>Die Korsaren segeln von {frm} nach {to}</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {desc} (lands|land) in {to}.</source>
        <translation>
            <numerusform>{card}: {desc} landet in {to}.</numerusform>
            <numerusform>{card}: {desc} landen in {to}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n unit(s) more than may stand in {to}: they are removed.</source>
        <translation>
            <numerusform>{card}: %n Einheit mehr, als in {to} stehen darf: Sie wird entfernt.</numerusform>
            <numerusform>{card}: %n Einheiten mehr, als in {to} stehen dürfen: Sie werden entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the Witch-king flies from {frm} to {to}.</source>
        <translation>{card}: Der Hexenkönig fliegt von {frm} nach {to}.</translation>
    </message>
    <message>
        <source>A Sauron regular in {region} becomes a troll (elite)</source>
        <translation>Eine reguläre Einheit (Sauron) in {region} wird zum Troll (Elite)</translation>
    </message>
    <message>
        <source>{card}: a regular in {r} is replaced by an elite.</source>
        <translation>{card}: Eine reguläre Einheit in {r} wird durch eine Elite ersetzt.</translation>
    </message>
    <message>
        <source>{combat}: +{n} to each die of both armies&apos; rolls and re-rolls.</source>
        <translation>{combat}: +{n} auf jeden Würfel aller Würfe und Neuwürfe beider Armeen.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: take %n hit(s) on your own army</source>
        <translation>
            <numerusform>{combat}: %n Treffer an deiner eigenen Armee hinnehmen</numerusform>
            <numerusform>{combat}: %n Treffer an deiner eigenen Armee hinnehmen</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: the Shadow drives its own troops ({n}): +{n} to each die of its combat roll.</source>
        <translation>{combat}: Der Schatten treibt seine eigenen Truppen an ({n}): +{n} auf jeden Würfel seines Kampfwurfs.</translation>
    </message>
    <message>
        <source>one die for each hit the Shadow took on itself</source>
        <translation>ein Würfel für jeden Treffer, den der Schatten selbst hingenommen hat</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Free Peoples.</source>
        <translation>
            <numerusform>%n Treffer gegen die Freien Völker.</numerusform>
            <numerusform>%n Treffer gegen die Freien Völker.</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: {m} against {t}: not twice as many; no effect.</source>
        <translation>{combat}: {m} gegen {t}: Nicht doppelt so viele; keine Wirkung.</translation>
    </message>
    <message>
        <source>{combat}: {m} against {t}: one more hit.</source>
        <translation>{combat}: {m} gegen {t}: Ein weiterer Treffer.</translation>
    </message>
    <message>
        <source>It needs a Shadow elite unit in the battle.</source>
        <translation>Dazu muss eine Elite-Einheit des Schattens in der Schlacht sein.</translation>
    </message>
    <message>
        <source>the elites strike again after the casualties</source>
        <translation>die Eliten schlagen nach den Verlusten erneut zu</translation>
    </message>
    <message>
        <source>{combat}: the Free Peoples&apos; {other} is cancelled.</source>
        <translation>{combat}: Die Kampfkarte der Freien Völker wird aufgehoben: {other}.</translation>
    </message>
    <message>
        <source>{combat}: no card to cancel: +1 to each Shadow die of the re-roll.</source>
        <translation>{combat}: Keine Karte aufzuheben: +1 auf jeden Würfel des Schattens beim Neuwurf.</translation>
    </message>
    <message>
        <source>It needs a Southron &amp; Easterling elite in the battle.</source>
        <translation>Dazu muss eine Elite der Südländer und Ostlinge in der Schlacht sein.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow scored more ({m} to {t}): one more hit.</source>
        <translation>{combat}: Der Schatten hat mehr erzielt ({m} zu {t}): Ein weiterer Treffer.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow did not score more ({m} to {t}).</source>
        <translation>{combat}: Der Schatten hat nicht mehr erzielt ({m} zu {t}).</translation>
    </message>
    <message>
        <source>{card} cannot be played now: it needs {need}.</source>
        <translation>{card} kann jetzt nicht gespielt werden; Voraussetzung: {need}.</translation>
    </message>
    <message>
        <source>its condition</source>
        <translation>ihre Bedingung</translation>
    </message>
    <message>
        <source>{card} die</source>
        <translation>Würfel für {card}</translation>
    </message>
    <message>
        <source>{card}: {purpose}</source>
        <translation>{card}: {purpose}</translation>
    </message>
    <message>
        <source>{need}+ on each die</source>
        <translation>{need}+ bei jedem Würfel</translation>
    </message>
    <message numerus="yes">
        <source>{k} of %n (die|dice)</source>
        <translation>
            <numerusform>{k} von %n Würfel</numerusform>
            <numerusform>{k} von %n Würfeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n (die|dice) rolled, {k} of {need}+. {cons}</source>
        <translation>
            <numerusform>{card}: %n Würfel geworfen, {k} davon mit {need}+. {cons}</numerusform>
            <numerusform>{card}: %n Würfel geworfen, {k} davon mit {need}+. {cons}</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the Ring-bearer has no corruption to heal.</source>
        <translation>{card}: Der Ringträger hat keine Verderbnis, die geheilt werden könnte.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: the Ring-bearer heals %n corruption (now {c}).</source>
        <translation>
            <numerusform>{card}: Der Ringträger heilt %n Verderbnis (jetzt {c}).</numerusform>
            <numerusform>{card}: Der Ringträger heilt %n Verderbnis (jetzt {c}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: the Ring-bearer takes %n corruption.</source>
        <translation>
            <numerusform>{card}: Der Ringträger erleidet %n Verderbnis.</numerusform>
            <numerusform>{card}: Der Ringträger erleidet %n Verderbnis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n hit(s) on the {who} army in {r}.</source>
        <translation>
            <numerusform>{card}: %n Treffer gegen die Armee ({who}) in {r}.</numerusform>
            <numerusform>{card}: %n Treffer gegen die Armee ({who}) in {r}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: no {nation} figure can be recruited in {where}.</source>
        <translation>{card}: In {where} kann keine Figur ({nation}) rekrutiert werden.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {what} (is|are) recruited in {where}.</source>
        <translation>
            <numerusform>{card}: {what} wird in {where} rekrutiert.</numerusform>
            <numerusform>{card}: {what} werden in {where} rekrutiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: {who} is eliminated.</source>
        <translation>{card}: {who} wird ausgeschaltet.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n Nazgûl in {r} eliminated.</source>
        <translation>
            <numerusform>{card}: %n Nazgûl in {r} ausgeschaltet.</numerusform>
            <numerusform>{card}: %n Nazgûl in {r} ausgeschaltet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the special hunt tile {card} is in play; it joins the hunt pool at once (the Fellowship is on the Mordor track).</source>
        <translation>{card}: Das Sonder-Jagdplättchen „{card}“ ist im Spiel; es kommt sofort in den Jagdvorrat (die Gemeinschaft ist auf der Mordorleiste).</translation>
    </message>
    <message>
        <source>{card}: the special hunt tile {card} is in play; it joins the hunt pool when the Fellowship enters Mordor.</source>
        <translation>{card}: Das Sonder-Jagdplättchen „{card}“ ist im Spiel; es kommt in den Jagdvorrat, sobald die Gemeinschaft Mordor betritt.</translation>
    </message>
    <message>
        <source>{card}: the Fellowship moves (progress {n}); no die joins the hunt box.</source>
        <translation>{card}: Die Gemeinschaft zieht (Fortschritt {n}); kein Würfel kommt ins Jagdfeld.</translation>
    </message>
    <message>
        <source>{card}: the Fellowship moves on the Mordor track: a hunt tile is drawn.</source>
        <translation>{card}: Die Gemeinschaft zieht auf der Mordorleiste: Ein Jagdplättchen wird gezogen.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n hunt tile(s) drawn.</source>
        <translation>
            <numerusform>{card}: %n Jagdplättchen gezogen.</numerusform>
            <numerusform>{card}: %n Jagdplättchen gezogen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n Nazgûl recruited in {r}.</source>
        <translation>
            <numerusform>{card}: %n Nazgûl in {r} rekrutiert.</numerusform>
            <numerusform>{card}: %n Nazgûl in {r} rekrutiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the Fellowship hides again.</source>
        <translation>{card}: Die Gemeinschaft verbirgt sich wieder.</translation>
    </message>
    <message>
        <source>{card}: the {side} player also plays {other} without an action die.</source>
        <translation>{card}: Der Spieler „{side}“ spielt ohne Aktionswürfel zusätzlich {other}.</translation>
    </message>
    <message>
        <source>{card} is discarded from the table.</source>
        <translation>{card} wird vom Tisch abgeworfen.</translation>
    </message>
    <message>
        <source>{card}: the Free Peoples attack {to} from {frm}.</source>
        <translation>{card}: Die Freien Völker greifen {to} von {frm} aus an.</translation>
    </message>
    <message>
        <source>{card}: the Shadow attacks {to} from {frm}.</source>
        <translation>{card}: Der Schatten greift {to} von {frm} aus an.</translation>
    </message>
    <message>
        <source>{name}: move {what} {frm} → {to}</source>
        <translation>{name}: {what} bewegen, {frm} → {to}</translation>
    </message>
    <message>
        <source>{name}: attack the besieged stronghold of {region}</source>
        <translation>{name}: die belagerte Festung von {region} angreifen</translation>
    </message>
    <message>
        <source>{name}: attack the besieged stronghold of {region} ({nations} only)</source>
        <translation>{name}: die belagerte Festung von {region} angreifen (nur {nations})</translation>
    </message>
    <message>
        <source>{name}: attack {target} from {frm}</source>
        <translation>{name}: {target} von {frm} aus angreifen</translation>
    </message>
    <message>
        <source>{name}: attack {target} from {frm} ({nations} only)</source>
        <translation>{name}: {target} von {frm} aus angreifen (nur {nations})</translation>
    </message>
    <message>
        <source>In this battle&apos;s first round the Free Peoples need a companion in the battle to play a combat card.</source>
        <translation>In der ersten Runde dieser Schlacht brauchen die Freien Völker einen Gefährten in der Schlacht, um eine Kampfkarte zu spielen.</translation>
    </message>
    <message>
        <source>Use no card from the table now</source>
        <translation>Jetzt keine Karte vom Tisch einsetzen</translation>
    </message>
    <message>
        <source>Use {card} from the table</source>
        <translation>{card} vom Tisch einsetzen</translation>
    </message>
    <message>
        <source>The {side} player uses {card} from the table.</source>
        <translation>{side}: Der Spieler setzt {card} vom Tisch ein.</translation>
    </message>
    <message>
        <source>{name}: move or attack with no more armies</source>
        <translation>{name}: mit keinen weiteren Armeen bewegen oder angreifen</translation>
    </message>
    <message>
        <source>Use {die} die: {lbl}</source>
        <translation>Würfel „{die}“ einsetzen: {lbl}</translation>
    </message>
    <message>
        <source>The {side} player forces {card} off the table.</source>
        <translation>{side}: Der Spieler entfernt {card} vom Tisch.</translation>
    </message>
    <message>
        <source>{card} is discarded from the table: {why}.</source>
        <translation>{card} wird vom Tisch abgeworfen: {why}.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Diese Karte gibt es nicht.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>{card}&apos;s event is not available in this version yet.</source>
        <translation>Das Ereignis von {card} ist in dieser Version noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>{card} is played with {a_die}, an Event die or Will of the West.</source>
        <translation>{card} wird mit einem dieser Würfel gespielt: {a_die}, ein Ereigniswürfel oder Wille des Westens.</translation>
    </message>
    <message>
        <source>{card} is played with {a_die}, an Event die.</source>
        <translation>{card} wird mit einem dieser Würfel gespielt: {a_die} oder ein Ereigniswürfel.</translation>
    </message>
    <message>
        <source>with {a_die}; its condition holds: {condition}</source>
        <translation>eingesetzt: {a_die}; ihre Bedingung ist erfüllt: {condition}</translation>
    </message>
    <message>
        <source>with {a_die}</source>
        <translation>eingesetzt: {a_die}</translation>
    </message>
    <message>
        <source>combat die</source>
        <translation>Kampfwürfel</translation>
    </message>
    <message>
        <source>made a hit by a combat card</source>
        <translation>durch eine Kampfkarte zum Treffer gemacht</translation>
    </message>
    <message>
        <source>leader re-roll</source>
        <translation>Anführer-Neuwurf</translation>
    </message>
    <message>
        <source>each die of the combat roll</source>
        <translation>jeder Würfel des Kampfwurfs</translation>
    </message>
    <message>
        <source>each re-rolled die</source>
        <translation>jeder neu geworfene Würfel</translation>
    </message>
    <message>
        <source>dice rolled</source>
        <translation>geworfene Würfel</translation>
    </message>
    <message>
        <source>at most this many dice</source>
        <translation>höchstens so viele Würfel</translation>
    </message>
    <message>
        <source>leader re-rolls</source>
        <translation>Anführer-Neuwürfe</translation>
    </message>
    <message>
        <source>missed dice made hits</source>
        <translation>verfehlte Würfel wurden zu Treffern</translation>
    </message>
    <message>
        <source>no leader re-roll</source>
        <translation>kein Anführer-Neuwurf</translation>
    </message>
    <message>
        <source>{src}: {what}</source>
        <translation>{src}: {what}</translation>
    </message>
    <message>
        <source>The Free Peoples reveal {name} ({card}, initiative {i}).</source>
        <translation>Die Freien Völker decken ihre Kampfkarte auf: {name} ({card}, Initiative {i}).</translation>
    </message>
    <message>
        <source>The Shadow&apos;s forces reveal {name} ({card}, initiative {i}).</source>
        <translation>Die Streitkräfte des Schattens decken ihre Kampfkarte auf: {name} ({card}, Initiative {i}).</translation>
    </message>
    <message>
        <source>The Witch-king is in the battle: the Shadow draws a {deck} card.</source>
        <translation>Der Hexenkönig ist in der Schlacht: Der Schatten zieht eine Karte (Stapel: {deck}).</translation>
    </message>
    <message numerus="yes">
        <source>%n special hunt tile(s) in play (joins|join) the hunt pool.</source>
        <translation>
            <numerusform>%n Sonderplättchen im Spiel kommt in den Jagdvorrat.</numerusform>
            <numerusform>%n Sonderplättchen im Spiel kommen in den Jagdvorrat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wormtongue: Rohan stays passive.</source>
        <translation>Schlangenzunge: Rohan bleibt passiv.</translation>
    </message>
    <message>
        <source>Fight in the field at {region}</source>
        <translation>Im Feld bei {region} kämpfen</translation>
    </message>
    <message numerus="yes">
        <source>remove %n elite(s)</source>
        <translation>
            <numerusform>%n Elite entfernen</numerusform>
            <numerusform>%n Eliten entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reduce %n elite(s) to regulars</source>
        <translation>
            <numerusform>%n Elite zu regulärer Einheit herabstufen</numerusform>
            <numerusform>%n Eliten zu regulären Einheiten herabstufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>remove %n regular(s)</source>
        <translation>
            <numerusform>%n reguläre Einheit entfernen</numerusform>
            <numerusform>%n reguläre Einheiten entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Casualties: {choice}</source>
        <translation>Verluste: {choice}</translation>
    </message>
    <message numerus="yes">
        <source>%n elite(s) removed</source>
        <translation>
            <numerusform>%n Elite entfernt</numerusform>
            <numerusform>%n Eliten entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n elite(s) reduced</source>
        <translation>
            <numerusform>%n Elite herabgestuft</numerusform>
            <numerusform>%n Eliten herabgestuft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n regular(s) removed</source>
        <translation>
            <numerusform>%n reguläre Einheit entfernt</numerusform>
            <numerusform>%n reguläre Einheiten entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} casualties in {r}: {losses}.</source>
        <translation>Verluste ({side}) in {r}: {losses}.</translation>
    </message>
    <message>
        <source>The defenders fight in the field.</source>
        <translation>Die Verteidiger kämpfen im Feld.</translation>
    </message>
    <message numerus="yes">
        <source>Only 5 units fit in the stronghold of {r}: the {side} choose %n unit(s) to send back to the reinforcements.</source>
        <translation>
            <numerusform>In die Festung von {r} passen nur 5 Einheiten: {side} wählen %n Einheit, die zur Verstärkung zurückkehrt.</numerusform>
            <numerusform>In die Festung von {r} passen nur 5 Einheiten: {side} wählen %n Einheiten, die zur Verstärkung zurückkehren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only 5 units fit in the stronghold of {r}: the {side} chooses %n unit(s) to send back to the reinforcements.</source>
        <translation>
            <numerusform>In die Festung von {r} passen nur 5 Einheiten: {side} wählt %n Einheit, die zur Verstärkung zurückkehrt.</numerusform>
            <numerusform>In die Festung von {r} passen nur 5 Einheiten: {side} wählt %n Einheiten, die zur Verstärkung zurückkehren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Send back to the reinforcements: {figures}</source>
        <translation>Zur Verstärkung zurückschicken: {figures}</translation>
    </message>
    <message numerus="yes">
        <source>Only 5 units fit in the stronghold of {r}: {desc} (goes|go) back to the reinforcements.</source>
        <translation>
            <numerusform>In die Festung von {r} passen nur 5 Einheiten: {desc} kehrt zur Verstärkung zurück.</numerusform>
            <numerusform>In die Festung von {r} passen nur 5 Einheiten: {desc} kehren zur Verstärkung zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defenders shut themselves in {r}; the attackers surround it: a siege begins.</source>
        <translation>Die Verteidiger schließen sich in {r} ein; die Angreifer umzingeln den Ort: Eine Belagerung beginnt.</translation>
    </message>
    <message>
        <source>Character</source>
        <comment>action die face</comment>
        <translation>Person</translation>
    </message>
    <message>
        <source>Army</source>
        <comment>action die face</comment>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Muster</source>
        <comment>action die face</comment>
        <translation>Musterung</translation>
    </message>
    <message>
        <source>Army/Muster</source>
        <comment>action die face</comment>
        <translation>Armee/Musterung</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>action die face</comment>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Will of the West</source>
        <comment>action die face</comment>
        <translation>Wille des Westens</translation>
    </message>
    <message>
        <source>Eye</source>
        <comment>action die face</comment>
        <translation>Auge</translation>
    </message>
    <message>
        <source>a Character die</source>
        <translation>ein Personenwürfel</translation>
    </message>
    <message>
        <source>an Army die</source>
        <translation>ein Armeewürfel</translation>
    </message>
    <message>
        <source>a Muster die</source>
        <translation>ein Musterungswürfel</translation>
    </message>
    <message>
        <source>an Army/Muster die</source>
        <translation>ein Armee-/Musterungswürfel</translation>
    </message>
    <message>
        <source>an Event die</source>
        <translation>ein Ereigniswürfel</translation>
    </message>
    <message>
        <source>a Will of the West die</source>
        <translation>ein Würfel „Wille des Westens“</translation>
    </message>
    <message>
        <source>an Eye die</source>
        <translation>ein Augenwürfel</translation>
    </message>
    <message>
        <source>character</source>
        <comment>deck</comment>
        <translation>Personen</translation>
    </message>
    <message>
        <source>strategy</source>
        <comment>deck</comment>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>the Dwarves</source>
        <translation>die Zwerge</translation>
    </message>
    <message>
        <source>the Elves</source>
        <translation>die Elben</translation>
    </message>
    <message>
        <source>Gondor</source>
        <comment>nation</comment>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>the North</source>
        <translation>der Norden</translation>
    </message>
    <message>
        <source>Rohan</source>
        <comment>nation</comment>
        <translation>Rohan</translation>
    </message>
    <message>
        <source>Isengard</source>
        <comment>nation</comment>
        <translation>Isengart</translation>
    </message>
    <message>
        <source>Sauron</source>
        <comment>nation</comment>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>the Southrons and Easterlings</source>
        <translation>die Südländer und Ostlinge</translation>
    </message>
    <message>
        <source>The Southrons and Easterlings</source>
        <translation>Die Südländer und Ostlinge</translation>
    </message>
    <message>
        <source>Dwarven</source>
        <translation>Zwerge</translation>
    </message>
    <message>
        <source>Elven</source>
        <translation>Elben</translation>
    </message>
    <message>
        <source>Gondor</source>
        <comment>figures&apos; nation</comment>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>North</source>
        <comment>figures&apos; nation</comment>
        <translation>Norden</translation>
    </message>
    <message>
        <source>Rohan</source>
        <comment>figures&apos; nation</comment>
        <translation>Rohan</translation>
    </message>
    <message>
        <source>Isengard</source>
        <comment>figures&apos; nation</comment>
        <translation>Isengart</translation>
    </message>
    <message>
        <source>Sauron</source>
        <comment>figures&apos; nation</comment>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>Southron and Easterling</source>
        <translation>Südländer und Ostlinge</translation>
    </message>
    <message>
        <source>a Nazgûl</source>
        <translation>ein Nazgûl</translation>
    </message>
    <message>
        <source>an {nation} regular</source>
        <translation>eine reguläre Einheit ({nation})</translation>
    </message>
    <message>
        <source>a {nation} regular</source>
        <translation>eine reguläre Einheit ({nation})</translation>
    </message>
    <message>
        <source>an {nation} elite</source>
        <translation>eine Elite ({nation})</translation>
    </message>
    <message>
        <source>a {nation} elite</source>
        <translation>eine Elite ({nation})</translation>
    </message>
    <message>
        <source>an {nation} leader</source>
        <translation>ein Anführer ({nation})</translation>
    </message>
    <message>
        <source>a {nation} leader</source>
        <translation>ein Anführer ({nation})</translation>
    </message>
    <message>
        <source>{a}, {rest}</source>
        <translation>{a}, {rest}</translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} regular(s)</source>
        <translation>
            <numerusform>%n reguläre Einheit ({nation})</numerusform>
            <numerusform>%n reguläre Einheiten ({nation})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} elite(s)</source>
        <translation>
            <numerusform>%n Elite ({nation})</numerusform>
            <numerusform>%n Eliten ({nation})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} leader(s)</source>
        <translation>
            <numerusform>%n Anführer ({nation})</numerusform>
            <numerusform>%n Anführer ({nation})</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare the Fellowship in {region} and heal</source>
        <translation>Die Gemeinschaft in {region} ansagen und heilen</translation>
    </message>
    <message>
        <source>Declare the Fellowship in {region}</source>
        <translation>Die Gemeinschaft in {region} ansagen</translation>
    </message>
    <message>
        <source>Make {character} the guide</source>
        <translation>{character} zum Führer machen</translation>
    </message>
    <message>
        <source>Enter Mordor from {region}</source>
        <translation>Von {region} aus Mordor betreten</translation>
    </message>
    <message>
        <source>End the Fellowship phase</source>
        <translation>Gemeinschaftsphase beenden</translation>
    </message>
    <message>
        <source>Use {die} die: move the Fellowship</source>
        <translation>Würfel „{die}“ einsetzen: die Gemeinschaft bewegen</translation>
    </message>
    <message>
        <source>Use {die} die: hide the Fellowship</source>
        <translation>Würfel „{die}“ einsetzen: die Gemeinschaft verbergen</translation>
    </message>
    <message>
        <source>Use {die} die: separate {character} to {region}</source>
        <translation>Würfel „{die}“ einsetzen: {character} nach {region} abtrennen</translation>
    </message>
    <message>
        <source>Use {die} die: separate a group of companions</source>
        <translation>Würfel „{die}“ einsetzen: eine Gruppe Gefährten abtrennen</translation>
    </message>
    <message>
        <source>Use {die} die: move the companions</source>
        <translation>Würfel „{die}“ einsetzen: die Gefährten bewegen</translation>
    </message>
    <message>
        <source>Use {die} die: move Nazgûl and minions</source>
        <translation>Würfel „{die}“ einsetzen: Nazgûl und Günstlinge bewegen</translation>
    </message>
    <message>
        <source>{character} stays in {region}</source>
        <translation>{character} bleibt in {region}</translation>
    </message>
    <message>
        <source>Move {character} {region} → {region2}</source>
        <translation>{character} bewegen, {region} → {region2}</translation>
    </message>
    <message>
        <source>Stop moving Nazgûl and minions</source>
        <translation>Bewegung von Nazgûl und Günstlingen beenden</translation>
    </message>
    <message>
        <source>Move a Nazgûl {frm} → {to}</source>
        <translation>Einen Nazgûl bewegen, {frm} → {to}</translation>
    </message>
    <message>
        <source>Move {character} {frm} → {to}</source>
        <translation>{character} bewegen, {frm} → {to}</translation>
    </message>
    <message>
        <source>Do not use {character}&apos;s guide ability</source>
        <translation>Die Fähigkeit des Führers {character} nicht nutzen</translation>
    </message>
    <message>
        <source>Take all {d} damage as corruption</source>
        <translation>Den ganzen Schaden ({d}) als Verderbnis nehmen</translation>
    </message>
    <message>
        <source>Separate (Take Them Alive) the guide {character} (−{value} damage)</source>
        <translation>Den Führer {character} abtrennen („Nehmt sie lebend“) (−{value} Schaden)</translation>
    </message>
    <message>
        <source>Eliminate the guide {character} (−{value} damage)</source>
        <translation>Den Führer {character} ausschalten (−{value} Schaden)</translation>
    </message>
    <message>
        <source>Eliminate a random companion (−its level)</source>
        <translation>Einen zufälligen Gefährten ausschalten (−seine Stufe)</translation>
    </message>
    <message>
        <source>The revealed Fellowship stands in {region}</source>
        <translation>Die entdeckte Gemeinschaft steht in {region}</translation>
    </message>
    <message>
        <source>The Fellowship is revealed!</source>
        <translation>Die Gemeinschaft ist entdeckt!</translation>
    </message>
    <message>
        <source>A revealed Fellowship may not stay in {r}, a city or stronghold of the Free Peoples: it moves to {to}.</source>
        <translation>Eine entdeckte Gemeinschaft darf nicht in {r} bleiben, einer Stadt oder Festung der Freien Völker: Sie zieht nach {to}.</translation>
    </message>
    <message>
        <source>Choose a region of the map for the revealed Fellowship.</source>
        <translation>Wähle eine Region auf der Karte für die entdeckte Gemeinschaft.</translation>
    </message>
    <message>
        <source>A revealed Fellowship may never end its move in {region}: it is a city or stronghold the Free Peoples control.</source>
        <translation>Eine entdeckte Gemeinschaft darf ihre Bewegung nie in {region} beenden: Der Ort ist eine Stadt oder Festung unter Kontrolle der Freien Völker.</translation>
    </message>
    <message numerus="yes">
        <source>{region} is out of reach: the revealed Fellowship moves at most %n region(s) (its progress counter) from {ring}.</source>
        <translation>
            <numerusform>{region} ist außer Reichweite: Die entdeckte Gemeinschaft zieht höchstens %n Region (ihr Fortschrittsmarker) von {ring} weit.</numerusform>
            <numerusform>{region} ist außer Reichweite: Die entdeckte Gemeinschaft zieht höchstens %n Regionen (ihr Fortschrittsmarker) von {ring} weit.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Free Peoples declare the Fellowship in {to} (it was last seen in {frm}).</source>
        <translation>Die Freien Völker sagen die Gemeinschaft in {to} an (zuletzt gesehen in {frm}).</translation>
    </message>
    <message>
        <source>The Free Peoples reveal the Fellowship in {to} (it was last seen in {frm}).</source>
        <translation>Die Freien Völker decken die Gemeinschaft in {to} auf (zuletzt gesehen in {frm}).</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) activated by the Fellowship&apos;s visit.</source>
        <translation>
            <numerusform>{nation} wird durch den Besuch der Gemeinschaft aktiviert.</numerusform>
            <numerusform>{nation} werden durch den Besuch der Gemeinschaft aktiviert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Ring-bearer rests in {to}: corruption −1 (now {c}).</source>
        <translation>Der Ringträger ruht in {to}: Verderbnis −1 (jetzt {c}).</translation>
    </message>
    <message numerus="yes">
        <source>The Fellowship passed %n Shadow stronghold(s): {tiles}.</source>
        <translation>
            <numerusform>Die Gemeinschaft kam an %n Festung des Schattens vorbei: {tiles}.</numerusform>
            <numerusform>Die Gemeinschaft kam an %n Festungen des Schattens vorbei: {tiles}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extra hunt tile(s)</source>
        <translation>
            <numerusform>%n zusätzliches Jagdplättchen</numerusform>
            <numerusform>%n zusätzliche Jagdplättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>{guide} now guides the Fellowship.</source>
        <translation>{guide} führt jetzt die Gemeinschaft.</translation>
    </message>
    <message>
        <source>The Fellowship enters Mordor from {r}: it stands on step 0 of the Mordor track, and every drawn hunt tile returns to the pool.</source>
        <translation>Die Gemeinschaft betritt Mordor von {r} aus: Sie steht auf Feld 0 der Mordorleiste, und jedes gezogene Jagdplättchen kommt zurück in den Vorrat.</translation>
    </message>
    <message numerus="yes">
        <source>{c} reaches {r}: {nation} (becomes|become) active.</source>
        <translation>
            <numerusform>{c} erreicht {r}: {nation} wird aktiv.</numerusform>
            <numerusform>{c} erreicht {r}: {nation} werden aktiv.</numerusform>
        </translation>
    </message>
    <message>
        <source>{c} leaves the Fellowship and goes to {r}.</source>
        <translation>{c} verlässt die Gemeinschaft und geht nach {r}.</translation>
    </message>
    <message>
        <source>Add {character} to the group</source>
        <translation>{character} zur Gruppe hinzufügen</translation>
    </message>
    <message>
        <source>{names} leave the Fellowship for {region}</source>
        <translation>{names} verlassen die Gemeinschaft nach {region}</translation>
    </message>
    <message>
        <source>{c} leave the Fellowship together and go to {r}.</source>
        <translation>{c} verlassen gemeinsam die Gemeinschaft und gehen nach {r}.</translation>
    </message>
    <message>
        <source>{g} is now the guide of the Fellowship.</source>
        <translation>{g} ist jetzt der Führer der Gemeinschaft.</translation>
    </message>
    <message>
        <source>{character} guides the Fellowship</source>
        <translation>{character} führt die Gemeinschaft</translation>
    </message>
    <message>
        <source>{g} guides the Fellowship.</source>
        <translation>{g} führt die Gemeinschaft.</translation>
    </message>
    <message>
        <source>{c} moves {frm} → {to}.</source>
        <translation>{c} zieht {frm} → {to}.</translation>
    </message>
    <message>
        <source>A Nazgûl flies {frm} → {to}.</source>
        <translation>Ein Nazgûl fliegt {frm} → {to}.</translation>
    </message>
    <message>
        <source>{m} moves {frm} → {to}.</source>
        <translation>{m} zieht {frm} → {to}.</translation>
    </message>
    <message>
        <source>The Fellowship hides again.</source>
        <translation>Die Gemeinschaft verbirgt sich wieder.</translation>
    </message>
    <message>
        <source>The Fellowship moves: progress counter {n}.</source>
        <translation>Die Gemeinschaft zieht: Fortschrittsmarker {n}.</translation>
    </message>
    <message>
        <source>The Fellowship moves on the Mordor track: a hunt tile is drawn.</source>
        <translation>Die Gemeinschaft zieht auf der Mordorleiste: Ein Jagdplättchen wird gezogen.</translation>
    </message>
    <message>
        <source>Strider guides: the first die moving the Fellowship this turn stays out of the hunt box.</source>
        <translation>Streicher führt: Der erste Würfel, der die Gemeinschaft in dieser Runde bewegt, bleibt außerhalb des Jagdfelds.</translation>
    </message>
    <message>
        <source>The Last Battle: the die stays out of the hunt box.</source>
        <translation>Die letzte Schlacht: Der Würfel bleibt außerhalb des Jagdfelds.</translation>
    </message>
    <message>
        <source>The {side} {deck} deck is shuffled ({n} cards).</source>
        <extracomment>every Action kind the engine performs: the keys of the dispatch table (dispatch.DOES), complete once the rule modules above are imported</extracomment>
        <translation>Der Stapel „{deck}“ der Seite „{side}“ wird gemischt ({n} Karten).</translation>
    </message>
    <message>
        <source>Shuffle the {side} {deck} event deck</source>
        <translation>Den Ereignisstapel „{deck}“ der Seite „{side}“ mischen</translation>
    </message>
    <message>
        <source>Cards are drawn from the top.</source>
        <translation>Karten werden von oben gezogen.</translation>
    </message>
    <message>
        <source>The Fellowship sets out from {region} with {n} companions; {guide} is its guide.</source>
        <translation>Die Gemeinschaft bricht mit {n} Gefährten von {region} auf; {guide} ist ihr Führer.</translation>
    </message>
    <message>
        <source>Nobody has to decide anything now.</source>
        <translation>Niemand muss jetzt etwas entscheiden.</translation>
    </message>
    <message>
        <source>It is not your decision: {decision}.</source>
        <translation>Das ist nicht deine Entscheidung: {decision}.</translation>
    </message>
    <message>
        <source>a companion moved a nation towards war</source>
        <translation>ein Gefährte hat eine Nation in Richtung Krieg bewegt</translation>
    </message>
    <message>
        <source>The siege of {r} is over.</source>
        <translation>Die Belagerung von {r} ist vorbei.</translation>
    </message>
    <message>
        <source>Game over. {reason}</source>
        <translation>Partie beendet. {reason}</translation>
    </message>
    <message>
        <source>Mordor step {step}</source>
        <translation>Mordor-Feld {step}</translation>
    </message>
    <message>
        <source>{region} +{progress} (hidden)</source>
        <translation>{region} +{progress} (verborgen)</translation>
    </message>
    <message>
        <source>{region} +{progress} (revealed)</source>
        <translation>{region} +{progress} (entdeckt)</translation>
    </message>
    <message>
        <source>the team card swap</source>
        <translation>der Kartentausch im Team</translation>
    </message>
    <message>
        <source>Turn {turn} · {phase} · Fellowship {where}, corruption {corruption} · VP Shadow {sh} / Free Peoples {fp}</source>
        <translation>Runde {turn} · {phase} · Gemeinschaft {where}, Verderbnis {corruption} · SP Schatten {sh} / Freie Völker {fp}</translation>
    </message>
    <message>
        <source>No Shadow dice are in the hunt box: no hunt roll.</source>
        <translation>Im Jagdfeld sind keine Schattenwürfel: kein Jagdwurf.</translation>
    </message>
    <message>
        <source>hunt die</source>
        <translation>Jagdwürfel</translation>
    </message>
    <message>
        <source>a Shadow stronghold in the Fellowship&apos;s region</source>
        <translation>eine Festung des Schattens in der Region der Gemeinschaft</translation>
    </message>
    <message>
        <source>Shadow army units in the Fellowship&apos;s region</source>
        <translation>Armeeeinheiten des Schattens in der Region der Gemeinschaft</translation>
    </message>
    <message>
        <source>a Nazgûl in the Fellowship&apos;s region</source>
        <translation>ein Nazgûl in der Region der Gemeinschaft</translation>
    </message>
    <message>
        <source>Free Peoples die in the hunt box</source>
        <translation>Würfel der Freien Völker im Jagdfeld</translation>
    </message>
    <message>
        <source>{need}+ (a 1 always fails)</source>
        <translation>{need}+ (eine 1 scheitert immer)</translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n Erfolg</numerusform>
            <numerusform>%n Erfolge</numerusform>
        </translation>
    </message>
    <message>
        <source>The hunt finds the Fellowship: a hunt tile is drawn.</source>
        <translation>Die Jagd findet die Gemeinschaft: Ein Jagdplättchen wird gezogen.</translation>
    </message>
    <message>
        <source>The Fellowship slips past the hunt.</source>
        <translation>Die Gemeinschaft entkommt der Jagd.</translation>
    </message>
    <message numerus="yes">
        <source>Hunt roll: %n Shadow (die|dice) (hunts|hunt) the Fellowship near {region}</source>
        <translation>
            <numerusform>Jagdwurf: %n Schattenwürfel jagt die Gemeinschaft bei {region}</numerusform>
            <numerusform>Jagdwurf: %n Schattenwürfel jagen die Gemeinschaft bei {region}</numerusform>
        </translation>
    </message>
    <message>
        <source>The Shadow hunts: {res}.</source>
        <translation>Der Schatten jagt: {res}.</translation>
    </message>
    <message>
        <source>No hunt tile is drawn.</source>
        <translation>Es wird kein Jagdplättchen gezogen.</translation>
    </message>
    <message>
        <source>The hunt pool is empty: the drawn tiles are put back.</source>
        <translation>Der Jagdvorrat ist leer: Die gezogenen Plättchen werden zurückgelegt.</translation>
    </message>
    <message>
        <source>Eye: damage = dice in the hunt box</source>
        <translation>Auge: Schaden = Würfel im Jagdfeld</translation>
    </message>
    <message>
        <source>Eye: damage = hunt successes</source>
        <translation>Auge: Schaden = Jagderfolge</translation>
    </message>
    <message>
        <source>tile die</source>
        <translation>Plättchenwürfel</translation>
    </message>
    <message>
        <source>die tile: rolled {value}</source>
        <translation>Würfelplättchen: {value} gewürfelt</translation>
    </message>
    <message>
        <source>Eye (no effect for this card)</source>
        <translation>Auge (für diese Karte ohne Wirkung)</translation>
    </message>
    <message>
        <source>{tile} and Reveal and Stop</source>
        <translation>{tile} sowie Entdecken und Halt</translation>
    </message>
    <message>
        <source>{tile} and Reveal</source>
        <translation>{tile} sowie Entdecken</translation>
    </message>
    <message>
        <source>{tile} and Stop</source>
        <translation>{tile} sowie Halt</translation>
    </message>
    <message>
        <source>Hunt tile drawn: {desc}. Damage {d}.</source>
        <translation>Jagdplättchen gezogen: {desc}. Schaden {d}.</translation>
    </message>
    <message>
        <source>Draw a hunt tile at random from the pool</source>
        <translation>Ein Jagdplättchen zufällig aus dem Vorrat ziehen</translation>
    </message>
    <message>
        <source>{count} tiles in the pool</source>
        <translation>Plättchen im Vorrat: {count}</translation>
    </message>
    <message>
        <source>{damage} hunt damage; the Fellowship is revealed</source>
        <translation>Jagdschaden {damage}; die Gemeinschaft ist entdeckt</translation>
    </message>
    <message>
        <source>{damage} hunt damage</source>
        <translation>Jagdschaden {damage}</translation>
    </message>
    <message>
        <source>The Ring-bearer heals {d} corruption.</source>
        <translation>Der Ringträger heilt {d} Verderbnis.</translation>
    </message>
    <message>
        <source>The Ring-bearer takes {d} corruption.</source>
        <translation>Der Ringträger erleidet {d} Verderbnis.</translation>
    </message>
    <message>
        <source>Use no card against this hunt damage</source>
        <translation>Keine Karte gegen diesen Jagdschaden einsetzen</translation>
    </message>
    <message>
        <source>Use {card} against the hunt damage</source>
        <translation>{card} gegen den Jagdschaden einsetzen</translation>
    </message>
    <message>
        <source>The Free Peoples use {card} against the hunt.</source>
        <translation>Die Freien Völker setzen {card} gegen die Jagd ein.</translation>
    </message>
    <message>
        <source>Boromir gives his life for the Ring-bearer (−2 damage)</source>
        <translation>Boromir gibt sein Leben für den Ringträger (−2 Schaden)</translation>
    </message>
    <message>
        <source>{name} leaves the Fellowship (−1 damage)</source>
        <translation>{name} verlässt die Gemeinschaft (−1 Schaden)</translation>
    </message>
    <message>
        <source>{name} is lost on the Mordor track (−1 damage)</source>
        <translation>{name} geht auf der Mordorleiste verloren (−1 Schaden)</translation>
    </message>
    <message>
        <source>Gollum: reveal the Fellowship (−1 damage)</source>
        <translation>Gollum: die Gemeinschaft entdecken (−1 Schaden)</translation>
    </message>
    <message>
        <source>The guide&apos;s ability reduces the damage to {d}.</source>
        <translation>Die Fähigkeit des Führers verringert den Schaden auf {d}.</translation>
    </message>
    <message>
        <source>{c} leaves the Fellowship in {r}.</source>
        <translation>{c} verlässt die Gemeinschaft in {r}.</translation>
    </message>
    <message>
        <source>{c} is eliminated.</source>
        <translation>{c} wird ausgeschaltet.</translation>
    </message>
    <message>
        <source>The Shadow draws a companion at random: {c}.</source>
        <translation>Der Schatten zieht zufällig einen Gefährten: {c}.</translation>
    </message>
    <message>
        <source>Draw a random companion from the Fellowship</source>
        <translation>Einen zufälligen Gefährten aus der Gemeinschaft ziehen</translation>
    </message>
    <message>
        <source>That companion is the hunt&apos;s casualty.</source>
        <translation>Dieser Gefährte ist das Opfer der Jagd.</translation>
    </message>
    <message>
        <source>Take Them Alive: {c} is separated instead of eliminated.</source>
        <translation>Nehmt sie lebend: {c} wird abgetrennt statt ausgeschaltet.</translation>
    </message>
    <message>
        <source>Stop: the Fellowship does not advance on the Mordor track.</source>
        <translation>Halt: Die Gemeinschaft rückt auf der Mordorleiste nicht vor.</translation>
    </message>
    <message>
        <source>The Fellowship reaches step {n} of the Mordor track.</source>
        <translation>Die Gemeinschaft erreicht Feld {n} der Mordorleiste.</translation>
    </message>
    <message>
        <source>The Ring-bearer reaches the Crack of Doom and the Ring is destroyed.</source>
        <translation>Der Ringträger erreicht die Schicksalsklüfte, und der Ring wird vernichtet.</translation>
    </message>
    <message>
        <source>Use {die} die: advance {nation} on the political track</source>
        <translation>Würfel „{die}“ einsetzen: {nation} auf der Politikleiste voranbringen</translation>
    </message>
    <message>
        <source>Use {die} die: recruit {word} in {region}</source>
        <translation>Würfel „{die}“ einsetzen: {word} in {region} rekrutieren</translation>
    </message>
    <message>
        <source>Recruit {word} in {region}</source>
        <translation>{word} in {region} rekrutieren</translation>
    </message>
    <message>
        <source>Use {die} die: Saruman recruits an Isengard regular in each Isengard settlement</source>
        <translation>Würfel „{die}“ einsetzen: Saruman rekrutiert in jeder Siedlung Isengarts eine reguläre Einheit aus Isengart</translation>
    </message>
    <message>
        <source>Use {die} die: Saruman turns regulars in Orthanc into elites</source>
        <translation>Würfel „{die}“ einsetzen: Saruman macht reguläre Einheiten in Orthanc zu Eliten</translation>
    </message>
    <message>
        <source>Use {die} die: bring {character} into play in {region}</source>
        <translation>Würfel „{die}“ einsetzen: {character} in {region} ins Spiel bringen</translation>
    </message>
    <message>
        <source>Saruman breeds Uruk-hai in Orthanc: regulars become elites.</source>
        <translation>Saruman züchtet Uruk-hai in Orthanc: Reguläre Einheiten werden zu Eliten.</translation>
    </message>
    <message>
        <source>Recruit nothing more</source>
        <translation>Nichts mehr rekrutieren</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (becomes|become) active ({why}).</source>
        <translation>
            <numerusform>{nation} wird aktiv ({why}).</numerusform>
            <numerusform>{nation} werden aktiv ({why}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (advances|advance) on the political track ({why}) and now (is|are) at war.</source>
        <translation>
            <numerusform>{nation} rückt auf der Politikleiste vor ({why}) und ist jetzt im Krieg.</numerusform>
            <numerusform>{nation} rücken auf der Politikleiste vor ({why}) und sind jetzt im Krieg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (advances|advance) on the political track ({why}) and now (is|are) {steps} from war.</source>
        <translation>
            <numerusform>{nation} rückt auf der Politikleiste vor ({why}) und ist jetzt {steps} vom Krieg entfernt.</numerusform>
            <numerusform>{nation} rücken auf der Politikleiste vor ({why}) und sind jetzt {steps} vom Krieg entfernt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>The {side} recruit {what} in {r}.</source>
        <translation>{side} rekrutieren {what} in {r}.</translation>
    </message>
    <message>
        <source>The {side} recruits {what} in {r}.</source>
        <translation>{side} rekrutiert {what} in {r}.</translation>
    </message>
    <message>
        <source>diplomacy with a Muster die</source>
        <translation>Diplomatie mit einem Musterungswürfel</translation>
    </message>
    <message>
        <source>{character}&apos;s ability</source>
        <translation>Fähigkeit von {character}</translation>
    </message>
    <message>
        <source>{m} enters play in {r}: the Shadow gains an action die from next turn.</source>
        <translation>{m} kommt in {r} ins Spiel: Der Schatten erhält ab der nächsten Runde einen Aktionswürfel.</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) activated by the coming of the Witch-king.</source>
        <translation>
            <numerusform>{nation} wird durch das Kommen des Hexenkönigs aktiviert.</numerusform>
            <numerusform>{nation} werden durch das Kommen des Hexenkönigs aktiviert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Strider is crowned: Aragorn, heir to Isildur, in {r}. The Free Peoples gain an action die from next turn.</source>
        <translation>Streicher wird gekrönt: Aragorn, Isildurs Erbe, in {r}. Die Freien Völker erhalten ab der nächsten Runde einen Aktionswürfel.</translation>
    </message>
    <message>
        <source>Gandalf the White comes in {r}. The Free Peoples gain an action die from next turn.</source>
        <translation>Gandalf der Weiße erscheint in {r}. Die Freien Völker erhalten ab der nächsten Runde einen Aktionswürfel.</translation>
    </message>
    <message>
        <source>discarding cards down to the hand limit</source>
        <translation>Karten bis auf das Handkartenlimit abwerfen</translation>
    </message>
    <message>
        <source>taking the Fellowship phase&apos;s decisions</source>
        <translation>Entscheidungen der Gemeinschaftsphase treffen</translation>
    </message>
    <message>
        <source>putting action dice in the hunt box</source>
        <translation>Aktionswürfel ins Jagdfeld legen</translation>
    </message>
    <message>
        <source>using an action die</source>
        <translation>einen Aktionswürfel einsetzen</translation>
    </message>
    <message>
        <source>moving a second army with the same die</source>
        <translation>mit demselben Würfel eine zweite Armee bewegen</translation>
    </message>
    <message>
        <source>recruiting a second figure with the same die</source>
        <translation>mit demselben Würfel eine zweite Figur rekrutieren</translation>
    </message>
    <message>
        <source>moving companions</source>
        <translation>Gefährten bewegen</translation>
    </message>
    <message>
        <source>moving Nazgûl and minions</source>
        <translation>Nazgûl und Günstlinge bewegen</translation>
    </message>
    <message>
        <source>choosing a group of companions to leave the Fellowship</source>
        <translation>eine Gruppe Gefährten wählen, die die Gemeinschaft verlässt</translation>
    </message>
    <message>
        <source>choosing the Fellowship&apos;s new guide</source>
        <translation>den neuen Führer der Gemeinschaft wählen</translation>
    </message>
    <message>
        <source>choosing between a field battle and retreating into the stronghold</source>
        <translation>zwischen Feldschlacht und Rückzug in die Festung wählen</translation>
    </message>
    <message>
        <source>choosing which units may not go into the stronghold</source>
        <translation>wählen, welche Einheiten nicht in die Festung dürfen</translation>
    </message>
    <message>
        <source>choosing a combat card</source>
        <translation>eine Kampfkarte wählen</translation>
    </message>
    <message>
        <source>choosing casualties</source>
        <translation>Verluste wählen</translation>
    </message>
    <message>
        <source>deciding whether the attack goes on</source>
        <translation>entscheiden, ob der Angriff weitergeht</translation>
    </message>
    <message>
        <source>deciding whether the defenders retreat</source>
        <translation>entscheiden, ob sich die Verteidiger zurückziehen</translation>
    </message>
    <message>
        <source>deciding whether the victors advance</source>
        <translation>entscheiden, ob die Sieger nachrücken</translation>
    </message>
    <message>
        <source>deciding whether Gandalf the White rides against the Nazgûl</source>
        <translation>entscheiden, ob Gandalf der Weiße gegen die Nazgûl reitet</translation>
    </message>
    <message>
        <source>deciding whether the guide&apos;s ability reduces the hunt damage</source>
        <translation>entscheiden, ob die Fähigkeit des Führers den Jagdschaden verringert</translation>
    </message>
    <message>
        <source>choosing how to take the hunt damage</source>
        <translation>wählen, wie der Jagdschaden genommen wird</translation>
    </message>
    <message>
        <source>deciding whether a card on the table reduces the hunt damage</source>
        <translation>entscheiden, ob eine Karte auf dem Tisch den Jagdschaden verringert</translation>
    </message>
    <message>
        <source>placing the revealed Fellowship</source>
        <translation>die entdeckte Gemeinschaft platzieren</translation>
    </message>
    <message>
        <source>deciding whether to use a card on the table</source>
        <translation>entscheiden, ob eine Karte auf dem Tisch eingesetzt wird</translation>
    </message>
    <message>
        <source>answering an event card&apos;s question</source>
        <translation>die Frage einer Ereigniskarte beantworten</translation>
    </message>
    <message>
        <source>moving or attacking with armies for an event card</source>
        <translation>für eine Ereigniskarte mit Armeen bewegen oder angreifen</translation>
    </message>
    <message>
        <source>choosing the deck to draw from</source>
        <translation>den Stapel wählen, von dem gezogen wird</translation>
    </message>
    <message>
        <source>deciding whether to offer a team-mate a card swap</source>
        <translation>entscheiden, ob einem Teamkameraden ein Kartentausch angeboten wird</translation>
    </message>
    <message>
        <source>answering a team-mate&apos;s card swap</source>
        <translation>auf den Kartentausch eines Teamkameraden antworten</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>entscheiden</translation>
    </message>
    <message>
        <source>answering the question of {card}</source>
        <translation>die Frage von {card} beantworten</translation>
    </message>
    <message>
        <source>the {side} player is {what}</source>
        <translation>der Spieler ({side}) muss gerade {what}</translation>
    </message>
    <message>
        <source>That choice is not readable: an action names its regions, figures and cards by name.</source>
        <translation>Diese Wahl ist nicht lesbar: Eine Aktion nennt ihre Regionen, Figuren und Karten beim Namen.</translation>
    </message>
    <message>
        <source>That is not a choice now: {decision}.</source>
        <translation>Das ist jetzt keine Wahl: {decision}.</translation>
    </message>
    <message>
        <source>You have no unused {face} die.</source>
        <translation>Du hast keinen ungenutzten Würfel mit „{face}“.</translation>
    </message>
    <message>
        <source>You have no unused die of that kind.</source>
        <translation>Du hast keinen ungenutzten Würfel dieser Art.</translation>
    </message>
    <message>
        <source>The army in {region} is besieged: it cannot leave (it may sortie).</source>
        <translation>Die Armee in {region} wird belagert: Sie kann die Region nicht verlassen (ein Ausfall ist möglich).</translation>
    </message>
    <message>
        <source>You have no army in {region}.</source>
        <translation>Du hast keine Armee in {region}.</translation>
    </message>
    <message>
        <source>The Character die attacks only with an army that has a leader or character.</source>
        <translation>Der Personenwürfel greift nur mit einer Armee an, die einen Anführer oder eine Person enthält.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed: hide it before it moves on.</source>
        <translation>Die Gemeinschaft ist entdeckt: Verberge sie, bevor sie weiterzieht.</translation>
    </message>
    <message>
        <source>The Fellowship is hidden already.</source>
        <translation>Die Gemeinschaft ist bereits verborgen.</translation>
    </message>
    <message>
        <source>On the Mordor track no companion can leave the Fellowship.</source>
        <translation>Auf der Mordorleiste kann kein Gefährte die Gemeinschaft verlassen.</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) not at war: no {adj} figures can be recruited.</source>
        <translation>
            <numerusform>{nation}: nicht im Krieg – es können keine Figuren ({adj}) rekrutiert werden.</numerusform>
            <numerusform>{nation}: nicht im Krieg – es können keine Figuren ({adj}) rekrutiert werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) passive: a nation goes to war only once it is active.</source>
        <translation>
            <numerusform>{nation}: passiv – eine Nation tritt erst in den Krieg ein, wenn sie aktiv ist.</numerusform>
            <numerusform>{nation}: passiv – eine Nation tritt erst in den Krieg ein, wenn sie aktiv ist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) at war already.</source>
        <translation>
            <numerusform>{nation}: bereits im Krieg.</numerusform>
            <numerusform>{nation}: bereits im Krieg.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player may use only one Elven ring a turn.</source>
        <translation>Jeder Spieler darf pro Runde nur einen Elbenring einsetzen.</translation>
    </message>
    <message>
        <source>You have no Elven ring left.</source>
        <translation>Du hast keinen Elbenring mehr.</translation>
    </message>
    <message>
        <source>An Elven ring cannot make a Will of the West.</source>
        <translation>Ein Elbenring kann kein Ergebnis „Wille des Westens“ erzeugen.</translation>
    </message>
    <message>
        <source>After using an Elven ring you take an action (or discard a die): no passing.</source>
        <translation>Nach dem Einsatz eines Elbenrings führst du eine Aktion aus (oder legst einen Würfel ab): Passen ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>You may pass only while you have fewer unused action dice than your opponent.</source>
        <translation>Du darfst nur passen, solange du weniger ungenutzte Aktionswürfel hast als dein Gegner.</translation>
    </message>
    <message>
        <source>The Fellowship was declared already this phase.</source>
        <translation>Die Gemeinschaft wurde in dieser Phase bereits angesagt.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed: there is nothing to declare.</source>
        <translation>Die Gemeinschaft ist entdeckt: Es gibt nichts anzusagen.</translation>
    </message>
    <message numerus="yes">
        <source>{region} is out of reach: the Fellowship is declared at most %n region(s) (its progress counter) from {ring}.</source>
        <translation>
            <numerusform>{region} ist außer Reichweite: Die Gemeinschaft wird höchstens %n Region (ihr Fortschrittsmarker) von {ring} entfernt angesagt.</numerusform>
            <numerusform>{region} ist außer Reichweite: Die Gemeinschaft wird höchstens %n Regionen (ihr Fortschrittsmarker) von {ring} entfernt angesagt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{companion} is not in the Fellowship.</source>
        <translation>{companion} ist nicht in der Gemeinschaft.</translation>
    </message>
    <message numerus="yes">
        <source>{region} is out of reach: leaving the Fellowship, {companion} goes at most %n region(s) from {ring} (the progress counter plus his level) and stops at an enemy stronghold on the way.</source>
        <translation>
            <numerusform>{region} ist außer Reichweite: Beim Verlassen der Gemeinschaft zieht {companion} höchstens %n Region von {ring} weit (Fortschrittsmarker plus Stufe) und hält an einer feindlichen Festung auf dem Weg.</numerusform>
            <numerusform>{region} ist außer Reichweite: Beim Verlassen der Gemeinschaft zieht {companion} höchstens %n Regionen von {ring} weit (Fortschrittsmarker plus Stufe) und hält an einer feindlichen Festung auf dem Weg.</numerusform>
        </translation>
    </message>
    <message>
        <source>{region} is out of {character}&apos;s reach this move (his level, and no further than an enemy stronghold on the way).</source>
        <translation>{region} ist bei dieser Bewegung außer Reichweite für {character} (gemäß seiner Stufe und nicht weiter als bis zu einer feindlichen Festung auf dem Weg).</translation>
    </message>
    <message>
        <source>{region} is a Free Peoples stronghold that is not besieged: no Nazgûl or minion may enter it.</source>
        <translation>{region} ist eine nicht belagerte Festung der Freien Völker: Kein Nazgûl und kein Günstling darf sie betreten.</translation>
    </message>
    <message numerus="yes">
        <source>The Shadow puts between {low} and %n (die|dice) in the hunt box now.</source>
        <translation>
            <numerusform>Der Schatten legt jetzt zwischen {low} und %n Würfel ins Jagdfeld.</numerusform>
            <numerusform>Der Schatten legt jetzt zwischen {low} und %n Würfel ins Jagdfeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal the next event tile</source>
        <translation>Nächstes Ereigniskärtchen aufdecken</translation>
    </message>
    <message numerus="yes">
        <source>Pay %n shields: draw 2 cards</source>
        <translation>
            <numerusform>%n Schild zahlen: 2 Karten ziehen</numerusform>
            <numerusform>%n Schilde zahlen: 2 Karten ziehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n shields: heal 1 step</source>
        <translation>
            <numerusform>%n Schild zahlen: 1 Feld heilen</numerusform>
            <numerusform>%n Schilde zahlen: 1 Feld heilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the shields</source>
        <translation>Schilde behalten</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card} abwerfen</translation>
    </message>
    <message>
        <source>Preparations: roll the die and turn up four cards</source>
        <translation>Reisevorbereitungen: würfeln und vier Karten aufdecken</translation>
    </message>
    <message>
        <source>Set out without preparations</source>
        <translation>Ohne Vorbereitungen aufbrechen</translation>
    </message>
    <message>
        <source>Give {card} to {hobbit}</source>
        <translation>{card} an {hobbit} geben</translation>
    </message>
    <message>
        <source>Pass {card} to {hobbit}</source>
        <translation>{card} an {hobbit} weitergeben</translation>
    </message>
    <message>
        <source>Roll the die to destroy the Ring</source>
        <translation>Würfeln, um den Ring zu vernichten</translation>
    </message>
    <message numerus="yes">
        <source>Let the %n foe(s) appear</source>
        <translation>
            <numerusform>%n Feind erscheinen lassen</numerusform>
            <numerusform>%n Feinde erscheinen lassen</numerusform>
        </translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Cast the Ring into the fire</source>
        <translation>Den Ring ins Feuer werfen</translation>
    </message>
    <message>
        <source>Put the tiles back, top first: {tiles}</source>
        <translation>Kärtchen zurücklegen, oberstes zuerst: {tiles}</translation>
    </message>
    <message>
        <source>A yellow card is not played on a line: use its power instead.</source>
        <translation>Eine gelbe Karte wird nicht auf eine Leiste gespielt: nutze stattdessen ihre Fähigkeit.</translation>
    </message>
    <message numerus="yes">
        <source>You have already played %n card(s) this turn.</source>
        <translation>
            <numerusform>Du hast in diesem Zug schon %n Karte gespielt.</numerusform>
            <numerusform>Du hast in diesem Zug schon %n Karten gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already played a {colour} card this turn: at most one white and one grey.</source>
        <translation>Du hast in diesem Zug schon eine {colour} Karte gespielt: höchstens eine weiße und eine graue.</translation>
    </message>
    <message>
        <source>Play {card} on {line}</source>
        <translation>{card} auf die {line} spielen</translation>
    </message>
    <message>
        <source>Put on the Ring and move {line}</source>
        <translation>Ring aufsetzen, auf der {line} vorrücken</translation>
    </message>
    <message>
        <source>Draw 2 hobbit cards</source>
        <translation>2 Hobbitkarten ziehen</translation>
    </message>
    <message>
        <source>Heal: move 1 step toward the light</source>
        <translation>Heilen: 1 Feld Richtung Licht</translation>
    </message>
    <message>
        <source>Defeat {foe} without paying</source>
        <translation>{foe} ohne Bezahlen besiegen</translation>
    </message>
    <message>
        <source>Take it on: {what}</source>
        <translation>Auf sich nehmen: {what}</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>{card} abgeben</translation>
    </message>
    <message>
        <source>Give a {token}</source>
        <translation>Ein {token} abgeben</translation>
    </message>
    <message>
        <source>Use Fatty&apos;s Wit instead of the shields</source>
        <translation>Dicks List statt der Schilde einsetzen</translation>
    </message>
    <message numerus="yes">
        <source>Give shields worth %n</source>
        <translation>
            <numerusform>Schilde im Wert von %n abgeben</numerusform>
            <numerusform>Schilde im Wert von %n abgeben</numerusform>
        </translation>
    </message>
    <message>
        <source>Do not pay</source>
        <translation>Nicht bezahlen</translation>
    </message>
    <message>
        <source>Stop: keep your cards</source>
        <translation>Aufhören: Karten behalten</translation>
    </message>
    <message>
        <source>Go on to {place}</source>
        <translation>Weiter nach {place}</translation>
    </message>
    <message>
        <source>Shortcut to {place}, giving up {card}</source>
        <translation>Abkürzung nach {place}, {card} abgeben</translation>
    </message>
    <message>
        <source>Shortcut to {place}, calling the Elves</source>
        <translation>Abkürzung nach {place}, die Elben rufen</translation>
    </message>
    <message>
        <source>Shortcut to {place}</source>
        <translation>Abkürzung nach {place}</translation>
    </message>
    <message>
        <source>Defeat {foe}: {demand}</source>
        <translation>{foe} besiegen: {demand}</translation>
    </message>
    <message>
        <source>Gandalf: Foresight (look at the top three event tiles)</source>
        <translation>Gandalf: Voraussicht (die obersten drei Ereigniskärtchen ansehen)</translation>
    </message>
    <message>
        <source>Gandalf: Guidance</source>
        <translation>Gandalf: Führung</translation>
    </message>
    <message>
        <source>Gandalf: Healing (heal 2 steps)</source>
        <translation>Gandalf: Heilung (2 Felder heilen)</translation>
    </message>
    <message>
        <source>Gandalf: Magic (turn the next event aside)</source>
        <translation>Gandalf: Magie (nächstes Ereignis abwenden)</translation>
    </message>
    <message>
        <source>Gandalf: Persistence (draw 4 cards)</source>
        <translation>Gandalf: Beharrlichkeit (4 Karten ziehen)</translation>
    </message>
    <message>
        <source>Gandalf: Defiance (stop Sauron&apos;s next move)</source>
        <translation>Gandalf: Trotz (Saurons nächsten Zug aufhalten)</translation>
    </message>
    <message>
        <source>Gandalf: Immunity (the next roll shows blank)</source>
        <translation>Gandalf: Schutz (der nächste Wurf zeigt leer)</translation>
    </message>
    <message>
        <source>Gandalf: Fire Storm</source>
        <translation>Gandalf: Feuersturm</translation>
    </message>
    <message>
        <source>Gandalf: Guidance (move {line} 2 spaces)</source>
        <translation>Gandalf: Führung ({line} 2 Felder vor)</translation>
    </message>
    <message>
        <source>Gandalf: Fire Storm on {foes}</source>
        <translation>Gandalf: Feuersturm gegen {foes}</translation>
    </message>
    <message>
        <source>Play {card}: the next die roll is ignored</source>
        <translation>{card} spielen: der nächste Wurf zählt nicht</translation>
    </message>
    <message>
        <source>Play {card}: turn the next event aside</source>
        <translation>{card} spielen: nächstes Ereignis abwenden</translation>
    </message>
    <message>
        <source>Play {card}: no harm for missing life tokens at this board&apos;s end</source>
        <translation>{card} spielen: keine Strafe für fehlende Lebensplättchen am Ende dieses Abenteuers</translation>
    </message>
    <message>
        <source>Play {card}: heal</source>
        <translation>{card} spielen: heilen</translation>
    </message>
    <message>
        <source>Play {card}: draw up to 6 cards</source>
        <translation>{card} spielen: auf 6 Karten auffüllen</translation>
    </message>
    <message>
        <source>Play {card} on {foe}</source>
        <translation>{card} gegen {foe} spielen</translation>
    </message>
    <message>
        <source>Play {card}: give {gift} to {hobbit}</source>
        <translation>{card} spielen: {gift} an {hobbit} geben</translation>
    </message>
    <message>
        <source>Frodo&apos;s Determination: move {line} one space</source>
        <translation>Frodos Entschlossenheit: {line} 1 Feld vor</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery: he will face the next event with the die</source>
        <translation>Sams Tapferkeit: er stellt sich dem nächsten Ereignis mit dem Würfel</translation>
    </message>
    <message>
        <source>Pippin&apos;s Fervour: play up to four cards this turn</source>
        <translation>Pippins Eifer: in diesem Zug bis zu vier Karten spielen</translation>
    </message>
    <message>
        <source>Merry&apos;s Courage: defeat every foe that asks for life tokens</source>
        <translation>Merrys Mut: jeden Feind besiegen, der Lebensplättchen verlangt</translation>
    </message>
    <message>
        <source>The game is over: nobody is to move.</source>
        <translation>Die Partie ist vorbei: niemand ist am Zug.</translation>
    </message>
    <message>
        <source>It is {hobbit}&apos;s decision now, not yours.</source>
        <translation>Jetzt entscheidet {hobbit}, nicht du.</translation>
    </message>
    <message>
        <source>Cards are played after the event tiles, when an activity tile has shown.</source>
        <translation>Karten werden nach den Ereigniskärtchen gespielt, sobald ein Aktivitätskärtchen erschienen ist.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>{why}</source>
        <translation>{why}</translation>
    </message>
    <message>
        <source>This board has no such line.</source>
        <translation>Dieses Abenteuer hat keine solche Leiste.</translation>
    </message>
    <message>
        <source>{line} is already complete.</source>
        <translation>Die {line} ist schon vollständig.</translation>
    </message>
    <message>
        <source>{card} shows {symbols}: it does not fit {line}.</source>
        <translation>{card} zeigt {symbols}: passt nicht auf die {line}.</translation>
    </message>
    <message>
        <source>You have already played cards this turn: drawing, healing and a free defeat are instead of playing cards.</source>
        <translation>Du hast in diesem Zug schon Karten gespielt: Ziehen, Heilen und ein Sieg ohne Bezahlen gibt es nur statt Kartenspielen.</translation>
    </message>
    <message>
        <source>The free defeat may be used once per turn.</source>
        <translation>Der Sieg ohne Bezahlen ist einmal pro Zug erlaubt.</translation>
    </message>
    <message>
        <source>Only the Ring-bearer may put on the Ring.</source>
        <translation>Nur der Ringträger darf den Ring aufsetzen.</translation>
    </message>
    <message>
        <source>The Ring has already been used on this board.</source>
        <translation>Der Ring wurde in diesem Abenteuer schon benutzt.</translation>
    </message>
    <message>
        <source>No foe is on the foe line.</source>
        <translation>In der Feindesreihe liegt kein Feind.</translation>
    </message>
    <message>
        <source>You cannot meet {foe}&apos;s demand.</source>
        <translation>Du kannst die Forderung von {foe} nicht erfüllen.</translation>
    </message>
    <message numerus="yes">
        <source>Calling Gandalf costs 5 shields; the Fellowship has %n.</source>
        <translation>
            <numerusform>Gandalf zu rufen kostet 5 Schilde; die Gemeinschaft hat %n.</numerusform>
            <numerusform>Gandalf zu rufen kostet 5 Schilde; die Gemeinschaft hat %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>That Gandalf card has already been used.</source>
        <translation>Diese Gandalfkarte wurde schon benutzt.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <source>{hobbit} takes on {foe}.</source>
        <translation>{hobbit} kämpft gegen {foe}.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives up all shields (worth %n).</source>
        <translation>
            <numerusform>{hobbit} gibt alle Schilde ab (Wert %n).</numerusform>
            <numerusform>{hobbit} gibt alle Schilde ab (Wert %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives up %n × {token}.</source>
        <translation>
            <numerusform>{hobbit} gibt %n × {token} ab.</numerusform>
            <numerusform>{hobbit} gibt %n × {token} ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} calls Gandalf for 5 shields: {card}.</source>
        <translation>{hobbit} ruft Gandalf für 5 Schilde: {card}.</translation>
    </message>
    <message>
        <source>The top tiles are: {tiles}.</source>
        <translation>Die obersten Kärtchen: {tiles}.</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Fire Storm</source>
        <translation>Gandalfs Feuersturm</translation>
    </message>
    <message>
        <source>{hobbit} plays {card}.</source>
        <translation>{hobbit} spielt {card}.</translation>
    </message>
    <message>
        <source>Fire Brand</source>
        <translation>Feuerbrand</translation>
    </message>
    <message>
        <source>{hobbit} gives {card} to {other}.</source>
        <translation>{hobbit} gibt {card} an {other}.</translation>
    </message>
    <message>
        <source>{hobbit} gives a card to {other}.</source>
        <translation>{hobbit} gibt {other} eine Karte.</translation>
    </message>
    <message>
        <source>Frodo&apos;s Determination.</source>
        <translation>Frodos Entschlossenheit.</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery: he will face the next event alone, with the die.</source>
        <translation>Sams Tapferkeit: er stellt sich dem nächsten Ereignis allein, mit dem Würfel.</translation>
    </message>
    <message>
        <source>Pippin&apos;s Fervour: he may play up to four cards this turn.</source>
        <translation>Pippins Eifer: er darf in diesem Zug bis zu vier Karten spielen.</translation>
    </message>
    <message>
        <source>Merry&apos;s Courage.</source>
        <translation>Merrys Mut.</translation>
    </message>
    <message>
        <source>Merry&apos;s Courage</source>
        <translation>Merrys Mut</translation>
    </message>
    <message>
        <source>{hobbit} puts on the Ring.</source>
        <translation>{hobbit} setzt den Ring auf.</translation>
    </message>
    <message>
        <source>the Ring</source>
        <translation>der Ring</translation>
    </message>
    <message>
        <source>instead of playing cards</source>
        <translation>statt Karten zu spielen</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} pays shields worth %n.</source>
        <translation>
            <numerusform>{hobbit} zahlt Schilde im Wert von %n.</numerusform>
            <numerusform>{hobbit} zahlt Schilde im Wert von %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} discards {card}.</source>
        <translation>{hobbit} wirft {card} ab.</translation>
    </message>
    <message>
        <source>The Fellowship sets out without preparations.</source>
        <translation>Die Gemeinschaft bricht ohne Vorbereitungen auf.</translation>
    </message>
    <message>
        <source>the preparations at Bag End</source>
        <translation>die Reisevorbereitungen in Beutelsend</translation>
    </message>
    <message>
        <source>Four hobbit cards are turned up: {cards}.</source>
        <translation>Vier Hobbitkarten werden aufgedeckt: {cards}.</translation>
    </message>
    <message>
        <source>{card} goes to {hobbit}.</source>
        <translation>{card} geht an {hobbit}.</translation>
    </message>
    <message>
        <source>{hobbit} passes {card} to {other}.</source>
        <translation>{hobbit} gibt {card} an {other} weiter.</translation>
    </message>
    <message>
        <source>{hobbit} passes a card to {other}.</source>
        <translation>{hobbit} gibt {other} eine Karte weiter.</translation>
    </message>
    <message>
        <source>The Fellowship takes the shortcut to {place}.</source>
        <translation>Die Gemeinschaft nimmt die Abkürzung nach {place}.</translation>
    </message>
    <message>
        <source>{hobbit} gives up {card} for the shortcut.</source>
        <translation>{hobbit} gibt {card} für die Abkürzung ab.</translation>
    </message>
    <message>
        <source>calling the Elves</source>
        <translation>die Elben rufen</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Foresight: the tiles are put back in the chosen order.</source>
        <translation>Gandalfs Voraussicht: die Kärtchen werden in der gewählten Reihenfolge zurückgelegt.</translation>
    </message>
    <message>
        <source>There is no choice with {words} now: {decision}.</source>
        <translation>Jetzt gibt es keine Wahl mit {words}: {decision}.</translation>
    </message>
    <message>
        <source>That combination of choices is not open now: {decision}.</source>
        <translation>Diese Kombination von Entscheidungen ist jetzt nicht möglich: {decision}.</translation>
    </message>
    <message>
        <source>the number {value}</source>
        <translation>die Zahl {value}</translation>
    </message>
    <message>
        <source>The {role} player now leads the {side}.</source>
        <translation>Der Spieler „{role}“ führt jetzt die Seite {side}.</translation>
    </message>
    <message>
        <source>Draw a {deck} event card</source>
        <translation>Eine Ereigniskarte ziehen ({deck})</translation>
    </message>
    <message>
        <source>Both decks are empty: draw nothing</source>
        <translation>Beide Stapel sind leer: nichts ziehen</translation>
    </message>
    <message>
        <source>Do not offer {mate} a card swap</source>
        <translation>{mate} keinen Kartentausch anbieten</translation>
    </message>
    <message>
        <source>Offer {card} to {mate} in a swap (unseen)</source>
        <translation>{card} an {mate} zum Tausch anbieten (verdeckt)</translation>
    </message>
    <message>
        <source>The {role} player does not swap a card.</source>
        <translation>Der Spieler „{role}“ tauscht keine Karte.</translation>
    </message>
    <message>
        <source>The {role} player offers {mate} a card swap.</source>
        <translation>Der Spieler „{role}“ bietet {mate} einen Kartentausch an.</translation>
    </message>
    <message>
        <source>Decline the swap</source>
        <translation>Tausch ablehnen</translation>
    </message>
    <message>
        <source>Swap: give {card} for the card offered</source>
        <translation>Tauschen: {card} für die angebotene Karte geben</translation>
    </message>
    <message>
        <source>The {role} player declines the swap.</source>
        <translation>Der Spieler „{role}“ lehnt den Tausch ab.</translation>
    </message>
    <message>
        <source>{a} and {b} swap one card.</source>
        <translation>{a} und {b} tauschen eine Karte.</translation>
    </message>
    <message>
        <source>You receive {card}.</source>
        <translation>Du erhältst {card}.</translation>
    </message>
    <message>
        <source>Playing a side alone, you may not act on the same nation twice in a row.</source>
        <translation>Wenn du eine Seite allein spielst, darfst du nicht zweimal hintereinander mit derselben Nation handeln.</translation>
    </message>
    <message>
        <source>That army or nation is not the {role} player&apos;s.</source>
        <translation>Diese Armee oder Nation gehört nicht dem Spieler „{role}“.</translation>
    </message>
    <message>
        <source>recover action dice and draw cards</source>
        <extracomment>the six phases of a turn, as the story of the game heads them</extracomment>
        <translation>Aktionswürfel zurückerhalten und Karten ziehen</translation>
    </message>
    <message>
        <source>the Fellowship phase</source>
        <translation>die Gemeinschaftsphase</translation>
    </message>
    <message>
        <source>the action roll</source>
        <translation>der Aktionswurf</translation>
    </message>
    <message>
        <source>the victory check</source>
        <translation>die Siegprüfung</translation>
    </message>
    <message>
        <source>Discard {card} (hand limit {limit})</source>
        <translation>{card} abwerfen (Handkartenlimit {limit})</translation>
    </message>
    <message numerus="yes">
        <source>Put %n (die|dice) in the hunt box</source>
        <translation>
            <numerusform>%n Würfel ins Jagdfeld legen</numerusform>
            <numerusform>%n Würfel ins Jagdfeld legen</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn} · phase {n}: {name}</source>
        <translation>Runde {turn} · Phase {n}: {name}</translation>
    </message>
    <message>
        <source>The Shadow must put {n} die in the hunt box.</source>
        <translation>Der Schatten muss {n} Würfel ins Jagdfeld legen.</translation>
    </message>
    <message>
        <source>Turn {turn} begins: the Free Peoples have {fp} action dice, the Shadow {sh}.</source>
        <translation>Runde {turn} beginnt: Die Freien Völker haben {fp} Aktionswürfel, der Schatten {sh}.</translation>
    </message>
    <message>
        <source>The {side} {deck} deck is empty: no card is drawn.</source>
        <translation>Der Stapel {deck} ({side}) ist leer: Es wird keine Karte gezogen.</translation>
    </message>
    <message>
        <source>The {side} player draws a {deck} event card.</source>
        <translation>Der Spieler „{side}“ zieht eine Ereigniskarte ({deck}).</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Du ziehst {card}.</translation>
    </message>
    <message>
        <source>Draw the top card of the {side} {deck} deck</source>
        <translation>Die oberste Karte des Stapels {deck} ({side}) ziehen</translation>
    </message>
    <message>
        <source>{card} goes into your hand.</source>
        <translation>{card} kommt auf deine Hand.</translation>
    </message>
    <message>
        <source>action die</source>
        <translation>Aktionswürfel</translation>
    </message>
    <message numerus="yes">
        <source>%n Eye result(s) (goes|go) to the hunt box: {hunting} this turn.</source>
        <translation>
            <numerusform>%n Auge-Ergebnis kommt ins Jagdfeld: {hunting} in dieser Runde.</numerusform>
            <numerusform>%n Auge-Ergebnisse kommen ins Jagdfeld: {hunting} in dieser Runde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Shadow (die|dice) (hunts|hunt)</source>
        <translation>
            <numerusform>%n Schattenwürfel jagt</numerusform>
            <numerusform>%n Schattenwürfel jagen</numerusform>
        </translation>
    </message>
    <message>
        <source>The Free Peoples act first.</source>
        <translation>Die Freien Völker handeln zuerst.</translation>
    </message>
    <message numerus="yes">
        <source>{side} action roll (%n (die|dice))</source>
        <translation>
            <numerusform>Aktionswurf: {side} (%n Würfel)</numerusform>
            <numerusform>Aktionswurf: {side} (%n Würfel)</numerusform>
        </translation>
    </message>
    <message>
        <source>each face is one action</source>
        <translation>jede Würfelseite ist eine Aktion</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <source>The {side} roll their action dice: {faces}.</source>
        <translation>Seite {side} würfelt ihre Aktionswürfel: {faces}.</translation>
    </message>
    <message>
        <source>On the Mordor track the Fellowship neither moved nor hid this turn: +1 corruption.</source>
        <translation>Auf der Mordorleiste hat sich die Gemeinschaft in dieser Runde weder bewegt noch verborgen: +1 Verderbnis.</translation>
    </message>
    <message>
        <source>The Shadow holds {sh} victory points of Free Peoples settlements: military victory.</source>
        <translation>Der Schatten hält Siedlungen der Freien Völker im Wert von {sh} Siegpunkten: militärischer Sieg.</translation>
    </message>
    <message>
        <source>The Free Peoples hold {fp} victory points of Shadow settlements: military victory.</source>
        <translation>Die Freien Völker halten Siedlungen des Schattens im Wert von {fp} Siegpunkten: militärischer Sieg.</translation>
    </message>
    <message>
        <source>Victory check: the Shadow has {sh} VP, the Free Peoples {fp} VP. The war goes on.</source>
        <translation>Siegprüfung: Der Schatten hat {sh} SP, die Freien Völker {fp} SP. Der Krieg geht weiter.</translation>
    </message>
    <message>
        <source>{reason} The {side} win!</source>
        <translation>{reason} Sieger: {side}!</translation>
    </message>
    <message>
        <source>{reason} The {side} wins!</source>
        <translation>{reason} Sieger: {side}!</translation>
    </message>
    <message>
        <source>The Ring-bearer&apos;s corruption reaches {limit}: the Ring is the Shadow&apos;s.</source>
        <translation>Die Verderbnis des Ringträgers erreicht {limit}: Der Ring gehört dem Schatten.</translation>
    </message>
    <message>
        <source>The {side} player discards {card}.</source>
        <translation>Der Spieler „{side}“ wirft {card} ab.</translation>
    </message>
    <message>
        <source>The Shadow puts {n} action dice in the hunt box.</source>
        <translation>Der Schatten legt {n} Aktionswürfel ins Jagdfeld.</translation>
    </message>
    <message>
        <source>{seat} takes the first-player marker.</source>
        <translation>{seat} nimmt den Startspielermarker.</translation>
    </message>
    <message>
        <source>The Lieutenant joins {seat}&apos;s pool for the rest of the game.</source>
        <translation>Der Leutnant kommt für den Rest der Partie in den Vorrat von {seat}.</translation>
    </message>
    <message>
        <source>{seat} takes the Ambassador: it will be placed at the start of next round.</source>
        <translation>{seat} nimmt den Botschafter: Er wird zu Beginn der nächsten Runde eingesetzt.</translation>
    </message>
    <message>
        <source>The Ambassador is not at the Palace this round.</source>
        <translation>Der Botschafter ist in dieser Runde nicht im Palast.</translation>
    </message>
    <message>
        <source>Take your agent back from {place}</source>
        <translation>Deinen Agenten von {place} zurücknehmen</translation>
    </message>
    <message>
        <source>Choose an agent to take back into your pool.</source>
        <translation>Wähle einen Agenten, den du in deinen Vorrat zurücknimmst.</translation>
    </message>
    <message>
        <source>{seat} takes an agent back from {place} into the pool.</source>
        <translation>{seat} nimmt einen Agenten von {place} in den Vorrat zurück.</translation>
    </message>
    <message>
        <source>Use {building} in Builder&apos;s Hall: {text}</source>
        <translation>{building} in der Baumeisterhalle nutzen: {text}</translation>
    </message>
    <message>
        <source>Choose a building for sale to use.</source>
        <translation>Wähle ein zum Verkauf stehendes Gebäude, das du nutzen willst.</translation>
    </message>
    <message>
        <source>Choose a space for your extra agent.</source>
        <translation>Wähle ein Feld für deinen zusätzlichen Agenten.</translation>
    </message>
    <message>
        <source>{seat} assigns an extra agent to {place}.</source>
        <translation>{seat} setzt einen zusätzlichen Agenten auf {place}.</translation>
    </message>
    <message>
        <source>{seat} assigns an agent to {building} while it is still for sale.</source>
        <translation>{seat} setzt einen Agenten auf {building}, während das Gebäude noch zum Verkauf steht.</translation>
    </message>
    <message>
        <source>Use {place} as if you were there: {text}</source>
        <translation>{place} nutzen, als wärst du dort: {text}</translation>
    </message>
    <message>
        <source>Choose a space an opponent&apos;s agent holds, to use its action.</source>
        <translation>Wähle ein Feld, auf dem ein gegnerischer Agent steht, um dessen Aktion zu nutzen.</translation>
    </message>
    <message>
        <source>{seat} uses the action of {place} without moving an agent.</source>
        <translation>{seat} nutzt die Aktion von {place}, ohne einen Agenten zu bewegen.</translation>
    </message>
    <message>
        <source>{space} (space {number})</source>
        <translation>{space} (Feld {number})</translation>
    </message>
    <message>
        <source>{building} (for sale in Builder&apos;s Hall)</source>
        <translation>{building} (zum Verkauf in der Baumeisterhalle)</translation>
    </message>
    <message>
        <source>Lot {number}</source>
        <translation>Bauplatz {number}</translation>
    </message>
    <message>
        <source>{building} (lot {number}, {owner}&apos;s)</source>
        <translation>{building} (Bauplatz {number}, Besitzer: {owner})</translation>
    </message>
    <message>
        <source>{vp} VP, holding {what}</source>
        <translation>{vp} SP, darauf {what}</translation>
    </message>
    <message>
        <source>Every lot is built on: no building can be added.</source>
        <translation>Jeder Bauplatz ist bebaut: Es kann kein Gebäude hinzukommen.</translation>
    </message>
    <message>
        <source>The building stack is empty.</source>
        <translation>Der Gebäudestapel ist leer.</translation>
    </message>
    <message>
        <source>{seat} takes the top building tile: {building}.</source>
        <translation>{seat} nimmt das oberste Gebäudeplättchen: {building}.</translation>
    </message>
    <message>
        <source>Take the top tile of the building stack</source>
        <translation>Das oberste Plättchen des Gebäudestapels nehmen</translation>
    </message>
    <message>
        <source>{building} comes into play under {seat}&apos;s control.</source>
        <translation>{building} kommt unter der Kontrolle von {seat} ins Spiel.</translation>
    </message>
    <message>
        <source>Buy {building} for {price} Gold, +{vp} VP: {visit} Owner: {owner}</source>
        <translation>{building} für {price} Gold kaufen, +{vp} SP: {visit} Besitzer: {owner}</translation>
    </message>
    <message>
        <source>Buy {building} for {price} Gold: {visit} Owner: {owner}</source>
        <translation>{building} für {price} Gold kaufen: {visit} Besitzer: {owner}</translation>
    </message>
    <message>
        <source>Choose a building from Builder&apos;s Hall.</source>
        <translation>Wähle ein Gebäude aus der Baumeisterhalle.</translation>
    </message>
    <message>
        <source>{seat} builds {building} on lot {number} for {price} Gold and scores its {vp} VP tokens.</source>
        <translation>{seat} baut {building} auf Bauplatz {number} für {price} Gold und erhält die {vp} SP-Marker darauf.</translation>
    </message>
    <message>
        <source>{seat} builds {building} on lot {number} for {price} Gold.</source>
        <translation>{seat} baut {building} auf Bauplatz {number} für {price} Gold.</translation>
    </message>
    <message>
        <source>Paid {price} Gold and scored {vp} VP. Anyone may send an agent there from now on; when an opponent does, {seat} gets the owner benefit (not for their own agents).</source>
        <translation>{price} Gold bezahlt und {vp} SP erhalten. Ab jetzt darf jeder dort einen Agenten einsetzen; tut es ein Gegner, erhält {seat} den Besitzerbonus (nicht für eigene Agenten).</translation>
    </message>
    <message>
        <source>Paid {price} Gold. Anyone may send an agent there from now on; when an opponent does, {seat} gets the owner benefit (not for their own agents).</source>
        <translation>{price} Gold bezahlt. Ab jetzt darf jeder dort einen Agenten einsetzen; tut es ein Gegner, erhält {seat} den Besitzerbonus (nicht für eigene Agenten).</translation>
    </message>
    <message>
        <source>{seat} builds {building} (lot {number})</source>
        <translation>{seat} baut {building} (Bauplatz {number})</translation>
    </message>
    <message>
        <source>Visit: {visit} Owner: {owner}</source>
        <translation>Besuch: {visit} Besitzer: {owner}</translation>
    </message>
    <message>
        <source>The Ambassador takes its place on The Palace of Waterdeep.</source>
        <translation>Der Botschafter nimmt seinen Platz im Palast von Waterdeep ein.</translation>
    </message>
    <message>
        <source>{added} piled on {building} (now {pile}).</source>
        <translation>{added} auf {building} gelegt (jetzt {pile}).</translation>
    </message>
    <message>
        <source>{seat} uses their own {building} and, by {quest}, gets its owner benefit too: {text}</source>
        <translation>{seat} nutzt das eigene Gebäude {building} und erhält dank {quest} auch den Besitzerbonus: {text}</translation>
    </message>
    <message>
        <source>{seat} uses their own {building}: no owner benefit.</source>
        <translation>{seat} nutzt das eigene Gebäude {building}: kein Besitzerbonus.</translation>
    </message>
    <message>
        <source>{owner} owns {building}: owner benefit — {text}</source>
        <translation>{owner} besitzt {building}: Besitzerbonus – {text}</translation>
    </message>
    <message>
        <source>owner of {building}</source>
        <translation>Besitzer von {building}</translation>
    </message>
    <message>
        <source>That costs {cost} Gold and you have {have}.</source>
        <translation>Das kostet {cost} Gold, und du hast {have}.</translation>
    </message>
    <message>
        <source>That costs {cost} and you have {have}.</source>
        <translation>Das kostet {cost}, und du hast {have}.</translation>
    </message>
    <message>
        <source>That needs a mandatory quest of yours to pass on.</source>
        <translation>Dafür brauchst du einen eigenen Pflichtauftrag zum Weitergeben.</translation>
    </message>
    <message>
        <source>No opponent holds corruption to pass the quest to.</source>
        <translation>Kein Gegner hat Korruption, an den der Auftrag gehen könnte.</translation>
    </message>
    <message>
        <source>No opponent holds more corruption than you.</source>
        <translation>Kein Gegner hat mehr Korruption als du.</translation>
    </message>
    <message numerus="yes">
        <source>That needs %n uncompleted quest(s) of yours to discard.</source>
        <translation>
            <numerusform>Dafür musst du %n unerfüllten Auftrag abwerfen.</numerusform>
            <numerusform>Dafür musst du %n unerfüllte Aufträge abwerfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>That leaves {what} on action spaces, and you have {have}.</source>
        <translation>Dafür legst du {what} auf Aktionsfelder, und du hast {have}.</translation>
    </message>
    <message numerus="yes">
        <source>That leaves %n adventurer(s) on action spaces, and you have fewer.</source>
        <translation>
            <numerusform>Dafür legst du %n Abenteurer auf Aktionsfelder, und du hast weniger.</numerusform>
            <numerusform>Dafür legst du %n Abenteurer auf Aktionsfelder, und du hast weniger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n adventurers to give back for that.</source>
        <translation>
            <numerusform>Dafür musst du %n Abenteurer zurückgeben.</numerusform>
            <numerusform>Dafür musst du %n Abenteurer zurückgeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waterdeep Harbor needs an intrigue card in your hand.</source>
        <translation>Für den Hafen von Waterdeep brauchst du eine Intrigenkarte auf der Hand.</translation>
    </message>
    <message>
        <source>Every lot in the city is built on: no building can be bought.</source>
        <translation>Jeder Bauplatz der Stadt ist bebaut: Es kann kein Gebäude gekauft werden.</translation>
    </message>
    <message>
        <source>Builder&apos;s Hall has no building for sale.</source>
        <translation>In der Baumeisterhalle steht kein Gebäude zum Verkauf.</translation>
    </message>
    <message>
        <source>You cannot afford any building in Builder&apos;s Hall (the cheapest costs {cheapest} Gold, you have {gold}).</source>
        <translation>Du kannst dir kein Gebäude in der Baumeisterhalle leisten (das billigste kostet {cheapest} Gold, du hast {gold}).</translation>
    </message>
    <message>
        <source>No space held by an opponent&apos;s agent offers an action you can take.</source>
        <translation>Kein Feld mit einem gegnerischen Agenten bietet eine Aktion, die du ausführen kannst.</translation>
    </message>
    <message>
        <source>Change of Plans needs an uncompleted quest of yours to discard.</source>
        <translation>„Change of Plans“ braucht einen eigenen, nicht erfüllten Auftrag zum Abwerfen.</translation>
    </message>
    <message>
        <source>Real Estate Deal needs a building of yours with no agent on it, and a building for sale in Builder&apos;s Hall.</source>
        <translation>„Real Estate Deal“ braucht ein eigenes Gebäude ohne Agenten darauf und ein Gebäude, das in der Baumeisterhalle zum Verkauf steht.</translation>
    </message>
    <message>
        <source>quests</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>intrigue cards</source>
        <translation>Intrigenkarten</translation>
    </message>
    <message>
        <source>building tiles</source>
        <translation>Gebäudeplättchen</translation>
    </message>
    <message numerus="yes">
        <source>With both modules, %n base-game {pile} are set aside unseen.</source>
        <translation>
            <numerusform>Mit beiden Modulen wird %n {pile} des Grundspiels ungesehen beiseitegelegt.</numerusform>
            <numerusform>Mit beiden Modulen werden %n {pile} des Grundspiels ungesehen beiseitegelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set aside base-game cards at random</source>
        <translation>Karten des Grundspiels zufällig beiseitelegen</translation>
    </message>
    <message>
        <source>set aside, unseen</source>
        <translation>beiseitegelegt, ungesehen</translation>
    </message>
    <message>
        <source>the game with both modules has as many cards as with one</source>
        <translation>die Partie mit beiden Modulen hat so viele Karten wie mit einem</translation>
    </message>
    <message numerus="yes">
        <source>The Lord cards are shuffled (%n).</source>
        <translation>
            <numerusform>Die Lordkarten werden gemischt (%n).</numerusform>
            <numerusform>Die Lordkarten werden gemischt (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n Lord cards</source>
        <translation>
            <numerusform>Die %n Lordkarte mischen</numerusform>
            <numerusform>Die %n Lordkarten mischen</numerusform>
        </translation>
    </message>
    <message>
        <source>each player is dealt one secret Lord; the rest go back to the box unseen</source>
        <translation>jeder Spieler erhält einen geheimen Lord; die übrigen kommen ungesehen zurück in die Schachtel</translation>
    </message>
    <message numerus="yes">
        <source>The quest cards are shuffled (%n).</source>
        <translation>
            <numerusform>Die Auftragskarten werden gemischt (%n).</numerusform>
            <numerusform>Die Auftragskarten werden gemischt (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n quest cards</source>
        <translation>
            <numerusform>Die %n Auftragskarte mischen</numerusform>
            <numerusform>Die %n Auftragskarten mischen</numerusform>
        </translation>
    </message>
    <message>
        <source>each player is dealt 2 quests and Cliffwatch Inn shows 4</source>
        <translation>jeder Spieler erhält 2 Aufträge, und im Gasthaus Klippenwacht liegen 4 aus</translation>
    </message>
    <message numerus="yes">
        <source>The intrigue cards are shuffled (%n).</source>
        <translation>
            <numerusform>Die Intrigenkarten werden gemischt (%n).</numerusform>
            <numerusform>Die Intrigenkarten werden gemischt (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n intrigue cards</source>
        <translation>
            <numerusform>Die %n Intrigenkarte mischen</numerusform>
            <numerusform>Die %n Intrigenkarten mischen</numerusform>
        </translation>
    </message>
    <message>
        <source>each player is dealt 2 intrigue cards, kept secret</source>
        <translation>jeder Spieler erhält 2 Intrigenkarten, die geheim bleiben</translation>
    </message>
    <message numerus="yes">
        <source>The building tiles are shuffled (%n).</source>
        <translation>
            <numerusform>Die Gebäudeplättchen werden gemischt (%n).</numerusform>
            <numerusform>Die Gebäudeplättchen werden gemischt (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n building tiles</source>
        <translation>
            <numerusform>Das %n Gebäudeplättchen mischen</numerusform>
            <numerusform>Die %n Gebäudeplättchen mischen</numerusform>
        </translation>
    </message>
    <message>
        <source>the top 3 go face up in Builder&apos;s Hall</source>
        <translation>die obersten 3 kommen offen in die Baumeisterhalle</translation>
    </message>
    <message>
        <source>{seat} is dealt a secret Lord card.</source>
        <translation>{seat} erhält eine geheime Lordkarte.</translation>
    </message>
    <message>
        <source>Your Lord is {lord}: {text}</source>
        <translation>Dein Lord ist {lord}: {text}</translation>
    </message>
    <message>
        <source>Deal a secret Lord from the shuffled Lord cards</source>
        <translation>Einen geheimen Lord aus den gemischten Lordkarten austeilen</translation>
    </message>
    <message>
        <source>Your Lord stays hidden until the final scoring, where its bonus counts.</source>
        <translation>Dein Lord bleibt bis zur Schlusswertung verborgen; dort zählt sein Bonus.</translation>
    </message>
    <message>
        <source>{seat} starts with {gold} Gold and {agents} agents.</source>
        <translation>{seat} beginnt mit {gold} Gold und {agents} Agenten.</translation>
    </message>
    <message>
        <source>deal {seat} a starting quest</source>
        <translation>{seat} einen Startauftrag geben</translation>
    </message>
    <message>
        <source>{seat} is dealt the quest {quest} ({type}).</source>
        <translation>{seat} erhält den Auftrag {quest} ({type}).</translation>
    </message>
    <message>
        <source>Deal a starting quest from the top of the quest deck</source>
        <translation>Einen Startauftrag vom Auftragsstapel austeilen</translation>
    </message>
    <message>
        <source>It is one of {seat}&apos;s active quests, face up.</source>
        <translation>Er liegt offen als einer der aktiven Aufträge von {seat} aus.</translation>
    </message>
    <message>
        <source>a starting intrigue card</source>
        <translation>eine Start-Intrigenkarte</translation>
    </message>
    <message>
        <source>Only one choice for {seat}: {label}</source>
        <extracomment>a decision&apos;s handler: (state, the decision, the chosen option&apos;s params, events) decision kind -&gt; its handler</extracomment>
        <translation>Nur eine Wahl für {seat}: {label}</translation>
    </message>
    <message>
        <source>Only one choice for {seat}: {label}.</source>
        <translation>Nur eine Wahl für {seat}: {label}.</translation>
    </message>
    <message>
        <source>{seat} chooses {opp}.</source>
        <translation>{seat} wählt {opp}.</translation>
    </message>
    <message>
        <source>The quest deck and its discard pile are empty: no quest is drawn.</source>
        <translation>Auftragsstapel und Ablagestapel sind leer: Es wird kein Auftrag gezogen.</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n discarded quests</source>
        <translation>
            <numerusform>Den %n abgeworfenen Auftrag mischen</numerusform>
            <numerusform>Die %n abgeworfenen Aufträge mischen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recorded chance outcome(s) (was|were) never used (the first is a {what}).</source>
        <translation>
            <numerusform>%n aufgezeichnetes Zufallsergebnis wurde nie verwendet (das erste: {what}).</numerusform>
            <numerusform>%n aufgezeichnete Zufallsergebnisse wurden nie verwendet (das erste: {what}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game asks for a {what}, but no more outcomes were recorded.</source>
        <translation>Die Partie braucht einen Zufall ({what}), aber es wurden keine weiteren Ergebnisse aufgezeichnet.</translation>
    </message>
    <message>
        <source>The game asks for a {what}, but the record holds a {recorded}.</source>
        <translation>Die Partie braucht einen Zufall ({what}), aber die Aufzeichnung enthält: {recorded}.</translation>
    </message>
    <message>
        <source>A recorded {what} has the impossible result {value}.</source>
        <translation>Ein aufgezeichneter Zufall ({what}) hat das unmögliche Ergebnis {value}.</translation>
    </message>
    <message>
        <source>A recorded shuffle of {n} is not a list of {n} places.</source>
        <translation>Ein aufgezeichnetes Mischen von {n} ist keine Liste von {n} Plätzen.</translation>
    </message>
    <message>
        <source>A recorded shuffle of {n} is not an order of its {n} items.</source>
        <translation>Ein aufgezeichnetes Mischen von {n} ist keine Reihenfolge seiner {n} Elemente.</translation>
    </message>
    <message>
        <source>roll of a {n}-sided die</source>
        <translation>Wurf eines {n}-seitigen Würfels</translation>
    </message>
    <message>
        <source>pick among {n}</source>
        <translation>Auswahl aus {n}</translation>
    </message>
    <message>
        <source>shuffle of {n}</source>
        <translation>Mischen von {n}</translation>
    </message>
    <message>
        <source>shuffled: the new order is hidden</source>
        <translation>gemischt: die neue Reihenfolge ist verborgen</translation>
    </message>
    <message>
        <source>{die} {n}</source>
        <translation>{die} {n}</translation>
    </message>
    <message>
        <source>They form the new quest deck.</source>
        <translation>Sie bilden den neuen Auftragsstapel.</translation>
    </message>
    <message>
        <source>The quest deck is empty: the {n} discarded quests are shuffled into a new deck.</source>
        <translation>Der Auftragsstapel ist leer: Die {n} abgeworfenen Aufträge werden zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <source>The intrigue deck and its discard pile are empty: {seat} draws nothing.</source>
        <translation>Intrigenstapel und Ablagestapel sind leer: {seat} zieht nichts.</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n discarded intrigue cards</source>
        <translation>
            <numerusform>Die %n abgeworfene Intrigenkarte mischen</numerusform>
            <numerusform>Die %n abgeworfenen Intrigenkarten mischen</numerusform>
        </translation>
    </message>
    <message>
        <source>They form the new intrigue deck.</source>
        <translation>Sie bilden den neuen Intrigenstapel.</translation>
    </message>
    <message>
        <source>The intrigue deck is empty: the {n} discarded cards are shuffled into a new deck.</source>
        <translation>Der Intrigenstapel ist leer: Die {n} abgeworfenen Karten werden zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <source>{seat} draws an intrigue card ({why}).</source>
        <translation>{seat} zieht eine Intrigenkarte ({why}).</translation>
    </message>
    <message>
        <source>Draw the top intrigue card</source>
        <translation>Die oberste Intrigenkarte ziehen</translation>
    </message>
    <message>
        <source>a card only its holder sees</source>
        <translation>eine Karte, die nur ihr Besitzer sieht</translation>
    </message>
    <message>
        <source>It goes into {seat}&apos;s hand.</source>
        <translation>Sie kommt auf die Hand von {seat}.</translation>
    </message>
    <message>
        <source>You draw {card}: {text}</source>
        <translation>Du ziehst {card}: {text}</translation>
    </message>
    <message>
        <source>It is in your hand; play it by sending an agent to Waterdeep Harbor.</source>
        <translation>Sie ist auf deiner Hand; spiele sie, indem du einen Agenten in den Hafen von Waterdeep schickst.</translation>
    </message>
    <message>
        <source>refill Cliffwatch Inn</source>
        <translation>Gasthaus Klippenwacht auffüllen</translation>
    </message>
    <message>
        <source>{quest} ({type}) is turned face up at Cliffwatch Inn.</source>
        <translation>{quest} ({type}) wird im Gasthaus Klippenwacht aufgedeckt.</translation>
    </message>
    <message>
        <source>Turn up the top quest of the deck for Cliffwatch Inn</source>
        <translation>Den obersten Auftrag des Stapels für das Gasthaus Klippenwacht aufdecken</translation>
    </message>
    <message>
        <source>It fills slot {slot} at Cliffwatch Inn.</source>
        <translation>Er füllt Platz {slot} im Gasthaus Klippenwacht.</translation>
    </message>
    <message>
        <source>The building stack is empty: the slot in Builder&apos;s Hall stays empty.</source>
        <translation>Der Gebäudestapel ist leer: Der Platz in der Baumeisterhalle bleibt leer.</translation>
    </message>
    <message>
        <source>{building} ({cost} Gold) is turned face up in Builder&apos;s Hall.</source>
        <translation>{building} ({cost} Gold) wird in der Baumeisterhalle aufgedeckt.</translation>
    </message>
    <message>
        <source>Turn up the top tile of the building stack</source>
        <translation>Das oberste Plättchen des Gebäudestapels aufdecken</translation>
    </message>
    <message>
        <source>{building} (costs {cost} Gold): {visit} Owner: {owner}</source>
        <translation>{building} (kostet {cost} Gold): {visit} Besitzer: {owner}</translation>
    </message>
    <message>
        <source>It is for sale in Builder&apos;s Hall (slot {slot}).</source>
        <translation>Es steht in der Baumeisterhalle zum Verkauf (Platz {slot}).</translation>
    </message>
    <message>
        <source>Use {source} now?</source>
        <extracomment>a step&apos;s procedure: (state, the frame running it, the step, events) step op -&gt; its procedure</extracomment>
        <translation>{source} jetzt nutzen?</translation>
    </message>
    <message>
        <source>Use {source}: {steps}</source>
        <translation>{source} nutzen: {steps}</translation>
    </message>
    <message>
        <source>Do not use {source} now</source>
        <translation>{source} jetzt nicht nutzen</translation>
    </message>
    <message>
        <source>{source}: do this optional step?</source>
        <translation>{source}: diesen optionalen Schritt ausführen?</translation>
    </message>
    <message>
        <source>The effect: do this optional step?</source>
        <translation>Der Effekt: diesen optionalen Schritt ausführen?</translation>
    </message>
    <message>
        <source>Yes: {step}</source>
        <translation>Ja: {step}</translation>
    </message>
    <message>
        <source>No: skip &apos;{step}&apos;</source>
        <translation>Nein: „{step}“ überspringen</translation>
    </message>
    <message numerus="yes">
        <source>{a}; {rest}</source>
        <comment>steps one after another</comment>
        <translation>
            <numerusform>{a}; {rest}</numerusform>
            <numerusform>{a}; {rest}</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain {what}</source>
        <translation>{what} erhalten</translation>
    </message>
    <message>
        <source>gain {what}</source>
        <translation>{what} erhalten</translation>
    </message>
    <message>
        <source>Pay {what}</source>
        <translation>{what} bezahlen</translation>
    </message>
    <message numerus="yes">
        <source>Give back %n adventurer(s)</source>
        <translation>
            <numerusform>%n Abenteurer zurückgeben</numerusform>
            <numerusform>%n Abenteurer zurückgeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>give back %n adventurer(s)</source>
        <translation>
            <numerusform>%n Abenteurer zurückgeben</numerusform>
            <numerusform>%n Abenteurer zurückgeben</numerusform>
        </translation>
    </message>
    <message>
        <source>play an intrigue card</source>
        <translation>eine Intrigenkarte spielen</translation>
    </message>
    <message>
        <source>Complete the quest just taken at once (+{bonus})</source>
        <translation>Den gerade genommenen Auftrag sofort erfüllen (+{bonus})</translation>
    </message>
    <message>
        <source>complete the quest just taken at once (+{bonus})</source>
        <translation>den gerade genommenen Auftrag sofort erfüllen (+{bonus})</translation>
    </message>
    <message>
        <source>take first player</source>
        <comment>an effect&apos;s step</comment>
        <extracomment>the other steps in words, as a question or an option names them</extracomment>
        <translation>Startspieler werden</translation>
    </message>
    <message>
        <source>take neutral agent</source>
        <comment>an effect&apos;s step</comment>
        <translation>neutralen Agenten nehmen</translation>
    </message>
    <message>
        <source>return agent</source>
        <comment>an effect&apos;s step</comment>
        <translation>Agenten zurücknehmen</translation>
    </message>
    <message>
        <source>assign agent</source>
        <comment>an effect&apos;s step</comment>
        <translation>Agenten einsetzen</translation>
    </message>
    <message>
        <source>use occupied space</source>
        <comment>an effect&apos;s step</comment>
        <translation>besetztes Feld nutzen</translation>
    </message>
    <message>
        <source>buy building</source>
        <comment>an effect&apos;s step</comment>
        <translation>Gebäude kaufen</translation>
    </message>
    <message>
        <source>draw intrigue</source>
        <comment>an effect&apos;s step</comment>
        <translation>Intrige ziehen</translation>
    </message>
    <message>
        <source>give mandatory quest</source>
        <comment>an effect&apos;s step</comment>
        <translation>Pflichtauftrag geben</translation>
    </message>
    <message>
        <source>take quest</source>
        <comment>an effect&apos;s step</comment>
        <translation>Auftrag nehmen</translation>
    </message>
    <message>
        <source>draw quest</source>
        <comment>an effect&apos;s step</comment>
        <translation>Auftrag ziehen</translation>
    </message>
    <message>
        <source>reset quests</source>
        <comment>an effect&apos;s step</comment>
        <translation>Aufträge erneuern</translation>
    </message>
    <message>
        <source>gain any</source>
        <comment>an effect&apos;s step</comment>
        <translation>nach Wahl erhalten</translation>
    </message>
    <message>
        <source>take stock</source>
        <comment>an effect&apos;s step</comment>
        <translation>Vorrat nehmen</translation>
    </message>
    <message>
        <source>choose</source>
        <comment>an effect&apos;s step</comment>
        <translation>wählen</translation>
    </message>
    <message>
        <source>each opponent loses</source>
        <comment>an effect&apos;s step</comment>
        <translation>jeder Gegner verliert</translation>
    </message>
    <message>
        <source>opponents may give</source>
        <comment>an effect&apos;s step</comment>
        <translation>Gegner dürfen geben</translation>
    </message>
    <message>
        <source>steal</source>
        <comment>an effect&apos;s step</comment>
        <translation>stehlen</translation>
    </message>
    <message>
        <source>special</source>
        <comment>an effect&apos;s step</comment>
        <translation>Sonderaktion</translation>
    </message>
    <message>
        <source>{seat} gains {what} ({src}) — the supply ran short.</source>
        <translation>{seat} erhält {what} ({src}) – der Vorrat reichte nicht.</translation>
    </message>
    <message>
        <source>{seat} gains {what} ({src}).</source>
        <translation>{seat} erhält {what} ({src}).</translation>
    </message>
    <message>
        <source>{seat} gains {what} — the supply ran short.</source>
        <translation>{seat} erhält {what} – der Vorrat reichte nicht.</translation>
    </message>
    <message>
        <source>{seat} gains {what}.</source>
        <translation>{seat} erhält {what}.</translation>
    </message>
    <message numerus="yes">
        <source>The corruption track is empty: {seat} loses {lost} VP instead of taking %n corruption.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>Die Korruptionsleiste ist leer: {seat} verliert {lost} SP, statt %n Korruption zu nehmen.</numerusform>
            <numerusform>Die Korruptionsleiste ist leer: {seat} verliert {lost} SP, statt %n Korruption zu nehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Owner of {building}</source>
        <translation>Besitzer von {building}</translation>
    </message>
    <message>
        <source>Completed at once</source>
        <translation>Sofort erfüllt</translation>
    </message>
    <message numerus="yes">
        <source>{source}: {prompt}</source>
        <comment>what asks, then the question</comment>
        <translation>
            <numerusform>{source}: {prompt}</numerusform>
            <numerusform>{source}: {prompt}</numerusform>
        </translation>
    </message>
    <message>
        <source>No opponent can be chosen for this.</source>
        <translation>Dafür kann kein Gegner gewählt werden.</translation>
    </message>
    <message>
        <source>{source}: choose an opponent.</source>
        <translation>{source}: Wähle einen Gegner.</translation>
    </message>
    <message>
        <source>The effect: choose an opponent.</source>
        <translation>Der Effekt: Wähle einen Gegner.</translation>
    </message>
    <message>
        <source>Choose {seat} ({brief})</source>
        <translation>{seat} wählen ({brief})</translation>
    </message>
    <message>
        <source>{seat} {vp} VP</source>
        <extracomment>the rule procedures register their steps, decisions and moves in the tables when imported: these are imported for that alone (the facade calls turns, scoring, hidden and evaluation) the moves outside a decision the moves (turns.MOVES) and the decisions (decisions.DECISIONS): every kind legal_actions offers</extracomment>
        <translation>{seat} {vp} SP</translation>
    </message>
    <message>
        <source>Game over. {verdict} ({points})</source>
        <translation>Partie beendet. {verdict} ({points})</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {seat} to move · {points}</source>
        <translation>Runde {round} von {rounds} · {seat} ist am Zug · {points}</translation>
    </message>
    <message>
        <source>attack</source>
        <comment>intrigue card kind</comment>
        <extracomment>an intrigue card&apos;s kind in words: in a sentence, and as a heading</extracomment>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Attack</source>
        <comment>intrigue card kind</comment>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>utility</source>
        <comment>intrigue card kind</comment>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>Utility</source>
        <comment>intrigue card kind</comment>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>mandatory quest</source>
        <comment>intrigue card kind</comment>
        <translation>Pflichtauftrag</translation>
    </message>
    <message>
        <source>Mandatory quest</source>
        <comment>intrigue card kind</comment>
        <translation>Pflichtauftrag</translation>
    </message>
    <message>
        <source>Play {card}: {text}</source>
        <translation>{card} spielen: {text}</translation>
    </message>
    <message>
        <source>{seat} has no intrigue card that can be played.</source>
        <translation>{seat} hat keine spielbare Intrigenkarte.</translation>
    </message>
    <message>
        <source>Choose an intrigue card to play.</source>
        <translation>Wähle eine Intrigenkarte zum Spielen.</translation>
    </message>
    <message>
        <source>{seat} plays {card} ({kind}): {text}</source>
        <translation>{seat} spielt {card} ({kind}): {text}</translation>
    </message>
    <message>
        <source>{seat} plays the intrigue card {card} ({kind})</source>
        <translation>{seat} spielt die Intrigenkarte {card} ({kind})</translation>
    </message>
    <message>
        <source>The card says: {text}</source>
        <translation>Auf der Karte steht: {text}</translation>
    </message>
    <message>
        <source>Its effect is carried out now, step by step; any choice it needs is asked next. The card then goes to the intrigue discard pile (a mandatory quest goes to the chosen opponent instead).</source>
        <translation>Ihr Effekt wird jetzt Schritt für Schritt ausgeführt; jede nötige Wahl wird als Nächstes abgefragt. Danach kommt die Karte auf den Intrigen-Ablagestapel (ein Pflichtauftrag geht stattdessen an den gewählten Gegner).</translation>
    </message>
    <message>
        <source>Its effect is carried out now, step by step; any choice it needs is asked next. The card then goes to the intrigue discard pile.</source>
        <translation>Ihr Effekt wird jetzt Schritt für Schritt ausgeführt; jede nötige Wahl wird als Nächstes abgefragt. Danach kommt die Karte auf den Intrigen-Ablagestapel.</translation>
    </message>
    <message>
        <source>{opp} must now complete the mandatory quest {card} ({cost} → {reward}) before any other.</source>
        <translation>{opp} muss jetzt vor allen anderen den Pflichtauftrag {card} ({cost} → {reward}) erfüllen.</translation>
    </message>
    <message>
        <source>Send an agent to {place}: {text}</source>
        <extracomment>an offered placement in words, by mode and whether Recover the Magister&apos;s Orb is needed: without an owner benefit for somebody else, and with one</extracomment>
        <translation>Einen Agenten nach {place} schicken: {text}</translation>
    </message>
    <message>
        <source>Send an agent to {place} (with Recover the Magister&apos;s Orb): {text}</source>
        <translation>Einen Agenten nach {place} schicken (mit „Recover the Magister’s Orb“): {text}</translation>
    </message>
    <message>
        <source>Place the Ambassador on {place}: {text}</source>
        <translation>Den Botschafter auf {place} setzen: {text}</translation>
    </message>
    <message>
        <source>Reassign the harbor agent to {place}: {text}</source>
        <translation>Den Hafenagenten neu zuweisen: {place} – {text}</translation>
    </message>
    <message>
        <source>Assign an extra agent to {place}: {text}</source>
        <translation>Einen zusätzlichen Agenten auf {place} setzen: {text}</translation>
    </message>
    <message>
        <source>Send an agent to {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Einen Agenten nach {place} schicken: {text} ({owner} erhält den Besitzerbonus: {benefit})</translation>
    </message>
    <message>
        <source>Send an agent to {place} (with Recover the Magister&apos;s Orb): {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Einen Agenten nach {place} schicken (mit „Recover the Magister’s Orb“): {text} ({owner} erhält den Besitzerbonus: {benefit})</translation>
    </message>
    <message>
        <source>Place the Ambassador on {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Den Botschafter auf {place} setzen: {text} ({owner} erhält den Besitzerbonus: {benefit})</translation>
    </message>
    <message>
        <source>Reassign the harbor agent to {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Den Hafenagenten neu zuweisen: {place} – {text} ({owner} erhält den Besitzerbonus: {benefit})</translation>
    </message>
    <message>
        <source>Assign an extra agent to {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Einen zusätzlichen Agenten auf {place} setzen: {text} ({owner} erhält den Besitzerbonus: {benefit})</translation>
    </message>
    <message>
        <source>A building for sale in Builder&apos;s Hall can only be visited with Obtain Builder&apos;s Plans, once a round.</source>
        <translation>Ein Gebäude, das in der Baumeisterhalle zum Verkauf steht, kann nur mit „Baupläne beschaffen“ besucht werden, einmal pro Runde.</translation>
    </message>
    <message>
        <source>An agent already stands on that building.</source>
        <translation>Auf diesem Gebäude steht bereits ein Agent.</translation>
    </message>
    <message>
        <source>There is no action space called &apos;{place}&apos;.</source>
        <translation>Es gibt kein Aktionsfeld namens „{place}“.</translation>
    </message>
    <message>
        <source>No building stands on lot {number} yet: buy one at Builder&apos;s Hall first.</source>
        <translation>Auf Bauplatz {number} steht noch kein Gebäude: Kaufe zuerst eines in der Baumeisterhalle.</translation>
    </message>
    <message>
        <source>An agent cannot be reassigned to Waterdeep Harbor.</source>
        <translation>Ein Agent kann nicht dem Hafen von Waterdeep neu zugewiesen werden.</translation>
    </message>
    <message>
        <source>An agent assigned by a card cannot go to Waterdeep Harbor.</source>
        <translation>Ein durch eine Karte eingesetzter Agent kann nicht in den Hafen von Waterdeep.</translation>
    </message>
    <message>
        <source>You already have an agent on that space.</source>
        <translation>Du hast bereits einen Agenten auf diesem Feld.</translation>
    </message>
    <message>
        <source>That space is taken by the Ambassador (held by {seat}).</source>
        <translation>Dieses Feld ist vom Botschafter besetzt (gehört {seat}).</translation>
    </message>
    <message>
        <source>That space is taken by {seat}.</source>
        <translation>Dieses Feld ist von {seat} besetzt.</translation>
    </message>
    <message>
        <source>You have no agent left in your pool this round.</source>
        <translation>Du hast in dieser Runde keinen Agenten mehr in deinem Vorrat.</translation>
    </message>
    <message>
        <source>None of the intrigue cards in your hand can be played now, so Waterdeep Harbor is closed to you.</source>
        <translation>Keine der Intrigenkarten auf deiner Hand kann jetzt gespielt werden, daher ist dir der Hafen von Waterdeep verschlossen.</translation>
    </message>
    <message>
        <source>{seat} uses Recover the Magister&apos;s Orb to join an opponent&apos;s agent there.</source>
        <translation>{seat} nutzt „Recover the Magister’s Orb“, um sich dort zu einem gegnerischen Agenten zu stellen.</translation>
    </message>
    <message>
        <source>{seat} places the Ambassador on {place}.</source>
        <translation>{seat} setzt den Botschafter auf {place}.</translation>
    </message>
    <message>
        <source>{seat} moves the agent from Waterdeep Harbor to {place}.</source>
        <translation>{seat} versetzt den Agenten vom Hafen von Waterdeep nach {place}.</translation>
    </message>
    <message>
        <source>{seat} sends an agent to {place}.</source>
        <translation>{seat} schickt einen Agenten nach {place}.</translation>
    </message>
    <message>
        <source>Play an intrigue card; after all agents are out this agent moves to a free space.</source>
        <translation>Spiele eine Intrigenkarte; nachdem alle Agenten eingesetzt sind, zieht dieser Agent auf ein freies Feld weiter.</translation>
    </message>
    <message>
        <source>{seat} completes {quest} straight from Cliffwatch Inn ({plot}).</source>
        <translation>{seat} erfüllt {quest} direkt aus dem Gasthaus Klippenwacht ({plot}).</translation>
    </message>
    <message numerus="yes">
        <source>{quest}: choose %n adventurer(s) of any kind to pay besides {cost}.</source>
        <translation>
            <numerusform>{quest}: Wähle %n Abenteurer beliebiger Art, die du neben {cost} bezahlst.</numerusform>
            <numerusform>{quest}: Wähle %n Abenteurer beliebiger Art, die du neben {cost} bezahlst.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} completes the mandatory quest {quest}, paying {cost}; the card goes to the intrigue discard pile.</source>
        <translation>{seat} erfüllt den Pflichtauftrag {quest} und bezahlt {cost}; die Karte kommt auf den Intrigen-Ablagestapel.</translation>
    </message>
    <message>
        <source>{seat} completes the mandatory quest {quest}</source>
        <translation>{seat} erfüllt den Pflichtauftrag {quest}</translation>
    </message>
    <message>
        <source>Paid {cost}. Reward: {reward}</source>
        <translation>{cost} bezahlt. Belohnung: {reward}</translation>
    </message>
    <message>
        <source>Other quests can be completed again; the card goes to the intrigue discard pile.</source>
        <translation>Andere Aufträge können wieder erfüllt werden; die Karte kommt auf den Intrigen-Ablagestapel.</translation>
    </message>
    <message>
        <source>needs {cost}</source>
        <translation>benötigt {cost}</translation>
    </message>
    <message>
        <source>{seat} completes {quest} ({type}), paying {cost}: {reward}</source>
        <translation>{seat} erfüllt {quest} ({type}) und bezahlt {cost}: {reward}</translation>
    </message>
    <message>
        <source>{seat} completes the quest {quest} ({type})</source>
        <translation>{seat} erfüllt den Auftrag {quest} ({type})</translation>
    </message>
    <message>
        <source>Paid {cost}. Reward: {reward} Plot quest: {plot}</source>
        <translation>{cost} bezahlt. Belohnung: {reward} Plot-Auftrag: {plot}</translation>
    </message>
    <message>
        <source>The quest goes to the completed pile; its type counts for the Lord&apos;s bonus at the final scoring. As a plot quest it stays face up and keeps working for the rest of the game.</source>
        <translation>Der Auftrag kommt zu den erfüllten Aufträgen; sein Typ zählt für den Lordbonus bei der Schlusswertung. Als Plot-Auftrag bleibt er offen liegen und wirkt für den Rest der Partie.</translation>
    </message>
    <message>
        <source>The quest goes to the completed pile; its type counts for the Lord&apos;s bonus at the final scoring.</source>
        <translation>Der Auftrag kommt zu den erfüllten Aufträgen; sein Typ zählt für den Lordbonus bei der Schlusswertung.</translation>
    </message>
    <message>
        <source>{quest} is a plot quest: it stays face up — {text}</source>
        <translation>{quest} ist ein Plot-Auftrag: Er bleibt offen liegen – {text}</translation>
    </message>
    <message>
        <source>completed at once</source>
        <translation>sofort erfüllt</translation>
    </message>
    <message>
        <source>Take {quest}</source>
        <translation>{quest} nehmen</translation>
    </message>
    <message>
        <source>{seat} gives {to} {what} ({src}).</source>
        <translation>{seat} gibt {to} {what} ({src}).</translation>
    </message>
    <message>
        <source>discard which intrigue card?</source>
        <translation>welche Intrigenkarte abwerfen?</translation>
    </message>
    <message>
        <source>{seat} discards the intrigue card {card}.</source>
        <translation>{seat} wirft die Intrigenkarte {card} ab.</translation>
    </message>
    <message>
        <source>{seat} is rid of the mandatory quests {quests}.</source>
        <translation>{seat} ist die Pflichtaufträge {quests} los.</translation>
    </message>
    <message>
        <source>Cliffwatch Inn has no quest to take.</source>
        <translation>Im Gasthaus Klippenwacht liegt kein Auftrag zum Nehmen.</translation>
    </message>
    <message>
        <source>{seat} takes every quest at Cliffwatch Inn: {quests}.</source>
        <translation>{seat} nimmt alle Aufträge im Gasthaus Klippenwacht: {quests}.</translation>
    </message>
    <message>
        <source>{opp} has no adventurer to give back.</source>
        <translation>{opp} hat keinen Abenteurer zum Zurückgeben.</translation>
    </message>
    <message numerus="yes">
        <source>{seat}, give back %n adventurer(s).</source>
        <translation>
            <numerusform>{seat}, gib %n Abenteurer zurück.</numerusform>
            <numerusform>{seat}, gib %n Abenteurer zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} looks at {opp}&apos;s Lord card.</source>
        <translation>{seat} sieht sich die Lordkarte von {opp} an.</translation>
    </message>
    <message>
        <source>{opp}&apos;s Lord is {lord}: {text}</source>
        <translation>Der Lord von {opp} ist {lord}: {text}</translation>
    </message>
    <message>
        <source>{card} goes into {opp}&apos;s hand.</source>
        <translation>{card} kommt auf die Hand von {opp}.</translation>
    </message>
    <message>
        <source>discard which of your quests?</source>
        <translation>welchen deiner Aufträge abwerfen?</translation>
    </message>
    <message>
        <source>Discard {quest}</source>
        <translation>{quest} abwerfen</translation>
    </message>
    <message>
        <source>{seat} discards the quest {quest}.</source>
        <translation>{seat} wirft den Auftrag {quest} ab.</translation>
    </message>
    <message>
        <source>which building from Builder&apos;s Hall goes up, free?</source>
        <translation>welches Gebäude aus der Baumeisterhalle wird kostenlos gebaut?</translation>
    </message>
    <message>
        <source>Build {building} free: {visit}</source>
        <translation>{building} kostenlos bauen: {visit}</translation>
    </message>
    <message>
        <source>No building can be pulled down now.</source>
        <translation>Jetzt kann kein Gebäude abgerissen werden.</translation>
    </message>
    <message>
        <source>Pull down {building} (yours)</source>
        <translation>{building} abreißen (deins)</translation>
    </message>
    <message>
        <source>Pull down {building}, paying {owner} {gold} Gold</source>
        <translation>{building} abreißen und {owner} {gold} Gold zahlen</translation>
    </message>
    <message>
        <source>which building is pulled down?</source>
        <translation>welches Gebäude wird abgerissen?</translation>
    </message>
    <message>
        <source>{seat} pulls down {building}: it leaves the game and lot {number} is free.</source>
        <translation>{seat} reißt {building} ab: Es verlässt das Spiel und Bauplatz {number} ist frei.</translation>
    </message>
    <message>
        <source>{seat} pays {owner} {gold} Gold and pulls down {building}: it leaves the game and lot {number} is free.</source>
        <translation>{seat} zahlt {owner} {gold} Gold und reißt {building} ab: Es verlässt das Spiel und Bauplatz {number} ist frei.</translation>
    </message>
    <message>
        <source>Take {building} from {owner}</source>
        <translation>{building} von {owner} übernehmen</translation>
    </message>
    <message>
        <source>No opponent controls a building to take.</source>
        <translation>Kein Gegner besitzt ein Gebäude, das du übernehmen könntest.</translation>
    </message>
    <message>
        <source>which opponent&apos;s building comes under your control?</source>
        <translation>welches gegnerische Gebäude übernimmst du?</translation>
    </message>
    <message>
        <source>{seat} takes control of {building} from {owner}.</source>
        <translation>{seat} übernimmt {building} von {owner}.</translation>
    </message>
    <message>
        <source>play {card} now, as it is drawn?</source>
        <translation>{card} jetzt spielen, gleich beim Ziehen?</translation>
    </message>
    <message>
        <source>Keep {card} in hand</source>
        <translation>{card} auf der Hand behalten</translation>
    </message>
    <message>
        <source>{seat} shows its Lord, {lord}: {text} From now on opponents&apos; attack and mandatory-quest cards pass {seat} by.</source>
        <translation>{seat} zeigt den eigenen Lord, {lord}: {text} Ab jetzt gehen Angriffs- und Pflichtauftragskarten der Gegner an {seat} vorbei.</translation>
    </message>
    <message>
        <source>which of your mandatory quests do you pass on?</source>
        <translation>welchen deiner Pflichtaufträge gibst du weiter?</translation>
    </message>
    <message>
        <source>Pass on {quest}</source>
        <translation>{quest} weitergeben</translation>
    </message>
    <message>
        <source>{seat} passes the mandatory quest {quest} to {opp}.</source>
        <translation>{seat} gibt den Pflichtauftrag {quest} an {opp} weiter.</translation>
    </message>
    <message>
        <source>No opponent&apos;s agent can be moved now.</source>
        <translation>Jetzt kann kein gegnerischer Agent versetzt werden.</translation>
    </message>
    <message>
        <source>whose agent do you move?</source>
        <translation>wessen Agenten versetzt du?</translation>
    </message>
    <message>
        <source>The Ambassador on {place}</source>
        <translation>Den Botschafter auf {place}</translation>
    </message>
    <message>
        <source>{owner}&apos;s agent on {place}</source>
        <translation>Den Agenten von {owner} auf {place}</translation>
    </message>
    <message>
        <source>to which free space does it go?</source>
        <translation>auf welches freie Feld kommt er?</translation>
    </message>
    <message>
        <source>To {place}</source>
        <translation>Auf {place}</translation>
    </message>
    <message>
        <source>{seat} moves {owner}&apos;s agent from {source} to {place}.</source>
        <translation>{seat} versetzt den Agenten von {owner} von {source} auf {place}.</translation>
    </message>
    <message numerus="yes">
        <source>take back %n of the adventurers just spent.</source>
        <translation>
            <numerusform>nimm %n der eben ausgegebenen Abenteurer zurück.</numerusform>
            <numerusform>nimm %n der eben ausgegebenen Abenteurer zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take back {what}</source>
        <translation>{what} zurücknehmen</translation>
    </message>
    <message>
        <source>Choose a quest from Cliffwatch Inn.</source>
        <translation>Wähle einen Auftrag aus dem Gasthaus Klippenwacht.</translation>
    </message>
    <message>
        <source>{seat} takes the quest {quest} from Cliffwatch Inn.</source>
        <translation>{seat} nimmt den Auftrag {quest} aus dem Gasthaus Klippenwacht.</translation>
    </message>
    <message>
        <source>a quest reward</source>
        <translation>eine Auftragsbelohnung</translation>
    </message>
    <message>
        <source>{seat} draws the quest {quest} from the deck.</source>
        <translation>{seat} zieht den Auftrag {quest} vom Stapel.</translation>
    </message>
    <message>
        <source>Draw the top quest of the deck</source>
        <translation>Den obersten Auftrag des Stapels ziehen</translation>
    </message>
    <message>
        <source>{quest} becomes one of {seat}&apos;s active quests.</source>
        <translation>{quest} wird einer der aktiven Aufträge von {seat}.</translation>
    </message>
    <message>
        <source>{seat} clears Cliffwatch Inn: its quests are discarded.</source>
        <translation>{seat} räumt das Gasthaus Klippenwacht: Seine Aufträge werden abgeworfen.</translation>
    </message>
    <message>
        <source>{seat} pays {what} ({src}).</source>
        <translation>{seat} bezahlt {what} ({src}).</translation>
    </message>
    <message numerus="yes">
        <source>{seat}, choose %n adventurer(s) to take.</source>
        <translation>
            <numerusform>{seat}, wähle %n Abenteurer, den du nimmst.</numerusform>
            <numerusform>{seat}, wähle %n Abenteurer, die du nimmst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take {what}</source>
        <translation>{what} nehmen</translation>
    </message>
    <message numerus="yes">
        <source>give back %n adventurer(s).</source>
        <translation>
            <numerusform>gib %n Abenteurer zurück.</numerusform>
            <numerusform>gib %n Abenteurer zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give back {what}</source>
        <translation>{what} zurückgeben</translation>
    </message>
    <message>
        <source>{seat} gives back {what}.</source>
        <translation>{seat} gibt {what} zurück.</translation>
    </message>
    <message>
        <source>{seat} takes everything piled on {building}: {what}.</source>
        <translation>{seat} nimmt alles, was auf {building} liegt: {what}.</translation>
    </message>
    <message>
        <source>pick one.</source>
        <translation>wähle eines.</translation>
    </message>
    <message>
        <source>{opp} loses {what} ({src}).</source>
        <translation>{opp} verliert {what} ({src}).</translation>
    </message>
    <message>
        <source>{opp} has no {what} to lose.</source>
        <translation>{opp} hat nichts davon zu verlieren: {what}.</translation>
    </message>
    <message>
        <source>{seat}, give {to} {what} to score {reward}?</source>
        <translation>{seat}, gibst du {to} {what}, um {reward} zu erhalten?</translation>
    </message>
    <message>
        <source>Give {to} {what} and gain {reward}</source>
        <translation>{to} {what} geben und {reward} erhalten</translation>
    </message>
    <message>
        <source>Keep your {what}</source>
        <translation>{what} behalten</translation>
    </message>
    <message>
        <source>{seat} declines.</source>
        <translation>{seat} lehnt ab.</translation>
    </message>
    <message>
        <source>{seat} gives {to} {what}.</source>
        <translation>{seat} gibt {to} {what}.</translation>
    </message>
    <message>
        <source>for helping</source>
        <translation>für die Hilfe</translation>
    </message>
    <message>
        <source>No opponent has an adventurer to take.</source>
        <translation>Kein Gegner hat einen Abenteurer, den man nehmen könnte.</translation>
    </message>
    <message>
        <source>choose an opponent to take from.</source>
        <translation>wähle einen Gegner, von dem du nimmst.</translation>
    </message>
    <message>
        <source>Take from {seat} ({brief})</source>
        <translation>Von {seat} nehmen ({brief})</translation>
    </message>
    <message>
        <source>Choose an adventurer to take from {seat}.</source>
        <translation>Wähle einen Abenteurer, den du {seat} wegnimmst.</translation>
    </message>
    <message>
        <source>Take {what} from {seat}</source>
        <translation>{what} von {seat} nehmen</translation>
    </message>
    <message>
        <source>{seat} takes {what} from {opp}.</source>
        <translation>{seat} nimmt {opp} {what} weg.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins; {first} has the first-player marker.</source>
        <translation>Runde {round} von {rounds} beginnt; {first} hat den Startspielermarker.</translation>
    </message>
    <message>
        <source>A VP token goes onto {building} in Builder&apos;s Hall (now {vp} VP).</source>
        <translation>Ein SP-Marker kommt auf {building} in der Baumeisterhalle (jetzt {vp} SP).</translation>
    </message>
    <message>
        <source>Round {round}: every player adds the agent waiting on the round track to their pool.</source>
        <translation>Runde {round}: Jeder Spieler nimmt den auf der Rundenleiste wartenden Agenten in seinen Vorrat.</translation>
    </message>
    <message>
        <source>{seat} places the Ambassador before the first player&apos;s turn.</source>
        <translation>{seat} setzt den Botschafter vor dem Zug des Startspielers ein.</translation>
    </message>
    <message>
        <source>The Ambassador finds no free space and sits out the round.</source>
        <translation>Der Botschafter findet kein freies Feld und setzt diese Runde aus.</translation>
    </message>
    <message>
        <source>{seat}&apos;s agent on Waterdeep Harbor (space {n}) is reassigned.</source>
        <translation>Der Agent von {seat} im Hafen von Waterdeep (Feld {n}) wird neu zugewiesen.</translation>
    </message>
    <message>
        <source>{seat}&apos;s agent on Waterdeep Harbor (space {n}) finds no free space and stays idle.</source>
        <translation>Der Agent von {seat} im Hafen von Waterdeep (Feld {n}) findet kein freies Feld und bleibt untätig.</translation>
    </message>
    <message>
        <source>The Ambassador returns to The Palace of Waterdeep.</source>
        <translation>Der Botschafter kehrt in den Palast von Waterdeep zurück.</translation>
    </message>
    <message>
        <source>Round {round} ends: every agent returns to its pool.</source>
        <translation>Runde {round} endet: Jeder Agent kehrt in seinen Vorrat zurück.</translation>
    </message>
    <message>
        <source>Player</source>
        <comment>final table</comment>
        <extracomment>the columns of the final table the desktop shows</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>VP on the track</source>
        <comment>final table</comment>
        <translation>SP auf der Leiste</translation>
    </message>
    <message>
        <source>Adventurers</source>
        <comment>final table</comment>
        <translation>Abenteurer</translation>
    </message>
    <message>
        <source>Gold</source>
        <comment>final table</comment>
        <translation>Gold</translation>
    </message>
    <message>
        <source>VP for Gold</source>
        <comment>final table</comment>
        <translation>SP für Gold</translation>
    </message>
    <message>
        <source>Lord</source>
        <comment>final table</comment>
        <translation>Lord</translation>
    </message>
    <message>
        <source>Lord bonus</source>
        <comment>final table</comment>
        <translation>Lordbonus</translation>
    </message>
    <message>
        <source>Total</source>
        <comment>final table</comment>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Corruption</source>
        <comment>final table</comment>
        <extracomment>lord_bonus by (the game&apos;s data — one per choice of modules, compared by identity — the Lord, completed quests, buildings, corruption held): the computer asks it for every seat of every position it judges.</extracomment>
        <translation>Korruption</translation>
    </message>
    <message>
        <source>VP for corruption</source>
        <comment>final table</comment>
        <translation>SP für Korruption</translation>
    </message>
    <message>
        <source>Final scoring (VP on the track + 1 per adventurer + 1 per 2 Gold + Lord bonus = total):</source>
        <translation>Schlusswertung (SP auf der Leiste + 1 pro Abenteurer + 1 pro 2 Gold + Lordbonus = Gesamt):</translation>
    </message>
    <message>
        <source>Final scoring (VP on the track + 1 per adventurer + 1 per 2 Gold + Lord bonus − corruption = total):</source>
        <comment>Skullport</comment>
        <translation>Schlusswertung (SP auf der Leiste + 1 je Abenteurer + 1 je 2 Gold + Lord-Bonus − Korruption = Summe):</translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {track} + {adventurers} adventurers + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) − {cost} (%n corruption at {each} each) = {total} VP</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat}: {track} + {adventurers} Abenteurer + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) − {cost} (%n Korruption zu je {each}) = {total} SP</numerusform>
            <numerusform>{seat}: {track} + {adventurers} Abenteurer + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) − {cost} (%n Korruption zu je {each}) = {total} SP</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: {track} + {adventurers} adventurers + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) = {total} VP</source>
        <translation>{seat}: {track} + {adventurers} Abenteurer + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) = {total} SP</translation>
    </message>
    <message>
        <source>{seat}: {track} VP on the track, {adv} for adventurers, {gvp} for {gold} Gold, {lvp} from the Lord {lord} — {total} VP.</source>
        <translation>{seat}: {track} SP auf der Leiste, {adv} für Abenteurer, {gvp} für {gold} Gold, {lvp} vom Lord {lord} – {total} SP.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} holds %n corruption, each costing {each} VP: {vp} VP.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat} hat %n Korruption, jede kostet {each} SP: {vp} SP.</numerusform>
            <numerusform>{seat} hat %n Korruption, jede kostet {each} SP: {vp} SP.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names} wins with {top} VP.</source>
        <translation>Sieg für {names} mit {top} SP.</translation>
    </message>
    <message>
        <source>{names} win with {top} VP. {tied} tie on {top} VP; the most Gold ({gold}) breaks the tie — still tied, they share the victory.</source>
        <translation>Sieg für {names} mit {top} SP. Gleichstand bei {top} SP: {tied}; das meiste Gold ({gold}) entscheidet – bei weiterem Gleichstand teilen sie sich den Sieg.</translation>
    </message>
    <message>
        <source>{names} wins with {top} VP. {tied} tie on {top} VP; the most Gold ({gold}) breaks the tie.</source>
        <translation>Sieg für {names} mit {top} SP. Gleichstand bei {top} SP: {tied}; das meiste Gold ({gold}) entscheidet.</translation>
    </message>
    <message numerus="yes">
        <source>{a} and {b}</source>
        <comment>a list of two</comment>
        <translation>
            <numerusform>{a} und {b}</numerusform>
            <numerusform>{a} und {b}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bidding War: {quests} are revealed.</source>
        <extracomment>a special card&apos;s procedure: (state, the frame of the card&apos;s effect, events) special name -&gt; its procedure</extracomment>
        <translation>Bidding War: {quests} werden aufgedeckt.</translation>
    </message>
    <message>
        <source>no quest</source>
        <translation>kein Auftrag</translation>
    </message>
    <message numerus="yes">
        <source>Reveal %n quests from the deck for Bidding War</source>
        <translation>
            <numerusform>%n Auftrag für „Bidding War“ vom Stapel aufdecken</numerusform>
            <numerusform>%n Aufträge für „Bidding War“ vom Stapel aufdecken</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting with {seat}, each player keeps one and passes the rest to the left.</source>
        <translation>Beginnend mit {seat} behält jeder Spieler einen und gibt den Rest nach links weiter.</translation>
    </message>
    <message>
        <source>Bidding War: keep one of the revealed quests.</source>
        <translation>Bidding War: Behalte einen der aufgedeckten Aufträge.</translation>
    </message>
    <message>
        <source>Keep {quest}</source>
        <translation>{quest} behalten</translation>
    </message>
    <message>
        <source>{seat} keeps {quest}.</source>
        <translation>{seat} behält {quest}.</translation>
    </message>
    <message>
        <source>Special Assignment: name a quest type.</source>
        <translation>Special Assignment: Nenne einen Auftragstyp.</translation>
    </message>
    <message>
        <source>Name {type}</source>
        <translation>{type} nennen</translation>
    </message>
    <message>
        <source>no quest of that type</source>
        <translation>kein Auftrag dieses Typs</translation>
    </message>
    <message>
        <source>Special Assignment ({type}): {seat} reveals {n} quest(s) and keeps {quest}.</source>
        <translation>Special Assignment ({type}): {seat} deckt Aufträge auf (Anzahl: {n}) und behält {quest}.</translation>
    </message>
    <message>
        <source>Reveal quests until a {type} quest shows</source>
        <translation>Aufträge aufdecken, bis ein Auftrag vom Typ {type} erscheint</translation>
    </message>
    <message>
        <source>Discarded on the way: {names}. The {type} quest is kept.</source>
        <translation>Unterwegs abgeworfen: {names}. Der Auftrag vom Typ {type} wird behalten.</translation>
    </message>
    <message>
        <source>Discard {quest} and score {vp} VP</source>
        <translation>{quest} abwerfen und {vp} SP erhalten</translation>
    </message>
    <message>
        <source>Discard the mandatory quest {quest} and score {vp} VP</source>
        <translation>Den Pflichtauftrag {quest} abwerfen und {vp} SP erhalten</translation>
    </message>
    <message>
        <source>Keep all your quests</source>
        <translation>Alle deine Aufträge behalten</translation>
    </message>
    <message>
        <source>Change of Plans: discard a quest to score {vp} VP.</source>
        <translation>Change of Plans: Wirf einen Auftrag ab, um {vp} SP zu erhalten.</translation>
    </message>
    <message>
        <source>{seat} keeps every quest.</source>
        <translation>{seat} behält alle Aufträge.</translation>
    </message>
    <message>
        <source>{seat} discards {quest}.</source>
        <translation>{seat} wirft {quest} ab.</translation>
    </message>
    <message>
        <source>Give up {building}</source>
        <translation>{building} abgeben</translation>
    </message>
    <message>
        <source>Real Estate Deal: give up one of your buildings.</source>
        <translation>Real Estate Deal: Gib eines deiner Gebäude ab.</translation>
    </message>
    <message>
        <source>{seat} gives up {building}: it leaves the game.</source>
        <translation>{seat} gibt {building} ab: Es verlässt das Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>%n Cleric(s)</source>
        <extracomment>each resource&apos;s name, singular and plural the order resources are named in each resource&apos;s count in words, as a translatable sentence with its plural forms</extracomment>
        <translation>
            <numerusform>%n Kleriker</numerusform>
            <numerusform>%n Kleriker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Fighter(s)</source>
        <translation>
            <numerusform>%n Kämpfer</numerusform>
            <numerusform>%n Kämpfer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Rogue(s)</source>
        <translation>
            <numerusform>%n Schurke</numerusform>
            <numerusform>%n Schurken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wizard(s)</source>
        <translation>
            <numerusform>%n Magier</numerusform>
            <numerusform>%n Magier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Gold</source>
        <translation>
            <numerusform>%n Gold</numerusform>
            <numerusform>%n Gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Corruption</source>
        <comment>Skullport&apos;s tokens of corruption</comment>
        <translation>
            <numerusform>%n Korruption</numerusform>
            <numerusform>%n Korruption</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a}, {rest}</source>
        <comment>a list: its first item, then the rest</comment>
        <translation>
            <numerusform>{a}, {rest}</numerusform>
            <numerusform>{a}, {rest}</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no resources</comment>
        <translation>nichts</translation>
    </message>
    <message numerus="yes">
        <source>%n adventurer(s) of any kind</source>
        <translation>
            <numerusform>%n Abenteurer beliebiger Art</numerusform>
            <numerusform>%n Abenteurer beliebiger Art</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{cost} and %n more adventurer(s) of any kind</source>
        <translation>
            <numerusform>{cost} und %n weiteren Abenteurer beliebiger Art</numerusform>
            <numerusform>{cost} und %n weitere Abenteurer beliebiger Art</numerusform>
        </translation>
    </message>
    <message>
        <source>{quest} ({type}): needs {cost}; {reward}</source>
        <translation>{quest} ({type}): benötigt {cost}; {reward}</translation>
    </message>
    <message numerus="yes">
        <source>{line}
{rest}</source>
        <comment>one line, then the next ones</comment>
        <translation>
            <numerusform>{line}
{rest}</numerusform>
            <numerusform>{line}
{rest}</numerusform>
        </translation>
    </message>
    <message>
        <source>No space is open to you: your agent sits out the round</source>
        <extracomment>a move&apos;s procedure: (the state to change, the move, events) move kind -&gt; its procedure the placement due in each phase: (the placement mode, the Action.kind that offers it) Action.kind of a placement -&gt; its mode</extracomment>
        <translation>Kein Feld steht dir offen: Dein Agent setzt diese Runde aus</translation>
    </message>
    <message>
        <source>Complete {quest} ({type}): pay {cost}; {reward}</source>
        <translation>{quest} ({type}) erfüllen: {cost} bezahlen; {reward}</translation>
    </message>
    <message>
        <source>Complete {quest} ({type}) straight from Cliffwatch Inn: pay {cost}; {reward}</source>
        <translation>{quest} ({type}) direkt aus dem Gasthaus Klippenwacht erfüllen: {cost} bezahlen; {reward}</translation>
    </message>
    <message>
        <source>Complete the mandatory quest {quest}: pay {cost}; {reward}</source>
        <translation>Den Pflichtauftrag {quest} erfüllen: {cost} bezahlen; {reward}</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn to decide, not {other}&apos;s.</source>
        <translation>{seat} entscheidet jetzt, nicht {other}.</translation>
    </message>
    <message>
        <source>First answer this: {prompt} That is not one of the choices offered.</source>
        <translation>Entscheide zuerst dies: {prompt} Das ist keine der angebotenen Möglichkeiten.</translation>
    </message>
    <message>
        <source>That is not the kind of placement due now.</source>
        <translation>Diese Art des Einsetzens ist jetzt nicht an der Reihe.</translation>
    </message>
    <message>
        <source>Name the space to send the agent to.</source>
        <translation>Nenne das Feld, auf das der Agent geschickt wird.</translation>
    </message>
    <message>
        <source>You must send an agent to a free space: passing is only allowed when none is open to you.</source>
        <translation>Du musst einen Agenten auf ein freies Feld schicken: Passen ist nur erlaubt, wenn dir keines offensteht.</translation>
    </message>
    <message>
        <source>Quests are completed after placing an agent, at most one per turn.</source>
        <translation>Aufträge werden nach dem Einsetzen eines Agenten erfüllt, höchstens einer pro Zug.</translation>
    </message>
    <message>
        <source>You must complete your mandatory quest before any other quest.</source>
        <translation>Du musst deinen Pflichtauftrag vor jedem anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>That quest is not one of your active quests.</source>
        <translation>Dieser Auftrag ist keiner deiner aktiven Aufträge.</translation>
    </message>
    <message>
        <source>You cannot pay for that quest: it needs {cost}.</source>
        <translation>Du kannst diesen Auftrag nicht bezahlen: Er benötigt {cost}.</translation>
    </message>
    <message>
        <source>There is no action &apos;{kind}&apos; now.</source>
        <translation>Es gibt jetzt keine Aktion „{kind}“.</translation>
    </message>
    <message>
        <source>{seat} has no open space: the agent sits out the round.</source>
        <translation>{seat} hat kein offenes Feld: Der Agent setzt diese Runde aus.</translation>
    </message>
    <message>
        <source>Helden Mittelerdes (Heroes of Middle-earth)</source>
        <translation>Helden Mittelerdes</translation>
    </message>
    <message>
        <source>War of the Ring</source>
        <translation>Der Ringkrieg</translation>
    </message>
    <message>
        <source>Lords of Waterdeep</source>
        <translation>Die Lords von Waterdeep</translation>
    </message>
    <message>
        <source>Middle-earth (War of the Ring)</source>
        <translation>Mittelerde (Der Ringkrieg)</translation>
    </message>
    <message>
        <source>Andrast</source>
        <translation>Andrast</translation>
    </message>
    <message>
        <source>Anfalas</source>
        <translation>Anfalas</translation>
    </message>
    <message>
        <source>Angmar</source>
        <translation>Angmar</translation>
    </message>
    <message>
        <source>Arnor</source>
        <translation>Arnor</translation>
    </message>
    <message>
        <source>Ash Mountains</source>
        <translation>Aschengebirge</translation>
    </message>
    <message>
        <source>Barad-dûr</source>
        <translation>Barad-dûr</translation>
    </message>
    <message>
        <source>Bree</source>
        <translation>Bree</translation>
    </message>
    <message>
        <source>Buckland</source>
        <translation>Bockland</translation>
    </message>
    <message>
        <source>Cardolan</source>
        <translation>Cardolan</translation>
    </message>
    <message>
        <source>Carrock</source>
        <translation>Carrock</translation>
    </message>
    <message>
        <source>Dagorlad</source>
        <translation>Dagorlad</translation>
    </message>
    <message>
        <source>Dale</source>
        <translation>Thal</translation>
    </message>
    <message>
        <source>Dead Marshes</source>
        <translation>Totensümpfe</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <translation>Schattenbachtal</translation>
    </message>
    <message>
        <source>Dol Amroth</source>
        <translation>Dol Amroth</translation>
    </message>
    <message>
        <source>Dol Guldur</source>
        <translation>Dol Guldur</translation>
    </message>
    <message>
        <source>Drúadan Forest</source>
        <translation>Drúadan-Wald</translation>
    </message>
    <message>
        <source>Druwaith Iaur</source>
        <translation>Druwaith Iaur</translation>
    </message>
    <message>
        <source>Eagles&apos; Eyrie</source>
        <translation>Adlerhorst</translation>
    </message>
    <message>
        <source>East Harondor</source>
        <translation>Ost-Harondor</translation>
    </message>
    <message>
        <source>East Rhûn</source>
        <translation>Ost-Rhûn</translation>
    </message>
    <message>
        <source>Eastemnet</source>
        <translation>Ostemnet</translation>
    </message>
    <message>
        <source>Eastern Brown Lands</source>
        <translation>Östliche Braune Lande</translation>
    </message>
    <message>
        <source>Eastern Emyn Muil</source>
        <translation>Östlicher Emyn Muil</translation>
    </message>
    <message>
        <source>Eastern Mirkwood</source>
        <translation>Östlicher Düsterwald</translation>
    </message>
    <message>
        <source>Edoras</source>
        <translation>Edoras</translation>
    </message>
    <message>
        <source>Enedwaith</source>
        <translation>Enedwaith</translation>
    </message>
    <message>
        <source>Erebor</source>
        <translation>Erebor</translation>
    </message>
    <message>
        <source>Erech</source>
        <translation>Erech</translation>
    </message>
    <message>
        <source>Ered Luin</source>
        <translation>Ered Luin</translation>
    </message>
    <message>
        <source>Ettenmoors</source>
        <translation>Ettenöden</translation>
    </message>
    <message>
        <source>Evendim</source>
        <translation>Abendrot</translation>
    </message>
    <message>
        <source>Fangorn</source>
        <translation>Fangorn</translation>
    </message>
    <message>
        <source>Far Harad</source>
        <translation>Fern-Harad</translation>
    </message>
    <message>
        <source>Folde</source>
        <translation>Folde</translation>
    </message>
    <message>
        <source>Fords of Bruinen</source>
        <translation>Furten des Bruinen</translation>
    </message>
    <message>
        <source>Fords of Isen</source>
        <translation>Isenfurten</translation>
    </message>
    <message>
        <source>Forlindon</source>
        <translation>Forlindon</translation>
    </message>
    <message>
        <source>Gap of Rohan</source>
        <translation>Pforte von Rohan</translation>
    </message>
    <message>
        <source>Gladden Fields</source>
        <translation>Schwertelfelder</translation>
    </message>
    <message>
        <source>Goblin&apos;s Gate</source>
        <translation>Orktor</translation>
    </message>
    <message>
        <source>Gorgoroth</source>
        <translation>Gorgoroth</translation>
    </message>
    <message>
        <source>Grey Havens</source>
        <translation>Graue Anfurten</translation>
    </message>
    <message>
        <source>Harlindon</source>
        <translation>Harlindon</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Helms Klamm</translation>
    </message>
    <message>
        <source>High Pass</source>
        <translation>Hoher Pass</translation>
    </message>
    <message>
        <source>Hollin</source>
        <translation>Hulsten</translation>
    </message>
    <message>
        <source>Iron Hills</source>
        <translation>Eisenberge</translation>
    </message>
    <message>
        <source>Khand</source>
        <translation>Khand</translation>
    </message>
    <message>
        <source>Lamedon</source>
        <translation>Lamedon</translation>
    </message>
    <message>
        <source>Lórien</source>
        <translation>Lórien</translation>
    </message>
    <message>
        <source>Lossarnach</source>
        <translation>Lossarnach</translation>
    </message>
    <message>
        <source>Minas Morgul</source>
        <translation>Minas Morgul</translation>
    </message>
    <message>
        <source>Minas Tirith</source>
        <translation>Minas Tirith</translation>
    </message>
    <message>
        <source>Minhiriath</source>
        <translation>Minhiriath</translation>
    </message>
    <message>
        <source>Morannon</source>
        <translation>Morannon</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Moria</translation>
    </message>
    <message>
        <source>Mount Gram</source>
        <translation>Berg Gram</translation>
    </message>
    <message>
        <source>Mount Gundabad</source>
        <translation>Berg Gundabad</translation>
    </message>
    <message>
        <source>Narrows of the Forest</source>
        <translation>Waldenge</translation>
    </message>
    <message>
        <source>Near Harad</source>
        <translation>Nah-Harad</translation>
    </message>
    <message>
        <source>Noman-Lands</source>
        <translation>Niemandsland</translation>
    </message>
    <message>
        <source>North Anduin Vale</source>
        <translation>Nördliches Anduintal</translation>
    </message>
    <message>
        <source>North Downs</source>
        <translation>Nordhöhen</translation>
    </message>
    <message>
        <source>North Dunland</source>
        <translation>Nord-Dunland</translation>
    </message>
    <message>
        <source>North Ered Luin</source>
        <translation>Nördliche Ered Luin</translation>
    </message>
    <message>
        <source>North Ithilien</source>
        <translation>Nord-Ithilien</translation>
    </message>
    <message>
        <source>North Rhûn</source>
        <translation>Nord-Rhûn</translation>
    </message>
    <message>
        <source>Northern Dorwinion</source>
        <translation>Nördliches Dorwinion</translation>
    </message>
    <message>
        <source>Northern Mirkwood</source>
        <translation>Nördlicher Düsterwald</translation>
    </message>
    <message>
        <source>Northern Rhovanion</source>
        <translation>Nördliches Rhovanion</translation>
    </message>
    <message>
        <source>Nurn</source>
        <translation>Nurn</translation>
    </message>
    <message>
        <source>Old Ford</source>
        <translation>Alte Furt</translation>
    </message>
    <message>
        <source>Old Forest</source>
        <translation>Alter Wald</translation>
    </message>
    <message>
        <source>Old Forest Road</source>
        <translation>Alte Waldstraße</translation>
    </message>
    <message>
        <source>Orthanc</source>
        <translation>Orthanc</translation>
    </message>
    <message>
        <source>Osgiliath</source>
        <translation>Osgiliath</translation>
    </message>
    <message>
        <source>Parth Celebrant</source>
        <translation>Parth Celebrant</translation>
    </message>
    <message>
        <source>Pelargir</source>
        <translation>Pelargir</translation>
    </message>
    <message>
        <source>Rhosgobel</source>
        <translation>Rhosgobel</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Bruchtal</translation>
    </message>
    <message>
        <source>South Anduin Vale</source>
        <translation>Südliches Anduintal</translation>
    </message>
    <message>
        <source>South Downs</source>
        <translation>Südhöhen</translation>
    </message>
    <message>
        <source>South Dunland</source>
        <translation>Süd-Dunland</translation>
    </message>
    <message>
        <source>South Ered Luin</source>
        <translation>Südliche Ered Luin</translation>
    </message>
    <message>
        <source>South Ithilien</source>
        <translation>Süd-Ithilien</translation>
    </message>
    <message>
        <source>South Rhûn</source>
        <translation>Süd-Rhûn</translation>
    </message>
    <message>
        <source>Southern Dorwinion</source>
        <translation>Südliches Dorwinion</translation>
    </message>
    <message>
        <source>Southern Mirkwood</source>
        <translation>Südlicher Düsterwald</translation>
    </message>
    <message>
        <source>Southern Rhovanion</source>
        <translation>Südliches Rhovanion</translation>
    </message>
    <message>
        <source>Tharbad</source>
        <translation>Tharbad</translation>
    </message>
    <message>
        <source>The Shire</source>
        <translation>Auenland</translation>
    </message>
    <message>
        <source>Tower Hills</source>
        <translation>Turmberge</translation>
    </message>
    <message>
        <source>Trollshaws</source>
        <translation>Trollhöhen</translation>
    </message>
    <message>
        <source>Umbar</source>
        <translation>Umbar</translation>
    </message>
    <message>
        <source>Vale of the Carnen</source>
        <translation>Tal des Carnen</translation>
    </message>
    <message>
        <source>Vale of the Celduin</source>
        <translation>Tal des Celduin</translation>
    </message>
    <message>
        <source>Weather Hills</source>
        <translation>Wetterberge</translation>
    </message>
    <message>
        <source>West Harondor</source>
        <translation>West-Harondor</translation>
    </message>
    <message>
        <source>Westemnet</source>
        <translation>Westemnet</translation>
    </message>
    <message>
        <source>Western Brown Lands</source>
        <translation>Westliche Braune Lande</translation>
    </message>
    <message>
        <source>Western Emyn Muil</source>
        <translation>Westlicher Emyn Muil</translation>
    </message>
    <message>
        <source>Western Mirkwood</source>
        <translation>Westlicher Düsterwald</translation>
    </message>
    <message>
        <source>Withered Heath</source>
        <translation>Verdorrte Heide</translation>
    </message>
    <message>
        <source>Woodland Realm</source>
        <translation>Waldlandreich</translation>
    </message>
    <message>
        <source>Belegaer, the Great Sea</source>
        <translation>Belegaer, das Große Meer</translation>
    </message>
    <message>
        <source>Sea of Rhûn</source>
        <translation>Meer von Rhûn</translation>
    </message>
    <message>
        <source>Mirkwood</source>
        <translation>Düsterwald</translation>
    </message>
    <message>
        <source>Lothlórien</source>
        <translation>Lothlórien</translation>
    </message>
    <message>
        <source>Impassable border</source>
        <translation>Unpassierbare Grenze</translation>
    </message>
    <message>
        <source>Misty Mountains</source>
        <translation>Nebelgebirge</translation>
    </message>
    <message>
        <source>Mountains of Mordor</source>
        <translation>Gebirge von Mordor</translation>
    </message>
    <message>
        <source>White Mountains</source>
        <translation>Weiße Berge</translation>
    </message>
    <message>
        <source>Anduin</source>
        <translation>Anduin</translation>
    </message>
    <message>
        <source>Baranduin</source>
        <translation>Baranduin</translation>
    </message>
    <message>
        <source>Gwathló</source>
        <translation>Gwathló</translation>
    </message>
    <message>
        <source>Isen</source>
        <translation>Isen</translation>
    </message>
    <message>
        <source>Celduin</source>
        <translation>Celduin</translation>
    </message>
    <message>
        <source>ERIADOR</source>
        <translation>ERIADOR</translation>
    </message>
    <message>
        <source>ARNOR</source>
        <translation>ARNOR</translation>
    </message>
    <message>
        <source>DUNLAND</source>
        <translation>DUNLAND</translation>
    </message>
    <message>
        <source>ROHAN</source>
        <translation>ROHAN</translation>
    </message>
    <message>
        <source>RHOVANION</source>
        <translation>RHOVANION</translation>
    </message>
    <message>
        <source>GONDOR</source>
        <translation>GONDOR</translation>
    </message>
    <message>
        <source>MORDOR</source>
        <translation>MORDOR</translation>
    </message>
    <message>
        <source>HARAD</source>
        <translation>HARAD</translation>
    </message>
    <message>
        <source>RHÛN</source>
        <translation>RHÛN</translation>
    </message>
    <message>
        <source>Waterdeep, City of Splendors</source>
        <translation>Waterdeep, Stadt des Glanzes</translation>
    </message>
    <message>
        <source>Sea Ward</source>
        <translation>Seeviertel</translation>
    </message>
    <message>
        <source>North Ward</source>
        <translation>Nordviertel</translation>
    </message>
    <message>
        <source>Castle Ward</source>
        <translation>Burgviertel</translation>
    </message>
    <message>
        <source>Trades Ward</source>
        <translation>Handelsviertel</translation>
    </message>
    <message>
        <source>City of the Dead</source>
        <translation>Stadt der Toten</translation>
    </message>
    <message>
        <source>Field Ward</source>
        <translation>Feldviertel</translation>
    </message>
    <message>
        <source>Dock Ward</source>
        <translation>Hafenviertel</translation>
    </message>
    <message>
        <source>Southern Ward</source>
        <translation>Südviertel</translation>
    </message>
    <message>
        <source>Field of Triumph</source>
        <translation>Feld des Triumphs</translation>
    </message>
    <message>
        <source>Cliffwatch Inn 1</source>
        <translation>Gasthaus Klippenwacht 1</translation>
    </message>
    <message>
        <source>Cliffwatch Inn 2</source>
        <translation>Gasthaus Klippenwacht 2</translation>
    </message>
    <message>
        <source>Cliffwatch Inn 3</source>
        <translation>Gasthaus Klippenwacht 3</translation>
    </message>
    <message>
        <source>The Grinning Lion Tavern</source>
        <translation>Taverne zum Grinsenden Löwen</translation>
    </message>
    <message>
        <source>Castle Waterdeep</source>
        <translation>Burg Waterdeep</translation>
    </message>
    <message>
        <source>Blackstaff Tower</source>
        <translation>Schwarzstabturm</translation>
    </message>
    <message>
        <source>The Plinth</source>
        <translation>Der Sockel</translation>
    </message>
    <message>
        <source>Aurora&apos;s Realms Shop</source>
        <translation>Auroras Warenhaus der Reiche</translation>
    </message>
    <message>
        <source>Waterdeep Harbor 1</source>
        <translation>Hafen von Waterdeep 1</translation>
    </message>
    <message>
        <source>Waterdeep Harbor 2</source>
        <translation>Hafen von Waterdeep 2</translation>
    </message>
    <message>
        <source>Waterdeep Harbor 3</source>
        <translation>Hafen von Waterdeep 3</translation>
    </message>
    <message>
        <source>Builder&apos;s Hall</source>
        <translation>Baumeisterhalle</translation>
    </message>
    <message>
        <source>Lot 1</source>
        <translation>Bauplatz 1</translation>
    </message>
    <message>
        <source>Lot 2</source>
        <translation>Bauplatz 2</translation>
    </message>
    <message>
        <source>Lot 3</source>
        <translation>Bauplatz 3</translation>
    </message>
    <message>
        <source>Lot 4</source>
        <translation>Bauplatz 4</translation>
    </message>
    <message>
        <source>Lot 5</source>
        <translation>Bauplatz 5</translation>
    </message>
    <message>
        <source>Lot 6</source>
        <translation>Bauplatz 6</translation>
    </message>
    <message>
        <source>Lot 7</source>
        <translation>Bauplatz 7</translation>
    </message>
    <message>
        <source>Lot 8</source>
        <translation>Bauplatz 8</translation>
    </message>
    <message>
        <source>Lot 9</source>
        <translation>Bauplatz 9</translation>
    </message>
    <message>
        <source>Lot 10</source>
        <translation>Bauplatz 10</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Runde 1</translation>
    </message>
    <message>
        <source>Round 2</source>
        <translation>Runde 2</translation>
    </message>
    <message>
        <source>Round 3</source>
        <translation>Runde 3</translation>
    </message>
    <message>
        <source>Round 4</source>
        <translation>Runde 4</translation>
    </message>
    <message>
        <source>Round 5</source>
        <translation>Runde 5</translation>
    </message>
    <message>
        <source>Round 6</source>
        <translation>Runde 6</translation>
    </message>
    <message>
        <source>Round 7</source>
        <translation>Runde 7</translation>
    </message>
    <message>
        <source>Round 8</source>
        <translation>Runde 8</translation>
    </message>
    <message>
        <source>Quest 1</source>
        <translation>Auftrag 1</translation>
    </message>
    <message>
        <source>Quest 2</source>
        <translation>Auftrag 2</translation>
    </message>
    <message>
        <source>Quest 3</source>
        <translation>Auftrag 3</translation>
    </message>
    <message>
        <source>Quest 4</source>
        <translation>Auftrag 4</translation>
    </message>
    <message>
        <source>For sale 1</source>
        <translation>Zum Verkauf 1</translation>
    </message>
    <message>
        <source>For sale 2</source>
        <translation>Zum Verkauf 2</translation>
    </message>
    <message>
        <source>For sale 3</source>
        <translation>Zum Verkauf 3</translation>
    </message>
    <message>
        <source>Quest deck</source>
        <translation>Auftragsstapel</translation>
    </message>
    <message>
        <source>Quest discard</source>
        <translation>Auftrags-Ablagestapel</translation>
    </message>
    <message>
        <source>Intrigue deck</source>
        <translation>Intrigenstapel</translation>
    </message>
    <message>
        <source>Intrigue discard</source>
        <translation>Intrigen-Ablagestapel</translation>
    </message>
    <message>
        <source>Building stack</source>
        <translation>Gebäudestapel</translation>
    </message>
    <message>
        <source>Sea of Swords and Deepwater Harbor</source>
        <translation>Schwertmeer und Tiefwasserhafen</translation>
    </message>
    <message>
        <source>Cliffwatch Inn</source>
        <translation>Gasthaus Klippenwacht</translation>
    </message>
    <message>
        <source>Waterdeep Harbor</source>
        <translation>Hafen von Waterdeep</translation>
    </message>
    <message>
        <source>side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>Quests at Cliffwatch Inn</source>
        <translation>Aufträge im Gasthaus Klippenwacht</translation>
    </message>
    <message>
        <source>For sale at Builder&apos;s Hall</source>
        <translation>Zum Verkauf in der Baumeisterhalle</translation>
    </message>
    <message>
        <source>Score track (0-99)</source>
        <translation>Siegpunkteleiste (0-99)</translation>
    </message>
    <message>
        <source>Central Middle-earth</source>
        <translation>Zentrales Mittelerde</translation>
    </message>
    <message>
        <source>Eregion</source>
        <translation>Eregion</translation>
    </message>
    <message>
        <source>Dunland</source>
        <translation>Dunland</translation>
    </message>
    <message>
        <source>Goblin-town</source>
        <translation>Orkstadt</translation>
    </message>
    <message>
        <source>Caras Galadhon</source>
        <translation>Caras Galadhon</translation>
    </message>
    <message>
        <source>Anduin Fords</source>
        <translation>Anduin Furten</translation>
    </message>
    <message>
        <source>Beorn&apos;s Hall</source>
        <translation>Beorns Halle</translation>
    </message>
    <message>
        <source>Woodmen&apos;s Glades</source>
        <translation>Lichtungen der Waldmenschen</translation>
    </message>
    <message>
        <source>Heart of Mirkwood</source>
        <translation>Herz des Düsterwalds</translation>
    </message>
    <message>
        <source>Mountains of Mirkwood</source>
        <translation>Berge des Düsterwalds</translation>
    </message>
    <message>
        <source>West Guldur</source>
        <translation>West Guldur</translation>
    </message>
    <message>
        <source>East Bight</source>
        <translation>Ostbucht</translation>
    </message>
    <message>
        <source>Rhûn</source>
        <translation>Rhûn</translation>
    </message>
    <message>
        <source>Wizard&apos;s Vale</source>
        <translation>Tal des Zauberers</translation>
    </message>
    <message>
        <source>East Fangorn</source>
        <translation>Ost Fangorn</translation>
    </message>
    <message>
        <source>Field of Celebrant</source>
        <translation>Feld von Celebrant</translation>
    </message>
    <message>
        <source>The Wold</source>
        <translation>Ödland</translation>
    </message>
    <message>
        <source>Westfold</source>
        <translation>Westfold</translation>
    </message>
    <message>
        <source>Eastfold</source>
        <translation>Ostfold</translation>
    </message>
    <message>
        <source>Paths of the Dead</source>
        <translation>Pfade der Toten</translation>
    </message>
    <message>
        <source>Anórien</source>
        <translation>Anórien</translation>
    </message>
    <message>
        <source>Cair Andros</source>
        <translation>Cair Andros</translation>
    </message>
    <message>
        <source>Blackroot Vale</source>
        <translation>Schwarzgrundtal</translation>
    </message>
    <message>
        <source>Belfalas</source>
        <translation>Belfalas</translation>
    </message>
    <message>
        <source>Lebennin</source>
        <translation>Lebennin</translation>
    </message>
    <message>
        <source>Brown Lands</source>
        <translation>Braune Lande</translation>
    </message>
    <message>
        <source>Emyn Muil</source>
        <translation>Emyn Muil</translation>
    </message>
    <message>
        <source>Noman-lands</source>
        <translation>Niemandsland</translation>
    </message>
    <message>
        <source>Wetwang</source>
        <translation>Nasswiesen</translation>
    </message>
    <message>
        <source>Plains of the Easterlings</source>
        <translation>Ebenen der Ostlinge</translation>
    </message>
    <message>
        <source>Harondor</source>
        <translation>Harondor</translation>
    </message>
    <message>
        <source>Cirith Ungol</source>
        <translation>Cirith Ungol</translation>
    </message>
    <message>
        <source>Udûn</source>
        <translation>Udûn</translation>
    </message>
    <message>
        <source>Lithlad</source>
        <translation>Lithlad</translation>
    </message>
    <message>
        <source>Shores of Núrnen</source>
        <translation>Ufer des Núrnen</translation>
    </message>
    <message>
        <source>Bay of Belfalas</source>
        <translation>Bucht von Belfalas</translation>
    </message>
    <message>
        <source>Sea of Núrnen</source>
        <translation>Meer von Núrnen</translation>
    </message>
    <message>
        <source>Long Lake</source>
        <translation>Langer See</translation>
    </message>
    <message>
        <source>Ephel Dúath</source>
        <translation>Ephel Dúath</translation>
    </message>
    <message>
        <source>Ered Lithui</source>
        <translation>Ered Lithui</translation>
    </message>
    <message>
        <source>Celebrant</source>
        <translation>Celebrant</translation>
    </message>
    <message>
        <source>Entwash</source>
        <translation>Entwasser</translation>
    </message>
    <message>
        <source>Poros</source>
        <translation>Poros</translation>
    </message>
    <message>
        <source>MIRKWOOD</source>
        <translation>DÜSTERWALD</translation>
    </message>
    <message>
        <source>Play a card on a line</source>
        <translation>Karte auf eine Leiste spielen</translation>
    </message>
    <message>
        <source>Put on the Ring</source>
        <translation>Ring aufsetzen</translation>
    </message>
    <message>
        <source>Skip playing cards</source>
        <translation>Keine Karten spielen</translation>
    </message>
    <message>
        <source>Fight a foe</source>
        <translation>Feind bekämpfen</translation>
    </message>
    <message>
        <source>Call Gandalf (5 shields)</source>
        <translation>Gandalf rufen (5 Schilde)</translation>
    </message>
    <message>
        <source>Play a yellow card</source>
        <translation>Gelbe Karte spielen</translation>
    </message>
    <message>
        <source>Pay the price</source>
        <translation>Preis bezahlen</translation>
    </message>
    <message>
        <source>Pay shields for help</source>
        <translation>Schilde für Hilfe zahlen</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Karte abwerfen</translation>
    </message>
    <message>
        <source>Preparations</source>
        <translation>Reisevorbereitungen</translation>
    </message>
    <message>
        <source>Hand out the cards</source>
        <translation>Karten verteilen</translation>
    </message>
    <message>
        <source>The Council: pass a card on</source>
        <translation>Der Rat: eine Karte weitergeben</translation>
    </message>
    <message>
        <source>Mount Doom</source>
        <translation>Schicksalsberg</translation>
    </message>
    <message>
        <source>Travel on</source>
        <translation>Weiterreisen</translation>
    </message>
    <message>
        <source>Foresight: put the tiles back</source>
        <translation>Voraussicht: Kärtchen zurücklegen</translation>
    </message>
    <message>
        <source>Foes are coming</source>
        <translation>Feinde kommen</translation>
    </message>
    <message>
        <source>reveal event tiles</source>
        <extracomment>what the game waits for, by the kind of question</extracomment>
        <translation>Ereigniskärtchen aufdecken</translation>
    </message>
    <message>
        <source>play cards, or draw two, or heal</source>
        <translation>Karten spielen, zwei ziehen oder heilen</translation>
    </message>
    <message>
        <source>pay the price</source>
        <translation>Preis bezahlen</translation>
    </message>
    <message>
        <source>pay shields for help</source>
        <translation>Schilde für Hilfe zahlen</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>Karte abwerfen</translation>
    </message>
    <message>
        <source>preparations or not</source>
        <translation>Reisevorbereitungen oder nicht</translation>
    </message>
    <message>
        <source>hand out the turned-up cards</source>
        <translation>aufgedeckte Karten verteilen</translation>
    </message>
    <message>
        <source>pass a card on</source>
        <translation>Karte weitergeben</translation>
    </message>
    <message>
        <source>travel on</source>
        <translation>weiterreisen</translation>
    </message>
    <message>
        <source>roll to destroy the Ring</source>
        <translation>würfeln, um den Ring zu vernichten</translation>
    </message>
    <message>
        <source>cast the Ring into the fire</source>
        <translation>den Ring ins Feuer werfen</translation>
    </message>
    <message>
        <source>put the tiles back</source>
        <translation>Kärtchen zurücklegen</translation>
    </message>
    <message>
        <source>fight a foe first, or let the foes come</source>
        <translation>erst einen Feind bekämpfen oder die Feinde kommen lassen</translation>
    </message>
    <message>
        <source>Ignore the next die roll.</source>
        <extracomment>a yellow card&apos;s power in a few words (on the card in hand)</extracomment>
        <translation>Der nächste Wurf zählt nicht.</translation>
    </message>
    <message>
        <source>Turn the next event aside.</source>
        <translation>Wende das nächste Ereignis ab.</translation>
    </message>
    <message>
        <source>No harm for missing life tokens at this board&apos;s end.</source>
        <translation>Keine Strafe für fehlende Lebensplättchen am Ende dieses Abenteuers.</translation>
    </message>
    <message>
        <source>Draw cards until you hold six.</source>
        <translation>Ziehe, bis du sechs Karten hast.</translation>
    </message>
    <message>
        <source>Heal one step.</source>
        <translation>Heile 1 Feld.</translation>
    </message>
    <message>
        <source>Heal two steps.</source>
        <translation>Heile 2 Felder.</translation>
    </message>
    <message>
        <source>Defeat any one foe: drag it onto the foe.</source>
        <translation>Besiege einen beliebigen Feind: ziehe sie auf den Feind.</translation>
    </message>
    <message>
        <source>Give a card to another hobbit.</source>
        <translation>Gib einem anderen Hobbit eine Karte.</translation>
    </message>
    <message>
        <source>Kept to the end, it counts as one more shield.</source>
        <translation>Bis zum Ende behalten, zählt sie als ein Schild mehr.</translation>
    </message>
    <message>
        <source>see the top three tiles</source>
        <extracomment>a Gandalf card&apos;s help in a few words (on its card)</extracomment>
        <translation>oberste drei Kärtchen ansehen</translation>
    </message>
    <message>
        <source>move a line two spaces</source>
        <translation>eine Leiste 2 Felder vorrücken</translation>
    </message>
    <message>
        <source>heal two steps</source>
        <translation>2 Felder heilen</translation>
    </message>
    <message>
        <source>turn the next event aside</source>
        <translation>nächstes Ereignis abwenden</translation>
    </message>
    <message>
        <source>draw four cards</source>
        <translation>vier Karten ziehen</translation>
    </message>
    <message>
        <source>stop Sauron&apos;s next move</source>
        <translation>Saurons nächsten Zug aufhalten</translation>
    </message>
    <message>
        <source>the next roll shows blank</source>
        <translation>der nächste Wurf zeigt leer</translation>
    </message>
    <message>
        <source>defeat two foes</source>
        <translation>zwei Feinde besiegen</translation>
    </message>
    <message>
        <source>the next event is turned aside</source>
        <extracomment>what was played ahead and still waits (state.wards)</extracomment>
        <translation>das nächste Ereignis wird abgewendet</translation>
    </message>
    <message>
        <source>the next die roll is ignored</source>
        <translation>der nächste Wurf zählt nicht</translation>
    </message>
    <message>
        <source>Sauron&apos;s next move is stopped</source>
        <translation>Saurons nächster Zug wird aufgehalten</translation>
    </message>
    <message>
        <source>no harm for missing life tokens</source>
        <translation>keine Strafe für fehlende Lebensplättchen</translation>
    </message>
    <message>
        <source>Sam faces the next event with the die</source>
        <translation>Sam stellt sich dem nächsten Ereignis mit dem Würfel</translation>
    </message>
    <message>
        <source>a shield</source>
        <extracomment>the reward of a line&apos;s space, for its tooltip</extracomment>
        <translation>ein Schild</translation>
    </message>
    <message>
        <source>a big shield</source>
        <translation>ein großer Schild</translation>
    </message>
    <message>
        <source>a ring token</source>
        <translation>ein Ringplättchen</translation>
    </message>
    <message>
        <source>a heart token</source>
        <translation>ein Herzplättchen</translation>
    </message>
    <message>
        <source>a sun token</source>
        <translation>ein Sonnenplättchen</translation>
    </message>
    <message>
        <source>roll the die</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <source>heal one step</source>
        <translation>1 Feld heilen</translation>
    </message>
    <message>
        <source>two foes appear</source>
        <translation>zwei Feinde erscheinen</translation>
    </message>
    <message>
        <source>Elven Cloaks</source>
        <translation>Elbenmäntel</translation>
    </message>
    <message>
        <source>It Is a Gift</source>
        <translation>Es ist ein Geschenk</translation>
    </message>
    <message>
        <source>the defender is in the Fellowship&apos;s region</source>
        <translation>der Verteidiger steht in der Region der Gemeinschaft</translation>
    </message>
    <message>
        <source>Elven Rope</source>
        <translation>Elbenseil</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Galadriels Phiole</translation>
    </message>
    <message>
        <source>Sméagol Helps Nice Master</source>
        <translation>Sméagol hilft dem lieben Herrn</translation>
    </message>
    <message>
        <source>Mithril Coat and Sting</source>
        <translation>Mithrilhemd und Stich</translation>
    </message>
    <message>
        <source>Blade of Westernesse</source>
        <translation>Klinge von Westernis</translation>
    </message>
    <message>
        <source>a hobbit is in the battle</source>
        <translation>ein Hobbit ist in der Schlacht</translation>
    </message>
    <message>
        <source>Axe and Bow</source>
        <translation>Axt und Bogen</translation>
    </message>
    <message>
        <source>Mighty Attack</source>
        <translation>Mächtiger Angriff</translation>
    </message>
    <message>
        <source>Gimli or Legolas is in the Fellowship</source>
        <translation>Gimli oder Legolas ist in der Gemeinschaft</translation>
    </message>
    <message>
        <source>a companion is in the battle</source>
        <translation>ein Gefährte ist in der Schlacht</translation>
    </message>
    <message>
        <source>Horn of Gondor</source>
        <translation>Horn von Gondor</translation>
    </message>
    <message>
        <source>Boromir is in the Fellowship</source>
        <translation>Boromir ist in der Gemeinschaft</translation>
    </message>
    <message>
        <source>Wizard&apos;s Staff</source>
        <translation>Zaubererstab</translation>
    </message>
    <message>
        <source>Servant of the Secret Fire</source>
        <translation>Diener des Geheimen Feuers</translation>
    </message>
    <message>
        <source>Gandalf the Grey is in the Fellowship</source>
        <translation>Gandalf der Graue ist in der Gemeinschaft</translation>
    </message>
    <message>
        <source>Gandalf is in the battle</source>
        <translation>Gandalf ist in der Schlacht</translation>
    </message>
    <message>
        <source>Athelas</source>
        <translation>Athelas</translation>
    </message>
    <message>
        <source>Andúril</source>
        <translation>Andúril</translation>
    </message>
    <message>
        <source>Strider or Aragorn is in the battle</source>
        <translation>Streicher oder Aragorn ist in der Schlacht</translation>
    </message>
    <message>
        <source>There Is Another Way</source>
        <translation>Es gibt einen anderen Weg</translation>
    </message>
    <message>
        <source>Heroic Death</source>
        <translation>Heldentod</translation>
    </message>
    <message>
        <source>a Free Peoples leader or a companion is in the battle</source>
        <translation>ein Anführer der Freien Völker oder ein Gefährte ist in der Schlacht</translation>
    </message>
    <message>
        <source>I Will Go Alone</source>
        <translation>Ich gehe allein</translation>
    </message>
    <message>
        <source>Daring Defiance</source>
        <translation>Kühner Trotz</translation>
    </message>
    <message>
        <source>the Fellowship still has a companion</source>
        <translation>die Gemeinschaft hat noch einen Gefährten</translation>
    </message>
    <message>
        <source>Bilbo&apos;s Song</source>
        <translation>Bilbos Lied</translation>
    </message>
    <message>
        <source>Fateful Strike</source>
        <translation>Schicksalhafter Schlag</translation>
    </message>
    <message>
        <source>Mirror of Galadriel</source>
        <translation>Galadriels Spiegel</translation>
    </message>
    <message>
        <source>Challenge of the King</source>
        <translation>Herausforderung des Königs</translation>
    </message>
    <message>
        <source>Sudden Strike</source>
        <translation>Überraschungsschlag</translation>
    </message>
    <message>
        <source>Strider or Aragorn is with a Free Peoples army in a Gondor or Rohan region</source>
        <translation>Streicher oder Aragorn steht mit einer Armee der Freien Völker in einer Region von Gondor oder Rohan</translation>
    </message>
    <message>
        <source>Gwaihir the Windlord</source>
        <translation>Gwaihir der Windfürst</translation>
    </message>
    <message>
        <source>We Prove the Swifter</source>
        <translation>Wir sind die Schnelleren</translation>
    </message>
    <message>
        <source>There and Back Again</source>
        <translation>Hin und zurück</translation>
    </message>
    <message>
        <source>Brave Stand</source>
        <translation>Tapferer Widerstand</translation>
    </message>
    <message>
        <source>The Eagles are Coming!</source>
        <translation>Die Adler kommen!</translation>
    </message>
    <message>
        <source>a Free Peoples army with a companion is in or next to the region of a Shadow army with Nazgûl</source>
        <translation>eine Armee der Freien Völker mit einem Gefährten steht in oder neben der Region einer Schattenarmee mit Nazgûl</translation>
    </message>
    <message>
        <source>The Ents Awake: Treebeard</source>
        <translation>Die Ents erwachen: Baumbart</translation>
    </message>
    <message>
        <source>Ents&apos; Rage</source>
        <translation>Zorn der Ents</translation>
    </message>
    <message>
        <source>Gandalf the White is in play and a companion is in Fangorn</source>
        <translation>Gandalf der Weiße ist im Spiel und ein Gefährte ist in Fangorn</translation>
    </message>
    <message>
        <source>the defender is in a Rohan region, Fangorn or Orthanc</source>
        <translation>der Verteidiger steht in einer Region von Rohan, in Fangorn oder in Orthanc</translation>
    </message>
    <message>
        <source>The Ents Awake: Huorns</source>
        <translation>Die Ents erwachen: Huorns</translation>
    </message>
    <message>
        <source>Huorn-dark</source>
        <translation>Huorn-Dunkel</translation>
    </message>
    <message>
        <source>The Ents Awake: Entmoot</source>
        <translation>Die Ents erwachen: Entthing</translation>
    </message>
    <message>
        <source>Nameless Wood</source>
        <translation>Namenloser Wald</translation>
    </message>
    <message>
        <source>Dead Men of Dunharrow</source>
        <translation>Die Toten von Dunharg</translation>
    </message>
    <message>
        <source>Strider or Aragorn is in a Rohan region (a besieged stronghold counts)</source>
        <translation>Streicher oder Aragorn ist in einer Region von Rohan (eine belagerte Festung zählt mit)</translation>
    </message>
    <message>
        <source>House of the Stewards</source>
        <translation>Haus der Truchsessen</translation>
    </message>
    <message>
        <source>Boromir is in a Gondor region</source>
        <translation>Boromir ist in einer Region von Gondor</translation>
    </message>
    <message>
        <source>The Grey Company</source>
        <translation>Die Graue Schar</translation>
    </message>
    <message>
        <source>Strider or Aragorn is with a Free Peoples army</source>
        <translation>Streicher oder Aragorn steht bei einer Armee der Freien Völker</translation>
    </message>
    <message>
        <source>The Last Battle</source>
        <translation>Die letzte Schlacht</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Tageslicht</translation>
    </message>
    <message>
        <source>Aragorn is with a Free Peoples army outside every Free Peoples nation</source>
        <translation>Aragorn steht mit einer Armee der Freien Völker außerhalb aller Nationen der Freien Völker</translation>
    </message>
    <message>
        <source>A Power too Great</source>
        <translation>Eine zu große Macht</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>Kein Pardon</translation>
    </message>
    <message>
        <source>The Power of Tom Bombadil</source>
        <translation>Die Macht Tom Bombadils</translation>
    </message>
    <message>
        <source>Advantageous Position</source>
        <translation>Vorteilhafte Stellung</translation>
    </message>
    <message>
        <source>the defender is inside a Free Peoples nation</source>
        <translation>der Verteidiger steht innerhalb einer Nation der Freien Völker</translation>
    </message>
    <message>
        <source>Book of Mazarbul</source>
        <translation>Das Buch von Mazarbul</translation>
    </message>
    <message>
        <source>The Spirit of Mordor</source>
        <translation>Der Geist Mordors</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Späher</translation>
    </message>
    <message>
        <source>the Free Peoples army defends in a field battle</source>
        <translation>die Armee der Freien Völker verteidigt in einer Feldschlacht</translation>
    </message>
    <message>
        <source>Faramir&apos;s Rangers</source>
        <translation>Faramirs Waldläufer</translation>
    </message>
    <message>
        <source>Shield-wall</source>
        <translation>Schildwall</translation>
    </message>
    <message>
        <source>Fear! Fire! Foes!</source>
        <translation>Furcht! Feuer! Feinde!</translation>
    </message>
    <message>
        <source>Wisdom of Elrond</source>
        <translation>Elronds Weisheit</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>Verwirrung</translation>
    </message>
    <message>
        <source>The Red Arrow</source>
        <translation>Der Rote Pfeil</translation>
    </message>
    <message>
        <source>Gondor is active</source>
        <translation>Gondor ist aktiv</translation>
    </message>
    <message>
        <source>Help Unlooked For</source>
        <translation>Unverhoffte Hilfe</translation>
    </message>
    <message>
        <source>Paths of the Woses</source>
        <translation>Pfade der Woasen</translation>
    </message>
    <message>
        <source>Rohan is at war</source>
        <translation>Rohan ist im Krieg</translation>
    </message>
    <message>
        <source>Through a Day and a Night</source>
        <translation>Einen Tag und eine Nacht lang</translation>
    </message>
    <message>
        <source>targets a Free Peoples army with a companion</source>
        <translation>das Ziel ist eine Armee der Freien Völker mit einem Gefährten</translation>
    </message>
    <message>
        <source>Círdan&apos;s Ships</source>
        <translation>Círdans Schiffe</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>Place a figure</source>
        <translation>Figur aufstellen</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Springen</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>End the move phase</source>
        <translation>Bewegungsphase beenden</translation>
    </message>
    <message>
        <source>End the shoot phase</source>
        <translation>Schussphase beenden</translation>
    </message>
    <message>
        <source>After the fight</source>
        <translation>Nach dem Kampf</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>keine Rüstung</translation>
    </message>
    <message>
        <source>light armour</source>
        <translation>leichte Rüstung</translation>
    </message>
    <message>
        <source>heavy armour</source>
        <translation>schwere Rüstung</translation>
    </message>
    <message>
        <source>heavy armour and a shield-wall</source>
        <translation>schwere Rüstung und Schildwall</translation>
    </message>
    <message>
        <source>on foot</source>
        <translation>zu Fuß</translation>
    </message>
    <message>
        <source>small</source>
        <translation>klein</translation>
    </message>
    <message>
        <source>large</source>
        <translation>groß</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>beritten</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>offenes Gelände</translation>
    </message>
    <message>
        <source>difficult ground: every centimetre counts double</source>
        <translation>schwieriges Gelände: Jeder Zentimeter zählt doppelt</translation>
    </message>
    <message>
        <source>an obstacle {h} cm high</source>
        <translation>ein Hindernis, {h} cm hoch</translation>
    </message>
    <message>
        <source>impassable: nobody enters it</source>
        <translation>unpassierbar: Niemand betritt es</translation>
    </message>
    <message>
        <source>{p}%</source>
        <comment>a chance in percent</comment>
        <translation>{p}&#xa0;%</translation>
    </message>
    <message>
        <source>Deployment zone</source>
        <translation>Aufstellungszone</translation>
    </message>
    <message>
        <source>The heirloom</source>
        <translation>Das Erbstück</translation>
    </message>
    <message>
        <source>The ford</source>
        <translation>Die Furt</translation>
    </message>
    <message>
        <source>Waiting to be placed</source>
        <translation>Noch aufzustellen</translation>
    </message>
    <message>
        <source>The fallen</source>
        <translation>Gefallene</translation>
    </message>
    <message>
        <source>High ground: a figure up here stands higher than one below.</source>
        <translation>Erhöhte Stellung: Eine Figur hier oben steht höher als eine darunter.</translation>
    </message>
    <message>
        <source>Blocks sight: a target behind it is in cover.</source>
        <translation>Blockiert die Sicht: Ein Ziel dahinter ist in Deckung.</translation>
    </message>
    <message>
        <source>Move {m} cm · Fight {f} · Strength {s} · Defence {d} · Courage {c}</source>
        <translation>Bewegung {m} cm · Kampf {f} · Stärke {s} · Verteidigung {d} · Mut {c}</translation>
    </message>
    <message>
        <source>Shoot {n}+</source>
        <translation>Schießen {n}+</translation>
    </message>
    <message>
        <source>Defence against shots {a}, in a fight {b}</source>
        <translation>Verteidigung gegen Schüsse {a}, im Kampf {b}</translation>
    </message>
    <message>
        <source>{weapon}: range {r} cm, Strength {s}</source>
        <translation>{weapon}: Reichweite {r} cm, Stärke {s}</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>gefallen</translation>
    </message>
    <message>
        <source>cowed: lying down until it rallies</source>
        <translation>niedergeworfen: liegt am Boden, bis die Figur sich erholt</translation>
    </message>
    <message>
        <source>ran this turn</source>
        <translation>ist in dieser Runde gerannt</translation>
    </message>
    <message>
        <source>ran last turn: may not run again now</source>
        <translation>ist in der letzten Runde gerannt: darf jetzt nicht wieder rennen</translation>
    </message>
    <message>
        <source>carries the heirloom</source>
        <translation>trägt das Erbstück</translation>
    </message>
    <message>
        <source>has moved</source>
        <translation>hat sich bewegt</translation>
    </message>
    <message>
        <source>{name} is in a fight with {foe} and must stay to fight it.</source>
        <translation>{name} steht im Kampf mit {foe} und muss bleiben, um ihn auszufechten.</translation>
    </message>
    <message>
        <source>{name} has no enemy in sight and in range.</source>
        <translation>{name} hat keinen Feind in Sicht und in Reichweite.</translation>
    </message>
    <message>
        <source>Drop the shooter on the enemy it shoots at.</source>
        <translation>Lege den Schützen auf dem Feind ab, auf den er schießen soll.</translation>
    </message>
    <message>
        <source>{name} has no fight still to be fought this turn.</source>
        <translation>{name} hat in dieser Runde keinen Kampf mehr auszufechten.</translation>
    </message>
    <message>
        <source>That fight is not waiting now.</source>
        <translation>Dieser Kampf steht jetzt nicht an.</translation>
    </message>
    <message>
        <source>Nothing is moved in this phase.</source>
        <translation>In dieser Phase wird nichts bewegt.</translation>
    </message>
    <message>
        <source>{d} cm</source>
        <translation>{d} cm</translation>
    </message>
    <message>
        <source>Place {name} here</source>
        <translation>{name} hier aufstellen</translation>
    </message>
    <message>
        <source>Drop {name} on the enemy to shoot at.</source>
        <translation>Lege {name} auf dem Feind ab, auf den geschossen werden soll.</translation>
    </message>
    <message>
        <source>Fight {target}: {name} wins and wounds {p}, is wounded {q}</source>
        <translation>Kampf gegen {target}: {name} siegt und verwundet {p}, wird verwundet {q}</translation>
    </message>
    <message>
        <source>{name}: {cost} of {limit} cm, {left} cm left</source>
        <translation>{name}: {cost} von {limit} cm, {left} cm übrig</translation>
    </message>
    <message>
        <source>{name} runs: {cost} of {limit} cm
no shooting or charging after a run</source>
        <translation>{name} rennt: {cost} von {limit} cm
nach dem Rennen weder Schießen noch Angriff</translation>
    </message>
    <message>
        <source>Jump {obstacle}: {fail} fails and ends the turn, a 6 crosses and goes on; otherwise it crosses and stops
{p} to cross</source>
        <translation>Sprung über {obstacle}: bei {fail} gescheitert, die Runde ist vorbei; bei 6 hinüber und weiter; sonst hinüber, die Bewegung endet
Chance hinüberzukommen: {p}</translation>
    </message>
    <message>
        <source>{name} cannot get there.</source>
        <translation>{name} kann dort nicht hin.</translation>
    </message>
    <message>
        <source>{target} is out of reach: the charge would fail and {name} would do nothing more this turn</source>
        <translation>{target} ist außer Reichweite: Der Angriff würde scheitern, und {name} täte in dieser Runde nichts mehr</translation>
    </message>
    <message>
        <source>Charge {target}: {cost} of {limit} cm
in the fight: wins and wounds {p}, is wounded {q}</source>
        <translation>Angriff auf {target}: {cost} von {limit} cm
im Kampf: siegt und verwundet {p}, wird verwundet {q}</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>keine Modifikatoren</translation>
    </message>
    <message>
        <source>a desperate shot: a natural 6 to hit and a natural 6 to wound ({p})</source>
        <translation>ein Verzweiflungsschuss: eine gewürfelte 6 zum Treffen und eine gewürfelte 6 zum Verwunden ({p})</translation>
    </message>
    <message>
        <source>to hit {h}+ ({p}), to wound {w}+ ({q})</source>
        <translation>Treffer bei {h}+ ({p}), Verwundung bei {w}+ ({q})</translation>
    </message>
    <message>
        <source>{target}: {d} cm of {r}
{mods}
{odds}</source>
        <translation>{target}: {d} cm von {r}
{mods}
{odds}</translation>
    </message>
    <message>
        <source>Turn {n} of {m}</source>
        <translation>Runde {n} von {m}</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>{n} of {m} standing</source>
        <translation>{n} von {m} stehen</translation>
    </message>
    <message>
        <source>Cowed</source>
        <translation>Niedergeworfen</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
    <message>
        <source>after {n} fallen</source>
        <translation>nach {n} Gefallenen</translation>
    </message>
    <message>
        <source>In the ford</source>
        <translation>In der Furt</translation>
    </message>
    <message>
        <source>carried by {name}</source>
        <translation>getragen von {name}</translation>
    </message>
    <message>
        <source>acts first this turn</source>
        <translation>handelt in dieser Runde zuerst</translation>
    </message>
    <message>
        <source>Out of reach (the charge would fail)</source>
        <translation>Außer Reichweite (der Angriff scheitert)</translation>
    </message>
    <message>
        <source>the Elves are at war</source>
        <translation>die Elben sind im Krieg</translation>
    </message>
    <message>
        <source>a Free Peoples elite is in the battle</source>
        <translation>eine Elite der Freien Völker ist in der Schlacht</translation>
    </message>
    <message>
        <source>Guards of the Citadel</source>
        <translation>Wachen der Zitadelle</translation>
    </message>
    <message>
        <source>Celeborn&apos;s Galadhrim</source>
        <translation>Celeborns Galadhrim</translation>
    </message>
    <message>
        <source>Riders of Théoden</source>
        <translation>Théodens Reiter</translation>
    </message>
    <message>
        <source>Grimbeorn the Old, Son of Beorn</source>
        <translation>Grimbeorn der Alte, Beorns Sohn</translation>
    </message>
    <message>
        <source>Imrahil of Dol Amroth</source>
        <translation>Imrahil von Dol Amroth</translation>
    </message>
    <message>
        <source>King Brand&apos;s Men</source>
        <translation>König Brands Männer</translation>
    </message>
    <message>
        <source>Swords in Eriador</source>
        <translation>Schwerter in Eriador</translation>
    </message>
    <message>
        <source>Kindred of Glorfindel</source>
        <translation>Glorfindels Sippe</translation>
    </message>
    <message>
        <source>Dáin Ironfoot&apos;s Guard</source>
        <translation>Garde von Dáin Eisenfuß</translation>
    </message>
    <message>
        <source>Valour</source>
        <translation>Heldenmut</translation>
    </message>
    <message>
        <source>Éomer, Son of Éomund</source>
        <translation>Éomer, Éomunds Sohn</translation>
    </message>
    <message>
        <source>Thranduil&apos;s Archers</source>
        <translation>Thranduils Bogenschützen</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Kankras Lauer</translation>
    </message>
    <message>
        <source>One for the Dark Lord</source>
        <translation>Einer für den Dunklen Herrscher</translation>
    </message>
    <message>
        <source>The Ring is Mine!</source>
        <translation>Der Ring ist mein!</translation>
    </message>
    <message>
        <source>On, On They Went</source>
        <translation>Weiter und weiter gingen sie</translation>
    </message>
    <message>
        <source>Give it to Uss!</source>
        <translation>Gib ihn unss!</translation>
    </message>
    <message>
        <source>Orc Patrol</source>
        <translation>Orkpatrouille</translation>
    </message>
    <message>
        <source>Cruel as Death</source>
        <translation>Grausam wie der Tod</translation>
    </message>
    <message>
        <source>the Fellowship is not in a region with a Free Peoples settlement</source>
        <translation>die Gemeinschaft ist in keiner Region mit einer Siedlung der Freien Völker</translation>
    </message>
    <message>
        <source>the Nazgûl in the battle give leadership 2 or more</source>
        <translation>die Führung der Nazgûl in der Schlacht beträgt 2 oder mehr</translation>
    </message>
    <message>
        <source>Isildur&apos;s Bane</source>
        <translation>Isildurs Fluch</translation>
    </message>
    <message>
        <source>Foul Thing from the Deep</source>
        <translation>Scheusal aus der Tiefe</translation>
    </message>
    <message>
        <source>They Are Terrible</source>
        <translation>Sie sind schrecklich</translation>
    </message>
    <message>
        <source>the Nazgûl in the battle give leadership 1 or more</source>
        <translation>die Führung der Nazgûl in der Schlacht beträgt 1 oder mehr</translation>
    </message>
    <message>
        <source>Candles of Corpses</source>
        <translation>Leichenkerzen</translation>
    </message>
    <message>
        <source>Dread and Despair</source>
        <translation>Grauen und Verzweiflung</translation>
    </message>
    <message>
        <source>The Nazgûl Strike!</source>
        <translation>Die Nazgûl schlagen zu!</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Der Schwarze Atem</translation>
    </message>
    <message>
        <source>the Fellowship&apos;s progress is 1 or more</source>
        <translation>der Fortschritt der Gemeinschaft beträgt 1 oder mehr</translation>
    </message>
    <message>
        <source>a Nazgûl is in the battle</source>
        <translation>ein Nazgûl ist in der Schlacht</translation>
    </message>
    <message>
        <source>Nazgûl Search</source>
        <translation>Suche der Nazgûl</translation>
    </message>
    <message>
        <source>Foul Stench</source>
        <translation>Übler Gestank</translation>
    </message>
    <message>
        <source>Cruel Weather</source>
        <translation>Grausames Wetter</translation>
    </message>
    <message>
        <source>Morgul Wound</source>
        <translation>Morgulwunde</translation>
    </message>
    <message>
        <source>the Fellowship is revealed</source>
        <translation>die Gemeinschaft ist entdeckt</translation>
    </message>
    <message>
        <source>Lure of the Ring</source>
        <translation>Verlockung des Ringes</translation>
    </message>
    <message>
        <source>The Breaking of the Fellowship</source>
        <translation>Der Zerfall der Gemeinschaft</translation>
    </message>
    <message>
        <source>Worn with Sorrow and Toil</source>
        <translation>Von Kummer und Mühsal gezeichnet</translation>
    </message>
    <message>
        <source>Words of Power</source>
        <translation>Worte der Macht</translation>
    </message>
    <message>
        <source>Flocks of Crebain</source>
        <translation>Krebain-Schwärme</translation>
    </message>
    <message>
        <source>Balrog of Moria</source>
        <translation>Balrog von Moria</translation>
    </message>
    <message>
        <source>Durin&apos;s Bane</source>
        <translation>Durins Fluch</translation>
    </message>
    <message>
        <source>the defender is at most two regions from Moria</source>
        <translation>der Verteidiger steht höchstens zwei Regionen von Moria entfernt</translation>
    </message>
    <message>
        <source>The Lidless Eye</source>
        <translation>Das lidlose Auge</translation>
    </message>
    <message>
        <source>Dreadful Spells</source>
        <translation>Schreckliche Zauber</translation>
    </message>
    <message>
        <source>Devilry of Orthanc</source>
        <translation>Teufelswerk von Orthanc</translation>
    </message>
    <message>
        <source>a Shadow army with Nazgûl is in or next to the region of a Free Peoples army</source>
        <translation>eine Schattenarmee mit Nazgûl steht in oder neben der Region einer Armee der Freien Völker</translation>
    </message>
    <message>
        <source>an Isengard unit is in the battle and the defender is in a stronghold</source>
        <translation>eine Einheit aus Isengart ist in der Schlacht und der Verteidiger steht in einer Festung</translation>
    </message>
    <message>
        <source>Grond, Hammer of the Underworld</source>
        <translation>Grond, Hammer der Unterwelt</translation>
    </message>
    <message>
        <source>the Witch-king is in play, with a Shadow army besieging a stronghold</source>
        <translation>der Hexenkönig ist im Spiel, und eine Schattenarmee belagert eine Festung</translation>
    </message>
    <message>
        <source>The Palantír of Orthanc</source>
        <translation>Der Palantír von Orthanc</translation>
    </message>
    <message>
        <source>Saruman is in play</source>
        <translation>Saruman ist im Spiel</translation>
    </message>
    <message>
        <source>Wormtongue</source>
        <translation>Schlangenzunge</translation>
    </message>
    <message>
        <source>The Ringwraiths Are Abroad</source>
        <translation>Die Ringgeister sind unterwegs</translation>
    </message>
    <message>
        <source>The Black Captain Commands</source>
        <translation>Der Schwarze Heerführer befiehlt</translation>
    </message>
    <message>
        <source>the Witch-king is in play</source>
        <translation>der Hexenkönig ist im Spiel</translation>
    </message>
    <message>
        <source>Return to Valinor</source>
        <translation>Rückkehr nach Valinor</translation>
    </message>
    <message>
        <source>Deadly Strife</source>
        <translation>Tödlicher Zwist</translation>
    </message>
    <message>
        <source>the Shadow holds an Elven stronghold</source>
        <translation>der Schatten hält eine Festung der Elben</translation>
    </message>
    <message>
        <source>The Fighting Uruk-hai</source>
        <translation>Die kämpfenden Uruk-hai</translation>
    </message>
    <message>
        <source>Onslaught</source>
        <translation>Ansturm</translation>
    </message>
    <message>
        <source>Saruman is in play and an army with an Isengard unit is besieging a stronghold</source>
        <translation>Saruman ist im Spiel, und eine Armee mit einer Einheit aus Isengart belagert eine Festung</translation>
    </message>
    <message>
        <source>Denethor&apos;s Folly</source>
        <translation>Denethors Torheit</translation>
    </message>
    <message>
        <source>a Shadow army besieges Minas Tirith</source>
        <translation>eine Schattenarmee belagert Minas Tirith</translation>
    </message>
    <message>
        <source>The Day Without Dawn</source>
        <translation>Der Tag ohne Morgen</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <translation>Unerbittlicher Angriff</translation>
    </message>
    <message>
        <source>every Shadow nation is at war</source>
        <translation>jede Nation des Schattens ist im Krieg</translation>
    </message>
    <message>
        <source>Threats and Promises</source>
        <translation>Drohungen und Versprechen</translation>
    </message>
    <message>
        <source>Stormcrow</source>
        <translation>Sturmkrähe</translation>
    </message>
    <message>
        <source>Great Host</source>
        <translation>Großes Heer</translation>
    </message>
    <message>
        <source>the Fellowship or a companion is inside a Free Peoples nation that is not at war</source>
        <translation>die Gemeinschaft oder ein Gefährte ist in einer Nation der Freien Völker, die nicht im Krieg ist</translation>
    </message>
    <message>
        <source>Shadows Gather</source>
        <translation>Die Schatten sammeln sich</translation>
    </message>
    <message>
        <source>Mûmakil</source>
        <translation>Mûmakil</translation>
    </message>
    <message>
        <source>a Southrons &amp; Easterlings elite is in the battle</source>
        <translation>eine Elite der Südländer und Ostlinge ist in der Schlacht</translation>
    </message>
    <message>
        <source>The Shadow Lengthens</source>
        <translation>Der Schatten wird länger</translation>
    </message>
    <message>
        <source>The Shadow is Moving</source>
        <translation>Der Schatten regt sich</translation>
    </message>
    <message>
        <source>Swarm of Bats</source>
        <translation>Fledermausschwarm</translation>
    </message>
    <message>
        <source>Corsairs of Umbar</source>
        <translation>Korsaren von Umbar</translation>
    </message>
    <message>
        <source>the Southrons &amp; Easterlings are at war</source>
        <translation>die Südländer und Ostlinge sind im Krieg</translation>
    </message>
    <message>
        <source>Rage of the Dunlendings</source>
        <translation>Zorn der Dunländer</translation>
    </message>
    <message>
        <source>Isengard is at war</source>
        <translation>Isengart ist im Krieg</translation>
    </message>
    <message>
        <source>Return of the Witch-king</source>
        <translation>Rückkehr des Hexenkönigs</translation>
    </message>
    <message>
        <source>Half-orcs and Goblin-men</source>
        <translation>Halborks und Orkmenschen</translation>
    </message>
    <message>
        <source>We Come to Kill</source>
        <translation>Wir kommen, um zu töten</translation>
    </message>
    <message>
        <source>a Shadow elite is in the battle</source>
        <translation>eine Elite des Schattens ist in der Schlacht</translation>
    </message>
    <message>
        <source>Olog-hai</source>
        <translation>Olog-hai</translation>
    </message>
    <message>
        <source>Sauron is at war</source>
        <translation>Sauron ist im Krieg</translation>
    </message>
    <message>
        <source>Hill-trolls</source>
        <translation>Hügeltrolle</translation>
    </message>
    <message>
        <source>A New Power is Rising</source>
        <translation>Eine neue Macht erhebt sich</translation>
    </message>
    <message>
        <source>Many Kings to the Service of Mordor</source>
        <translation>Viele Könige im Dienste Mordors</translation>
    </message>
    <message>
        <source>The King is Revealed</source>
        <translation>Der König gibt sich zu erkennen</translation>
    </message>
    <message>
        <source>Aragorn is in play</source>
        <translation>Aragorn ist im Spiel</translation>
    </message>
    <message>
        <source>Shadows on the Misty Mountains</source>
        <translation>Schatten über dem Nebelgebirge</translation>
    </message>
    <message>
        <source>Orcs Multiplying Again</source>
        <translation>Die Orks vermehren sich wieder</translation>
    </message>
    <message>
        <source>Horde from the East</source>
        <translation>Horde aus dem Osten</translation>
    </message>
    <message>
        <source>Monsters Roused</source>
        <translation>Aufgescheuchte Ungeheuer</translation>
    </message>
    <message>
        <source>Desperate Battle</source>
        <translation>Verzweifelte Schlacht</translation>
    </message>
    <message>
        <source>Musterings of Long-planned War</source>
        <translation>Musterungen für einen lang geplanten Krieg</translation>
    </message>
    <message>
        <source>Pits of Mordor</source>
        <translation>Gruben von Mordor</translation>
    </message>
    <message>
        <source>Your special hunt tile, Elven Cloaks, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 0 damage.</source>
        <translation>Dein Sonder-Jagdplättchen „Elbenmäntel“ kommt ins Spiel: Es wartet neben dem Spielplan und kommt in den Jagdvorrat, sobald die Gemeinschaft auf der Mordorleiste ist (sofort, wenn sie schon dort ist). Das Plättchen verursacht 0 Schaden.</translation>
    </message>
    <message>
        <source>+1 to every die of your combat roll and of your leader re-roll.</source>
        <translation>+1 auf jeden Würfel deines Kampfwurfs und deines Anführer-Neuwurfs.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Elven Rope, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 0 damage.</source>
        <translation>Dein Sonder-Jagdplättchen „Elbenseil“ kommt ins Spiel: Es wartet neben dem Spielplan und kommt in den Jagdvorrat, sobald die Gemeinschaft auf der Mordorleiste ist (sofort, wenn sie schon dort ist). Das Plättchen verursacht 0 Schaden.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Phial of Galadriel, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile heals 2 corruption.</source>
        <translation>Dein Sonder-Jagdplättchen „Galadriels Phiole“ kommt ins Spiel: Es wartet neben dem Spielplan und kommt in den Jagdvorrat, sobald die Gemeinschaft auf der Mordorleiste ist (sofort, wenn sie schon dort ist). Das Plättchen heilt 2 Verderbnis.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Sméagol Helps Nice Master, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile heals 1 corruption.</source>
        <translation>Dein Sonder-Jagdplättchen „Sméagol hilft dem lieben Herrn“ kommt ins Spiel: Es wartet neben dem Spielplan und kommt in den Jagdvorrat, sobald die Gemeinschaft auf der Mordorleiste ist (sofort, wenn sie schon dort ist). Das Plättchen heilt 1 Verderbnis.</translation>
    </message>
    <message>
        <source>Goes on the table. Once the Shadow has drawn a hunt tile, you may discard this card to draw another tile: the new one counts instead, and the first returns to the hunt pool.</source>
        <translation>Kommt auf den Tisch. Sobald der Schatten ein Jagdplättchen gezogen hat, kannst du diese Karte ablegen, um ein weiteres Plättchen zu ziehen: Das neue zählt stattdessen, und das erste kommt in den Jagdvorrat zurück.</translation>
    </message>
    <message>
        <source>After your leader re-roll, you may spend one of its hits to eliminate a minion of your choice in the battle; that hit no longer counts against the army.</source>
        <translation>Nach deinem Anführer-Neuwurf kannst du einen seiner Treffer verwenden, um einen Günstling deiner Wahl in der Schlacht auszuschalten; dieser Treffer zählt dann nicht mehr gegen die Armee.</translation>
    </message>
    <message>
        <source>Goes on the table. When a hunt tile would damage the Fellowship, you may discard this card to lower that damage by 1 (never below 0). It is discarded at once if both Gimli and Legolas leave the Fellowship.</source>
        <translation>Kommt auf den Tisch. Wenn ein Jagdplättchen der Gemeinschaft Schaden zufügen würde, kannst du diese Karte ablegen, um diesen Schaden um 1 zu verringern (nie unter 0). Sie wird sofort abgelegt, wenn sowohl Gimli als auch Legolas die Gemeinschaft verlassen.</translation>
    </message>
    <message>
        <source>Before your leader re-roll, one missed die of your combat roll turns into a hit; in exchange, the companion in the battle with the least leadership gives up that leadership.</source>
        <translation>Vor deinem Anführer-Neuwurf wird ein Fehlwurf deines Kampfwurfs zu einem Treffer; im Gegenzug verzichtet der Gefährte in der Schlacht mit der geringsten Führung auf diese Führung.</translation>
    </message>
    <message>
        <source>The printed card lets you pick the companion who gives up leadership; the app always picks the one with the least.</source>
        <translation>Auf der gedruckten Karte wählst du den Gefährten, der auf seine Führung verzichtet; die App wählt immer den mit der geringsten.</translation>
    </message>
    <message>
        <source>Goes on the table. When a hunt tile would damage the Fellowship, you may discard this card to lower that damage by 1 (never below 0). It is discarded at once if Boromir leaves the Fellowship.</source>
        <translation>Kommt auf den Tisch. Wenn ein Jagdplättchen der Gemeinschaft Schaden zufügen würde, kannst du diese Karte ablegen, um diesen Schaden um 1 zu verringern (nie unter 0). Sie wird sofort abgelegt, wenn Boromir die Gemeinschaft verlässt.</translation>
    </message>
    <message>
        <source>Goes on the table. Just before a hunt tile is drawn, you may discard this card so that no tile is drawn that time. It is discarded at once if Gandalf the Grey leaves the Fellowship.</source>
        <translation>Kommt auf den Tisch. Unmittelbar bevor ein Jagdplättchen gezogen wird, kannst du diese Karte ablegen, sodass dieses Mal kein Plättchen gezogen wird. Sie wird sofort abgelegt, wenn Gandalf der Graue die Gemeinschaft verlässt.</translation>
    </message>
    <message>
        <source>+1 to every die of your combat roll.</source>
        <translation>+1 auf jeden Würfel deines Kampfwurfs.</translation>
    </message>
    <message>
        <source>Roll three dice and heal 1 corruption for every 5 or 6. With Strider as guide, every 3 or better heals.</source>
        <translation>Wirf drei Würfel und heile 1 Verderbnis für jede 5 oder 6. Ist Streicher der Führer, heilt jedes Ergebnis ab 3.</translation>
    </message>
    <message>
        <source>Before your leader re-roll, Strider gives up his leadership to turn one missed die into a hit, or Aragorn gives up his to turn up to two missed dice into hits.</source>
        <translation>Vor deinem Anführer-Neuwurf verzichtet Streicher auf seine Führung, um einen Fehlwurf in einen Treffer zu verwandeln, oder Aragorn auf seine, um bis zu zwei Fehlwürfe in Treffer zu verwandeln.</translation>
    </message>
    <message>
        <source>Heal 1 corruption. If Gollum guides, you may then move the hidden Fellowship (the Shadow rolls for the hunt, but no die joins the hunt box) or hide it if it is revealed.</source>
        <translation>Heile 1 Verderbnis. Ist Gollum der Führer, kannst du danach die verborgene Gemeinschaft bewegen (der Schatten würfelt für die Jagd, aber kein Würfel kommt ins Jagdfeld) oder sie verbergen, wenn sie entdeckt ist.</translation>
    </message>
    <message>
        <source>Before taking casualties from the Shadow&apos;s combat roll and re-roll, you may sacrifice one of your leaders in the battle to cancel 1 hit, or a companion in the battle to cancel as many hits as their level.</source>
        <translation>Bevor du Verluste aus Kampfwurf und Neuwurf des Schattens nimmst, kannst du einen deiner Anführer in der Schlacht opfern, um 1 Treffer aufzuheben, oder einen Gefährten in der Schlacht, um so viele Treffer aufzuheben, wie seine Stufe beträgt.</translation>
    </message>
    <message>
        <source>A sacrificed leader is taken from the first nation (in alphabetical order) with a leader in the battle.</source>
        <translation>Ein geopferter Anführer wird von der ersten Nation (in alphabetischer Reihenfolge) genommen, die einen Anführer in der Schlacht hat.</translation>
    </message>
    <message>
        <source>Separate one companion or a group of companions from the Fellowship; they may move one region further than usual. Then heal 1 corruption.</source>
        <translation>Trenne einen Gefährten oder eine Gruppe von Gefährten von der Gemeinschaft ab; sie dürfen eine Region weiter ziehen als üblich. Heile danach 1 Verderbnis.</translation>
    </message>
    <message>
        <source>Every companion of yours in the battle gives up their leadership, and the combat card the Shadow played this round is cancelled.</source>
        <translation>Jeder deiner Gefährten in der Schlacht verzichtet auf seine Führung, und die Kampfkarte, die der Schatten in dieser Runde gespielt hat, wird aufgehoben.</translation>
    </message>
    <message>
        <source>In the app the companions give up their leadership even when the Shadow played no combat card.</source>
        <translation>In der App verzichten die Gefährten auch dann auf ihre Führung, wenn der Schatten keine Kampfkarte gespielt hat.</translation>
    </message>
    <message>
        <source>Heal 1 corruption, or 2 if Gollum is the guide.</source>
        <translation>Heile 1 Verderbnis, oder 2, wenn Gollum der Führer ist.</translation>
    </message>
    <message>
        <source>With at least one hit on your leader re-roll, a Nazgûl in the battle is also eliminated. With two or more re-roll hits you may eliminate a minion in the battle instead.</source>
        <translation>Mit mindestens einem Treffer bei deinem Anführer-Neuwurf wird außerdem ein Nazgûl in der Schlacht ausgeschaltet. Mit zwei oder mehr Treffern beim Neuwurf kannst du stattdessen einen Günstling in der Schlacht ausschalten.</translation>
    </message>
    <message>
        <source>Reading: the Witch-king is a Nazgûl but also a minion who leaves the game for good, so one re-roll hit takes only a Nazgûl figure; two or more may take him as the minion.</source>
        <translation>Lesart: Der Hexenkönig ist ein Nazgûl, aber auch ein Günstling, der das Spiel endgültig verlässt; ein Treffer beim Neuwurf nimmt daher nur eine Nazgûl-Figur, zwei oder mehr können ihn als Günstling nehmen.</translation>
    </message>
    <message>
        <source>Turn one of your unused Character dice into a Will of the West. If the Fellowship stands in Lórien while Lórien is unconquered, also heal 1 corruption.</source>
        <translation>Verwandle einen deiner unbenutzten Personenwürfel in einen Willen des Westens. Steht die Gemeinschaft in Lórien, solange Lórien nicht erobert ist, heile außerdem 1 Verderbnis.</translation>
    </message>
    <message>
        <source>Draw three hunt tiles. When all three are Eyes, they go back into the pool and Strider/Aragorn is eliminated. Otherwise every Eye drawn leaves the game for good and the other tiles go back with no effect.</source>
        <translation>Ziehe drei Jagdplättchen. Sind alle drei Augen, kommen sie in den Jagdvorrat zurück, und Streicher/Aragorn wird ausgeschaltet. Andernfalls verlässt jedes gezogene Auge das Spiel endgültig, und die übrigen Plättchen kommen ohne Wirkung zurück.</translation>
    </message>
    <message>
        <source>Before the combat roll, make an extra attack with as many dice as your leadership in the battle (5 at most); its hits are applied at once.</source>
        <translation>Führe vor dem Kampfwurf einen zusätzlichen Angriff mit so vielen Würfeln aus, wie deine Führung in der Schlacht beträgt (höchstens 5); seine Treffer werden sofort angewendet.</translation>
    </message>
    <message>
        <source>Separate one companion or a group from the Fellowship, reaching up to the Fellowship&apos;s progress + 4 regions, or move one companion or a group standing together up to 4 regions. They may end in a stronghold under siege.</source>
        <translation>Trenne einen Gefährten oder eine Gruppe von der Gemeinschaft ab; sie dürfen bis zu so viele Regionen weit ziehen, wie der Fortschritt der Gemeinschaft + 4 beträgt. Oder bewege einen Gefährten oder eine zusammenstehende Gruppe bis zu 4 Regionen weit. Sie dürfen in einer belagerten Festung enden.</translation>
    </message>
    <message>
        <source>Either a companion or a group leaves the Fellowship, or a companion or a group standing together on the map moves; in both cases they may go two regions further than usual and may end in a stronghold under siege.</source>
        <translation>Entweder verlässt ein Gefährte oder eine Gruppe die Gemeinschaft, oder ein Gefährte oder eine zusammenstehende Gruppe auf der Karte zieht; in beiden Fällen dürfen sie zwei Regionen weiter ziehen als üblich und in einer belagerten Festung enden.</translation>
    </message>
    <message>
        <source>Separate one companion or a group from the Fellowship; they may go one region further than usual. Then, if Gimli or Legolas is in the Woodland Realm, Dale or Erebor, the Dwarves and the North become active and the Dwarves, Elves and North each move one step towards war.</source>
        <translation>Trenne einen Gefährten oder eine Gruppe von der Gemeinschaft ab; sie dürfen eine Region weiter ziehen als üblich. Ist danach Gimli oder Legolas im Waldlandreich, in Thal oder im Erebor, werden die Zwerge und der Norden aktiv, und die Zwerge, die Elben und der Norden rücken je ein Feld in Richtung Krieg vor.</translation>
    </message>
    <message>
        <source>For each companion in the battle, the Shadow rolls one combat die fewer, but always at least one.</source>
        <translation>Für jeden Gefährten in der Schlacht wirft der Schatten einen Kampfwürfel weniger, aber immer mindestens einen.</translation>
    </message>
    <message>
        <source>Pick a Shadow army with Nazgûl in or next to a Free Peoples army with a companion. Roll a die per Nazgûl in it (5 at most): each 5 or 6 eliminates one. The survivors fly to an unconquered Sauron stronghold the Shadow picks. The Witch-king does not count.</source>
        <translation>Wähle eine Schattenarmee mit Nazgûl in oder neben einer Armee der Freien Völker mit einem Gefährten. Wirf einen Würfel pro Nazgûl darin (höchstens 5): Jede 5 oder 6 schaltet einen aus. Die Überlebenden fliegen in eine nicht eroberte Festung Saurons, die der Schatten wählt. Der Hexenkönig zählt nicht.</translation>
    </message>
    <message>
        <source>Roll three dice: every 4 or better is a hit on the Shadow army in Orthanc. If that army is wiped out, its Nazgûl and minions go with it; if Saruman is in Orthanc with no army, he is eliminated. Then, with Gandalf the White in Fangorn or Rohan, you may play another Character event free.</source>
        <translation>Wirf drei Würfel: Jedes Ergebnis ab 4 ist ein Treffer gegen die Schattenarmee in Orthanc. Wird diese Armee vernichtet, gehen ihre Nazgûl und Günstlinge mit ihr unter; ist Saruman ohne Armee in Orthanc, wird er ausgeschaltet. Ist danach Gandalf der Weiße in Fangorn oder Rohan, kannst du kostenlos ein weiteres Personenereignis spielen.</translation>
    </message>
    <message>
        <source>+2 to every die of your combat roll.</source>
        <translation>+2 auf jeden Würfel deines Kampfwurfs.</translation>
    </message>
    <message>
        <source>Nazgûl and minions in Orthanc fall only when the Ents destroy an army there (the Witch-king too); with no army in Orthanc only Saruman falls. The free card needs no die.</source>
        <translation>Nazgûl und Günstlinge in Orthanc fallen nur, wenn die Ents dort eine Armee vernichten (auch der Hexenkönig); ohne Armee in Orthanc fällt nur Saruman. Die kostenlose Karte braucht keinen Würfel.</translation>
    </message>
    <message>
        <source>The Shadow rolls no more than two combat dice.</source>
        <translation>Der Schatten wirft höchstens zwei Kampfwürfel.</translation>
    </message>
    <message>
        <source>You score two extra hits if your combat roll or your leader re-roll hits at least once.</source>
        <translation>Du erzielst zwei zusätzliche Treffer, wenn dein Kampfwurf oder dein Anführer-Neuwurf mindestens einmal trifft.</translation>
    </message>
    <message>
        <source>Strider/Aragorn goes to Erech, Lamedon or Pelargir, alone or with the companions beside him. A Shadow army there takes hits equal to a die roll, then retreats or, if it cannot, is destroyed with its Nazgûl and minions. Then you may recruit up to three Gondor regulars there, taking control if needed.</source>
        <translation>Streicher/Aragorn zieht nach Erech, Lamedon oder Pelargir, allein oder mit den Gefährten an seiner Seite. Eine Schattenarmee dort erleidet so viele Treffer, wie ein Würfelwurf zeigt, und zieht sich dann zurück oder wird, wenn sie das nicht kann, samt ihren Nazgûl und Günstlingen vernichtet. Danach kannst du dort bis zu drei reguläre Einheiten aus Gondor rekrutieren und, falls nötig, die Kontrolle übernehmen.</translation>
    </message>
    <message>
        <source>The Shadow chooses where its army retreats; an army wiped out by the hits takes its Nazgûl and minions with it. You choose how many regulars to recruit (none to three, as many as are left and fit).</source>
        <translation>Der Schatten wählt, wohin sich seine Armee zurückzieht; eine durch die Treffer vernichtete Armee nimmt ihre Nazgûl und Günstlinge mit. Du wählst, wie viele reguläre Einheiten du rekrutierst (keine bis drei, so viele übrig sind und passen).</translation>
    </message>
    <message>
        <source>Add a Gondor regular or elite to the region where Boromir stands, then draw two Strategy cards.</source>
        <translation>Stelle eine reguläre Einheit oder Elite aus Gondor in die Region, in der Boromir steht, und ziehe dann zwei Strategiekarten.</translation>
    </message>
    <message>
        <source>In Strider/Aragorn&apos;s army, a regular is swapped for an elite of the same nation; then draw two Strategy cards.</source>
        <translation>In der Armee von Streicher/Aragorn wird eine reguläre Einheit gegen eine Elite derselben Nation getauscht; ziehe dann zwei Strategiekarten.</translation>
    </message>
    <message>
        <source>Goes on the table. While it stays, action dice you spend to move the Fellowship are not put in the hunt box. It is discarded as soon as the Fellowship is revealed or declared.</source>
        <translation>Kommt auf den Tisch. Solange sie liegt, kommen Aktionswürfel, mit denen du die Gemeinschaft bewegst, nicht ins Jagdfeld. Sie wird abgelegt, sobald die Gemeinschaft entdeckt oder angesagt wird.</translation>
    </message>
    <message>
        <source>The Shadow rolls no more than three combat dice.</source>
        <translation>Der Schatten wirft höchstens drei Kampfwürfel.</translation>
    </message>
    <message>
        <source>The Elven nation moves one step towards war and the card goes on the table: while it stays, Shadow armies may neither enter nor attack Lórien, Rivendell and the Grey Havens. The Shadow can remove it with any action die and by discarding an Army-die Strategy card and a Character card.</source>
        <translation>Die Nation der Elben rückt ein Feld in Richtung Krieg vor, und die Karte kommt auf den Tisch: Solange sie liegt, dürfen Schattenarmeen Lórien, Bruchtal und die Grauen Anfurten weder betreten noch angreifen. Der Schatten kann sie mit einem beliebigen Aktionswürfel entfernen, indem er eine Strategiekarte mit Armeewürfel und eine Personenkarte ablegt.</translation>
    </message>
    <message>
        <source>You score one extra hit if your combat roll or your leader re-roll hits at least once.</source>
        <translation>Du erzielst einen zusätzlichen Treffer, wenn dein Kampfwurf oder dein Anführer-Neuwurf mindestens einmal trifft.</translation>
    </message>
    <message>
        <source>The North moves one step towards war and the card goes on the table: while it stays, Shadow armies may neither enter nor attack the Old Forest, the Shire and Buckland. The Shadow can remove it with any action die and by discarding an Army-die Strategy card and a Character card.</source>
        <translation>Der Norden rückt ein Feld in Richtung Krieg vor, und die Karte kommt auf den Tisch: Solange sie liegt, dürfen Schattenarmeen den Alten Wald, das Auenland und Bockland weder betreten noch angreifen. Der Schatten kann sie mit einem beliebigen Aktionswürfel entfernen, indem er eine Strategiekarte mit Armeewürfel und eine Personenkarte ablegt.</translation>
    </message>
    <message>
        <source>-1 to every die of the Shadow&apos;s combat roll; an unmodified 6 still hits.</source>
        <translation>-1 auf jeden Würfel des Kampfwurfs des Schattens; eine unveränderte 6 trifft trotzdem.</translation>
    </message>
    <message>
        <source>Any or all companions outside the Fellowship may move. Then, if a companion stands in Erebor or Ered Luin, the Dwarves become active and go straight to war.</source>
        <translation>Beliebig viele Gefährten außerhalb der Gemeinschaft dürfen ziehen. Steht danach ein Gefährte im Erebor oder in den Ered Luin, werden die Zwerge aktiv und gehen direkt in den Krieg.</translation>
    </message>
    <message>
        <source>Pick a Shadow army made up of units from two or more Shadow nations and roll five dice: every 5 or 6 is a hit on that army.</source>
        <translation>Wähle eine Schattenarmee aus Einheiten von zwei oder mehr Nationen des Schattens und wirf fünf Würfel: Jede 5 oder 6 ist ein Treffer gegen diese Armee.</translation>
    </message>
    <message>
        <source>Before the combat roll, your army slips away to a free adjacent region or withdraws into its stronghold, and the battle ends there.</source>
        <translation>Vor dem Kampfwurf entkommt deine Armee in eine freie angrenzende Region oder zieht sich in ihre Festung zurück, und die Schlacht endet dort.</translation>
    </message>
    <message>
        <source>Pick a Shadow army in Osgiliath, North Ithilien or South Ithilien and roll three dice: every 5 or 6 is a hit on it. Then, if a Free Peoples army holds Osgiliath, recruit a Gondor regular or elite and a Gondor leader there.</source>
        <translation>Wähle eine Schattenarmee in Osgiliath, Nord-Ithilien oder Süd-Ithilien und wirf drei Würfel: Jede 5 oder 6 ist ein Treffer gegen sie. Hält danach eine Armee der Freien Völker Osgiliath, rekrutiere dort eine reguläre Einheit oder Elite aus Gondor und einen Anführer aus Gondor.</translation>
    </message>
    <message>
        <source>Before you take casualties, if the Shadow&apos;s roll and re-roll scored two or more hits, one of those hits is cancelled.</source>
        <translation>Bevor du Verluste nimmst: Hat der Schatten mit Wurf und Neuwurf zwei oder mehr Treffer erzielt, wird einer dieser Treffer aufgehoben.</translation>
    </message>
    <message>
        <source>Any or all companions outside the Fellowship may move. Then, if a companion stands in the Shire or Bree, the North becomes active and goes straight to war.</source>
        <translation>Beliebig viele Gefährten außerhalb der Gemeinschaft dürfen ziehen. Steht danach ein Gefährte im Auenland oder in Bree, wird der Norden aktiv und geht direkt in den Krieg.</translation>
    </message>
    <message>
        <source>Choose a Free Peoples nation not yet at war: it becomes active and moves one step towards war.</source>
        <translation>Wähle eine Nation der Freien Völker, die noch nicht im Krieg ist: Sie wird aktiv und rückt ein Feld in Richtung Krieg vor.</translation>
    </message>
    <message>
        <source>Each unmodified 1 in the Shadow&apos;s combat roll is a hit on the Shadow&apos;s own army, and those dice cannot be re-rolled.</source>
        <translation>Jede unveränderte 1 im Kampfwurf des Schattens ist ein Treffer gegen die eigene Armee des Schattens, und diese Würfel dürfen nicht neu geworfen werden.</translation>
    </message>
    <message>
        <source>Rohan moves one step towards war. Then recruit a Rohan regular or elite and a Rohan leader in Edoras.</source>
        <translation>Rohan rückt ein Feld in Richtung Krieg vor. Rekrutiere danach eine reguläre Einheit oder Elite aus Rohan und einen Anführer aus Rohan in Edoras.</translation>
    </message>
    <message>
        <source>A Free Peoples army next to a stronghold besieged by the Shadow attacks the besiegers. For the whole battle the Shadow rolls one combat die fewer (at least one) per Free Peoples unit inside the stronghold when the attack starts.</source>
        <translation>Eine Armee der Freien Völker neben einer vom Schatten belagerten Festung greift die Belagerer an. Während der ganzen Schlacht wirft der Schatten pro Einheit der Freien Völker, die zu Beginn des Angriffs in der Festung steht, einen Kampfwürfel weniger (mindestens einen).</translation>
    </message>
    <message>
        <source>A whole Free Peoples army in a Rohan region (even a besieged stronghold) goes straight to Minas Tirith, or to a region next to it if the Shadow holds Minas Tirith or has an army there. The destination must be free for army movement.</source>
        <translation>Eine ganze Armee der Freien Völker in einer Region von Rohan (auch in einer belagerten Festung) zieht direkt nach Minas Tirith oder in eine angrenzende Region, wenn der Schatten Minas Tirith hält oder dort eine Armee hat. Das Ziel muss für Armeebewegungen frei sein.</translation>
    </message>
    <message>
        <source>A Free Peoples army with a companion (not shut in a siege) moves up to two regions through regions free for army movement. It moves whole and stops if it meets another Free Peoples army.</source>
        <translation>Eine Armee der Freien Völker mit einem Gefährten (nicht in einer Belagerung eingeschlossen) zieht bis zu zwei Regionen weit durch Regionen, die für Armeebewegungen frei sind. Sie zieht als Ganzes und hält an, wenn sie auf eine andere Armee der Freien Völker trifft.</translation>
    </message>
    <message>
        <source>The printed card allows splitting the army before it moves; the app always moves the whole army.</source>
        <translation>Die gedruckte Karte erlaubt, die Armee vor dem Zug aufzuteilen; die App bewegt immer die ganze Armee.</translation>
    </message>
    <message>
        <source>Choose a coastal region that holds a Free Peoples army and is free for you, and recruit two Elven units there, regulars or elites as you choose. Nothing happens if no such region is free.</source>
        <translation>Wähle eine Küstenregion, in der eine Armee der Freien Völker steht und die für dich frei ist, und rekrutiere dort zwei Einheiten der Elben, reguläre oder Eliten nach deiner Wahl. Ist keine solche Region frei, geschieht nichts.</translation>
    </message>
    <message>
        <source>Before the combat roll, your elite units (5 at most) make an extra attack; its hits are applied at once.</source>
        <translation>Vor dem Kampfwurf führen deine Elite-Einheiten (höchstens 5) einen zusätzlichen Angriff aus; seine Treffer werden sofort angewendet.</translation>
    </message>
    <message>
        <source>Coastal means a region whose border touches the Great Sea on the board (the Grey Havens, the Gondor coast from Anfalas to Pelargir, and the other shore regions).</source>
        <translation>Küstenregion heißt eine Region, deren Grenze auf dem Spielplan an das Große Meer stößt (die Grauen Anfurten, die Küste Gondors von Anfalas bis Pelargir und die übrigen Uferregionen).</translation>
    </message>
    <message>
        <source>Recruit a Gondor regular or elite and a Gondor leader in Minas Tirith.</source>
        <translation>Rekrutiere eine reguläre Einheit oder Elite aus Gondor und einen Anführer aus Gondor in Minas Tirith.</translation>
    </message>
    <message>
        <source>Add an Elven regular or elite to Lórien, then draw a Strategy card.</source>
        <translation>Stelle eine reguläre Einheit oder Elite der Elben nach Lórien und ziehe dann eine Strategiekarte.</translation>
    </message>
    <message>
        <source>Recruit a Rohan regular or elite and a Rohan leader in Edoras, or instead in a Rohan region where one of your companions stands.</source>
        <translation>Rekrutiere eine reguläre Einheit oder Elite aus Rohan und einen Anführer aus Rohan in Edoras oder stattdessen in einer Region von Rohan, in der einer deiner Gefährten steht.</translation>
    </message>
    <message>
        <source>Recruit a North regular or elite and a North leader in Carrock.</source>
        <translation>Rekrutiere eine reguläre Einheit oder Elite des Nordens und einen Anführer des Nordens im Carrock.</translation>
    </message>
    <message>
        <source>Recruit a Gondor regular or elite and a Gondor leader in Dol Amroth.</source>
        <translation>Rekrutiere eine reguläre Einheit oder Elite aus Gondor und einen Anführer aus Gondor in Dol Amroth.</translation>
    </message>
    <message>
        <source>Recruit two North regulars in Dale, then draw a Strategy card.</source>
        <translation>Rekrutiere zwei reguläre Einheiten des Nordens in Thal und ziehe dann eine Strategiekarte.</translation>
    </message>
    <message>
        <source>Recruit a North regular or elite in the Shire and a Dwarven one in Ered Luin, then draw a Strategy card.</source>
        <translation>Rekrutiere eine reguläre Einheit oder Elite des Nordens im Auenland und eine der Zwerge in den Ered Luin und ziehe dann eine Strategiekarte.</translation>
    </message>
    <message>
        <source>Add an Elven regular or elite to Rivendell, then draw a Strategy card.</source>
        <translation>Stelle eine reguläre Einheit oder Elite der Elben nach Bruchtal und ziehe dann eine Strategiekarte.</translation>
    </message>
    <message>
        <source>Recruit a Dwarven regular or elite and a Dwarven leader in Erebor.</source>
        <translation>Rekrutiere eine reguläre Einheit oder Elite der Zwerge und einen Anführer der Zwerge im Erebor.</translation>
    </message>
    <message>
        <source>Recruit a Rohan regular or elite and a Rohan leader in a free Rohan region that has a settlement.</source>
        <translation>Rekrutiere eine reguläre Einheit oder Elite aus Rohan und einen Anführer aus Rohan in einer freien Region von Rohan mit einer Siedlung.</translation>
    </message>
    <message>
        <source>Add an Elven regular or elite to the Woodland Realm, then draw a Strategy card.</source>
        <translation>Stelle eine reguläre Einheit oder Elite der Elben ins Waldlandreich und ziehe dann eine Strategiekarte.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Shelob&apos;s Lair, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals damage equal to a die roll and stops the Fellowship&apos;s advance.</source>
        <translation>Dein Sonder-Jagdplättchen „Kankras Lauer“ kommt ins Spiel: Es wartet neben dem Spielplan und kommt in den Jagdvorrat, sobald die Gemeinschaft auf der Mordorleiste ist (sofort, wenn sie schon dort ist). Das Plättchen verursacht so viel Schaden, wie ein Würfelwurf zeigt, und hält den Vormarsch der Gemeinschaft an.</translation>
    </message>
    <message>
        <source>Your special hunt tile, The Ring is Mine!, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile is an Eye that reveals the Fellowship and stops its advance.</source>
        <translation>Dein Sonder-Jagdplättchen „Der Ring ist mein!“ kommt ins Spiel: Es wartet neben dem Spielplan und kommt in den Jagdvorrat, sobald die Gemeinschaft auf der Mordorleiste ist (sofort, wenn sie schon dort ist). Das Plättchen ist ein Auge, das die Gemeinschaft entdeckt und ihren Vormarsch anhält.</translation>
    </message>
    <message>
        <source>Your special hunt tile, On, On They Went, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 3 damage and stops the Fellowship&apos;s advance.</source>
        <translation>Dein Sonder-Jagdplättchen „Weiter und weiter gingen sie“ kommt ins Spiel: Es wartet neben dem Spielplan und kommt in den Jagdvorrat, sobald die Gemeinschaft auf der Mordorleiste ist (sofort, wenn sie schon dort ist). Das Plättchen verursacht 3 Schaden und hält den Vormarsch der Gemeinschaft an.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Give it to Uss!, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 1 damage, reveals the Fellowship and stops its advance.</source>
        <translation>Dein Sonder-Jagdplättchen „Gib ihn unss!“ kommt ins Spiel: Es wartet neben dem Spielplan und kommt in den Jagdvorrat, sobald die Gemeinschaft auf der Mordorleiste ist (sofort, wenn sie schon dort ist). Das Plättchen verursacht 1 Schaden, entdeckt die Gemeinschaft und hält ihren Vormarsch an.</translation>
    </message>
    <message>
        <source>Draw a hunt tile. An Eye or a Free Peoples special tile is discarded with no effect; any other tile takes effect as after a successful hunt.</source>
        <translation>Ziehe ein Jagdplättchen. Ein Auge oder ein Sonderplättchen der Freien Völker wird ohne Wirkung abgelegt; jedes andere Plättchen wirkt wie nach einer erfolgreichen Jagd.</translation>
    </message>
    <message>
        <source>The Nazgûl give up 2 leadership, and every die of your combat roll gets +1.</source>
        <translation>Die Nazgûl verzichten auf 2 Führung, und jeder Würfel deines Kampfwurfs erhält +1.</translation>
    </message>
    <message>
        <source>Draw a hunt tile. An Eye or a Free Peoples special tile is discarded with no effect; any other tile takes effect as after a successful hunt, but no companion, guide or card may reduce its damage before the Ring is used.</source>
        <translation>Ziehe ein Jagdplättchen. Ein Auge oder ein Sonderplättchen der Freien Völker wird ohne Wirkung abgelegt; jedes andere Plättchen wirkt wie nach einer erfolgreichen Jagd, aber weder ein Gefährte noch der Führer noch eine Karte darf seinen Schaden verringern, bevor der Ring benutzt wird.</translation>
    </message>
    <message>
        <source>Draw a hunt tile. An Eye or a Free Peoples special tile is discarded with no effect; any other tile takes effect as after a successful hunt, but if it deals damage a random companion of the Fellowship must be lost to reduce it before the Ring is used.</source>
        <translation>Ziehe ein Jagdplättchen. Ein Auge oder ein Sonderplättchen der Freien Völker wird ohne Wirkung abgelegt; jedes andere Plättchen wirkt wie nach einer erfolgreichen Jagd, aber wenn es Schaden verursacht, muss ein zufälliger Gefährte der Gemeinschaft verloren gehen, um ihn zu verringern, bevor der Ring benutzt wird.</translation>
    </message>
    <message>
        <source>The Nazgûl give up 1 leadership, and every die of your leader re-roll gets +1.</source>
        <translation>Die Nazgûl verzichten auf 1 Führung, und jeder Würfel deines Anführer-Neuwurfs erhält +1.</translation>
    </message>
    <message>
        <source>Roll three dice: every 4 or better adds 1 corruption. If Gollum is the guide, only 6s count.</source>
        <translation>Wirf drei Würfel: Jedes Ergebnis ab 4 fügt 1 Verderbnis hinzu. Ist Gollum der Führer, zählen nur Sechsen.</translation>
    </message>
    <message>
        <source>Before the combat roll, give up as many points of Nazgûl leadership as you like (at least 1); the Free Peoples roll one combat die fewer per point, but always at least one.</source>
        <translation>Verzichte vor dem Kampfwurf auf beliebig viele Punkte der Führung der Nazgûl (mindestens 1); die Freien Völker werfen pro Punkt einen Kampfwürfel weniger, aber immer mindestens einen.</translation>
    </message>
    <message>
        <source>Move as many of the Nazgûl as you like, the Witch-king too. Then, if one of them stands with the Fellowship, you may discard a Free Peoples Character card from their table or make a hunt roll as if the Fellowship had moved.</source>
        <translation>Bewege beliebig viele Nazgûl, auch den Hexenkönig. Steht danach einer von ihnen bei der Gemeinschaft, kannst du eine Personenkarte der Freien Völker von ihrem Tisch ablegen oder einen Jagdwurf machen, als ob die Gemeinschaft gezogen wäre.</translation>
    </message>
    <message>
        <source>When your leader re-roll hits at least once, you may also eliminate a Free Peoples leader in the battle, or instead a companion in the battle whose level is no higher than the re-roll&apos;s hits.</source>
        <translation>Trifft dein Anführer-Neuwurf mindestens einmal, kannst du außerdem einen Anführer der Freien Völker in der Schlacht ausschalten oder stattdessen einen Gefährten in der Schlacht, dessen Stufe nicht höher ist als die Treffer des Neuwurfs.</translation>
    </message>
    <message>
        <source>The Witch-king counts as a Nazgûl. The hunt roll is offered only when the hunt box holds Shadow dice; you may also do neither.</source>
        <translation>Der Hexenkönig zählt als Nazgûl. Der Jagdwurf wird nur angeboten, wenn im Jagdfeld Schattenwürfel liegen; du kannst auch auf beides verzichten.</translation>
    </message>
    <message>
        <source>Move as many of the Nazgûl as you like, the Witch-king too. Then, if one of them stands with the hidden Fellowship, it is revealed (and the Free Peoples move it as after a hunt).</source>
        <translation>Bewege beliebig viele Nazgûl, auch den Hexenkönig. Steht danach einer von ihnen bei der verborgenen Gemeinschaft, wird sie entdeckt (und die Freien Völker bewegen sie wie nach einer Jagd).</translation>
    </message>
    <message>
        <source>If the Nazgûl&apos;s leadership in the battle is at least the Free Peoples&apos; total leadership, the Free Peoples get no leader re-roll.</source>
        <translation>Ist die Führung der Nazgûl in der Schlacht mindestens so hoch wie die gesamte Führung der Freien Völker, erhalten die Freien Völker keinen Anführer-Neuwurf.</translation>
    </message>
    <message>
        <source>The Witch-king counts as a Nazgûl.</source>
        <translation>Der Hexenkönig zählt als Nazgûl.</translation>
    </message>
    <message>
        <source>Move the Fellowship figure to an adjacent region of your choice; its progress does not change.</source>
        <translation>Versetze die Figur der Gemeinschaft in eine angrenzende Region deiner Wahl; ihr Fortschritt ändert sich nicht.</translation>
    </message>
    <message>
        <source>Add 2 corruption if the Ring-bearer has 3 corruption or less, otherwise add 1.</source>
        <translation>Füge 2 Verderbnis hinzu, wenn der Ringträger 3 oder weniger Verderbnis hat, sonst 1.</translation>
    </message>
    <message>
        <source>A companion of the Fellowship is drawn at random. The Free Peoples choose: the Ring-bearer takes corruption equal to that companion&apos;s level, or the companion is eliminated. If Gollum is the guide (or no companion is left), add 1 corruption instead.</source>
        <translation>Ein Gefährte der Gemeinschaft wird zufällig gezogen. Die Freien Völker wählen: Der Ringträger erhält so viel Verderbnis, wie die Stufe dieses Gefährten beträgt, oder der Gefährte wird ausgeschaltet. Ist Gollum der Führer (oder ist kein Gefährte mehr übrig), füge stattdessen 1 Verderbnis hinzu.</translation>
    </message>
    <message>
        <source>Draw a hunt tile; an Eye or a Free Peoples special tile has no effect. Otherwise the Free Peoples separate as many companions as its number (a die tile is rolled) in the Fellowship&apos;s region, ignoring reveal and stop. With Gollum as guide, add 1 corruption instead.</source>
        <translation>Ziehe ein Jagdplättchen; ein Auge oder ein Sonderplättchen der Freien Völker bleibt ohne Wirkung. Andernfalls trennen die Freien Völker so viele Gefährten ab, wie seine Zahl angibt (bei einem Würfelplättchen wird gewürfelt), und zwar in die Region der Gemeinschaft; Entdecken und Anhalten werden ignoriert. Ist Gollum der Führer, füge stattdessen 1 Verderbnis hinzu.</translation>
    </message>
    <message>
        <source>On the Mordor track the companions who must leave are eliminated instead.</source>
        <translation>Auf der Mordorleiste werden die Gefährten, die gehen müssen, stattdessen ausgeschaltet.</translation>
    </message>
    <message>
        <source>Goes on the table. Each time a companion of the Fellowship is taken as a hunt casualty, you may also discard a Free Peoples Character card: a random one from their hand, or one from their table. It leaves the table if the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Kommt auf den Tisch. Jedes Mal, wenn ein Gefährte der Gemeinschaft als Jagdverlust genommen wird, kannst du außerdem eine Personenkarte der Freien Völker ablegen: eine zufällige von ihrer Hand oder eine von ihrem Tisch. Sie verlässt den Tisch, wenn die Gemeinschaft in einer nicht eroberten Stadt oder Festung der Freien Völker angesagt wird.</translation>
    </message>
    <message>
        <source>Choose a companion in the battle: for this round they lose their leadership and special abilities (a Captain of the West adds no extra die).</source>
        <translation>Wähle einen Gefährten in der Schlacht: Für diese Runde verliert er seine Führung und seine Sonderfähigkeiten (ein Heerführer des Westens fügt keinen zusätzlichen Würfel hinzu).</translation>
    </message>
    <message>
        <source>Using it does not discard it: it stays for the next casualty.</source>
        <translation>Der Einsatz legt sie nicht ab: Sie bleibt für den nächsten Verlust liegen.</translation>
    </message>
    <message>
        <source>Goes on the table. Before a hunt roll, you may discard it so that every die of that roll, re-rolls included, gets +1. It leaves the table if the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Kommt auf den Tisch. Vor einem Jagdwurf kannst du sie ablegen, damit jeder Würfel dieses Wurfs, Neuwürfe eingeschlossen, +1 erhält. Sie verlässt den Tisch, wenn die Gemeinschaft in einer nicht eroberten Stadt oder Festung der Freien Völker angesagt wird.</translation>
    </message>
    <message>
        <source>Goes on the table. When the Fellowship is declared or revealed after a move that cannot avoid Moria, you may discard it to draw an extra hunt tile: an Eye does nothing, any other tile counts as after a successful hunt. Or discard it to play Durin&apos;s Bane in a battle.</source>
        <translation>Kommt auf den Tisch. Wird die Gemeinschaft nach einem Zug, der Moria nicht umgehen kann, angesagt oder entdeckt, kannst du sie ablegen, um ein zusätzliches Jagdplättchen zu ziehen: Ein Auge bewirkt nichts, jedes andere Plättchen zählt wie nach einer erfolgreichen Jagd. Oder lege sie ab, um „Durins Fluch“ in einer Schlacht zu spielen.</translation>
    </message>
    <message>
        <source>Before the combat roll, make an extra attack with three dice, each 4 or better a hit; its hits are applied at once.</source>
        <translation>Führe vor dem Kampfwurf einen zusätzlichen Angriff mit drei Würfeln aus, jedes Ergebnis ab 4 ist ein Treffer; seine Treffer werden sofort angewendet.</translation>
    </message>
    <message>
        <source>The extra tile&apos;s reveal icon is ignored when the Fellowship was declared in a city or stronghold of the Free Peoples. A move cannot avoid Moria when it starts or ends there or no path of its length goes around.</source>
        <translation>Das Entdecken-Symbol des zusätzlichen Plättchens wird ignoriert, wenn die Gemeinschaft in einer Stadt oder Festung der Freien Völker angesagt wurde. Ein Zug kann Moria nicht umgehen, wenn er dort beginnt oder endet oder wenn kein Weg seiner Länge außen herum führt.</translation>
    </message>
    <message>
        <source>Turn up to three of your unused action dice into Eyes and put them straight into the hunt box.</source>
        <translation>Verwandle bis zu drei deiner unbenutzten Aktionswürfel in Augen und lege sie direkt ins Jagdfeld.</translation>
    </message>
    <message>
        <source>Pick a Shadow army with Nazgûl and a Free Peoples army in or next to its region. Roll a die per Nazgûl in that Shadow army, the Witch-king counting as one (5 at most): every 5 or 6 is a hit on the Free Peoples army.</source>
        <translation>Wähle eine Schattenarmee mit Nazgûl und eine Armee der Freien Völker in oder neben ihrer Region. Wirf einen Würfel pro Nazgûl in dieser Schattenarmee, wobei der Hexenkönig als einer zählt (höchstens 5): Jede 5 oder 6 ist ein Treffer gegen die Armee der Freien Völker.</translation>
    </message>
    <message>
        <source>The Witch-king&apos;s army attacks the stronghold it besieges. This siege battle lasts three rounds instead of one, and in round one the Free Peoples may play a combat card only if a companion is in the battle.</source>
        <translation>Die Armee des Hexenkönigs greift die Festung an, die sie belagert. Diese Belagerungsschlacht dauert drei Runden statt einer, und in der ersten Runde dürfen die Freien Völker nur dann eine Kampfkarte spielen, wenn ein Gefährte in der Schlacht ist.</translation>
    </message>
    <message>
        <source>Goes on the table. Each time you play an event card with an Event die, draw one more card from the deck of your choice. The Free Peoples can remove it with a Will of the West die, or any die and an Elven ring. It leaves if Saruman is eliminated.</source>
        <translation>Kommt auf den Tisch. Jedes Mal, wenn du mit einem Ereigniswürfel eine Ereigniskarte spielst, ziehe eine weitere Karte von einem Stapel deiner Wahl. Die Freien Völker können sie mit einem Willen des Westens entfernen oder mit einem beliebigen Würfel und einem Elbenring. Sie verlässt den Tisch, wenn Saruman ausgeschaltet wird.</translation>
    </message>
    <message>
        <source>Goes on the table. While it lies there, Rohan becomes active only through a companion, a Shadow attack on Edoras or Helm&apos;s Deep, or the Fellowship declared in one of them; any other activation is undone. It leaves the table once Rohan is active or Saruman is eliminated.</source>
        <translation>Kommt auf den Tisch. Solange sie dort liegt, wird Rohan nur durch einen Gefährten, einen Angriff des Schattens auf Edoras oder Helms Klamm oder durch das Ansagen der Gemeinschaft in einer dieser Regionen aktiv; jede andere Aktivierung wird rückgängig gemacht. Sie verlässt den Tisch, sobald Rohan aktiv ist oder Saruman ausgeschaltet wird.</translation>
    </message>
    <message>
        <source>A Rohan kept passive by this card stays one step short of war on the political track.</source>
        <translation>Ein durch diese Karte passiv gehaltenes Rohan bleibt auf der Politikleiste ein Feld vor dem Krieg stehen.</translation>
    </message>
    <message>
        <source>Move as many of the Nazgûl as you like, the Witch-king too. Afterwards either move up to two armies that include a Nazgûl or the Witch-king one region each, or attack with one such army.</source>
        <translation>Bewege beliebig viele Nazgûl, auch den Hexenkönig. Bewege danach entweder bis zu zwei Armeen, die einen Nazgûl oder den Hexenkönig enthalten, je eine Region weit, oder greife mit einer solchen Armee an.</translation>
    </message>
    <message>
        <source>Either recruit two Nazgûl where the Witch-king stands, or move as many of the Nazgûl as you like (the Witch-king among them). Afterwards the Witch-king&apos;s army may move one region or attack.</source>
        <translation>Rekrutiere entweder zwei Nazgûl dort, wo der Hexenkönig steht, oder bewege beliebig viele Nazgûl (den Hexenkönig eingeschlossen). Danach darf die Armee des Hexenkönigs eine Region weit ziehen oder angreifen.</translation>
    </message>
    <message>
        <source>For every Elven stronghold not under siege, roll a die per Elven unit there (5 at most): every 6 is a hit on that Elven army.</source>
        <translation>Wirf für jede nicht belagerte Festung der Elben einen Würfel pro Einheit der Elben dort (höchstens 5): Jede 6 ist ein Treffer gegen diese Armee der Elben.</translation>
    </message>
    <message>
        <source>Both armies add 2 to every die of their combat rolls and leader re-rolls.</source>
        <translation>Beide Armeen addieren 2 zu jedem Würfel ihrer Kampfwürfe und Anführer-Neuwürfe.</translation>
    </message>
    <message>
        <source>An army with Isengard units attacks the stronghold it besieges. This siege battle lasts three rounds instead of one, and in round one the Free Peoples may play a combat card only if a companion is in the battle.</source>
        <translation>Eine Armee mit Einheiten aus Isengart greift die Festung an, die sie belagert. Diese Belagerungsschlacht dauert drei Runden statt einer, und in der ersten Runde dürfen die Freien Völker nur dann eine Kampfkarte spielen, wenn ein Gefährte in der Schlacht ist.</translation>
    </message>
    <message>
        <source>After casualties are removed, you may take up to 4 hits on your own army; roll a die for each, and every 4 or better is a hit on the enemy.</source>
        <translation>Nachdem die Verluste entfernt sind, kannst du bis zu 4 Treffer gegen deine eigene Armee nehmen; wirf für jeden einen Würfel, und jedes Ergebnis ab 4 ist ein Treffer gegen den Feind.</translation>
    </message>
    <message>
        <source>Goes on the table, and a Free Peoples leader in Minas Tirith is eliminated. While it stays, the Free Peoples play no combat cards in battles at Minas Tirith. They can remove it with a Will of the West die, or any die if Gandalf or Aragorn is in Minas Tirith.</source>
        <translation>Kommt auf den Tisch, und ein Anführer der Freien Völker in Minas Tirith wird ausgeschaltet. Solange sie liegt, spielen die Freien Völker in Schlachten bei Minas Tirith keine Kampfkarten. Sie können sie mit einem Willen des Westens entfernen oder mit einem beliebigen Würfel, wenn Gandalf oder Aragorn in Minas Tirith ist.</translation>
    </message>
    <message>
        <source>Every unused Free Peoples action die showing Will of the West is discarded.</source>
        <translation>Jeder unbenutzte Aktionswürfel der Freien Völker, der den Willen des Westens zeigt, wird abgelegt.</translation>
    </message>
    <message>
        <source>Before the combat roll you may take up to 2 hits on your own army; each one adds +1 to every die of your combat roll.</source>
        <translation>Vor dem Kampfwurf kannst du bis zu 2 Treffer gegen deine eigene Armee nehmen; jeder gibt +1 auf jeden Würfel deines Kampfwurfs.</translation>
    </message>
    <message>
        <source>Goes on the table. While it stays, the Free Peoples cannot spend a Muster die (or a Will of the West used as one) to move a passive nation along the political track. It leaves once a Free Peoples nation advances because of an attack or a companion.</source>
        <translation>Kommt auf den Tisch. Solange sie liegt, können die Freien Völker keinen Musterungswürfel (oder einen als solchen eingesetzten Willen des Westens) ausgeben, um eine passive Nation auf der Politikleiste vorzurücken. Sie verlässt den Tisch, sobald eine Nation der Freien Völker durch einen Angriff oder einen Gefährten vorrückt.</translation>
    </message>
    <message>
        <source>Choose a Free Peoples nation not at war where the Fellowship or a companion stands: it moves one step back on the political track, and the Free Peoples eliminate one of its leaders, regulars or elites, wherever it stands.</source>
        <translation>Wähle eine Nation der Freien Völker, die nicht im Krieg ist und in der die Gemeinschaft oder ein Gefährte steht: Sie rückt auf der Politikleiste ein Feld zurück, und die Freien Völker schalten einen ihrer Anführer, regulären Einheiten oder Eliten aus, wo immer er steht.</translation>
    </message>
    <message>
        <source>After casualties are removed, if your army units number at least twice the enemy&apos;s, you score one more hit.</source>
        <translation>Nachdem die Verluste entfernt sind: Zählt deine Armee mindestens doppelt so viele Einheiten wie die des Feindes, erzielst du einen weiteren Treffer.</translation>
    </message>
    <message>
        <source>One Shadow army moves up to three regions, through regions free for army movement, and must end with another Shadow army that is not under siege. The army moves whole and picks up no units on the way.</source>
        <translation>Eine Schattenarmee zieht bis zu drei Regionen weit durch Regionen, die für Armeebewegungen frei sind, und muss bei einer anderen Schattenarmee enden, die nicht belagert wird. Die Armee zieht als Ganzes und nimmt unterwegs keine Einheiten auf.</translation>
    </message>
    <message>
        <source>+1 to every die of your combat roll. After the re-roll, if your hits this round (card attacks included) exceed the Free Peoples&apos;, you score one more hit.</source>
        <translation>+1 auf jeden Würfel deines Kampfwurfs. Übersteigen nach dem Neuwurf deine Treffer in dieser Runde (Kartenangriffe eingeschlossen) die der Freien Völker, erzielst du einen weiteren Treffer.</translation>
    </message>
    <message>
        <source>The printed card lets you split off part of the army before it moves; the app moves the whole army.</source>
        <translation>Die gedruckte Karte erlaubt, vor dem Zug einen Teil der Armee abzuspalten; die App bewegt die ganze Armee.</translation>
    </message>
    <message>
        <source>Two Shadow armies move, each up to two regions through regions free for army movement, and each must end with another Shadow army that is not under siege. Armies move whole, picking up nothing on the way.</source>
        <translation>Zwei Schattenarmeen ziehen, jede bis zu zwei Regionen weit durch Regionen, die für Armeebewegungen frei sind, und jede muss bei einer anderen Schattenarmee enden, die nicht belagert wird. Armeen ziehen als Ganzes und nehmen unterwegs nichts auf.</translation>
    </message>
    <message>
        <source>The printed card lets you split off part of an army before it moves; the app moves whole armies.</source>
        <translation>Die gedruckte Karte erlaubt, vor dem Zug einen Teil einer Armee abzuspalten; die App bewegt ganze Armeen.</translation>
    </message>
    <message>
        <source>Choose up to four different Shadow armies; each may move one region.</source>
        <translation>Wähle bis zu vier verschiedene Schattenarmeen; jede darf eine Region weit ziehen.</translation>
    </message>
    <message>
        <source>The combat card the Free Peoples played this round is cancelled; if they played none, every die of your leader re-roll gets +1.</source>
        <translation>Die Kampfkarte, die die Freien Völker in dieser Runde gespielt haben, wird aufgehoben; haben sie keine gespielt, erhält jeder Würfel deines Anführer-Neuwurfs +1.</translation>
    </message>
    <message>
        <source>The Shadow army in Umbar sails to Anfalas, Dol Amroth, Lamedon or Pelargir; units beyond the stacking limit are removed. A Free Peoples army there is attacked at once, and the Shadow may not call the battle off unless that army was already besieged.</source>
        <translation>Die Schattenarmee in Umbar segelt nach Anfalas, Dol Amroth, Lamedon oder Pelargir; Einheiten über dem Stapellimit werden entfernt. Eine Armee der Freien Völker dort wird sofort angegriffen, und der Schatten darf die Schlacht nicht abbrechen, es sei denn, diese Armee war bereits belagert.</translation>
    </message>
    <message>
        <source>The fleet lands once its battle has cleared the region; if the Free Peoples there were besieged it joins the besiegers in a siege battle.</source>
        <translation>Die Flotte landet, sobald ihre Schlacht die Region geräumt hat; waren die Freien Völker dort belagert, schließt sie sich in einer Belagerungsschlacht den Belagerern an.</translation>
    </message>
    <message>
        <source>Recruit two Isengard regulars in a free region next to North or South Dunland. Then you may move up to four Isengard units from North and/or South Dunland into that region.</source>
        <translation>Rekrutiere zwei reguläre Einheiten aus Isengart in einer freien Region neben Nord- oder Süd-Dunland. Danach kannst du bis zu vier Einheiten aus Isengart aus Nord- und/oder Süd-Dunland in diese Region bewegen.</translation>
    </message>
    <message>
        <source>You choose how many units move from North and from South Dunland (four in all at most); the app moves elites before regulars.</source>
        <translation>Du wählst, wie viele Einheiten aus Nord- und aus Süd-Dunland ziehen (insgesamt höchstens vier); die App bewegt Eliten vor regulären Einheiten.</translation>
    </message>
    <message>
        <source>The Witch-king moves to Angmar; then, if Angmar is free, recruit two Sauron regulars and a Sauron elite there.</source>
        <translation>Der Hexenkönig zieht nach Angmar; ist Angmar danach frei, rekrutiere dort zwei reguläre Einheiten und eine Elite Saurons.</translation>
    </message>
    <message>
        <source>Recruit an Isengard regular or elite in a free region where a Shadow army stands.</source>
        <translation>Rekrutiere eine reguläre Einheit oder Elite aus Isengart in einer freien Region, in der eine Schattenarmee steht.</translation>
    </message>
    <message>
        <source>After casualties are removed, your elite units (5 at most) attack again: every 5 or 6 is a hit.</source>
        <translation>Nachdem die Verluste entfernt sind, greifen deine Elite-Einheiten (höchstens 5) erneut an: Jede 5 oder 6 ist ein Treffer.</translation>
    </message>
    <message>
        <source>Recruit a Sauron regular or elite in a free region where a Shadow army stands.</source>
        <translation>Rekrutiere eine reguläre Einheit oder Elite Saurons in einer freien Region, in der eine Schattenarmee steht.</translation>
    </message>
    <message>
        <source>Swap two Sauron regulars anywhere on the board for two Sauron elites.</source>
        <translation>Tausche zwei beliebige reguläre Einheiten Saurons auf dem Spielplan gegen zwei Eliten Saurons.</translation>
    </message>
    <message>
        <source>Recruit two Isengard regulars in North Dunland and two in South Dunland, plus two Isengard units in Orthanc, each a regular or an elite as you choose.</source>
        <translation>Rekrutiere zwei reguläre Einheiten aus Isengart in Nord-Dunland und zwei in Süd-Dunland sowie zwei Einheiten aus Isengart in Orthanc, jede nach deiner Wahl regulär oder Elite.</translation>
    </message>
    <message>
        <source>Recruit two Southron &amp; Easterling regulars in each of three different Southron &amp; Easterling settlements.</source>
        <translation>Rekrutiere je zwei reguläre Einheiten der Südländer und Ostlinge in drei verschiedenen Siedlungen der Südländer und Ostlinge.</translation>
    </message>
    <message>
        <source>Recruit five Sauron regulars and one Nazgûl in Minas Morgul.</source>
        <translation>Rekrutiere fünf reguläre Einheiten Saurons und einen Nazgûl in Minas Morgul.</translation>
    </message>
    <message>
        <source>In Mount Gram or in Moria, recruit one Nazgûl and two Sauron units (regular or elite).</source>
        <translation>Rekrutiere auf dem Berg Gram oder in Moria einen Nazgûl und zwei Einheiten Saurons (regulär oder Elite).</translation>
    </message>
    <message>
        <source>Recruit three Sauron regulars in Dol Guldur and three in Mount Gundabad.</source>
        <translation>Rekrutiere drei reguläre Einheiten Saurons in Dol Guldur und drei auf dem Berg Gundabad.</translation>
    </message>
    <message>
        <source>Recruit five Southron &amp; Easterling regulars in one free region of that nation on the map&apos;s eastern edge: North, East or South Rhûn, Khand or Far Harad.</source>
        <translation>Rekrutiere fünf reguläre Einheiten der Südländer und Ostlinge in einer freien Region dieser Nation am Ostrand der Karte: Nord-, Ost- oder Süd-Rhûn, Khand oder Fern-Harad.</translation>
    </message>
    <message>
        <source>Recruit a Sauron elite in Trollshaws and one Sauron regular each in Angmar, the Ettenmoors and Weather Hills.</source>
        <translation>Rekrutiere eine Elite Saurons in den Trollhöhen und je eine reguläre Einheit Saurons in Angmar, in den Ettenöden und in den Wetterbergen.</translation>
    </message>
    <message>
        <source>Both armies add 1 to every die of their combat rolls and leader re-rolls.</source>
        <translation>Beide Armeen addieren 1 zu jedem Würfel ihrer Kampfwürfe und Anführer-Neuwürfe.</translation>
    </message>
    <message>
        <source>Recruit five Southron &amp; Easterling regulars in Gorgoroth and five Sauron regulars in Nurn.</source>
        <translation>Rekrutiere fünf reguläre Einheiten der Südländer und Ostlinge in Gorgoroth und fünf reguläre Einheiten Saurons in Nurn.</translation>
    </message>
    <message>
        <source>In three different Sauron strongholds, recruit two Sauron regulars each.</source>
        <translation>Rekrutiere in drei verschiedenen Festungen Saurons je zwei reguläre Einheiten Saurons.</translation>
    </message>
    <message>
        <source>Gandalf the Grey</source>
        <translation>Gandalf der Graue</translation>
    </message>
    <message>
        <source>After playing an event card with an Event or Will of the West die, draw a Character event card.</source>
        <translation>Nachdem du mit einem Ereigniswürfel oder einem Willen des Westens eine Ereigniskarte gespielt hast, ziehe eine Personenereigniskarte.</translation>
    </message>
    <message>
        <source>+1 combat strength to the Free Peoples army he is with (still at most 5 dice).</source>
        <translation>+1 Kampfstärke für die Armee der Freien Völker, bei der er steht (weiterhin höchstens 5 Würfel).</translation>
    </message>
    <message>
        <source>Out of the Fellowship he may be replaced by Gandalf the White.</source>
        <translation>Außerhalb der Gemeinschaft kann er durch Gandalf den Weißen ersetzt werden.</translation>
    </message>
    <message>
        <source>Strider</source>
        <translation>Streicher</translation>
    </message>
    <message>
        <source>Any action die may hide a revealed Fellowship; the first die used to move the Fellowship each turn does not go to the hunt box.</source>
        <translation>Jeder Aktionswürfel kann eine entdeckte Gemeinschaft verbergen; der erste Würfel, mit dem die Gemeinschaft in jeder Runde bewegt wird, kommt nicht ins Jagdfeld.</translation>
    </message>
    <message>
        <source>Out of the Fellowship he may be crowned as Aragorn.</source>
        <translation>Außerhalb der Gemeinschaft kann er zu Aragorn gekrönt werden.</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Boromir</translation>
    </message>
    <message>
        <source>May be eliminated to reduce hunt damage.</source>
        <translation>Kann ausgeschaltet werden, um Jagdschaden zu verringern.</translation>
    </message>
    <message>
        <source>In an unconquered Gondor city or stronghold, any action die advances Gondor one political step.</source>
        <translation>In einer nicht eroberten Stadt oder Festung Gondors bringt jeder Aktionswürfel Gondor ein Feld auf der Politikleiste voran.</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Legolas</translation>
    </message>
    <message>
        <source>In an unconquered Elven stronghold, any action die advances the Elves one political step.</source>
        <translation>In einer nicht eroberten Festung der Elben bringt jeder Aktionswürfel die Elben ein Feld auf der Politikleiste voran.</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Gimli</translation>
    </message>
    <message>
        <source>In unconquered Erebor, any action die advances the Dwarves one political step.</source>
        <translation>Im nicht eroberten Erebor bringt jeder Aktionswürfel die Zwerge ein Feld auf der Politikleiste voran.</translation>
    </message>
    <message>
        <source>Meriadoc</source>
        <translation>Meriadoc</translation>
    </message>
    <message>
        <source>When the hunt does damage, he may leave the Fellowship (separate) to reduce it by one.</source>
        <translation>Wenn die Jagd Schaden verursacht, kann er die Gemeinschaft verlassen (abgetrennt werden), um ihn um eins zu verringern.</translation>
    </message>
    <message>
        <source>If eliminated while in the Fellowship (not on the Mordor track), he is separated instead.</source>
        <translation>Wird er ausgeschaltet, während er in der Gemeinschaft ist (nicht auf der Mordorleiste), wird er stattdessen abgetrennt.</translation>
    </message>
    <message>
        <source>Peregrin</source>
        <translation>Peregrin</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Aragorn</translation>
    </message>
    <message>
        <source>Strider is in Minas Tirith, Dol Amroth or Pelargir and it is unconquered; he is replaced by Aragorn.</source>
        <translation>Streicher ist in Minas Tirith, Dol Amroth oder Pelargir, und der Ort ist nicht erobert; er wird durch Aragorn ersetzt.</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Gandalf der Weiße</translation>
    </message>
    <message>
        <source>Gandalf the Grey has left the Fellowship or been eliminated, and a minion is or was in play; he replaces Gandalf the Grey, or enters in Fangorn or an unconquered Elven stronghold.</source>
        <translation>Gandalf der Graue hat die Gemeinschaft verlassen oder wurde ausgeschaltet, und ein Günstling ist oder war im Spiel; er ersetzt Gandalf den Grauen oder erscheint in Fangorn oder in einer nicht eroberten Festung der Elben.</translation>
    </message>
    <message>
        <source>Moving alone or with one hobbit he counts as level 4.</source>
        <translation>Zieht er allein oder mit einem Hobbit, zählt er als Stufe 4.</translation>
    </message>
    <message>
        <source>May give up his leadership at the start of a battle to cancel all Nazgûl leadership in it.</source>
        <translation>Kann zu Beginn einer Schlacht auf seine Führung verzichten, um die gesamte Führung der Nazgûl darin aufzuheben.</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Gollum</translation>
    </message>
    <message>
        <source>Reveal icons on standard hunt tiles do not reveal the Fellowship (Shadow special tiles and Eye tiles still do); if the hunt did not reveal it, the Fellowship may be revealed to reduce the damage by one.</source>
        <translation>Entdecken-Symbole auf normalen Jagdplättchen entdecken die Gemeinschaft nicht (Sonderplättchen des Schattens und Augen-Plättchen schon); hat die Jagd sie nicht entdeckt, kann die Gemeinschaft entdeckt werden, um den Schaden um eins zu verringern.</translation>
    </message>
    <message>
        <source>When no companion is left in the Fellowship, Gollum joins it as the guide.</source>
        <translation>Ist kein Gefährte mehr in der Gemeinschaft, schließt sich Gollum ihr als Führer an.</translation>
    </message>
    <message>
        <source>Isengard is at war and Orthanc is unconquered; he is placed in Orthanc and never leaves it.</source>
        <translation>Isengart ist im Krieg und Orthanc ist nicht erobert; er wird in Orthanc aufgestellt und verlässt es nie.</translation>
    </message>
    <message>
        <source>While Orthanc is his and not besieged, a Muster die recruits one Isengard regular in each Isengard settlement, or upgrades two regulars in Orthanc to elites.</source>
        <translation>Solange Orthanc ihm gehört und nicht belagert ist, rekrutiert ein Musterungswürfel eine reguläre Einheit aus Isengart in jeder Siedlung Isengarts oder wertet zwei reguläre Einheiten in Orthanc zu Eliten auf.</translation>
    </message>
    <message>
        <source>Isengard elites also count as leaders for movement and combat.</source>
        <translation>Eliten aus Isengart zählen für Bewegung und Kampf auch als Anführer.</translation>
    </message>
    <message>
        <source>The Witch-king</source>
        <translation>Der Hexenkönig</translation>
    </message>
    <message>
        <source>Sauron and at least one Free Peoples nation are at war; he is placed with a Shadow army that has a Sauron unit. Entering activates every Free Peoples nation.</source>
        <translation>Sauron und mindestens eine Nation der Freien Völker sind im Krieg; er wird bei einer Schattenarmee mit einer Einheit Saurons aufgestellt. Sein Erscheinen aktiviert jede Nation der Freien Völker.</translation>
    </message>
    <message>
        <source>Moves like a Nazgûl (unlimited level).</source>
        <translation>Zieht wie ein Nazgûl (Stufe unbegrenzt).</translation>
    </message>
    <message>
        <source>After playing a combat card in the first round of a battle he is in, draw an event card of that card&apos;s type.</source>
        <translation>Nachdem er in der ersten Runde einer Schlacht, an der er teilnimmt, eine Kampfkarte gespielt hat, ziehe eine Ereigniskarte vom Typ dieser Karte.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron</source>
        <translation>Der Mund Saurons</translation>
    </message>
    <message>
        <source>The Lord of the Rings — Friends &amp; Foes</source>
        <translation>Der Herr der Ringe — Die Feinde</translation>
    </message>
    <message>
        <source>The Skirmish Table</source>
        <translation>Scharmützel</translation>
    </message>
    <message>
        <source>Space 0 of the corruption line</source>
        <translation>Feld 0 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 1 of the corruption line</source>
        <translation>Feld 1 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 2 of the corruption line</source>
        <translation>Feld 2 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 3 of the corruption line</source>
        <translation>Feld 3 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 4 of the corruption line</source>
        <translation>Feld 4 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 5 of the corruption line</source>
        <translation>Feld 5 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 6 of the corruption line</source>
        <translation>Feld 6 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 7 of the corruption line</source>
        <translation>Feld 7 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 8 of the corruption line</source>
        <translation>Feld 8 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 9 of the corruption line</source>
        <translation>Feld 9 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 10 of the corruption line</source>
        <translation>Feld 10 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 11 of the corruption line</source>
        <translation>Feld 11 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 12 of the corruption line</source>
        <translation>Feld 12 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 13 of the corruption line</source>
        <translation>Feld 13 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 14 of the corruption line</source>
        <translation>Feld 14 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Space 15 of the corruption line</source>
        <translation>Feld 15 der Finsternisanzeige</translation>
    </message>
    <message>
        <source>Place 1 of the foe line</source>
        <translation>Platz 1 der Feindesreihe</translation>
    </message>
    <message>
        <source>Place 2 of the foe line</source>
        <translation>Platz 2 der Feindesreihe</translation>
    </message>
    <message>
        <source>Place 3 of the foe line</source>
        <translation>Platz 3 der Feindesreihe</translation>
    </message>
    <message>
        <source>Place 4 of the foe line</source>
        <translation>Platz 4 der Feindesreihe</translation>
    </message>
    <message>
        <source>Place 5 of the foe line</source>
        <translation>Platz 5 der Feindesreihe</translation>
    </message>
    <message>
        <source>Place 6 of the foe line</source>
        <translation>Platz 6 der Feindesreihe</translation>
    </message>
    <message>
        <source>Place 7 of the foe line</source>
        <translation>Platz 7 der Feindesreihe</translation>
    </message>
    <message>
        <source>Place 8 of the foe line</source>
        <translation>Platz 8 der Feindesreihe</translation>
    </message>
    <message>
        <source>The scenario board</source>
        <translation>Der Abenteuerspielplan</translation>
    </message>
    <message>
        <source>The main line</source>
        <translation>Die Hauptleiste</translation>
    </message>
    <message>
        <source>The first activity line</source>
        <translation>Die erste Aktionsleiste</translation>
    </message>
    <message>
        <source>The second activity line</source>
        <translation>Die zweite Aktionsleiste</translation>
    </message>
    <message>
        <source>The third activity line</source>
        <translation>Die dritte Aktionsleiste</translation>
    </message>
    <message>
        <source>Event 1</source>
        <translation>Ereignis 1</translation>
    </message>
    <message>
        <source>Event 2</source>
        <translation>Ereignis 2</translation>
    </message>
    <message>
        <source>Event 3</source>
        <translation>Ereignis 3</translation>
    </message>
    <message>
        <source>Event 4</source>
        <translation>Ereignis 4</translation>
    </message>
    <message>
        <source>Event 5</source>
        <translation>Ereignis 5</translation>
    </message>
    <message>
        <source>Event 6</source>
        <translation>Ereignis 6</translation>
    </message>
    <message>
        <source>The event tiles</source>
        <translation>Die Ereigniskärtchen</translation>
    </message>
    <message>
        <source>The last event tile</source>
        <translation>Das letzte Ereigniskärtchen</translation>
    </message>
    <message>
        <source>Bag End</source>
        <translation>Beutelsend</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>The Fords of Isen</source>
        <translation>Isenfurten</translation>
    </message>
    <message>
        <source>The Isen, west reach</source>
        <translation>Isen, westlicher Lauf</translation>
    </message>
    <message>
        <source>The Isen, east reach</source>
        <translation>Isen, östlicher Lauf</translation>
    </message>
    <message>
        <source>The Fords</source>
        <translation>Furten</translation>
    </message>
    <message>
        <source>Reed beds</source>
        <translation>Schilfgürtel</translation>
    </message>
    <message>
        <source>Sedge beds</source>
        <translation>Seggenried</translation>
    </message>
    <message>
        <source>The old dike</source>
        <translation>Alter Deich</translation>
    </message>
    <message>
        <source>The broken dike</source>
        <translation>Zerfallener Deich</translation>
    </message>
    <message>
        <source>Watch-hill</source>
        <translation>Wachhügel</translation>
    </message>
    <message>
        <source>Barrow-hill</source>
        <translation>Grabhügel</translation>
    </message>
    <message>
        <source>Standing stones</source>
        <translation>Stehende Steine</translation>
    </message>
    <message>
        <source>Fallen stones</source>
        <translation>Umgestürzte Steine</translation>
    </message>
    <message>
        <source>Fangorn&apos;s Eaves</source>
        <translation>Saum des Fangorn</translation>
    </message>
    <message>
        <source>Fangorn&apos;s edge</source>
        <translation>Rand des Fangorn</translation>
    </message>
    <message>
        <source>The deep eaves</source>
        <translation>Tiefer Waldsaum</translation>
    </message>
    <message>
        <source>Old thicket</source>
        <translation>Altes Dickicht</translation>
    </message>
    <message>
        <source>Hollow thicket</source>
        <translation>Dickicht in der Senke</translation>
    </message>
    <message>
        <source>Grey stones</source>
        <translation>Graue Steine</translation>
    </message>
    <message>
        <source>Mossy boulders</source>
        <translation>Bemooste Felsblöcke</translation>
    </message>
    <message>
        <source>Fallen log</source>
        <translation>Umgestürzter Stamm</translation>
    </message>
    <message>
        <source>Fallen elm</source>
        <translation>Umgestürzte Ulme</translation>
    </message>
    <message>
        <source>Amon Hen</source>
        <translation>Amon Hen</translation>
    </message>
    <message>
        <source>The Seat of Seeing</source>
        <translation>Sitz des Sehens</translation>
    </message>
    <message>
        <source>Ruined gatehouse</source>
        <translation>Verfallenes Torhaus</translation>
    </message>
    <message>
        <source>Ruined watch-house</source>
        <translation>Verfallenes Wachhaus</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>Steinmauer</translation>
    </message>
    <message>
        <source>Boulder</source>
        <translation>Felsblock</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Arwen</source>
        <translation>Arwen</translation>
    </message>
    <message>
        <source>Bilbo</source>
        <translation>Bilbo</translation>
    </message>
    <message>
        <source>Mithril</source>
        <translation>Mithril</translation>
    </message>
    <message>
        <source>Miruvor</source>
        <translation>Miruvor</translation>
    </message>
    <message>
        <source>Gandalf&apos;s staff</source>
        <translation>Gandalfs Stab</translation>
    </message>
    <message>
        <source>The Book of Mazarbul</source>
        <translation>Das Buch von Mazarbul</translation>
    </message>
    <message>
        <source>The pipe</source>
        <translation>Die Pfeife</translation>
    </message>
    <message>
        <source>Lembas</source>
        <translation>Lembas</translation>
    </message>
    <message>
        <source>The Elessar</source>
        <translation>Der Elessar</translation>
    </message>
    <message>
        <source>The phial of Galadriel</source>
        <translation>Galadriels Phiole</translation>
    </message>
    <message>
        <source>The belt of Galadriel</source>
        <translation>Galadriels Gürtel</translation>
    </message>
    <message>
        <source>Celeborn</source>
        <translation>Celeborn</translation>
    </message>
    <message>
        <source>Elven cloak</source>
        <translation>Elbenmantel</translation>
    </message>
    <message>
        <source>Elven boats</source>
        <translation>Elbenboote</translation>
    </message>
    <message>
        <source>Elven rope</source>
        <translation>Elbenseil</translation>
    </message>
    <message>
        <source>The leaf brooch</source>
        <translation>Die Blattspange</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Schattenfell</translation>
    </message>
    <message>
        <source>The Riders of Rohan</source>
        <translation>Die Reiter von Rohan</translation>
    </message>
    <message>
        <source>The Army of the Dead</source>
        <translation>Das Heer der Toten</translation>
    </message>
    <message>
        <source>Ghân-buri-Ghân</source>
        <translation>Ghân-buri-Ghân</translation>
    </message>
    <message>
        <source>Bill the Pony</source>
        <translation>Lutz das Pony</translation>
    </message>
    <message>
        <source>Barliman Butterbur</source>
        <translation>Gerstenmann Butterblume</translation>
    </message>
    <message>
        <source>Tom Bombadil</source>
        <translation>Tom Bombadil</translation>
    </message>
    <message>
        <source>Farmer Maggot</source>
        <translation>Bauer Maggot</translation>
    </message>
    <message>
        <source>Goldberry</source>
        <translation>Goldbeere</translation>
    </message>
    <message>
        <source>Quickbeam</source>
        <translation>Flinkbaum</translation>
    </message>
    <message>
        <source>The Huorns</source>
        <translation>Die Huorns</translation>
    </message>
    <message>
        <source>The palantír</source>
        <translation>Der Palantír</translation>
    </message>
    <message>
        <source>Gwaihir</source>
        <translation>Gwaihir</translation>
    </message>
    <message>
        <source>Foresight</source>
        <translation>Voraussicht</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>Führung</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Magie</translation>
    </message>
    <message>
        <source>Persistence</source>
        <translation>Beharrlichkeit</translation>
    </message>
    <message>
        <source>Defiance</source>
        <translation>Trotz</translation>
    </message>
    <message>
        <source>Immunity</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <source>Fire Storm</source>
        <translation>Feuersturm</translation>
    </message>
    <message>
        <source>Lagduf</source>
        <translation>Lagduf</translation>
    </message>
    <message>
        <source>Mountain-Trolls</source>
        <translation>Bergtrolle</translation>
    </message>
    <message>
        <source>Wolf Riders</source>
        <translation>Wolfreiter</translation>
    </message>
    <message>
        <source>Haradrim</source>
        <translation>Haradrim</translation>
    </message>
    <message>
        <source>Shagrat&apos;s Patrol</source>
        <translation>Shagrats Streife</translation>
    </message>
    <message>
        <source>Black Rider</source>
        <translation>Schwarzer Reiter</translation>
    </message>
    <message>
        <source>Bill Ferny</source>
        <translation>Lutz Farning</translation>
    </message>
    <message>
        <source>Barrow-wight</source>
        <translation>Grabunhold</translation>
    </message>
    <message>
        <source>Cave-Troll</source>
        <translation>Höhlentroll</translation>
    </message>
    <message>
        <source>Moria Goblins</source>
        <translation>Moria-Orks</translation>
    </message>
    <message>
        <source>Dunlendings</source>
        <translation>Dunländer</translation>
    </message>
    <message>
        <source>Crebain</source>
        <translation>Krebain</translation>
    </message>
    <message>
        <source>Uruk-hai</source>
        <translation>Uruk-hai</translation>
    </message>
    <message>
        <source>Snaga</source>
        <translation>Snaga</translation>
    </message>
    <message>
        <source>Easterlings</source>
        <translation>Ostlinge</translation>
    </message>
    <message>
        <source>Half-orcs</source>
        <translation>Halborks</translation>
    </message>
    <message>
        <source>Variags of Khand</source>
        <translation>Variags aus Khand</translation>
    </message>
    <message>
        <source>Orcs of Minas Morgul</source>
        <translation>Orks aus Minas Morgul</translation>
    </message>
    <message>
        <source>Sharkey&apos;s Ruffians</source>
        <translation>Scharrers Strolche</translation>
    </message>
    <message>
        <source>Wargs</source>
        <translation>Warge</translation>
    </message>
    <message>
        <source>Gorbag&apos;s Orcs</source>
        <translation>Gorbags Orks</translation>
    </message>
    <message>
        <source>Old Man Willow</source>
        <translation>Alter Weidenmann</translation>
    </message>
    <message>
        <source>Fell Beast</source>
        <translation>Geflügeltes Untier</translation>
    </message>
    <message>
        <source>Orc Archers</source>
        <translation>Ork-Bogenschützen</translation>
    </message>
    <message>
        <source>The Nazgûl appears</source>
        <translation>Der Nazgûl erscheint</translation>
    </message>
    <message>
        <source>The Council</source>
        <translation>Der Rat</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Erholung</translation>
    </message>
    <message>
        <source>The test of Galadriel</source>
        <translation>Galadriels Prüfung</translation>
    </message>
    <message>
        <source>The road to Weathertop</source>
        <translation>Der Weg zur Wetterspitze</translation>
    </message>
    <message>
        <source>Black Riders in the night</source>
        <translation>Schwarze Reiter in der Nacht</translation>
    </message>
    <message>
        <source>Weathertop</source>
        <translation>Wetterspitze</translation>
    </message>
    <message>
        <source>Black Riders at the gate</source>
        <translation>Schwarze Reiter am Tor</translation>
    </message>
    <message>
        <source>The Prancing Pony</source>
        <translation>Das Tänzelnde Pony</translation>
    </message>
    <message>
        <source>Attack on the inn</source>
        <translation>Überfall auf das Gasthaus</translation>
    </message>
    <message>
        <source>Strider&apos;s guidance</source>
        <translation>Streichers Führung</translation>
    </message>
    <message>
        <source>The Midgewater Marshes</source>
        <translation>Die Mückenwassermoore</translation>
    </message>
    <message>
        <source>Battle against the wolves, the orcs and the Balrog</source>
        <translation>Kampf gegen Wölfe, Orks und den Balrog</translation>
    </message>
    <message>
        <source>Speak, friend, and enter</source>
        <translation>Sprich, Freund, und tritt ein</translation>
    </message>
    <message>
        <source>The Watcher in the Water</source>
        <translation>Der Wächter im Wasser</translation>
    </message>
    <message>
        <source>A stone in the well</source>
        <translation>Ein Stein im Brunnen</translation>
    </message>
    <message>
        <source>Trapped!</source>
        <translation>In der Falle!</translation>
    </message>
    <message>
        <source>The orcs attack</source>
        <translation>Die Orks greifen an</translation>
    </message>
    <message>
        <source>Fly, you fools!</source>
        <translation>Flieht, ihr Narren!</translation>
    </message>
    <message>
        <source>The march of the Ents</source>
        <translation>Der Marsch der Ents</translation>
    </message>
    <message>
        <source>The flooding of Isengard</source>
        <translation>Die Flutung Isengarts</translation>
    </message>
    <message>
        <source>The shadow of Orthanc</source>
        <translation>Der Schatten Orthancs</translation>
    </message>
    <message>
        <source>The voice of Saruman</source>
        <translation>Die Stimme Sarumans</translation>
    </message>
    <message>
        <source>Orcs of the White Hand</source>
        <translation>Orks der Weißen Hand</translation>
    </message>
    <message>
        <source>The palantír of Orthanc</source>
        <translation>Der Palantír von Orthanc</translation>
    </message>
    <message>
        <source>Battle of the Spells</source>
        <translation>Die Schlacht der Zauber</translation>
    </message>
    <message>
        <source>The Great Eye</source>
        <translation>Das Große Auge</translation>
    </message>
    <message>
        <source>Wormtongue unmasked</source>
        <translation>Schlangenzunge entlarvt</translation>
    </message>
    <message>
        <source>Orcs attack the gate</source>
        <translation>Orks greifen das Tor an</translation>
    </message>
    <message>
        <source>The fire of Orthanc</source>
        <translation>Das Feuer von Orthanc</translation>
    </message>
    <message>
        <source>The orcs storm forward</source>
        <translation>Die Orks stürmen vor</translation>
    </message>
    <message>
        <source>The orcs take Helm&apos;s Deep</source>
        <translation>Die Orks nehmen Helms Klamm</translation>
    </message>
    <message>
        <source>Henneth Annûn</source>
        <translation>Henneth Annûn</translation>
    </message>
    <message>
        <source>The faces of the dead</source>
        <translation>Die Gesichter der Toten</translation>
    </message>
    <message>
        <source>The forbidden pool</source>
        <translation>Der verbotene Weiher</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl searches for the Ring</source>
        <translation>Der Herr der Nazgûl sucht den Ring</translation>
    </message>
    <message>
        <source>Shelob appears</source>
        <translation>Kankra erscheint</translation>
    </message>
    <message>
        <source>Shelob attacks</source>
        <translation>Kankra greift an</translation>
    </message>
    <message>
        <source>The struggle up Mount Doom</source>
        <translation>Der Aufstieg zum Schicksalsberg</translation>
    </message>
    <message>
        <source>The siege of Minas Tirith</source>
        <translation>Die Belagerung von Minas Tirith</translation>
    </message>
    <message>
        <source>Sam saves Frodo</source>
        <translation>Sam rettet Frodo</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl attacks</source>
        <translation>Der Herr der Nazgûl greift an</translation>
    </message>
    <message>
        <source>The battle of the Pelennor Fields</source>
        <translation>Die Schlacht auf den Pelennor-Feldern</translation>
    </message>
    <message>
        <source>Surrounded by dark forces</source>
        <translation>Von dunklen Mächten umzingelt</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>Elven bow</source>
        <translation>Elbenbogen</translation>
    </message>
    <message>
        <source>Orc bow</source>
        <translation>Orkbogen</translation>
    </message>
    <message>
        <source>Crossbow</source>
        <translation>Armbrust</translation>
    </message>
    <message>
        <source>Throwing spears</source>
        <translation>Wurfspeere</translation>
    </message>
    <message>
        <source>Throwing axes</source>
        <translation>Wurfäxte</translation>
    </message>
    <message>
        <source>Captain of Rohan</source>
        <translation>Hauptmann von Rohan</translation>
    </message>
    <message>
        <source>Rider of Rohan</source>
        <translation>Reiter von Rohan</translation>
    </message>
    <message>
        <source>Veteran of the Westfold</source>
        <translation>Veteran der Westfold</translation>
    </message>
    <message>
        <source>Bowman of the Westfold</source>
        <translation>Bogenschütze der Westfold</translation>
    </message>
    <message>
        <source>Ranger captain</source>
        <translation>Hauptmann der Waldläufer</translation>
    </message>
    <message>
        <source>Ranger of Gondor</source>
        <translation>Waldläufer von Gondor</translation>
    </message>
    <message>
        <source>Uruk-hai captain</source>
        <translation>Uruk-hai-Hauptmann</translation>
    </message>
    <message>
        <source>Uruk-hai warrior</source>
        <translation>Uruk-hai-Krieger</translation>
    </message>
    <message>
        <source>Uruk-hai crossbowman</source>
        <translation>Uruk-hai-Armbrustschütze</translation>
    </message>
    <message>
        <source>Goblin captain</source>
        <translation>Ork-Hauptmann</translation>
    </message>
    <message>
        <source>Goblin warrior</source>
        <translation>Ork-Krieger</translation>
    </message>
    <message>
        <source>Goblin archer</source>
        <translation>Ork-Bogenschütze</translation>
    </message>
    <message>
        <source>Dwarf captain</source>
        <translation>Zwergenhauptmann</translation>
    </message>
    <message>
        <source>Dwarf warrior</source>
        <translation>Zwergenkrieger</translation>
    </message>
    <message>
        <source>Dwarf hewer</source>
        <translation>Zwergenhauer</translation>
    </message>
    <message>
        <source>Dwarf axe-thrower</source>
        <translation>Zwergen-Axtwerfer</translation>
    </message>
    <message>
        <source>Galadhrim captain</source>
        <translation>Hauptmann der Galadhrim</translation>
    </message>
    <message>
        <source>Galadhrim archer</source>
        <translation>Galadhrim-Bogenschütze</translation>
    </message>
    <message>
        <source>Galadhrim warrior</source>
        <translation>Galadhrim-Krieger</translation>
    </message>
    <message>
        <source>Riders of the Westfold</source>
        <translation>Reiter der Westfold</translation>
    </message>
    <message>
        <source>Rohirrim</source>
        <translation>Rohirrim</translation>
    </message>
    <message>
        <source>Grimbold</source>
        <translation>Grimbold</translation>
    </message>
    <message>
        <source>Ceorl</source>
        <translation>Ceorl</translation>
    </message>
    <message>
        <source>Déorwine</source>
        <translation>Déorwine</translation>
    </message>
    <message>
        <source>Wídfara</source>
        <translation>Wídfara</translation>
    </message>
    <message>
        <source>Rangers of Ithilien</source>
        <translation>Waldläufer von Ithilien</translation>
    </message>
    <message>
        <source>Men of Gondor</source>
        <translation>Menschen aus Gondor</translation>
    </message>
    <message>
        <source>Mablung</source>
        <translation>Mablung</translation>
    </message>
    <message>
        <source>Damrod</source>
        <translation>Damrod</translation>
    </message>
    <message>
        <source>Anborn</source>
        <translation>Anborn</translation>
    </message>
    <message>
        <source>Uglúk&apos;s Uruk-hai</source>
        <translation>Uglúks Uruk-hai</translation>
    </message>
    <message>
        <source>Uruk-hai of Isengard</source>
        <translation>Uruk-hai aus Isengart</translation>
    </message>
    <message>
        <source>Lugdush</source>
        <translation>Lugdush</translation>
    </message>
    <message>
        <source>Mauhúr</source>
        <translation>Mauhúr</translation>
    </message>
    <message>
        <source>Goblins of Moria</source>
        <translation>Moria-Orks</translation>
    </message>
    <message>
        <source>Orcs of the Misty Mountains</source>
        <translation>Orks des Nebelgebirges</translation>
    </message>
    <message>
        <source>Grishak</source>
        <translation>Grishak</translation>
    </message>
    <message>
        <source>Bolgrat</source>
        <translation>Bolgrat</translation>
    </message>
    <message>
        <source>Naglur</source>
        <translation>Naglur</translation>
    </message>
    <message>
        <source>Dwarves of Erebor</source>
        <translation>Zwerge vom Erebor</translation>
    </message>
    <message>
        <source>Durin&apos;s Folk</source>
        <translation>Durins Volk</translation>
    </message>
    <message>
        <source>Farin</source>
        <translation>Farin</translation>
    </message>
    <message>
        <source>Hanar</source>
        <translation>Hanar</translation>
    </message>
    <message>
        <source>Frár</source>
        <translation>Frár</translation>
    </message>
    <message>
        <source>Wardens of Lothlórien</source>
        <translation>Wächter von Lothlórien</translation>
    </message>
    <message>
        <source>Galadhrim</source>
        <translation>Galadhrim</translation>
    </message>
    <message>
        <source>Rúmil</source>
        <translation>Rúmil</translation>
    </message>
    <message>
        <source>Orophin</source>
        <translation>Orophin</translation>
    </message>
    <message>
        <source>Taurion</source>
        <translation>Taurion</translation>
    </message>
    <message>
        <source>Clash at Amon Hen</source>
        <translation>Zusammenstoß am Amon Hen</translation>
    </message>
    <message>
        <source>Two warbands meet on the wooded slopes below the Seat of Seeing, and neither will give way. Break the enemy before your own warband breaks: a warband that has lost half of its figures is beaten.</source>
        <translation>Zwei Kriegerscharen treffen an den bewaldeten Hängen unterhalb des Sitzes des Sehens aufeinander, und keine will weichen. Brich den Feind, bevor deine eigene Kriegerschar bricht: Eine Kriegerschar, die die Hälfte ihrer Figuren verloren hat, ist geschlagen.</translation>
    </message>
    <message>
        <source>Hold the Fords of Isen</source>
        <translation>Halte die Isenfurten</translation>
    </message>
    <message>
        <source>The Isen runs shallow over its stony islets, and whoever holds the crossing holds the road. When the last turn ends, the warband with more figures standing in the ford, not cowed, wins.</source>
        <translation>Der Isen fließt seicht über seine steinigen Inselchen, und wer den Übergang hält, hält die Straße. Wenn die letzte Runde endet, gewinnt die Kriegerschar, die mehr Figuren in der Furt stehen hat, die nicht niedergeworfen sind.</translation>
    </message>
    <message>
        <source>The Heirloom under the Eaves</source>
        <translation>Das Erbstück am Waldsaum</translation>
    </message>
    <message>
        <source>An heirloom lies where it fell among the first trees of Fangorn. Pick it up and carry it off your own table edge to win; if nobody has done so by the end of the last turn, the side holding it wins.</source>
        <translation>Ein Erbstück liegt, wo es zwischen den ersten Bäumen des Fangorn zu Boden fiel. Heb es auf und trage es über deine eigene Tischkante fort, um zu gewinnen; hat das bis zum Ende der letzten Runde niemand geschafft, gewinnt die Seite, die es hält.</translation>
    </message>
    <message>
        <source>The Fellowship is on the Mordor track, or every Free Peoples nation is at war; he is placed in a region with an unconquered Sauron stronghold.</source>
        <translation>Die Gemeinschaft ist auf der Mordorleiste, oder jede Nation der Freien Völker ist im Krieg; er wird in einer Region mit einer nicht eroberten Festung Saurons aufgestellt.</translation>
    </message>
    <message>
        <source>Once a turn, a Muster die may be used as an Army die.</source>
        <translation>Einmal pro Runde darf ein Musterungswürfel als Armeewürfel verwendet werden.</translation>
    </message>
    <message>
        <source>Dwarves</source>
        <translation>Zwerge</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Elben</translation>
    </message>
    <message>
        <source>Southrons &amp; Easterlings</source>
        <translation>Südländer und Ostlinge</translation>
    </message>
    <message>
        <source>The first-player marker comes to you, and an intrigue card to your hand.</source>
        <translation>Der Startspielermarker geht an dich, und eine Intrigenkarte kommt auf deine Hand.</translation>
    </message>
    <message>
        <source>Gain 2 Fighters.</source>
        <translation>Erhalte 2 Kämpfer.</translation>
    </message>
    <message>
        <source>Gain 1 Cleric.</source>
        <translation>Erhalte 1 Kleriker.</translation>
    </message>
    <message>
        <source>Gain 1 Wizard.</source>
        <translation>Erhalte 1 Magier.</translation>
    </message>
    <message>
        <source>Gain 2 Rogues.</source>
        <translation>Erhalte 2 Schurken.</translation>
    </message>
    <message>
        <source>Gain 4 Gold.</source>
        <translation>Erhalte 4 Gold.</translation>
    </message>
    <message>
        <source>Buy one of the face-up buildings: pay its price, put it on a free lot, collect its VP tokens.</source>
        <translation>Kaufe eines der offen ausliegenden Gebäude: Bezahle seinen Preis, stelle es auf einen freien Bauplatz und nimm seine SP-Marker.</translation>
    </message>
    <message>
        <source>Choose one of the quests on offer; collect 2 Gold as well.</source>
        <translation>Wähle einen der ausliegenden Aufträge; nimm außerdem 2 Gold.</translation>
    </message>
    <message>
        <source>Choose one of the quests on offer; an intrigue card comes to your hand as well.</source>
        <translation>Wähle einen der ausliegenden Aufträge; außerdem kommt eine Intrigenkarte auf deine Hand.</translation>
    </message>
    <message>
        <source>Clear away all four face-up quests, deal four new ones, then pick up one of them.</source>
        <translation>Räume alle vier offenen Aufträge ab, lege vier neue aus und nimm dann einen davon.</translation>
    </message>
    <message>
        <source>Play an intrigue card from your hand (no card, no entry). After every agent is out, this agent moves on to a free space elsewhere.</source>
        <translation>Spiele eine Intrigenkarte von deiner Hand (ohne Karte kein Zutritt). Nachdem alle Agenten eingesetzt sind, zieht dieser Agent auf ein freies Feld an anderer Stelle weiter.</translation>
    </message>
    <message>
        <source>Entry Well</source>
        <translation>Einstiegsschacht</translation>
    </message>
    <message>
        <source>Choose one of the quests on offer at Cliffwatch Inn; afterwards you may play an intrigue card.</source>
        <translation>Wähle einen der im Gasthaus Klippenwacht ausliegenden Aufträge; danach darfst du eine Intrigenkarte spielen.</translation>
    </message>
    <message>
        <source>Hall of Mirrors</source>
        <translation>Spiegelsaal</translation>
    </message>
    <message>
        <source>Either one adventurer of whatever kind you like, or a Fighter together with a Rogue.</source>
        <translation>Entweder ein Abenteurer beliebiger Art nach deiner Wahl oder ein Kämpfer zusammen mit einem Schurken.</translation>
    </message>
    <message>
        <source>The Grim Statue</source>
        <translation>Die grimmige Statue</translation>
    </message>
    <message>
        <source>Two intrigue cards come to your hand.</source>
        <translation>Zwei Intrigenkarten kommen auf deine Hand.</translation>
    </message>
    <message>
        <source>Hall of the Voice</source>
        <translation>Halle der Stimme</translation>
    </message>
    <message>
        <source>Collect 5 Gold and a corruption, pick a quest at Cliffwatch Inn and an intrigue card besides.</source>
        <translation>Nimm 5 Gold und 1 Korruption, dazu einen Auftrag im Gasthaus Klippenwacht und eine Intrigenkarte.</translation>
    </message>
    <message>
        <source>Skull Island</source>
        <translation>Schädelinsel</translation>
    </message>
    <message>
        <source>Two adventurers of any kinds join your tavern, bringing a corruption along.</source>
        <translation>Zwei Abenteurer beliebiger Art kommen in deine Taverne und bringen 1 Korruption mit.</translation>
    </message>
    <message>
        <source>Slavers&apos; Market</source>
        <translation>Sklavenmarkt</translation>
    </message>
    <message>
        <source>Two Fighters and two Rogues join your tavern, bringing a corruption along.</source>
        <translation>Zwei Kämpfer und zwei Schurken kommen in deine Taverne und bringen 1 Korruption mit.</translation>
    </message>
    <message>
        <source>Caravan Court</source>
        <translation>Karawanenhof</translation>
    </message>
    <message>
        <source>Collect every Fighter piled here (2 are added when built and each round).</source>
        <translation>Nimm alle hier angesammelten Kämpfer (beim Bau und in jeder Runde kommen 2 hinzu).</translation>
    </message>
    <message>
        <source>Owner gains 1 Fighter.</source>
        <translation>Der Besitzer erhält 1 Kämpfer.</translation>
    </message>
    <message>
        <source>Dragon Tower</source>
        <translation>Drachenturm</translation>
    </message>
    <message>
        <source>A Wizard joins your tavern, and an intrigue card your hand.</source>
        <translation>Ein Magier kommt in deine Taverne und eine Intrigenkarte auf deine Hand.</translation>
    </message>
    <message>
        <source>Owner draws an intrigue card.</source>
        <translation>Der Besitzer zieht eine Intrigenkarte.</translation>
    </message>
    <message>
        <source>Fetlock Court</source>
        <translation>Fesselhof</translation>
    </message>
    <message>
        <source>Two Fighters and a Wizard join your tavern.</source>
        <translation>Zwei Kämpfer und ein Magier kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Owner gains a Fighter or a Wizard.</source>
        <translation>Der Besitzer erhält einen Kämpfer oder einen Magier.</translation>
    </message>
    <message>
        <source>The Golden Horn</source>
        <translation>Das Goldene Horn</translation>
    </message>
    <message>
        <source>Collect all the Gold piled here (4 are added when built and each round).</source>
        <translation>Nimm das ganze hier angesammelte Gold (beim Bau und in jeder Runde kommen 4 hinzu).</translation>
    </message>
    <message>
        <source>Owner gains 2 Gold.</source>
        <translation>Der Besitzer erhält 2 Gold.</translation>
    </message>
    <message>
        <source>Helmstar Warehouse</source>
        <translation>Lagerhaus Helmstar</translation>
    </message>
    <message>
        <source>Two Rogues join your tavern, with 2 Gold besides.</source>
        <translation>Zwei Schurken kommen in deine Taverne, dazu 2 Gold.</translation>
    </message>
    <message>
        <source>Owner gains 1 Rogue.</source>
        <translation>Der Besitzer erhält 1 Schurken.</translation>
    </message>
    <message>
        <source>Heroes&apos; Garden</source>
        <translation>Heldengarten</translation>
    </message>
    <message>
        <source>Pick up a face-up quest; you may finish it on the spot, and if you do, 4 VP extra.</source>
        <translation>Nimm einen offen ausliegenden Auftrag; du kannst ihn sofort erfüllen, und wenn du das tust, erhältst du 4 SP extra.</translation>
    </message>
    <message>
        <source>Owner scores 2 VP.</source>
        <translation>Der Besitzer erhält 2 SP.</translation>
    </message>
    <message>
        <source>House of Good Spirits</source>
        <translation>Haus der guten Geister</translation>
    </message>
    <message>
        <source>A Fighter joins your tavern, plus one adventurer of whatever kind you like.</source>
        <translation>Ein Kämpfer kommt in deine Taverne, dazu ein Abenteurer beliebiger Art.</translation>
    </message>
    <message>
        <source>House of Heroes</source>
        <translation>Haus der Helden</translation>
    </message>
    <message>
        <source>Two Fighters and a Cleric join your tavern.</source>
        <translation>Zwei Kämpfer und ein Kleriker kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Owner gains a Cleric or a Fighter.</source>
        <translation>Der Besitzer erhält einen Kleriker oder einen Kämpfer.</translation>
    </message>
    <message>
        <source>House of the Moon</source>
        <translation>Haus des Mondes</translation>
    </message>
    <message>
        <source>A Cleric joins your tavern; choose one of the quests on offer at Cliffwatch Inn.</source>
        <translation>Ein Kleriker kommt in deine Taverne; wähle einen der im Gasthaus Klippenwacht ausliegenden Aufträge.</translation>
    </message>
    <message>
        <source>House of Wonder</source>
        <translation>Haus der Wunder</translation>
    </message>
    <message>
        <source>Pay 2 Gold for two adventurers, each a Cleric or a Wizard as you like.</source>
        <translation>Bezahle 2 Gold für zwei Abenteurer, jeweils nach Wahl ein Kleriker oder ein Magier.</translation>
    </message>
    <message>
        <source>Jesters&apos; Court</source>
        <translation>Narrenhof</translation>
    </message>
    <message>
        <source>Collect every Rogue piled here (2 are added when built and each round).</source>
        <translation>Nimm alle hier angesammelten Schurken (beim Bau und in jeder Runde kommen 2 hinzu).</translation>
    </message>
    <message>
        <source>New Olamn</source>
        <translation>Neu-Olamn</translation>
    </message>
    <message>
        <source>Two Rogues and a Wizard join your tavern.</source>
        <translation>Zwei Schurken und ein Magier kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Owner gains a Rogue or a Wizard.</source>
        <translation>Der Besitzer erhält einen Schurken oder einen Magier.</translation>
    </message>
    <message>
        <source>Northgate</source>
        <translation>Nordtor</translation>
    </message>
    <message>
        <source>Gain one adventurer of any kind and 2 Gold.</source>
        <translation>Erhalte einen Abenteurer beliebiger Art und 2 Gold.</translation>
    </message>
    <message>
        <source>The Palace of Waterdeep</source>
        <translation>Der Palast von Waterdeep</translation>
    </message>
    <message>
        <source>Take the Ambassador: next round it is placed for you before anyone else moves.</source>
        <translation>Nimm den Botschafter: In der nächsten Runde wird er für dich eingesetzt, bevor irgendein anderer an der Reihe ist.</translation>
    </message>
    <message>
        <source>The Skulkway</source>
        <translation>Der Schleichweg</translation>
    </message>
    <message>
        <source>A Rogue and a Fighter join your tavern, with 2 Gold besides.</source>
        <translation>Ein Schurke und ein Kämpfer kommen in deine Taverne, dazu 2 Gold.</translation>
    </message>
    <message>
        <source>Owner gains a Fighter or a Rogue.</source>
        <translation>Der Besitzer erhält einen Kämpfer oder einen Schurken.</translation>
    </message>
    <message>
        <source>Smuggler&apos;s Dock</source>
        <translation>Schmugglerkai</translation>
    </message>
    <message>
        <source>Pay 2 Gold for four adventurers, each a Fighter or a Rogue as you like.</source>
        <translation>Bezahle 2 Gold für vier Abenteurer, jeweils nach Wahl ein Kämpfer oder ein Schurke.</translation>
    </message>
    <message>
        <source>Spires of the Morning</source>
        <translation>Türme des Morgens</translation>
    </message>
    <message>
        <source>Collect every Cleric piled here (1 is added when built and each round).</source>
        <translation>Nimm alle hier angesammelten Kleriker (beim Bau und in jeder Runde kommt 1 hinzu).</translation>
    </message>
    <message>
        <source>The Stone House</source>
        <translation>Das Steinhaus</translation>
    </message>
    <message>
        <source>Gain 1 Gold for every bought building on the board, yours or not.</source>
        <translation>Erhalte 1 Gold für jedes gekaufte Gebäude auf dem Spielplan, ob deines oder nicht.</translation>
    </message>
    <message>
        <source>The Three Pearls</source>
        <translation>Die Drei Perlen</translation>
    </message>
    <message>
        <source>Hand back any 2 adventurers and take any 3.</source>
        <translation>Gib 2 beliebige Abenteurer zurück und nimm 3 beliebige.</translation>
    </message>
    <message>
        <source>The Tower of Luck</source>
        <translation>Der Turm des Glücks</translation>
    </message>
    <message>
        <source>Two Rogues and a Cleric join your tavern.</source>
        <translation>Zwei Schurken und ein Kleriker kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Owner gains a Cleric or a Rogue.</source>
        <translation>Der Besitzer erhält einen Kleriker oder einen Schurken.</translation>
    </message>
    <message>
        <source>Tower of the Order</source>
        <translation>Turm des Ordens</translation>
    </message>
    <message>
        <source>Collect every Wizard piled here (1 is added when built and each round).</source>
        <translation>Nimm alle hier angesammelten Magier (beim Bau und in jeder Runde kommt 1 hinzu).</translation>
    </message>
    <message>
        <source>The Waymoot</source>
        <translation>Der Wegetreff</translation>
    </message>
    <message>
        <source>Collect the VP piled here (3 are added when built and each round) and pick up a face-up quest.</source>
        <translation>Nimm die hier angesammelten SP (beim Bau und in jeder Runde kommen 3 hinzu) und nimm einen offen ausliegenden Auftrag.</translation>
    </message>
    <message>
        <source>The Yawning Portal</source>
        <translation>Das Gähnende Portal</translation>
    </message>
    <message>
        <source>Two adventurers of whatever kinds you like join your tavern.</source>
        <translation>Zwei Abenteurer beliebiger Art nach deiner Wahl kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Owner gains one adventurer of any kind.</source>
        <translation>Der Besitzer erhält einen Abenteurer beliebiger Art.</translation>
    </message>
    <message>
        <source>The Zoarstar</source>
        <translation>Der Zoarstar</translation>
    </message>
    <message>
        <source>Borrow the action of any space an opponent&apos;s agent is standing on.</source>
        <translation>Nutze die Aktion eines beliebigen Feldes, auf dem ein Agent eines Gegners steht.</translation>
    </message>
    <message>
        <source>Belkram&apos;s Tomb</source>
        <translation>Belkrams Grab</translation>
    </message>
    <message>
        <source>Collect 5 Gold; afterwards you may play an intrigue card.</source>
        <translation>Nimm 5 Gold; danach darfst du eine Intrigenkarte spielen.</translation>
    </message>
    <message>
        <source>Citadel of the Bloody Hand</source>
        <translation>Zitadelle der Blutigen Hand</translation>
    </message>
    <message>
        <source>Four Fighters join your tavern; then choose two action spaces and drop a Fighter from the supply on each, for whoever next visits them.</source>
        <translation>Vier Kämpfer kommen in deine Taverne; wähle dann zwei Aktionsfelder und lege auf jedes einen Kämpfer aus dem Vorrat, für den, der es als Nächstes besucht.</translation>
    </message>
    <message>
        <source>Owner gains 2 Fighters.</source>
        <translation>Der Besitzer erhält 2 Kämpfer.</translation>
    </message>
    <message>
        <source>Hall of Many Pillars</source>
        <translation>Halle der vielen Säulen</translation>
    </message>
    <message>
        <source>Play an intrigue card from your hand (no card, no entry), and up to two more after it.</source>
        <translation>Spiele eine Intrigenkarte von deiner Hand (ohne Karte kein Zutritt) und danach bis zu zwei weitere.</translation>
    </message>
    <message>
        <source>Hall of Sleeping Kings</source>
        <translation>Halle der schlafenden Könige</translation>
    </message>
    <message>
        <source>A Fighter and a Rogue join your tavern; afterwards you may play an intrigue card.</source>
        <translation>Ein Kämpfer und ein Schurke kommen in deine Taverne; danach darfst du eine Intrigenkarte spielen.</translation>
    </message>
    <message>
        <source>Hall of Three Lords</source>
        <translation>Halle der drei Lords</translation>
    </message>
    <message>
        <source>Take three adventurers of your choice out of your tavern and set one on each of three different action spaces, then score 10 VP.</source>
        <translation>Nimm drei Abenteurer deiner Wahl aus deiner Taverne und lege je einen auf drei verschiedene Aktionsfelder; erhalte dann 10 SP.</translation>
    </message>
    <message>
        <source>High Duke&apos;s Tomb</source>
        <translation>Grab des Hohen Herzogs</translation>
    </message>
    <message>
        <source>Collect 8 Gold; then choose two action spaces and drop 2 Gold from the supply on each, for whoever next visits them.</source>
        <translation>Nimm 8 Gold; wähle dann zwei Aktionsfelder und lege auf jedes 2 Gold aus dem Vorrat, für den, der es als Nächstes besucht.</translation>
    </message>
    <message>
        <source>Owner gains 4 Gold.</source>
        <translation>Der Besitzer erhält 4 Gold.</translation>
    </message>
    <message>
        <source>Room of Wisdom</source>
        <translation>Raum der Weisheit</translation>
    </message>
    <message>
        <source>Two Clerics join your tavern; then drop a Cleric from the supply on an action space of your choosing, for whoever next visits it.</source>
        <translation>Zwei Kleriker kommen in deine Taverne; lege dann einen Kleriker aus dem Vorrat auf ein Aktionsfeld deiner Wahl, für den, der es als Nächstes besucht.</translation>
    </message>
    <message>
        <source>Owner gains 1 Cleric.</source>
        <translation>Der Besitzer erhält 1 Kleriker.</translation>
    </message>
    <message>
        <source>Shadowdusk Hold</source>
        <translation>Feste Shadowdusk</translation>
    </message>
    <message>
        <source>Four Rogues join your tavern; then choose two action spaces and drop a Rogue from the supply on each, for whoever next visits them.</source>
        <translation>Vier Schurken kommen in deine Taverne; wähle dann zwei Aktionsfelder und lege auf jedes einen Schurken aus dem Vorrat, für den, der es als Nächstes besucht.</translation>
    </message>
    <message>
        <source>Owner gains 2 Rogues.</source>
        <translation>Der Besitzer erhält 2 Schurken.</translation>
    </message>
    <message>
        <source>The Eye&apos;s Lair</source>
        <translation>Der Hort des Auges</translation>
    </message>
    <message>
        <source>One adventurer of whatever kind you like joins your tavern; afterwards you may play an intrigue card.</source>
        <translation>Ein Abenteurer beliebiger Art nach deiner Wahl kommt in deine Taverne; danach darfst du eine Intrigenkarte spielen.</translation>
    </message>
    <message>
        <source>The Librarium</source>
        <translation>Das Librarium</translation>
    </message>
    <message>
        <source>Two Wizards join your tavern; then drop a Wizard from the supply on an action space of your choosing, for whoever next visits it.</source>
        <translation>Zwei Magier kommen in deine Taverne; lege dann einen Magier aus dem Vorrat auf ein Aktionsfeld deiner Wahl, für den, der es als Nächstes besucht.</translation>
    </message>
    <message>
        <source>Owner gains 1 Wizard.</source>
        <translation>Der Besitzer erhält 1 Magier.</translation>
    </message>
    <message>
        <source>The Lost Cavern</source>
        <translation>Die verlorene Höhle</translation>
    </message>
    <message>
        <source>Throw away one of your unfinished quests (never a mandatory one) for a Fighter, a Rogue and one adventurer of whatever kind you like.</source>
        <translation>Wirf einen deiner nicht erfüllten Aufträge ab (niemals einen Pflichtauftrag) und erhalte dafür einen Kämpfer, einen Schurken und einen Abenteurer beliebiger Art nach deiner Wahl.</translation>
    </message>
    <message>
        <source>Trobriand&apos;s Graveyard</source>
        <translation>Trobriands Friedhof</translation>
    </message>
    <message>
        <source>Draw 2 intrigue cards and collect 4 Gold, then throw away 2 intrigue cards from your hand.</source>
        <translation>Ziehe 2 Intrigenkarten und nimm 4 Gold; wirf dann 2 Intrigenkarten von deiner Hand ab.</translation>
    </message>
    <message>
        <source>Cryptkey Facilitations</source>
        <translation>Cryptkeys Vermittlungen</translation>
    </message>
    <message>
        <source>Three Rogues and 5 Gold join your tavern, bringing a corruption along.</source>
        <translation>Drei Schurken und 5 Gold kommen in deine Taverne und bringen 1 Korruption mit.</translation>
    </message>
    <message>
        <source>Owner gains 3 Gold.</source>
        <translation>Der Besitzer erhält 3 Gold.</translation>
    </message>
    <message>
        <source>Delver&apos;s Folly</source>
        <translation>Die Torheit des Höhlengängers</translation>
    </message>
    <message>
        <source>Move a corruption token from your tavern onto any action space; the next agent to go there picks it up.</source>
        <translation>Lege einen Korruptionsmarker aus deiner Taverne auf ein beliebiges Aktionsfeld; der nächste Agent, der dorthin geht, nimmt ihn auf.</translation>
    </message>
    <message>
        <source>Monsters Made to Order</source>
        <translation>Monster auf Bestellung</translation>
    </message>
    <message>
        <source>Scoop up all the corruption lying here (one more is laid here when built and each round); for each token, one of your agents out in the city comes home to your pool.</source>
        <translation>Nimm die ganze hier liegende Korruption (beim Bau und in jeder Runde kommt 1 hinzu); für jeden Marker kehrt einer deiner in der Stadt eingesetzten Agenten in deinen Vorrat zurück.</translation>
    </message>
    <message>
        <source>Promenade of the Dark Maiden</source>
        <translation>Promenade der Dunklen Maid</translation>
    </message>
    <message>
        <source>As many as two corruption tokens in your tavern leave the game for good.</source>
        <translation>Bis zu zwei Korruptionsmarker aus deiner Taverne verlassen endgültig das Spiel.</translation>
    </message>
    <message>
        <source>Owner scores 3 VP.</source>
        <translation>Der Besitzer erhält 3 SP.</translation>
    </message>
    <message>
        <source>Secret Shrine</source>
        <translation>Geheimer Schrein</translation>
    </message>
    <message>
        <source>Put one of your corruption tokens back on the track to gain a Cleric.</source>
        <translation>Lege einen deiner Korruptionsmarker zurück auf die Korruptionsleiste und erhalte dafür einen Kleriker.</translation>
    </message>
    <message>
        <source>Shradin&apos;s Excellent Zombies</source>
        <translation>Shradins vortreffliche Zombies</translation>
    </message>
    <message>
        <source>Three Fighters and a Cleric join your tavern, bringing a corruption along.</source>
        <translation>Drei Kämpfer und ein Kleriker kommen in deine Taverne und bringen 1 Korruption mit.</translation>
    </message>
    <message>
        <source>The Deepfires</source>
        <translation>Die Tiefenfeuer</translation>
    </message>
    <message>
        <source>One adventurer of whatever kind you like and 5 Gold join your tavern, bringing a corruption along; pick a quest at Cliffwatch Inn as well.</source>
        <translation>Ein Abenteurer beliebiger Art nach deiner Wahl und 5 Gold kommen in deine Taverne und bringen 1 Korruption mit; nimm außerdem einen Auftrag im Gasthaus Klippenwacht.</translation>
    </message>
    <message>
        <source>The Frontal Lobe</source>
        <translation>Der Stirnlappen</translation>
    </message>
    <message>
        <source>Hand back one adventurer of any kind for three Wizards, who bring a corruption along.</source>
        <translation>Gib einen Abenteurer beliebiger Art zurück und erhalte dafür drei Magier, die 1 Korruption mitbringen.</translation>
    </message>
    <message>
        <source>Owner gains the very kind of adventurer the visitor handed back.</source>
        <translation>Der Besitzer erhält einen Abenteurer genau der Art, die der Besucher zurückgegeben hat.</translation>
    </message>
    <message>
        <source>The Hell Hound&apos;s Muzzle</source>
        <translation>Die Schnauze des Höllenhunds</translation>
    </message>
    <message>
        <source>One adventurer of each kind joins your tavern, bringing a corruption along.</source>
        <translation>Von jeder Art kommt ein Abenteurer in deine Taverne; zusammen bringen sie 1 Korruption mit.</translation>
    </message>
    <message>
        <source>The Poisoned Quill</source>
        <translation>Die vergiftete Feder</translation>
    </message>
    <message>
        <source>Put one of your corruption tokens back on the track, and play an intrigue card from your hand.</source>
        <translation>Lege einen deiner Korruptionsmarker zurück auf die Korruptionsleiste und spiele eine Intrigenkarte von deiner Hand.</translation>
    </message>
    <message>
        <source>The Thrown Gauntlet</source>
        <translation>Der geworfene Fehdehandschuh</translation>
    </message>
    <message>
        <source>Three Fighters and three Rogues join your tavern, bringing a corruption along.</source>
        <translation>Drei Kämpfer und drei Schurken kommen in deine Taverne und bringen 1 Korruption mit.</translation>
    </message>
    <message>
        <source>Owner gains a Fighter and a Rogue.</source>
        <translation>Der Besitzer erhält einen Kämpfer und einen Schurken.</translation>
    </message>
    <message>
        <source>Thimblewine&apos;s Pawnshop</source>
        <translation>Thimblewines Pfandhaus</translation>
    </message>
    <message>
        <source>Put one of your corruption tokens back on the track to collect 1 Gold.</source>
        <translation>Lege einen deiner Korruptionsmarker zurück auf die Korruptionsleiste und nimm dafür 1 Gold.</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Hinterhalt</translation>
    </message>
    <message>
        <source>Every opponent gives up a Fighter; you gain a Fighter for each one who has none.</source>
        <translation>Jeder Gegner gibt einen Kämpfer ab; du erhältst einen Kämpfer für jeden, der keinen hat.</translation>
    </message>
    <message>
        <source>Arcane Mishap</source>
        <translation>Arkanes Missgeschick</translation>
    </message>
    <message>
        <source>Every opponent gives up a Wizard; you draw an intrigue card for each one who has none.</source>
        <translation>Jeder Gegner gibt einen Magier ab; du ziehst eine Intrigenkarte für jeden, der keinen hat.</translation>
    </message>
    <message>
        <source>Assassination</source>
        <translation>Attentat</translation>
    </message>
    <message>
        <source>Every opponent gives up a Rogue; you gain 2 Gold for each one who has none.</source>
        <translation>Jeder Gegner gibt einen Schurken ab; du erhältst 2 Gold für jeden, der keinen hat.</translation>
    </message>
    <message>
        <source>Lack of Faith</source>
        <translation>Glaubensmangel</translation>
    </message>
    <message>
        <source>Every opponent gives up a Cleric; you score 2 VP for each one who has none.</source>
        <translation>Jeder Gegner gibt einen Kleriker ab; du erhältst 2 SP für jeden, der keinen hat.</translation>
    </message>
    <message>
        <source>Bribe Agent</source>
        <translation>Agenten bestechen</translation>
    </message>
    <message>
        <source>Pay 2 Gold, then borrow the action of any space an opponent&apos;s agent is standing on.</source>
        <translation>Bezahle 2 Gold und nutze dann die Aktion eines beliebigen Feldes, auf dem ein Agent eines Gegners steht.</translation>
    </message>
    <message>
        <source>Free Drinks!</source>
        <translation>Freibier!</translation>
    </message>
    <message>
        <source>Lure one adventurer of your choice out of an opponent&apos;s tavern into yours.</source>
        <translation>Locke einen Abenteurer deiner Wahl aus der Taverne eines Gegners in deine.</translation>
    </message>
    <message>
        <source>Accelerate Plans</source>
        <translation>Pläne beschleunigen</translation>
    </message>
    <message>
        <source>One of your agents at Waterdeep Harbor comes home; then place two agents at once.</source>
        <translation>Einer deiner Agenten im Hafen von Waterdeep kehrt in deinen Vorrat zurück; setze dann zwei Agenten auf einmal ein.</translation>
    </message>
    <message>
        <source>Bidding War</source>
        <translation>Bidding War</translation>
    </message>
    <message>
        <source>Reveal a quest per player; going round from you, everyone keeps one.</source>
        <translation>Decke einen Auftrag pro Spieler auf; reihum, beginnend bei dir, behält jeder einen.</translation>
    </message>
    <message>
        <source>Call for Adventurers</source>
        <translation>Ruf nach Abenteurern</translation>
    </message>
    <message>
        <source>Two adventurers of any kind join you; every opponent gets one of any kind.</source>
        <translation>Zwei Abenteurer beliebiger Art kommen zu dir; jeder Gegner erhält einen beliebiger Art.</translation>
    </message>
    <message>
        <source>Call in a Favor</source>
        <translation>Einen Gefallen einfordern</translation>
    </message>
    <message>
        <source>Pick one: 4 Gold, 2 Fighters, 2 Rogues, a Wizard or a Cleric.</source>
        <translation>Wähle eines: 4 Gold, 2 Kämpfer, 2 Schurken, einen Magier oder einen Kleriker.</translation>
    </message>
    <message>
        <source>Change of Plans</source>
        <translation>Change of Plans</translation>
    </message>
    <message>
        <source>Drop one of your unfinished quests for 6 VP; each opponent may drop one for 3 VP.</source>
        <translation>Wirf einen deiner nicht erfüllten Aufträge für 6 SP ab; jeder Gegner darf einen für 3 SP abwerfen.</translation>
    </message>
    <message>
        <source>Conscription</source>
        <translation>Einberufung</translation>
    </message>
    <message>
        <source>Gain 2 Fighters; an opponent you pick gains 1 Fighter.</source>
        <translation>Erhalte 2 Kämpfer; ein Gegner deiner Wahl erhält 1 Kämpfer.</translation>
    </message>
    <message>
        <source>Crime Wave</source>
        <translation>Verbrechenswelle</translation>
    </message>
    <message>
        <source>Gain 2 Rogues; an opponent you pick gains 1 Rogue.</source>
        <translation>Erhalte 2 Schurken; ein Gegner deiner Wahl erhält 1 Schurken.</translation>
    </message>
    <message>
        <source>Good Faith</source>
        <translation>Guter Glaube</translation>
    </message>
    <message>
        <source>Gain 2 Clerics; an opponent you pick gains 1 Cleric.</source>
        <translation>Erhalte 2 Kleriker; ein Gegner deiner Wahl erhält 1 Kleriker.</translation>
    </message>
    <message>
        <source>Graduation Day</source>
        <translation>Abschlusstag</translation>
    </message>
    <message>
        <source>Gain 2 Wizards; an opponent you pick gains 1 Wizard.</source>
        <translation>Erhalte 2 Magier; ein Gegner deiner Wahl erhält 1 Magier.</translation>
    </message>
    <message>
        <source>Real Estate Deal</source>
        <translation>Real Estate Deal</translation>
    </message>
    <message>
        <source>Give up an empty building of yours and take one from Builder&apos;s Hall in its place, free.</source>
        <translation>Gib ein leeres Gebäude von dir ab und nimm dafür kostenlos eines aus der Baumeisterhalle.</translation>
    </message>
    <message>
        <source>Recall Agent</source>
        <translation>Agenten zurückrufen</translation>
    </message>
    <message>
        <source>One agent of yours already out in the city goes home to your pool.</source>
        <translation>Einer deiner Agenten, der bereits in der Stadt eingesetzt ist, kehrt in deinen Vorrat zurück.</translation>
    </message>
    <message>
        <source>Recruit Spies</source>
        <translation>Spione anwerben</translation>
    </message>
    <message>
        <source>Gain 2 Rogues; each opponent may hand you a Rogue once and score 3 VP for it.</source>
        <translation>Erhalte 2 Schurken; jeder Gegner darf dir einmal einen Schurken geben und erhält dafür 3 SP.</translation>
    </message>
    <message>
        <source>Request Assistance</source>
        <translation>Um Beistand bitten</translation>
    </message>
    <message>
        <source>Gain 2 Fighters; each opponent may hand you a Fighter once and score 3 VP for it.</source>
        <translation>Erhalte 2 Kämpfer; jeder Gegner darf dir einmal einen Kämpfer geben und erhält dafür 3 SP.</translation>
    </message>
    <message>
        <source>Research Agreement</source>
        <translation>Forschungsabkommen</translation>
    </message>
    <message>
        <source>Gain 2 Wizards; each opponent may hand you a Wizard once and score 5 VP for it.</source>
        <translation>Erhalte 2 Magier; jeder Gegner darf dir einmal einen Magier geben und erhält dafür 5 SP.</translation>
    </message>
    <message>
        <source>Sample Wares</source>
        <translation>Warenproben</translation>
    </message>
    <message>
        <source>Send an idle agent to a building still for sale in Builder&apos;s Hall and use it as if it were yours.</source>
        <translation>Schicke einen noch nicht eingesetzten Agenten zu einem Gebäude, das noch in der Baumeisterhalle zum Verkauf steht, und nutze es, als gehörte es dir.</translation>
    </message>
    <message>
        <source>Special Assignment</source>
        <translation>Special Assignment</translation>
    </message>
    <message>
        <source>Name a quest type and turn up quests until one of that type shows; keep it.</source>
        <translation>Nenne eine Auftragsart und decke Aufträge auf, bis einer dieser Art erscheint; behalte ihn.</translation>
    </message>
    <message>
        <source>Spread the Wealth</source>
        <translation>Den Reichtum verteilen</translation>
    </message>
    <message>
        <source>Gain 4 Gold; an opponent you pick gains 2 Gold.</source>
        <translation>Erhalte 4 Gold; ein Gegner deiner Wahl erhält 2 Gold.</translation>
    </message>
    <message>
        <source>Summon the Faithful</source>
        <translation>Die Gläubigen rufen</translation>
    </message>
    <message>
        <source>Gain 2 Clerics; each opponent may hand you a Cleric once and score 5 VP for it.</source>
        <translation>Erhalte 2 Kleriker; jeder Gegner darf dir einmal einen Kleriker geben und erhält dafür 5 SP.</translation>
    </message>
    <message>
        <source>Tax Collection</source>
        <translation>Steuereintreibung</translation>
    </message>
    <message>
        <source>Gain 4 Gold; each opponent may pay you 4 Gold once and score 4 VP for it.</source>
        <translation>Erhalte 4 Gold; jeder Gegner darf dir einmal 4 Gold zahlen und erhält dafür 4 SP.</translation>
    </message>
    <message>
        <source>Fend Off Bandits</source>
        <translation>Banditen abwehren</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (2 Fighters and 1 Wizard for 2 VP), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (2 Kämpfer und 1 Magier für 2 SP), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Score 2 VP.</source>
        <translation>Erhalte 2 SP.</translation>
    </message>
    <message>
        <source>Foil the Zhentarim</source>
        <translation>Die Zhentarim durchkreuzen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Fighter, 1 Rogue and 1 Wizard for 2 VP), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (1 Kämpfer, 1 Schurke und 1 Magier für 2 SP), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Placate Angry Merchants</source>
        <translation>Wütende Händler besänftigen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Fighter and 1 Wizard for 4 VP), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (1 Kleriker, 1 Kämpfer und 1 Magier für 4 SP), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Score 4 VP.</source>
        <translation>Erhalte 4 SP.</translation>
    </message>
    <message>
        <source>Quell Riots</source>
        <translation>Unruhen niederschlagen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (2 Clerics and 1 Fighter for 4 VP), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (2 Kleriker und 1 Kämpfer für 4 SP), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Repel Drow Invaders</source>
        <translation>Drow-Invasoren zurückschlagen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric and 2 Rogues for 2 VP), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (1 Kleriker und 2 Schurken für 2 SP), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Stamp Out Cultists</source>
        <translation>Kultisten ausmerzen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Fighter and 1 Rogue for 2 VP), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (1 Kleriker, 1 Kämpfer und 1 Schurke für 2 SP), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Call for Assistance</source>
        <translation>Hilferuf</translation>
    </message>
    <message>
        <source>Pick an opponent and lead two adventurers out of their tavern into yours, each a Fighter or a Rogue.</source>
        <translation>Wähle einen Gegner und locke zwei Abenteurer aus seiner Taverne in deine, jeweils einen Kämpfer oder einen Schurken.</translation>
    </message>
    <message>
        <source>Demolish</source>
        <translation>Abriss</translation>
    </message>
    <message>
        <source>Tear down a bought building with no agent on it (if it was not yours, pay its owner its price in Gold), then take a building from Builder&apos;s Hall without paying.</source>
        <translation>Reiße ein gekauftes Gebäude ab, auf dem kein Agent steht (gehörte es nicht dir, zahle seinem Besitzer seinen Preis in Gold), und nimm dann ein Gebäude aus der Baumeisterhalle, ohne zu bezahlen.</translation>
    </message>
    <message>
        <source>Inevitable Betrayal</source>
        <translation>Unvermeidlicher Verrat</translation>
    </message>
    <message>
        <source>Pick an opponent: one adventurer of your choice and 2 Gold move from their tavern to yours, and then this very card goes into their hand.</source>
        <translation>Wähle einen Gegner: Ein Abenteurer deiner Wahl und 2 Gold wandern aus seiner Taverne in deine, und danach kommt genau diese Karte auf seine Hand.</translation>
    </message>
    <message>
        <source>Manipulate</source>
        <translation>Manipulieren</translation>
    </message>
    <message>
        <source>Shift an opponent&apos;s agent to a free space, whose action its owner may then take; afterwards you place one of your idle agents.</source>
        <translation>Versetze einen Agenten eines Gegners auf ein freies Feld, dessen Aktion sein Besitzer dann ausführen darf; danach setzt du einen deiner noch nicht eingesetzten Agenten ein.</translation>
    </message>
    <message>
        <source>Preferential Treatment</source>
        <translation>Vorzugsbehandlung</translation>
    </message>
    <message>
        <source>The first-player marker comes to you, with 2 Gold besides.</source>
        <translation>Der Startspielermarker kommt zu dir, dazu 2 Gold.</translation>
    </message>
    <message>
        <source>Allied Faiths</source>
        <translation>Verbündete Glaubensrichtungen</translation>
    </message>
    <message>
        <source>Hand a Cleric from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Gib einem Gegner deiner Wahl einen Kleriker aus deiner Taverne; für diese Geste erhältst du 8 SP.</translation>
    </message>
    <message>
        <source>Architectural Innovation</source>
        <translation>Architektonische Innovation</translation>
    </message>
    <message>
        <source>Gain 2 Gold; you may also buy one of the buildings for sale in Builder&apos;s Hall at its price.</source>
        <translation>Erhalte 2 Gold; außerdem darfst du eines der Gebäude, die in der Baumeisterhalle zum Verkauf stehen, zu seinem Preis kaufen.</translation>
    </message>
    <message>
        <source>Friendly Loan</source>
        <translation>Freundschaftliches Darlehen</translation>
    </message>
    <message>
        <source>Hand 4 Gold from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Gib einem Gegner deiner Wahl 4 Gold aus deiner Taverne; für diese Geste erhältst du 8 SP.</translation>
    </message>
    <message>
        <source>Honor Among Thieves</source>
        <translation>Ganovenehre</translation>
    </message>
    <message>
        <source>Hand two Rogues from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Gib einem Gegner deiner Wahl zwei Schurken aus deiner Taverne; für diese Geste erhältst du 8 SP.</translation>
    </message>
    <message>
        <source>Information Broker</source>
        <translation>Informationshändler</translation>
    </message>
    <message>
        <source>Three intrigue cards come to your hand, and one to the hand of every opponent.</source>
        <translation>Drei Intrigenkarten kommen auf deine Hand und eine auf die Hand jedes Gegners.</translation>
    </message>
    <message>
        <source>Mercenary Contract</source>
        <translation>Söldnervertrag</translation>
    </message>
    <message>
        <source>Hand two Fighters from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Gib einem Gegner deiner Wahl zwei Kämpfer aus deiner Taverne; für diese Geste erhältst du 8 SP.</translation>
    </message>
    <message>
        <source>Open Lord</source>
        <translation>Offener Lord</translation>
    </message>
    <message>
        <source>Show everyone your Lord and drop any mandatory quest you still owe; from now on, opponents&apos; attack and mandatory-quest cards pass you by.</source>
        <translation>Zeige allen deinen Lord und wirf jeden Pflichtauftrag ab, den du noch schuldest; von nun an gehen Angriffs- und Pflichtauftragskarten der Gegner an dir vorbei.</translation>
    </message>
    <message>
        <source>Organized Crime</source>
        <translation>Organisiertes Verbrechen</translation>
    </message>
    <message>
        <source>Two Rogues for you; two action spaces of your choosing get a Rogue from the supply apiece, waiting for their next visitors.</source>
        <translation>Zwei Schurken für dich; zwei Aktionsfelder deiner Wahl erhalten je einen Schurken aus dem Vorrat, der dort auf den nächsten Besucher wartet.</translation>
    </message>
    <message>
        <source>Proselytize</source>
        <translation>Bekehren</translation>
    </message>
    <message>
        <source>A Cleric for you, and another from the supply waits on an action space of your choosing for its next visitor.</source>
        <translation>Ein Kleriker für dich, und ein weiterer aus dem Vorrat wartet auf einem Aktionsfeld deiner Wahl auf dessen nächsten Besucher.</translation>
    </message>
    <message>
        <source>Recruitment Drive</source>
        <translation>Rekrutierungskampagne</translation>
    </message>
    <message>
        <source>Two Fighters for you; two action spaces of your choosing get a Fighter from the supply apiece, waiting for their next visitors.</source>
        <translation>Zwei Kämpfer für dich; zwei Aktionsfelder deiner Wahl erhalten je einen Kämpfer aus dem Vorrat, der dort auf den nächsten Besucher wartet.</translation>
    </message>
    <message>
        <source>Sponsor Apprentices</source>
        <translation>Lehrlinge fördern</translation>
    </message>
    <message>
        <source>A Wizard for you, and another from the supply waits on an action space of your choosing for its next visitor.</source>
        <translation>Ein Magier für dich, und ein weiterer aus dem Vorrat wartet auf einem Aktionsfeld deiner Wahl auf dessen nächsten Besucher.</translation>
    </message>
    <message>
        <source>Tax Revolt</source>
        <translation>Steueraufstand</translation>
    </message>
    <message>
        <source>4 Gold for you; two action spaces of your choosing get 2 Gold from the supply apiece, waiting for their next visitors.</source>
        <translation>4 Gold für dich; zwei Aktionsfelder deiner Wahl erhalten je 2 Gold aus dem Vorrat, die dort auf den nächsten Besucher warten.</translation>
    </message>
    <message>
        <source>Unexpected Success</source>
        <translation>Unerwarteter Erfolg</translation>
    </message>
    <message>
        <source>Draw two intrigue cards, one at a time; each may be played the moment it arrives.</source>
        <translation>Ziehe nacheinander zwei Intrigenkarten; jede darf gespielt werden, sobald sie ankommt.</translation>
    </message>
    <message>
        <source>Unlikely Assistance</source>
        <translation>Unverhoffte Unterstützung</translation>
    </message>
    <message>
        <source>Hand a Wizard from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Gib einem Gegner deiner Wahl einen Magier aus deiner Taverne; für diese Geste erhältst du 8 SP.</translation>
    </message>
    <message>
        <source>Evade Assassin</source>
        <translation>Einem Attentäter entkommen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (2 Rogues and 1 Wizard for an intrigue card), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (2 Schurken und 1 Magier für eine Intrigenkarte), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Draw an intrigue card.</source>
        <translation>Ziehe eine Intrigenkarte.</translation>
    </message>
    <message>
        <source>Subdue Illithid Menace</source>
        <translation>Die Illithiden-Bedrohung bändigen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric and 2 Fighters for an intrigue card), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (1 Kleriker und 2 Kämpfer für eine Intrigenkarte), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Unveil Abyssal Agent</source>
        <translation>Einen Agenten des Abyss enttarnen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric and 1 Wizard for an intrigue card), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (1 Kleriker und 1 Magier für eine Intrigenkarte), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <translation>Erpressung</translation>
    </message>
    <message>
        <source>Pick an opponent: 2 of their Gold move to your tavern, and you get a secret look at their Lord.</source>
        <translation>Wähle einen Gegner: 2 Gold aus seiner Taverne wandern in deine, und du siehst dir heimlich seinen Lord an.</translation>
    </message>
    <message>
        <source>Doppelganger</source>
        <translation>Doppelgänger</translation>
    </message>
    <message>
        <source>Borrow the action of a space where the agent of an opponent with more corruption than you stands.</source>
        <translation>Nutze die Aktion eines Feldes, auf dem der Agent eines Gegners steht, der mehr Korruption hat als du.</translation>
    </message>
    <message>
        <source>Expose Corruption</source>
        <translation>Korruption aufdecken</translation>
    </message>
    <message>
        <source>Every opponent who holds more corruption than you must take one more from the track.</source>
        <translation>Jeder Gegner, der mehr Korruption hat als du, muss 1 weitere von der Korruptionsleiste nehmen.</translation>
    </message>
    <message>
        <source>Foist Responsibility</source>
        <translation>Verantwortung abwälzen</translation>
    </message>
    <message>
        <source>Take a corruption, then pass a mandatory quest you still owe to an opponent who holds corruption already.</source>
        <translation>Nimm 1 Korruption und gib dann einen Pflichtauftrag, den du noch schuldest, an einen Gegner weiter, der bereits Korruption hat.</translation>
    </message>
    <message>
        <source>Forge Deed</source>
        <translation>Urkundenfälschung</translation>
    </message>
    <message>
        <source>Take two corruption and make a building an opponent owns your own.</source>
        <translation>Nimm 2 Korruption und mache ein Gebäude, das ein Gegner besitzt, zu deinem eigenen.</translation>
    </message>
    <message>
        <source>Black Market Money</source>
        <translation>Schwarzmarktgeld</translation>
    </message>
    <message>
        <source>Gain 9 Gold and a corruption; every opponent may also help themselves to 4 Gold and a corruption.</source>
        <translation>Erhalte 9 Gold und 1 Korruption; jeder Gegner darf sich ebenfalls 4 Gold und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Bribe the Watch</source>
        <translation>Die Wache bestechen</translation>
    </message>
    <message>
        <source>Pay 2 Gold and put as many as two of your corruption tokens back on the track; every opponent may pay 4 Gold to put one back.</source>
        <translation>Bezahle 2 Gold und lege bis zu zwei deiner Korruptionsmarker zurück auf die Korruptionsleiste; jeder Gegner darf 4 Gold bezahlen, um einen zurückzulegen.</translation>
    </message>
    <message>
        <source>Corrupting Influence</source>
        <translation>Korrumpierender Einfluss</translation>
    </message>
    <message>
        <source>Two action spaces of your choosing each get a corruption token from the track, waiting for their next visitors.</source>
        <translation>Zwei Aktionsfelder deiner Wahl erhalten je einen Korruptionsmarker von der Korruptionsleiste, der dort auf den nächsten Besucher wartet.</translation>
    </message>
    <message>
        <source>Dark Dagger Assassination</source>
        <translation>Attentat des Dunklen Dolchs</translation>
    </message>
    <message>
        <source>Gain 4 Rogues and a corruption; every opponent may also help themselves to 2 Rogues and a corruption.</source>
        <translation>Erhalte 4 Schurken und 1 Korruption; jeder Gegner darf sich ebenfalls 2 Schurken und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Donations for Cyric</source>
        <translation>Spenden für Cyric</translation>
    </message>
    <message>
        <source>Gain 2 Clerics and a corruption; every opponent may also help themselves to a Cleric and a corruption.</source>
        <translation>Erhalte 2 Kleriker und 1 Korruption; jeder Gegner darf sich ebenfalls einen Kleriker und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Honorable Example</source>
        <translation>Ehrenhaftes Vorbild</translation>
    </message>
    <message>
        <source>Score 6 VP if you are the cleanest at the table: every opponent must hold more corruption than you.</source>
        <translation>Erhalte 6 SP, wenn du am Tisch die weißeste Weste hast: Jeder Gegner muss mehr Korruption haben als du.</translation>
    </message>
    <message>
        <source>Iron Ring Slaves</source>
        <translation>Sklaven des Eisernen Rings</translation>
    </message>
    <message>
        <source>Gain 4 Fighters and a corruption; every opponent may also help themselves to 2 Fighters and a corruption.</source>
        <translation>Erhalte 4 Kämpfer und 1 Korruption; jeder Gegner darf sich ebenfalls 2 Kämpfer und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Mind Flayer Mercenaries</source>
        <translation>Gedankenschinder-Söldner</translation>
    </message>
    <message>
        <source>Gain 2 Wizards and a corruption; every opponent may also help themselves to a Wizard and a corruption.</source>
        <translation>Erhalte 2 Magier und 1 Korruption; jeder Gegner darf sich ebenfalls einen Magier und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Release the Hounds</source>
        <translation>Lasst die Hunde los</translation>
    </message>
    <message>
        <source>Three corruption tokens leave the track and the game for good: each one left now weighs more.</source>
        <translation>Drei Korruptionsmarker verlassen die Korruptionsleiste und endgültig das Spiel: Jeder verbleibende wiegt nun schwerer.</translation>
    </message>
    <message>
        <source>Repent</source>
        <translation>Buße tun</translation>
    </message>
    <message>
        <source>One corruption token of yours goes back onto the track.</source>
        <translation>Einer deiner Korruptionsmarker kommt zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>Scapegoat</source>
        <translation>Sündenbock</translation>
    </message>
    <message>
        <source>Give back one adventurer of your choice and as many as two corruption tokens; every opponent may give back two adventurers and one corruption token.</source>
        <translation>Gib einen Abenteurer deiner Wahl und bis zu zwei Korruptionsmarker zurück; jeder Gegner darf zwei Abenteurer und einen Korruptionsmarker zurückgeben.</translation>
    </message>
    <message>
        <source>Clear Rust Monster Nest</source>
        <translation>Ein Nest von Rostmonstern ausräumen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Fighter, 1 Wizard and 2 Gold for 2 VP), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (1 Kämpfer, 1 Magier und 2 Gold für 2 SP), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Cover Up a Scandal</source>
        <translation>Einen Skandal vertuschen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Fighter, 1 Rogue and 1 Wizard for 2 VP and a corruption token sent back), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (1 Kleriker, 1 Kämpfer, 1 Schurke und 1 Magier für 2 SP und einen zurückgelegten Korruptionsmarker), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Score 2 VP; one of your corruption tokens may go back to the track.</source>
        <translation>Erhalte 2 SP; einer deiner Korruptionsmarker darf zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>Hunt Hidden Ghoul</source>
        <translation>Einen verborgenen Ghul jagen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Rogue and 2 Gold for 2 VP), they may complete no other quest.</source>
        <translation>Halse einem Gegner diesen dringenden Auftrag auf: Bis er erledigt ist (1 Kleriker, 1 Schurke und 2 Gold für 2 SP), darf er keinen anderen Auftrag erfüllen.</translation>
    </message>
    <message>
        <source>Brianne Byndraeth</source>
        <translation>Brianne Byndraeth</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Skullduggery quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Arkanes oder Gaunerei bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Caladorn Cassalanter</source>
        <translation>Caladorn Cassalanter</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Skullduggery or Warfare quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Gaunerei oder Kriegsführung bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Durnan the Wanderer</source>
        <translation>Durnan der Wanderer</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Commerce or Warfare quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Handel oder Kriegsführung bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Khelben Arunsun, the Blackstaff</source>
        <translation>Khelben Arunsun, der Schwarzstab</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Warfare quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Arkanes oder Kriegsführung bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Kyriani Agrivar</source>
        <translation>Kyriani Agrivar</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Piety quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Arkanes oder Frömmigkeit bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Larissa Neathal</source>
        <translation>Larissa Neathal</translation>
    </message>
    <message>
        <source>Revealed at the end: each building under your control is worth 6 VP.</source>
        <translation>Wird am Ende aufgedeckt: Jedes Gebäude unter deiner Kontrolle bringt 6 SP.</translation>
    </message>
    <message>
        <source>Mirt the Moneylender</source>
        <translation>Mirt der Geldverleiher</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Commerce or Piety quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Handel oder Frömmigkeit bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Nindil Jalbuck</source>
        <translation>Nindil Jalbuck</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Piety or Skullduggery quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Frömmigkeit oder Gaunerei bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Nymara Scheiron</source>
        <translation>Nymara Scheiron</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Commerce or Skullduggery quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Handel oder Gaunerei bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Piergeiron the Paladinson</source>
        <translation>Piergeiron der Paladinsohn</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Piety or Warfare quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Frömmigkeit oder Kriegsführung bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Sammereza Sulphontis</source>
        <translation>Sammereza Sulphontis</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Commerce quest is worth 4 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag vom Typ Arkanes oder Handel bringt 4 SP mehr.</translation>
    </message>
    <message>
        <source>Danilo Thann</source>
        <translation>Danilo Thann</translation>
    </message>
    <message>
        <source>Revealed at the end: every finished quest of any type is worth 3 VP more (mandatory quests, having no type, never count).</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag beliebigen Typs bringt 3 SP mehr (Pflichtaufträge haben keinen Typ und zählen nie).</translation>
    </message>
    <message>
        <source>Halaster Blackcloak</source>
        <translation>Halaster Blackcloak</translation>
    </message>
    <message>
        <source>Revealed at the end: 4 VP more for each Undermountain quest you finished (not a mandatory one) and for each Undermountain building you own.</source>
        <translation>Wird am Ende aufgedeckt: 4 SP mehr für jeden erfüllten Unterberg-Auftrag (kein Pflichtauftrag) und für jedes Unterberg-Gebäude, das du besitzt.</translation>
    </message>
    <message>
        <source>Trobriand</source>
        <translation>Trobriand</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished quest whose reward scored 10 VP or more is worth 5 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Jeder erfüllte Auftrag, dessen Belohnung 10 SP oder mehr einbrachte, bringt 5 SP mehr.</translation>
    </message>
    <message>
        <source>Irusyl Eraneth</source>
        <translation>Irusyl Eraneth</translation>
    </message>
    <message>
        <source>Revealed at the end: name one quest type; each finished quest of that type is worth 6 VP more.</source>
        <translation>Wird am Ende aufgedeckt: Nenne einen Auftragstyp; jeder erfüllte Auftrag dieses Typs bringt 6 SP mehr.</translation>
    </message>
    <message>
        <source>Sangalor</source>
        <translation>Sangalor</translation>
    </message>
    <message>
        <source>Revealed at the end: 4 VP more for each Skullport quest you finished (not a mandatory one) and for each Skullport building you own.</source>
        <translation>Wird am Ende aufgedeckt: 4 SP mehr für jeden erfüllten Skullport-Auftrag (kein Pflichtauftrag) und für jedes Skullport-Gebäude, das du besitzt.</translation>
    </message>
    <message>
        <source>The Xanathar</source>
        <translation>Der Xanathar</translation>
    </message>
    <message>
        <source>Revealed at the end: each corruption token still in your tavern earns you 4 VP (it costs you what the track says as well).</source>
        <translation>Wird am Ende aufgedeckt: Jeder Korruptionsmarker, der noch in deiner Taverne liegt, bringt dir 4 SP (er kostet dich aber auch, was die Korruptionsleiste anzeigt).</translation>
    </message>
    <message>
        <source>Domesticate Owlbears</source>
        <translation>Eulenbären zähmen</translation>
    </message>
    <message>
        <source>Score 8 VP; gain 1 Fighter and 2 Gold.</source>
        <translation>Erhalte 8 SP; erhalte 1 Kämpfer und 2 Gold.</translation>
    </message>
    <message>
        <source>Explore Ahghairon&apos;s Tower</source>
        <translation>Ahghairons Turm erkunden</translation>
    </message>
    <message>
        <source>Score 6 VP.</source>
        <translation>Erhalte 6 SP.</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Wizards also draws you an intrigue card.</source>
        <translation>Dauerhaft: Jede deiner Aktionen, die dir Magier einbringt, bringt dir außerdem eine Intrigenkarte.</translation>
    </message>
    <message>
        <source>Expose Red Wizards&apos; Spies</source>
        <translation>Spione der Roten Magier entlarven</translation>
    </message>
    <message>
        <source>Score 20 VP; draw an intrigue card.</source>
        <translation>Erhalte 20 SP; ziehe eine Intrigenkarte.</translation>
    </message>
    <message>
        <source>Host Festival for Sune</source>
        <translation>Ein Fest für Sune ausrichten</translation>
    </message>
    <message>
        <source>Score 9 VP; gain 2 Clerics.</source>
        <translation>Erhalte 9 SP; erhalte 2 Kleriker.</translation>
    </message>
    <message>
        <source>Infiltrate Halaster&apos;s Circle</source>
        <translation>Halasters Zirkel unterwandern</translation>
    </message>
    <message>
        <source>Score 25 VP.</source>
        <translation>Erhalte 25 SP.</translation>
    </message>
    <message>
        <source>Investigate Aberrant Infestation</source>
        <translation>Abartigen Befall untersuchen</translation>
    </message>
    <message>
        <source>Score 13 VP; draw an intrigue card.</source>
        <translation>Erhalte 13 SP; ziehe eine Intrigenkarte.</translation>
    </message>
    <message>
        <source>Recover the Magister&apos;s Orb</source>
        <translation>Recover the Magister’s Orb</translation>
    </message>
    <message>
        <source>Lasting: once a round you may place an agent on a space an opponent&apos;s agent already holds.</source>
        <translation>Dauerhaft: Einmal pro Runde darfst du einen Agenten auf ein Feld setzen, das bereits der Agent eines Gegners besetzt.</translation>
    </message>
    <message>
        <source>Recruit for Blackstaff Academy</source>
        <translation>Für die Schwarzstab-Akademie anwerben</translation>
    </message>
    <message>
        <source>Score 6 VP; gain 3 Wizards.</source>
        <translation>Erhalte 6 SP; erhalte 3 Magier.</translation>
    </message>
    <message>
        <source>Research Chronomancy</source>
        <translation>Chronomantie erforschen</translation>
    </message>
    <message>
        <source>Score 4 VP, gain 1 Wizard and bring one of your placed agents home to your pool.</source>
        <translation>Erhalte 4 SP, erhalte 1 Magier und hole einen deiner eingesetzten Agenten in deinen Vorrat zurück.</translation>
    </message>
    <message>
        <source>Retrieve Ancient Artifacts</source>
        <translation>Uralte Artefakte bergen</translation>
    </message>
    <message>
        <source>Score 11 VP; gain 4 Gold.</source>
        <translation>Erhalte 11 SP; erhalte 4 Gold.</translation>
    </message>
    <message>
        <source>Steal Spellbook from Silverhand</source>
        <translation>Silberhands Zauberbuch stehlen</translation>
    </message>
    <message>
        <source>Score 7 VP; gain 4 Gold; draw 2 intrigue cards.</source>
        <translation>Erhalte 7 SP; erhalte 4 Gold; ziehe 2 Intrigenkarten.</translation>
    </message>
    <message>
        <source>Study the Illusk Arch</source>
        <translation>Den Illusk-Bogen studieren</translation>
    </message>
    <message>
        <source>Score 8 VP.</source>
        <translation>Erhalte 8 SP.</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Arcana quest, 2 more VP.</source>
        <translation>Dauerhaft: Jedes Mal, wenn du einen weiteren Auftrag vom Typ Arkanes erfüllst, 2 SP mehr.</translation>
    </message>
    <message>
        <source>Ally with House Thann</source>
        <translation>Bündnis mit Haus Thann</translation>
    </message>
    <message>
        <source>Bribe the Shipwrights</source>
        <translation>Die Schiffsbauer bestechen</translation>
    </message>
    <message>
        <source>Score 10 VP.</source>
        <translation>Erhalte 10 SP.</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Gold also brings you 1 Rogue.</source>
        <translation>Dauerhaft: Jede deiner Aktionen, die dir Gold einbringt, bringt dir außerdem 1 Schurken.</translation>
    </message>
    <message>
        <source>Establish New Merchant Guild</source>
        <translation>Neue Händlergilde gründen</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Commerce quest, 2 more VP.</source>
        <translation>Dauerhaft: Jedes Mal, wenn du einen weiteren Auftrag vom Typ Handel erfüllst, 2 SP mehr.</translation>
    </message>
    <message>
        <source>Impersonate Adarbrent Noble</source>
        <translation>Sich als Adliger des Hauses Adarbrent ausgeben</translation>
    </message>
    <message>
        <source>Score 18 VP; draw 2 intrigue cards.</source>
        <translation>Erhalte 18 SP; ziehe 2 Intrigenkarten.</translation>
    </message>
    <message>
        <source>Infiltrate Builder&apos;s Hall</source>
        <translation>Die Baumeisterhalle unterwandern</translation>
    </message>
    <message>
        <source>Lasting: 4 VP for every building you acquire from now on.</source>
        <translation>Dauerhaft: 4 SP für jedes Gebäude, das du von nun an erwirbst.</translation>
    </message>
    <message>
        <source>Loot the Crypt of Chauntea</source>
        <translation>Die Gruft von Chauntea plündern</translation>
    </message>
    <message>
        <source>Score 7 VP, draw an intrigue card and take the top quest of the deck.</source>
        <translation>Erhalte 7 SP, ziehe eine Intrigenkarte und nimm den obersten Auftrag des Stapels.</translation>
    </message>
    <message>
        <source>Lure Artisans of Mirabar</source>
        <translation>Handwerker aus Mirabar anlocken</translation>
    </message>
    <message>
        <source>Score 4 VP; pick any building waiting in Builder&apos;s Hall and build it for nothing.</source>
        <translation>Erhalte 4 SP; wähle ein beliebiges in der Baumeisterhalle ausliegendes Gebäude und baue es kostenlos.</translation>
    </message>
    <message>
        <source>Placate the Walking Statue</source>
        <translation>Die wandelnde Statue besänftigen</translation>
    </message>
    <message>
        <source>Score 10 VP; the top tile of the building stack becomes yours, free of charge.</source>
        <translation>Erhalte 10 SP; das oberste Plättchen des Gebäudestapels gehört kostenlos dir.</translation>
    </message>
    <message>
        <source>Safeguard Eltorchul Mage</source>
        <translation>Eltorchul-Magier beschützen</translation>
    </message>
    <message>
        <source>Score 4 VP; gain 2 Wizards.</source>
        <translation>Erhalte 4 SP; erhalte 2 Magier.</translation>
    </message>
    <message>
        <source>Send Aid to the Harpers</source>
        <translation>Den Harfnern Hilfe schicken</translation>
    </message>
    <message>
        <source>Score 15 VP; one opponent of your choice receives 4 Gold.</source>
        <translation>Erhalte 15 SP; ein Gegner deiner Wahl erhält 4 Gold.</translation>
    </message>
    <message>
        <source>Spy on the House of Light</source>
        <translation>Das Haus des Lichts ausspionieren</translation>
    </message>
    <message>
        <source>Score 6 VP; gain 6 Gold.</source>
        <translation>Erhalte 6 SP; erhalte 6 Gold.</translation>
    </message>
    <message>
        <source>Thin the City Watch</source>
        <translation>Die Stadtwache ausdünnen</translation>
    </message>
    <message>
        <source>Score 9 VP; gain 4 Rogues.</source>
        <translation>Erhalte 9 SP; erhalte 4 Schurken.</translation>
    </message>
    <message>
        <source>Convert a Noble to Lathander</source>
        <translation>Einen Adligen zu Lathander bekehren</translation>
    </message>
    <message>
        <source>Score 8 VP and pick up one quest from Cliffwatch Inn.</source>
        <translation>Erhalte 8 SP und nimm einen Auftrag aus dem Gasthaus Klippenwacht.</translation>
    </message>
    <message>
        <source>Create a Shrine to Oghma</source>
        <translation>Einen Schrein für Oghma errichten</translation>
    </message>
    <message>
        <source>Defend the Tower of Luck</source>
        <translation>Den Turm des Glücks verteidigen</translation>
    </message>
    <message>
        <source>No immediate reward: the value lies in the lasting effect.</source>
        <translation>Keine sofortige Belohnung: Der Wert liegt im dauerhaften Effekt.</translation>
    </message>
    <message>
        <source>Lasting: at the start of every round, one adventurer of any kind joins your tavern.</source>
        <translation>Dauerhaft: Zu Beginn jeder Runde kommt ein Abenteurer beliebiger Art in deine Taverne.</translation>
    </message>
    <message>
        <source>Discover Hidden Temple of Lolth</source>
        <translation>Verborgenen Tempel der Lolth entdecken</translation>
    </message>
    <message>
        <source>Score 10 VP and pick up one quest from Cliffwatch Inn.</source>
        <translation>Erhalte 10 SP und nimm einen Auftrag aus dem Gasthaus Klippenwacht.</translation>
    </message>
    <message>
        <source>Eliminate Vampire Coven</source>
        <translation>Vampirzirkel vernichten</translation>
    </message>
    <message>
        <source>Form an Alliance with the Rashemi</source>
        <translation>Ein Bündnis mit den Rashemi schließen</translation>
    </message>
    <message>
        <source>Heal Fallen Gray Hand Soldiers</source>
        <translation>Gefallene Soldaten der Grauen Hand heilen</translation>
    </message>
    <message>
        <source>Score 6 VP; gain 6 Fighters.</source>
        <translation>Erhalte 6 SP; erhalte 6 Kämpfer.</translation>
    </message>
    <message>
        <source>Perform the Penance of Duty</source>
        <translation>Die Buße der Pflicht vollziehen</translation>
    </message>
    <message>
        <source>Score 12 VP; gain 1 Cleric and 1 Fighter.</source>
        <translation>Erhalte 12 SP; erhalte 1 Kleriker und 1 Kämpfer.</translation>
    </message>
    <message>
        <source>Produce a Miracle for the Masses</source>
        <translation>Ein Wunder für die Massen vollbringen</translation>
    </message>
    <message>
        <source>Score 5 VP.</source>
        <translation>Erhalte 5 SP.</translation>
    </message>
    <message>
        <source>Lasting: once a round, when an action of yours yields Clerics, you may swap one Fighter, Rogue or Wizard from your tavern for a Cleric.</source>
        <translation>Dauerhaft: Einmal pro Runde, wenn dir eine deiner Aktionen Kleriker einbringt, darfst du einen Kämpfer, Schurken oder Magier aus deiner Taverne gegen einen Kleriker tauschen.</translation>
    </message>
    <message>
        <source>Protect the House of Wonder</source>
        <translation>Das Haus der Wunder beschützen</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Piety quest, 2 more VP.</source>
        <translation>Dauerhaft: Jedes Mal, wenn du einen weiteren Auftrag vom Typ Frömmigkeit erfüllst, 2 SP mehr.</translation>
    </message>
    <message>
        <source>Recruit Paladins for Tyr</source>
        <translation>Paladine für Tyr anwerben</translation>
    </message>
    <message>
        <source>Score 10 VP; gain 3 Clerics.</source>
        <translation>Erhalte 10 SP; erhalte 3 Kleriker.</translation>
    </message>
    <message>
        <source>Seal Gate to Cyric&apos;s Realm</source>
        <translation>Das Tor zu Cyrics Reich versiegeln</translation>
    </message>
    <message>
        <source>Score 20 VP.</source>
        <translation>Erhalte 20 SP.</translation>
    </message>
    <message>
        <source>Build a Reputation in Skullport</source>
        <translation>Sich in Skullport einen Ruf erwerben</translation>
    </message>
    <message>
        <source>Score 10 VP; draw an intrigue card.</source>
        <translation>Erhalte 10 SP; ziehe eine Intrigenkarte.</translation>
    </message>
    <message>
        <source>Establish Harpers Safe House</source>
        <translation>Einen Unterschlupf der Harfner einrichten</translation>
    </message>
    <message>
        <source>Score 8 VP, plus 2 VP for each building you own right now.</source>
        <translation>Erhalte 8 SP, dazu 2 SP für jedes Gebäude, das du gerade besitzt.</translation>
    </message>
    <message>
        <source>Establish Shadow Thieves&apos; Guild</source>
        <translation>Die Gilde der Schattendiebe gründen</translation>
    </message>
    <message>
        <source>Expose Cult Corruption</source>
        <translation>Die Verderbtheit des Kults aufdecken</translation>
    </message>
    <message>
        <source>Score 4 VP; gain 2 Clerics.</source>
        <translation>Erhalte 4 SP; erhalte 2 Kleriker.</translation>
    </message>
    <message>
        <source>Fence Goods for Duke of Darkness</source>
        <translation>Hehlerware für den Herzog der Finsternis</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Rogues also pays you 2 Gold.</source>
        <translation>Dauerhaft: Jede deiner Aktionen, die dir Schurken einbringt, bringt dir außerdem 2 Gold.</translation>
    </message>
    <message>
        <source>Install a Spy in Castle Waterdeep</source>
        <translation>Einen Spion in Burg Waterdeep einschleusen</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Skullduggery quest, 2 more VP.</source>
        <translation>Dauerhaft: Jedes Mal, wenn du einen weiteren Auftrag vom Typ Gaunerei erfüllst, 2 SP mehr.</translation>
    </message>
    <message>
        <source>Place a Sleeper Agent in Skullport</source>
        <translation>Einen Schläfer in Skullport platzieren</translation>
    </message>
    <message>
        <source>Lasting: 2 VP each time you play an intrigue card.</source>
        <translation>Dauerhaft: 2 SP jedes Mal, wenn du eine Intrigenkarte spielst.</translation>
    </message>
    <message>
        <source>Prison Break</source>
        <translation>Gefängnisausbruch</translation>
    </message>
    <message>
        <source>Score 14 VP, gain 2 Fighters, and you may play an intrigue card from your hand straight away.</source>
        <translation>Erhalte 14 SP, erhalte 2 Kämpfer, und du darfst sofort eine Intrigenkarte von deiner Hand spielen.</translation>
    </message>
    <message>
        <source>Procure Stolen Goods</source>
        <translation>Diebesgut beschaffen</translation>
    </message>
    <message>
        <source>Score 8 VP; draw 2 intrigue cards.</source>
        <translation>Erhalte 8 SP; ziehe 2 Intrigenkarten.</translation>
    </message>
    <message>
        <source>Raid on Undermountain</source>
        <translation>Überfall auf den Unterberg</translation>
    </message>
    <message>
        <source>Score 20 VP; gain 2 Gold.</source>
        <translation>Erhalte 20 SP; erhalte 2 Gold.</translation>
    </message>
    <message>
        <source>Steal from House Adarbrent</source>
        <translation>Haus Adarbrent bestehlen</translation>
    </message>
    <message>
        <source>Score 10 VP; gain 6 Gold.</source>
        <translation>Erhalte 10 SP; erhalte 6 Gold.</translation>
    </message>
    <message>
        <source>Take Over Rival Organization</source>
        <translation>Eine rivalisierende Organisation übernehmen</translation>
    </message>
    <message>
        <source>Score 10 VP; gain 4 Rogues.</source>
        <translation>Erhalte 10 SP; erhalte 4 Schurken.</translation>
    </message>
    <message>
        <source>Ambush Artor Morlin</source>
        <translation>Artor Morlin auflauern</translation>
    </message>
    <message>
        <source>Score 8 VP; gain 4 Gold.</source>
        <translation>Erhalte 8 SP; erhalte 4 Gold.</translation>
    </message>
    <message>
        <source>Bolster City Guard</source>
        <translation>Die Stadtwache verstärken</translation>
    </message>
    <message>
        <source>Bolster Griffon Cavalry</source>
        <translation>Die Greifenkavallerie verstärken</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Fighters brings one Fighter more.</source>
        <translation>Dauerhaft: Jede deiner Aktionen, die dir Kämpfer einbringt, bringt einen Kämpfer mehr.</translation>
    </message>
    <message>
        <source>Confront the Xanathar</source>
        <translation>Den Xanathar stellen</translation>
    </message>
    <message>
        <source>Defeat Uprising from Undermountain</source>
        <translation>Den Aufstand aus dem Unterberg niederschlagen</translation>
    </message>
    <message>
        <source>Score 11 VP; gain 2 Fighters.</source>
        <translation>Erhalte 11 SP; erhalte 2 Kämpfer.</translation>
    </message>
    <message>
        <source>Deliver an Ultimatum</source>
        <translation>Ein Ultimatum stellen</translation>
    </message>
    <message>
        <source>Deliver Weapons to Selune&apos;s Temple</source>
        <translation>Waffen an Selûnes Tempel liefern</translation>
    </message>
    <message>
        <source>Quell Mercenary Uprising</source>
        <translation>Söldneraufstand niederschlagen</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Warfare quest, 2 more VP.</source>
        <translation>Dauerhaft: Jedes Mal, wenn du einen weiteren Auftrag vom Typ Kriegsführung erfüllst, 2 SP mehr.</translation>
    </message>
    <message>
        <source>Raid Orc Stronghold</source>
        <translation>Orkfestung überfallen</translation>
    </message>
    <message>
        <source>Recruit Lieutenant</source>
        <translation>Leutnant anwerben</translation>
    </message>
    <message>
        <source>No VP: the Lieutenant joins your agent pool.</source>
        <translation>Keine SP: Der Leutnant kommt in deinen Agentenvorrat.</translation>
    </message>
    <message>
        <source>Lasting: the Lieutenant is one of your agents until the game ends (placed like any other).</source>
        <translation>Dauerhaft: Der Leutnant ist bis Spielende einer deiner Agenten (er wird wie jeder andere eingesetzt).</translation>
    </message>
    <message>
        <source>Repel Seawraiths</source>
        <translation>Seegeister zurückschlagen</translation>
    </message>
    <message>
        <source>Score 15 VP; gain 2 Gold.</source>
        <translation>Erhalte 15 SP; erhalte 2 Gold.</translation>
    </message>
    <message>
        <source>Train Bladesingers</source>
        <translation>Klingensänger ausbilden</translation>
    </message>
    <message>
        <source>Score 4 VP; gain 1 Fighter and 1 Wizard.</source>
        <translation>Erhalte 4 SP; erhalte 1 Kämpfer und 1 Magier.</translation>
    </message>
    <message>
        <source>Deal with the Black Viper</source>
        <translation>Mit der Schwarzen Viper verhandeln</translation>
    </message>
    <message>
        <source>Score 10 VP, then draw four intrigue cards one by one; any of them may be played the moment it arrives.</source>
        <translation>Erhalte 10 SP und ziehe dann nacheinander vier Intrigenkarten; jede davon darf gespielt werden, sobald sie ankommt.</translation>
    </message>
    <message>
        <source>Establish Wizard Academy</source>
        <translation>Eine Magierakademie gründen</translation>
    </message>
    <message>
        <source>Score 12 VP.</source>
        <translation>Erhalte 12 SP.</translation>
    </message>
    <message>
        <source>Lasting: each Arcana quest that comes into your hands brings a Wizard with it.</source>
        <translation>Dauerhaft: Jeder Auftrag vom Typ Arkanes, den du bekommst, bringt einen Magier mit.</translation>
    </message>
    <message>
        <source>Explore Trobriand&apos;s Graveyard</source>
        <translation>Trobriands Friedhof erkunden</translation>
    </message>
    <message>
        <source>Score 40 VP.</source>
        <translation>Erhalte 40 SP.</translation>
    </message>
    <message>
        <source>Resurrect Dead Wizards</source>
        <translation>Tote Magier wiedererwecken</translation>
    </message>
    <message>
        <source>Score 6 VP; three Wizards join your tavern.</source>
        <translation>Erhalte 6 SP; drei Magier kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Study in the Librarium</source>
        <translation>Im Librarium studieren</translation>
    </message>
    <message>
        <source>Score 11 VP.</source>
        <translation>Erhalte 11 SP.</translation>
    </message>
    <message>
        <source>Lasting: once an action of yours has let you play intrigue, draw one card more; you may play that one straight away.</source>
        <translation>Dauerhaft: Nachdem du durch eine deiner Aktionen eine Intrigenkarte spielen durftest, ziehe eine weitere Karte; diese darfst du sofort spielen.</translation>
    </message>
    <message>
        <source>Survive a Meeting with Halaster</source>
        <translation>Eine Begegnung mit Halaster überleben</translation>
    </message>
    <message>
        <source>Score 15 VP; one intrigue card for every Wizard among the adventurers you paid.</source>
        <translation>Erhalte 15 SP; eine Intrigenkarte für jeden Magier unter den Abenteurern, die du bezahlt hast.</translation>
    </message>
    <message>
        <source>Obtain Builder&apos;s Plans</source>
        <translation>Baupläne beschaffen</translation>
    </message>
    <message>
        <source>Score 13 VP.</source>
        <translation>Erhalte 13 SP.</translation>
    </message>
    <message>
        <source>Lasting: once a round one of your agents may visit a building still for sale in Builder&apos;s Hall and use it as if you owned it.</source>
        <translation>Dauerhaft: Einmal pro Runde darf einer deiner Agenten ein Gebäude besuchen, das noch in der Baumeisterhalle zum Verkauf steht, und es nutzen, als gehörte es dir.</translation>
    </message>
    <message>
        <source>Ransack Whitehelm&apos;s Tomb</source>
        <translation>Whitehelms Grab plündern</translation>
    </message>
    <message>
        <source>Recruit for City Watch</source>
        <translation>Für die Stadtwache anwerben</translation>
    </message>
    <message>
        <source>Score 8 VP; if you hand over 10 Gold right away, three Fighters and three Rogues sign on.</source>
        <translation>Erhalte 8 SP; wenn du sofort 10 Gold abgibst, heuern drei Kämpfer und drei Schurken bei dir an.</translation>
    </message>
    <message>
        <source>Sponsor Bounty Hunters</source>
        <translation>Kopfgeldjäger finanzieren</translation>
    </message>
    <message>
        <source>Lasting: 4 Gold arrive with each Commerce quest that comes into your hands.</source>
        <translation>Dauerhaft: Mit jedem Auftrag vom Typ Handel, den du bekommst, kommen 4 Gold zu dir.</translation>
    </message>
    <message>
        <source>Steal Gems from the Bone Throne</source>
        <translation>Edelsteine vom Knochenthron stehlen</translation>
    </message>
    <message>
        <source>Score 7 VP; gain 10 Gold.</source>
        <translation>Erhalte 7 SP; erhalte 10 Gold.</translation>
    </message>
    <message>
        <source>Threaten the Builders&apos; Guilds</source>
        <translation>Die Baumeistergilden bedrohen</translation>
    </message>
    <message>
        <source>Score 13 VP; every building on offer in Builder&apos;s Hall becomes yours at no cost.</source>
        <translation>Erhalte 13 SP; jedes in der Baumeisterhalle ausliegende Gebäude gehört kostenlos dir.</translation>
    </message>
    <message>
        <source>Diplomatic Mission to Suzail</source>
        <translation>Diplomatische Mission nach Suzail</translation>
    </message>
    <message>
        <source>Lasting: the quests on offer at Cliffwatch Inn count as yours to complete, without taking them first.</source>
        <translation>Dauerhaft: Die im Gasthaus Klippenwacht ausliegenden Aufträge zählen als deine; du kannst sie erfüllen, ohne sie vorher zu nehmen.</translation>
    </message>
    <message>
        <source>Establish Temple to Ibrandul</source>
        <translation>Einen Tempel für Ibrandul gründen</translation>
    </message>
    <message>
        <source>Score 11 VP and gain one adventurer of each kind; then every quest on offer at Cliffwatch Inn is yours.</source>
        <translation>Erhalte 11 SP und je einen Abenteurer jeder Art; danach gehört dir jeder im Gasthaus Klippenwacht ausliegende Auftrag.</translation>
    </message>
    <message>
        <source>Plunder the Island Temple</source>
        <translation>Den Inseltempel plündern</translation>
    </message>
    <message>
        <source>Rescue Clerics of Tymora</source>
        <translation>Kleriker der Tymora retten</translation>
    </message>
    <message>
        <source>Score 10 VP; three Clerics join your tavern.</source>
        <translation>Erhalte 10 SP; drei Kleriker kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Root Out Loviatar&apos;s Faithful</source>
        <translation>Loviatars Gläubige ausrotten</translation>
    </message>
    <message>
        <source>Score 15 VP, and 2 VP more for each Cleric among the adventurers you paid.</source>
        <translation>Erhalte 15 SP und 2 SP mehr für jeden Kleriker unter den Abenteurern, die du bezahlt hast.</translation>
    </message>
    <message>
        <source>Sanctify a Desecrated Temple</source>
        <translation>Einen entweihten Tempel neu weihen</translation>
    </message>
    <message>
        <source>Lasting: each Piety quest that comes into your hands brings a Cleric with it.</source>
        <translation>Dauerhaft: Jeder Auftrag vom Typ Frömmigkeit, den du bekommst, bringt einen Kleriker mit.</translation>
    </message>
    <message>
        <source>Ally with the Xanathar&apos;s Guild</source>
        <translation>Bündnis mit der Gilde des Xanathar</translation>
    </message>
    <message>
        <source>Lasting: each Skullduggery quest that comes into your hands brings two Rogues with it.</source>
        <translation>Dauerhaft: Jeder Auftrag vom Typ Gaunerei, den du bekommst, bringt zwei Schurken mit.</translation>
    </message>
    <message>
        <source>Break into Blackstaff Tower</source>
        <translation>In den Schwarzstabturm einbrechen</translation>
    </message>
    <message>
        <source>Defend the Lanceboard Room</source>
        <translation>Den Lanceboard-Saal verteidigen</translation>
    </message>
    <message>
        <source>Score 12 VP; eight adventurers of whatever kinds you like join your tavern.</source>
        <translation>Erhalte 12 SP; acht Abenteurer beliebiger Art nach deiner Wahl kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Impersonate Tax Collector</source>
        <translation>Sich als Steuereintreiber ausgeben</translation>
    </message>
    <message>
        <source>Score 9 VP.</source>
        <translation>Erhalte 9 SP.</translation>
    </message>
    <message>
        <source>Lasting: when your own agent visits a building you own, you also collect what its owner would get.</source>
        <translation>Dauerhaft: Wenn dein eigener Agent ein Gebäude besucht, das dir gehört, erhältst du auch, was sein Besitzer bekäme.</translation>
    </message>
    <message>
        <source>Survive Arcturia&apos;s Transformation</source>
        <translation>Arcturias Verwandlung überleben</translation>
    </message>
    <message>
        <source>Score 6 VP; six Rogues join your tavern.</source>
        <translation>Erhalte 6 SP; sechs Schurken kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Unleash Crime Spree</source>
        <translation>Eine Verbrechensserie entfesseln</translation>
    </message>
    <message>
        <source>Score 12 VP; give up four Rogues on the spot if you like, for 10 VP more.</source>
        <translation>Erhalte 12 SP; wenn du willst, gib sofort vier Schurken ab und erhalte dafür 10 SP mehr.</translation>
    </message>
    <message>
        <source>Battle in Muiral&apos;s Gauntlet</source>
        <translation>Schlacht in Muirals Spießrutenlauf</translation>
    </message>
    <message>
        <source>Defend the Yawning Portal</source>
        <translation>Das Gähnende Portal verteidigen</translation>
    </message>
    <message>
        <source>Score 15 VP and gain two adventurers of any kind; up to three of your agents out in the city may come home to your pool.</source>
        <translation>Erhalte 15 SP und zwei Abenteurer beliebiger Art; bis zu drei deiner in der Stadt eingesetzten Agenten dürfen in deinen Vorrat zurückkehren.</translation>
    </message>
    <message>
        <source>Destroy a Temple of Selvetarm</source>
        <translation>Einen Tempel des Selvetarm zerstören</translation>
    </message>
    <message>
        <source>Score 10 VP; give up four Fighters on the spot if you like, for 10 VP more.</source>
        <translation>Erhalte 10 SP; wenn du willst, gib sofort vier Kämpfer ab und erhalte dafür 10 SP mehr.</translation>
    </message>
    <message>
        <source>Recover the Flame of the North</source>
        <translation>Die Flamme des Nordens zurückholen</translation>
    </message>
    <message>
        <source>Lasting: each Warfare quest that comes into your hands brings two Fighters with it.</source>
        <translation>Dauerhaft: Jeder Auftrag vom Typ Kriegsführung, den du bekommst, bringt zwei Kämpfer mit.</translation>
    </message>
    <message>
        <source>Seize Citadel of the Bloody Hand</source>
        <translation>Die Zitadelle der Blutigen Hand einnehmen</translation>
    </message>
    <message>
        <source>Lasting: after you complete any other quest, you may keep one of the adventurers you paid for it.</source>
        <translation>Dauerhaft: Nachdem du einen anderen Auftrag erfüllt hast, darfst du einen der Abenteurer behalten, die du dafür bezahlt hast.</translation>
    </message>
    <message>
        <source>Wake the Six Sleepers</source>
        <translation>Die sechs Schläfer wecken</translation>
    </message>
    <message>
        <source>Score 8 VP; six Fighters join your tavern.</source>
        <translation>Erhalte 8 SP; sechs Kämpfer kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Establish Cult Cell</source>
        <translation>Eine Kultzelle gründen</translation>
    </message>
    <message>
        <source>Score 18 VP, gain two Fighters and a Wizard, draw an intrigue card, and take three corruption.</source>
        <translation>Erhalte 18 SP, erhalte zwei Kämpfer und einen Magier, ziehe eine Intrigenkarte und nimm 3 Korruption.</translation>
    </message>
    <message>
        <source>Investigate Thayan Vessel</source>
        <translation>Ein thayanisches Schiff untersuchen</translation>
    </message>
    <message>
        <source>Score 13 VP; two adventurers of any kind and two intrigue cards are yours.</source>
        <translation>Erhalte 13 SP; zwei Abenteurer beliebiger Art und zwei Intrigenkarten gehören dir.</translation>
    </message>
    <message>
        <source>Recruit Academy Castoffs</source>
        <translation>Ausgestoßene der Akademie anwerben</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Blackstaff Tower, you may add a Wizard and a corruption to what you get.</source>
        <translation>Dauerhaft: Immer wenn einer deiner Agenten zum Schwarzstabturm geht, darfst du zusätzlich einen Magier und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Renew Guards and Wards</source>
        <translation>Wachen und Schutzzauber erneuern</translation>
    </message>
    <message>
        <source>Score 9 VP; send back as many as two of your corruption tokens to the track.</source>
        <translation>Erhalte 9 SP; lege bis zu zwei deiner Korruptionsmarker zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>Seal an Entrance to Skullport</source>
        <translation>Einen Zugang nach Skullport versiegeln</translation>
    </message>
    <message>
        <source>Score 10 VP; send back as many as three of your corruption tokens to the track.</source>
        <translation>Erhalte 10 SP; lege bis zu drei deiner Korruptionsmarker zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>Uncover Forbidden Lore</source>
        <translation>Verbotenes Wissen aufdecken</translation>
    </message>
    <message>
        <source>Score 17 VP.</source>
        <translation>Erhalte 17 SP.</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Waterdeep Harbor, you may play one or two extra intrigue cards there; doing so costs you a corruption.</source>
        <translation>Dauerhaft: Immer wenn einer deiner Agenten in den Hafen von Waterdeep geht, darfst du dort eine oder zwei zusätzliche Intrigenkarten spielen; dafür nimmst du 1 Korruption.</translation>
    </message>
    <message>
        <source>Defame Rival Business</source>
        <translation>Ein rivalisierendes Geschäft verleumden</translation>
    </message>
    <message>
        <source>Lasting: each time a building becomes yours, you may move one corruption token from your tavern onto an action space of your choice.</source>
        <translation>Dauerhaft: Jedes Mal, wenn ein Gebäude dein wird, darfst du einen Korruptionsmarker aus deiner Taverne auf ein Aktionsfeld deiner Wahl legen.</translation>
    </message>
    <message>
        <source>Donate to the City</source>
        <translation>Der Stadt spenden</translation>
    </message>
    <message>
        <source>Score 13 VP; send back as many as three of your corruption tokens to the track.</source>
        <translation>Erhalte 13 SP; lege bis zu drei deiner Korruptionsmarker zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>Extort Aurora</source>
        <translation>Aurora erpressen</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Aurora&apos;s Realms Shop, you may add 4 Gold and a corruption to what you get.</source>
        <translation>Dauerhaft: Immer wenn einer deiner Agenten zu Auroras Warenhaus der Reiche geht, darfst du zusätzlich 4 Gold und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Fund Alchemical Research</source>
        <translation>Alchemistische Forschung finanzieren</translation>
    </message>
    <message>
        <source>Score 20 VP and gain 12 Gold, at the price of three corruption.</source>
        <translation>Erhalte 20 SP und 12 Gold, um den Preis von 3 Korruption.</translation>
    </message>
    <message>
        <source>Fund Pilgrimage of Waukeen</source>
        <translation>Eine Pilgerfahrt der Waukeen finanzieren</translation>
    </message>
    <message>
        <source>Score 16 VP.</source>
        <translation>Erhalte 16 SP.</translation>
    </message>
    <message>
        <source>Pay Fines</source>
        <translation>Bußgelder zahlen</translation>
    </message>
    <message>
        <source>Score 4 VP; send back as many as two of your corruption tokens to the track.</source>
        <translation>Erhalte 4 SP; lege bis zu zwei deiner Korruptionsmarker zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>Banish Evil Spirits</source>
        <translation>Böse Geister bannen</translation>
    </message>
    <message>
        <source>Score 5 VP and gain one adventurer of any kind; send back as many as two of your corruption tokens to the track.</source>
        <translation>Erhalte 5 SP und einen Abenteurer beliebiger Art; lege bis zu zwei deiner Korruptionsmarker zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>Enter the Tower of Seven Woes</source>
        <translation>Den Turm der Sieben Leiden betreten</translation>
    </message>
    <message>
        <source>Score 19 VP and gain three Clerics, at the price of four corruption.</source>
        <translation>Erhalte 19 SP und drei Kleriker, um den Preis von 4 Korruption.</translation>
    </message>
    <message>
        <source>Give Honor to Mask</source>
        <translation>Mask die Ehre erweisen</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to The Plinth, you may add a Cleric and a corruption to what you get.</source>
        <translation>Dauerhaft: Immer wenn einer deiner Agenten zum Sockel geht, darfst du zusätzlich einen Kleriker und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Institute Reforms</source>
        <translation>Reformen einleiten</translation>
    </message>
    <message>
        <source>Protect Converts to Eilistraee</source>
        <translation>Bekehrte der Eilistraee beschützen</translation>
    </message>
    <message>
        <source>Lasting: once in each of your turns, when you send corruption back to the track, one more token may follow it.</source>
        <translation>Dauerhaft: Einmal in jedem deiner Züge, wenn du Korruption zurück auf die Korruptionsleiste legst, darf ein weiterer Marker folgen.</translation>
    </message>
    <message>
        <source>Sanctify Temple to Oghma</source>
        <translation>Einen Tempel für Oghma weihen</translation>
    </message>
    <message>
        <source>Score 18 VP.</source>
        <translation>Erhalte 18 SP.</translation>
    </message>
    <message>
        <source>Bury the Bodies</source>
        <translation>Die Leichen begraben</translation>
    </message>
    <message>
        <source>Score 20 VP, at the price of two corruption.</source>
        <translation>Erhalte 20 SP, um den Preis von 2 Korruption.</translation>
    </message>
    <message>
        <source>Expand Guild Activities</source>
        <translation>Die Geschäfte der Gilde ausweiten</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to The Grinning Lion Tavern, you may add two Rogues and a corruption to what you get.</source>
        <translation>Dauerhaft: Immer wenn einer deiner Agenten in die Taverne zum Grinsenden Löwen geht, darfst du zusätzlich zwei Schurken und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Rescue a Victim from the Skulls</source>
        <translation>Ein Opfer vor den Schädeln retten</translation>
    </message>
    <message>
        <source>Score 9 VP and gain one adventurer of any kind; one of your corruption tokens may go back to the track.</source>
        <translation>Erhalte 9 SP und einen Abenteurer beliebiger Art; einer deiner Korruptionsmarker darf zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>Save Kidnapped Nobles</source>
        <translation>Entführte Adlige retten</translation>
    </message>
    <message>
        <source>Score 9 VP and gain four Fighters; send back as many as three of your corruption tokens to the track.</source>
        <translation>Erhalte 9 SP und vier Kämpfer; lege bis zu drei deiner Korruptionsmarker zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>Shelter Zhentarim Agents</source>
        <translation>Agenten der Zhentarim Unterschlupf gewähren</translation>
    </message>
    <message>
        <source>Score 16 VP, at the price of one corruption.</source>
        <translation>Erhalte 16 SP, um den Preis von 1 Korruption.</translation>
    </message>
    <message>
        <source>Lasting: the first time in each of your turns that corruption comes your way, draw an intrigue card.</source>
        <translation>Dauerhaft: Wenn du in einem deiner Züge zum ersten Mal Korruption erhältst, ziehe eine Intrigenkarte.</translation>
    </message>
    <message>
        <source>Swindle the Builders&apos; Guilds</source>
        <translation>Die Baumeistergilden betrügen</translation>
    </message>
    <message>
        <source>Score 13 VP and take three corruption; two of the buildings on offer in Builder&apos;s Hall become yours for free.</source>
        <translation>Erhalte 13 SP und nimm 3 Korruption; zwei der in der Baumeisterhalle ausliegenden Gebäude gehören kostenlos dir.</translation>
    </message>
    <message>
        <source>Assassinate Rivals</source>
        <translation>Rivalen ermorden</translation>
    </message>
    <message>
        <source>Score 16 VP and take two corruption; every opponent sends one adventurer of their choice back to the supply.</source>
        <translation>Erhalte 16 SP und nimm 2 Korruption; jeder Gegner legt einen Abenteurer seiner Wahl zurück in den Vorrat.</translation>
    </message>
    <message>
        <source>Fix the Champion&apos;s Games</source>
        <translation>Die Spiele des Champions manipulieren</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Field of Triumph, you may add two Fighters and a corruption to what you get.</source>
        <translation>Dauerhaft: Immer wenn einer deiner Agenten zum Feld des Triumphs geht, darfst du zusätzlich zwei Kämpfer und 1 Korruption nehmen.</translation>
    </message>
    <message>
        <source>Improve Prison Security</source>
        <translation>Die Sicherheit des Gefängnisses verbessern</translation>
    </message>
    <message>
        <source>Score 8 VP; as many as three of your corruption tokens leave the game for good.</source>
        <translation>Erhalte 8 SP; bis zu drei deiner Korruptionsmarker verlassen endgültig das Spiel.</translation>
    </message>
    <message>
        <source>Patrol Dock Ward</source>
        <translation>Im Hafenviertel patrouillieren</translation>
    </message>
    <message>
        <source>Score 9 VP; four Rogues join your tavern.</source>
        <translation>Erhalte 9 SP; vier Schurken kommen in deine Taverne.</translation>
    </message>
    <message>
        <source>Train Castle Guards</source>
        <translation>Burgwachen ausbilden</translation>
    </message>
    <message>
        <source>Lasting: each time anyone takes the first-player marker, you gain a Fighter, and so does the taker if that is someone else.</source>
        <translation>Dauerhaft: Jedes Mal, wenn jemand den Startspielermarker nimmt, erhältst du einen Kämpfer, und wer ihn nimmt, ebenfalls, wenn es jemand anderes ist.</translation>
    </message>
    <message>
        <source>Uncover Drow Plot</source>
        <translation>Eine Verschwörung der Drow aufdecken</translation>
    </message>
    <message>
        <source>Score 18 VP; send back as many as two of your corruption tokens to the track.</source>
        <translation>Erhalte 18 SP; lege bis zu zwei deiner Korruptionsmarker zurück auf die Korruptionsleiste.</translation>
    </message>
    <message>
        <source>City Guard</source>
        <translation>Stadtwache</translation>
    </message>
    <message>
        <source>Harpers</source>
        <translation>Harfner</translation>
    </message>
    <message>
        <source>Knights of the Shield</source>
        <translation>Ritter des Schildes</translation>
    </message>
    <message>
        <source>Red Sashes</source>
        <translation>Rote Schärpen</translation>
    </message>
    <message>
        <source>Silverstars</source>
        <translation>Silbersterne</translation>
    </message>
    <message>
        <source>Starts on The Palace of Waterdeep once that building is in play. Whoever visits the Palace takes it; at the start of the next round that player places it before the first player&apos;s turn, like one of their agents (owner benefits: it counts as an opponent&apos;s agent, even on its holder&apos;s own building). When that round ends it goes back to the Palace.</source>
        <translation>Beginnt im Palast von Waterdeep, sobald dieses Gebäude im Spiel ist. Wer den Palast besucht, nimmt ihn; zu Beginn der nächsten Runde setzt dieser Spieler ihn vor dem Zug des Startspielers ein, wie einen seiner Agenten (für den Besitzerbonus zählt er als Agent eines Gegners, selbst auf einem Gebäude, das seinem Halter gehört). Wenn diese Runde endet, kehrt er in den Palast zurück.</translation>
    </message>
    <message>
        <source>Joins the pool of whoever completes Recruit Lieutenant and stays theirs for the rest of the game; it is placed exactly like their other agents.</source>
        <translation>Kommt in den Vorrat dessen, der „Leutnant anwerben“ erfüllt, und bleibt für den Rest der Partie bei ihm; er wird genau wie dessen andere Agenten eingesetzt.</translation>
    </message>
    <message>
        <source>Scoundrels of Skullport</source>
        <translation>Die Halunken von Skullport</translation>
    </message>
    <message>
        <source>Welcome to Helden Mittelerdes. Each player leads heroes across Middle-earth: open up the places of your side, conquer the other side&apos;s lands and fortresses, and fight the other player&apos;s heroes. Hold 11 fortresses to win at once; otherwise the most points after the last round win (lands 1, fortresses 3).</source>
        <translation>Willkommen bei Helden Mittelerdes. Jeder Spieler führt Helden durch Mittelerde: Erschließe die Orte deiner Seite, erobere die Länder und Festungen der anderen Seite und bekämpfe die Helden des anderen Spielers. Wer 11 Festungen hält, gewinnt sofort; sonst gewinnt nach der letzten Runde, wer die meisten Punkte hat (Land 1, Festung 3).</translation>
    </message>
    <message>
        <source>A turn begins by drawing a hero card. Play “Draw a hero card” from the Actions panel.</source>
        <translation>Ein Zug beginnt mit dem Ziehen einer Heldenkarte. Spiele „Heldenkarte ziehen“ im Aktionsbereich.</translation>
    </message>
    <message>
        <source>Now the campaign. Drag one of your heroes (a token with a gold ring) onto a neighbouring place: it moves there, or attacks what stands there, or opens the land up. The places it may go light up; a drop the rules refuse snaps back with the reason.</source>
        <translation>Jetzt der Feldzug. Ziehe einen deiner Helden (eine Figur mit goldenem Ring) auf einen benachbarten Ort: Er zieht dorthin, greift an, was dort steht, oder erschließt das Land. Die Orte, die er erreichen darf, leuchten auf; was die Regeln ablehnen, springt mit Begründung zurück.</translation>
    </message>
    <message>
        <source>A hero card in your hand can be brought into play at its start location, once per turn: play “Bring a hero into play” from the Actions panel.</source>
        <translation>Eine Heldenkarte aus deiner Hand kann einmal pro Zug an ihrem Startort ins Spiel gebracht werden: Spiele „Helden ins Spiel bringen“ im Aktionsbereich.</translation>
    </message>
    <message>
        <source>Raising a hero&apos;s banner opens up the free places of your side around him at once. Try it, or take another step of your campaign.</source>
        <translation>Erhebt ein Held sein Banner, erschließt er sofort die unbesetzten Orte deiner Seite um sich herum. Probiere es aus oder gehe einen weiteren Schritt in deinem Feldzug.</translation>
    </message>
    <message>
        <source>Before you attack a place, point at it while you carry the hero: the tooltip and the Rules panel give the chance to conquer it, worked out from the dice. Every roll is then explained in the Rules panel.</source>
        <translation>Bevor du einen Ort angreifst, zeige auf ihn, während du den Helden trägst: Der Tooltip und der Regelbereich nennen die aus den Würfeln berechnete Chance, den Ort zu erobern. Danach wird jeder Wurf im Regelbereich erklärt.</translation>
    </message>
    <message>
        <source>Press H or click Hint for the computer&apos;s three best choices, with its reasons. When you are done, play “End the turn”.</source>
        <translation>Drücke H oder klicke auf „Tipp“, um die drei besten Züge des Computers mit seinen Gründen zu sehen. Wenn du fertig bist, spiele „Zug beenden“.</translation>
    </message>
    <message>
        <source>Welcome to the co-operative Lord of the Rings game. You and the computer are hobbits on one team: travel from Bag End to Mordor and destroy the Ring before Sauron meets the hobbits on the corruption line at the top of the board. Everyone wins or loses together.</source>
        <translation>Willkommen beim kooperativen Spiel „Der Herr der Ringe“. Du und der Computer seid Hobbits in einem Team: Reist von Beutelsend nach Mordor und zerstört den Ring, bevor Sauron die Hobbits auf der Finsternisanzeige oben auf dem Spielplan erreicht. Alle gewinnen oder verlieren gemeinsam.</translation>
    </message>
    <message>
        <source>Before setting out you may prepare. Choose in the Actions panel.</source>
        <translation>Vor dem Aufbruch kannst du Reisevorbereitungen treffen. Triff deine Wahl im Aktionsbereich.</translation>
    </message>
    <message>
        <source>The hobbits may help each other: give a card to the hobbit who needs it, or decline.</source>
        <translation>Die Hobbits dürfen einander helfen: Gib dem Hobbit, der sie braucht, eine Karte, oder lehne ab.</translation>
    </message>
    <message>
        <source>Each turn of a scenario starts by revealing event tiles: click the stack of tiles (or play “Reveal the next event tile”). A tile may bring an event that hurts the team; the Rules panel explains each one.</source>
        <translation>Jeder Zug auf einem Abenteuerspielplan beginnt mit dem Aufdecken von Ereigniskärtchen: Klicke auf den Kärtchenstapel (oder spiele „Nächstes Ereigniskärtchen aufdecken“). Ein Kärtchen kann ein Ereignis bringen, das dem Team schadet; der Regelbereich erklärt jedes einzelne.</translation>
    </message>
    <message>
        <source>Now play cards from your hand onto the scenario&apos;s lines: drag a card onto a line it fits (the lines it fits light up) to move the team along it. Foes on the foe line are fought by clicking the leftmost one.</source>
        <translation>Spiele jetzt Karten aus deiner Hand auf die Leisten des Abenteuers: Ziehe eine Karte auf eine passende Leiste (die passenden Leisten leuchten auf), um das Team auf ihr vorzurücken. Gegen die Feinde in der Feindesreihe kämpfst du, indem du den Feind ganz links anklickst.</translation>
    </message>
    <message>
        <source>Not sure what helps the team most? Press H or click Hint for the computer&apos;s three best choices, with its reasons; “What would a teammate do?” in the Help menu gives one teammate&apos;s advice.</source>
        <translation>Nicht sicher, was dem Team am meisten hilft? Drücke H oder klicke auf „Tipp“, um die drei besten Züge des Computers mit seinen Gründen zu sehen; „Was würde ein Mitspieler tun?“ im Menü „Hilfe“ gibt dir den Rat eines Mitspielers.</translation>
    </message>
    <message>
        <source>Keep going: reveal tiles, play cards, and end your turn when you are done. Finish your next turn to end this guide.</source>
        <translation>Mach weiter: Decke Kärtchen auf, spiele Karten und beende deinen Zug, wenn du fertig bist. Schließe deinen nächsten Zug ab, um die Einführung zu beenden.</translation>
    </message>
    <message>
        <source>Welcome to the Middle-earth skirmish table. Two warbands meet on a measured table: figures stand anywhere, distances are in centimetres, and every shot and fight is rolled. Win the scenario&apos;s objective or break the enemy.</source>
        <translation>Willkommen beim Scharmützel in Mittelerde. Zwei Kriegerscharen treffen auf einem vermessenen Tisch aufeinander: Figuren können überall stehen, Entfernungen werden in Zentimetern gemessen, und jeder Schuss und jeder Kampf wird gewürfelt. Erfülle das Ziel des Szenarios oder brich den Feind.</translation>
    </message>
    <message>
        <source>First place your warband. Drag each of your figures into your deployment zone (drawn on the table); the players take turns placing one figure each.</source>
        <translation>Stelle zuerst deine Kriegerschar auf. Ziehe jede deiner Figuren in deine Aufstellungszone (auf dem Tisch eingezeichnet); die Spieler stellen abwechselnd je eine Figur auf.</translation>
    </message>
    <message>
        <source>Each turn starts with a roll for priority; the side that has it moves first. In the move phase, drag a figure: its path, the distance and what is left of its Move follow the pointer, and the ground it can reach is drawn. Drop it on an enemy to charge.</source>
        <translation>Jede Runde beginnt mit einem Wurf um die Priorität; die Kriegerschar, die sie hat, bewegt sich zuerst. Ziehe in der Bewegungsphase eine Figur: Ihr Weg, die Entfernung und der Rest ihres Bewegungswerts folgen dem Mauszeiger, und das Gelände, das sie erreichen kann, wird eingezeichnet. Lässt du sie auf einem Feind los, greift sie ihn an.</translation>
    </message>
    <message>
        <source>Turn a figure with the mouse wheel over it. Drag with the right mouse button to measure any distance on the table.</source>
        <translation>Drehe eine Figur mit dem Mausrad, während der Mauszeiger über ihr steht. Ziehe mit der rechten Maustaste, um eine beliebige Entfernung auf dem Tisch zu messen.</translation>
    </message>
    <message>
        <source>Move your other figures the same way, then play “End the move phase” from the Actions panel.</source>
        <translation>Bewege deine anderen Figuren genauso und spiele dann „Bewegungsphase beenden“ im Aktionsbereich.</translation>
    </message>
    <message>
        <source>Shots and fights come next: before you shoot or fight, the odds to hit and to wound are shown, with every modifier; after the roll the Rules panel explains it in full. Press H or click Hint for the computer&apos;s three best choices.</source>
        <translation>Danach kommen Schüsse und Kämpfe: Bevor du schießt oder kämpfst, werden die Chancen zu treffen und zu verwunden mit allen Modifikatoren angezeigt; nach dem Wurf erklärt der Regelbereich ihn vollständig. Drücke H oder klicke auf „Tipp“ für die drei besten Züge des Computers.</translation>
    </message>
    <message>
        <source>Play on until your side moves again in the next turn to finish this guide.</source>
        <translation>Spiele weiter, bis sich deine Kriegerschar in der nächsten Runde wieder bewegt; damit ist die Einführung abgeschlossen.</translation>
    </message>
    <message>
        <source>Welcome to War of the Ring. You lead the Free Peoples: carry the Ring to Mount Doom with the Fellowship while your armies hold out against the Shadow. Each turn both sides roll action dice and take turns using one die at a time.</source>
        <translation>Willkommen beim Ringkrieg. Du führst die Freien Völker: Bringe den Ring mit der Gemeinschaft zum Schicksalsberg, während deine Armeen dem Schatten standhalten. In jeder Runde würfeln beide Seiten ihre Aktionswürfel und setzen dann abwechselnd je einen Würfel ein.</translation>
    </message>
    <message>
        <source>The Players panel shows each side: its victory points, the cards in its hand and its dice. The Shadow is played by the computer on Easy.</source>
        <translation>Der Bereich „Spieler“ zeigt jede Seite: ihre Siegpunkte, die Karten auf ihrer Hand und ihre Würfel. Den Schatten spielt der Computer auf der Stufe „Leicht“.</translation>
    </message>
    <message>
        <source>A turn starts with the Fellowship phase: you may reveal the Fellowship or change its guide. Not now: play “End the Fellowship phase” from the Actions panel.</source>
        <translation>Eine Runde beginnt mit der Gemeinschaftsphase: Du kannst die Gemeinschaft ansagen oder ihren Führer wechseln. Jetzt nicht: Spiele „Gemeinschaftsphase beenden“ im Aktionsbereich.</translation>
    </message>
    <message>
        <source>Your action dice are rolled, and the Shadow has put some of its dice in the Hunt box. Click the Fellowship (the Ring-bearers&apos; figure, framed) and move it with a Character die: it goes one step unseen, and the Shadow hunts it. Point at the choice first: the Rules panel gives the odds of the hunt.</source>
        <translation>Deine Aktionswürfel sind geworfen, und der Schatten hat einige seiner Würfel ins Jagdfeld gelegt. Klicke die Gemeinschaft an (die Figur der Ringträger, mit Rahmen) und bewege sie mit einem Personenwürfel: Sie rückt verborgen ein Feld vor, und der Schatten jagt sie. Zeige zuerst auf die Auswahl: Der Regelbereich nennt die Chancen der Jagd.</translation>
    </message>
    <message>
        <source>Every roll is explained in full in the Rules panel, with the rule that applies. A roll stays in the game log, marked with a die: click it to read it again.</source>
        <translation>Jeder Wurf wird im Regelbereich vollständig erklärt, mit der Regel, die gilt. Ein Wurf bleibt im Spielprotokoll, mit einem Würfel markiert: Klicke ihn an, um ihn noch einmal zu lesen.</translation>
    </message>
    <message>
        <source>Now your armies. Drag an army (a figure with a gold ring) onto a neighbouring region: the regions it may go to light up, and a move the rules refuse snaps back with the reason. Dropping on an enemy army attacks it, and the tooltip gives the battle&apos;s odds before you let go.</source>
        <translation>Jetzt deine Armeen. Ziehe eine Armee (eine Figur mit goldenem Ring) auf eine benachbarte Region: Die Regionen, die sie erreichen darf, leuchten auf, und ein Zug, den die Regeln ablehnen, springt mit Begründung zurück. Lässt du sie auf einer feindlichen Armee los, greift sie diese an, und der Tooltip nennt dir die Chancen der Schlacht, bevor du loslässt.</translation>
    </message>
    <message>
        <source>Not sure what is best? Press H or click Hint: the computer&apos;s three best choices for you, each with its reason, lit on the board. Nothing is played until you choose.</source>
        <translation>Nicht sicher, was am besten ist? Drücke H oder klicke auf „Tipp“: Die drei besten Züge des Computers für dich, jeder mit seiner Begründung, werden auf dem Spielplan hervorgehoben. Gespielt wird erst, wenn du wählst.</translation>
    </message>
    <message>
        <source>Use your remaining dice the same way, or pass, until the turn ends. Then the next turn begins with its Fellowship phase: end it again to finish this guide.</source>
        <translation>Setze deine übrigen Würfel genauso ein oder passe, bis die Runde endet. Dann beginnt die nächste Runde mit ihrer Gemeinschaftsphase: Beende sie wieder, um die Einführung abzuschließen.</translation>
    </message>
    <message>
        <source>Welcome to Lords of Waterdeep. You are a secret Lord of the city: send your agents to the city&apos;s buildings to hire adventurers and earn gold, then spend them to complete quests for victory points. The game lasts eight rounds.</source>
        <translation>Willkommen bei den Lords von Waterdeep. Du bist ein geheimer Lord der Stadt: Schicke deine Agenten in die Gebäude der Stadt, um Abenteurer anzuwerben und Gold zu verdienen, und setze beides dann ein, um Aufträge für Siegpunkte zu erfüllen. Die Partie dauert acht Runden.</translation>
    </message>
    <message>
        <source>Your mat, under the city, holds your agents, your quests, your intrigue cards and your tavern of adventurers. Your Lord card there is yours alone to see: it scores extra points at the end for quests of its kinds.</source>
        <translation>Dein Tableau unter der Stadt enthält deine Agenten, deine Aufträge, deine Intrigenkarten und deine Taverne mit Abenteurern. Deine Lordkarte dort siehst nur du: Sie bringt am Ende Extrapunkte für Aufträge ihrer Arten.</translation>
    </message>
    <message>
        <source>Drag one of your agents from your mat onto a free space of the city: each space says what it gives. The spaces it may go light up. Try a space that gives adventurers, or Builder&apos;s Hall to buy a building.</source>
        <translation>Ziehe einen deiner Agenten von deinem Tableau auf ein freies Feld der Stadt: Jedes Feld zeigt, was es einbringt. Die Felder, die er erreichen darf, leuchten auf. Versuche ein Feld, das Abenteurer bringt, oder die Baumeisterhalle, um ein Gebäude zu kaufen.</translation>
    </message>
    <message>
        <source>Some spaces ask a question next (which building, which adventurers): answer it in the Actions panel, or by clicking on the board where it shows.</source>
        <translation>Manche Felder stellen danach eine Frage (welches Gebäude, welche Abenteurer): Beantworte sie im Aktionsbereich oder mit einem Klick auf den Spielplan, wo sie angezeigt wird.</translation>
    </message>
    <message>
        <source>The players take turns placing one agent each. Place your next agent; when you have the adventurers a quest asks for, complete it by clicking it on your mat.</source>
        <translation>Die Spieler setzen abwechselnd je einen Agenten ein. Setze deinen nächsten Agenten ein; wenn du die Abenteurer hast, die ein Auftrag verlangt, erfülle ihn, indem du ihn auf deinem Tableau anklickst.</translation>
    </message>
    <message>
        <source>Quests come from Cliffwatch Inn: place an agent there, then click a quest to take it. Press H or click Hint when you want the computer&apos;s three best choices, with its reasons.</source>
        <translation>Aufträge gibt es im Gasthaus Klippenwacht: Setze dort einen Agenten ein und klicke dann einen Auftrag an, um ihn zu nehmen. Drücke H oder klicke auf „Tipp“, wenn du die drei besten Züge des Computers mit seinen Gründen sehen möchtest.</translation>
    </message>
    <message>
        <source>Place your remaining agents. When every agent is out, the round ends and the agents come home. Finish this round to end the guide.</source>
        <translation>Setze deine übrigen Agenten ein. Wenn alle Agenten eingesetzt sind, endet die Runde, und die Agenten kehren zurück. Beende diese Runde, um die Einführung abzuschließen.</translation>
    </message>
    <message>
        <source>Undermountain</source>
        <extracomment>(Scoundrels of Skullport) the names the modules&apos; boards add to the map</extracomment>
        <translation>Unterberg</translation>
    </message>
    <message>
        <source>Harder quests that ask for more Gold and adventurers and pay far more, and buildings that leave resources on action spaces for whoever comes next.</source>
        <translation>Schwerere Aufträge, die mehr Gold und Abenteurer verlangen und weit mehr einbringen, und Gebäude, die Ressourcen auf Aktionsfeldern für den zurücklassen, der als Nächstes kommt.</translation>
    </message>
    <message>
        <source>Skullport</source>
        <translation>Skullport</translation>
    </message>
    <message>
        <source>Corruption: generous buildings, quests and intrigue cards hand out corruption tokens, and each one left in a tavern costs VP at the end - the more is out, the more each costs.</source>
        <translation>Korruption: Großzügige Gebäude, Aufträge und Intrigenkarten verteilen Korruptionsmarker, und jeder, der am Ende noch in einer Taverne liegt, kostet SP – je mehr im Umlauf sind, desto mehr kostet jeder.</translation>
    </message>
    <message>
        <source>Gray Hands</source>
        <translation>Graue Hände</translation>
    </message>
    <message>
        <source>Denethor</source>
        <translation>Denethor</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Galadriel</translation>
    </message>
    <message>
        <source>Erestor</source>
        <translation>Erestor</translation>
    </message>
    <message>
        <source>Saruman the White</source>
        <translation>Saruman der Weiße</translation>
    </message>
    <message>
        <source>Théoden</source>
        <translation>Théoden</translation>
    </message>
    <message>
        <source>Imrahil</source>
        <translation>Imrahil</translation>
    </message>
    <message>
        <source>Thranduil</source>
        <translation>Thranduil</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Elrond</translation>
    </message>
    <message>
        <source>Glorfindel</source>
        <translation>Glorfindel</translation>
    </message>
    <message>
        <source>Haldir</source>
        <translation>Haldir</translation>
    </message>
    <message>
        <source>Éomer</source>
        <translation>Éomer</translation>
    </message>
    <message>
        <source>Éowyn</source>
        <translation>Éowyn</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Faramir</translation>
    </message>
    <message>
        <source>Círdan</source>
        <translation>Círdan</translation>
    </message>
    <message>
        <source>Treebeard</source>
        <translation>Baumbart</translation>
    </message>
    <message>
        <source>The Necromancer</source>
        <translation>Der Nekromant</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <translation>Mund Saurons</translation>
    </message>
    <message>
        <source>Gothmog</source>
        <translation>Gothmog</translation>
    </message>
    <message>
        <source>Grishnákh</source>
        <translation>Grishnákh</translation>
    </message>
    <message>
        <source>Great Orc</source>
        <translation>Großork</translation>
    </message>
    <message>
        <source>Shagrat</source>
        <translation>Shagrat</translation>
    </message>
    <message>
        <source>Uglúk</source>
        <translation>Uglúk</translation>
    </message>
    <message>
        <source>Khamûl</source>
        <translation>Khamûl</translation>
    </message>
    <message>
        <source>Nazgûl 5</source>
        <translation>Nazgûl 5</translation>
    </message>
    <message>
        <source>Lurtz</source>
        <translation>Lurtz</translation>
    </message>
    <message>
        <source>Gríma Wormtongue</source>
        <translation>Gríma Schlangenzunge</translation>
    </message>
    <message>
        <source>Shelob</source>
        <translation>Kankra</translation>
    </message>
    <message>
        <source>Great Goblin</source>
        <translation>Großer Bilwiss</translation>
    </message>
    <message>
        <source>The Black Serpent</source>
        <translation>Die Schwarze Schlange</translation>
    </message>
    <message>
        <source>Corsair Captain</source>
        <translation>Korsarenkapitän</translation>
    </message>
    <message>
        <source>Easterling Warlord</source>
        <translation>Kriegsherr der Ostlinge</translation>
    </message>
    <message>
        <source>Pallando</source>
        <translation>Pallando</translation>
    </message>
    <message>
        <source>Alatar</source>
        <translation>Alatar</translation>
    </message>
    <message>
        <source>Hold the White City</source>
        <translation>Die Weiße Stadt halten</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <translation>Reiter von Rohan</translation>
    </message>
    <message>
        <source>Cleanse Dol Guldur</source>
        <translation>Dol Guldur säubern</translation>
    </message>
    <message>
        <source>The Black Gate Opens</source>
        <translation>Das Schwarze Tor öffnet sich</translation>
    </message>
    <message>
        <source>March of the Ents</source>
        <translation>Der Marsch der Ents</translation>
    </message>
    <message>
        <source>Realms of the Elves</source>
        <translation>Reiche der Elben</translation>
    </message>
    <message>
        <source>The Dark Tower Falls</source>
        <translation>Der Dunkle Turm fällt</translation>
    </message>
    <message>
        <source>Siege of Gondor</source>
        <translation>Die Belagerung von Gondor</translation>
    </message>
    <message>
        <source>Shadow over Lórien</source>
        <translation>Schatten über Lórien</translation>
    </message>
    <message>
        <source>Fall of the Hornburg</source>
        <translation>Der Fall der Hornburg</translation>
    </message>
    <message>
        <source>Orcs of the Mountains</source>
        <translation>Orks der Berge</translation>
    </message>
    <message>
        <source>War in the North</source>
        <translation>Krieg im Norden</translation>
    </message>
    <message>
        <source>Fangorn Burns</source>
        <translation>Fangorn brennt</translation>
    </message>
    <message>
        <source>Master of the Anduin</source>
        <translation>Herr des Anduin</translation>
    </message>
    <message>
        <source>The Gap of Rohan</source>
        <translation>Die Pforte von Rohan</translation>
    </message>
    <message>
        <source>{seat}: {n} decisions, median {median} ms, 95th percentile {p95} ms, max {most} ms</source>
        <translation>{seat}: {n} Entscheidungen, Median {median} ms, 95. Perzentil {p95} ms, Maximum {most} ms</translation>
    </message>
    <message>
        <source>game {n} (seed {seed}) raised {error}: {message}</source>
        <translation>Partie {n} (Startwert {seed}) hat {error} ausgelöst: {message}</translation>
    </message>
    <message>
        <source>[{n}/{games}] {seconds}s, errors {errors}</source>
        <translation>[{n}/{games}] {seconds} s, Fehler {errors}</translation>
    </message>
    <message>
        <source>game: {game}; seats: {seats} (rotated each game); seed {seed}</source>
        <translation>Spiel: {game}; Plätze: {seats} (in jeder Partie rotiert); Startwert {seed}</translation>
    </message>
    <message>
        <source>game: {game}; seats: {seats}; seed {seed}</source>
        <translation>Spiel: {game}; Plätze: {seats}; Startwert {seed}</translation>
    </message>
    <message>
        <source>average length: {length} actions; unfinished (stopped at {most} actions): {unfinished}; errors: {errors}</source>
        <translation>durchschnittliche Länge: {length} Aktionen; unbeendet (nach {most} Aktionen abgebrochen): {unfinished}; Fehler: {errors}</translation>
    </message>
    <message>
        <source>thinking time per seat kind:</source>
        <translation>Bedenkzeit je Platzart:</translation>
    </message>
    <message>
        <source>wins by seat: {wins}</source>
        <translation>Siege nach Platz: {wins}</translation>
    </message>
    <message>
        <source>{games} games: {tally} unfinished {unfinished} errors {errors}</source>
        <translation>{games} Partien: {tally} unbeendet {unfinished} Fehler {errors}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>game over: {reason}</source>
        <translation>Partie beendet: {reason}</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>{player} ist am Zug</translation>
    </message>
    <message>
        <source>no one to move</source>
        <translation>niemand ist am Zug</translation>
    </message>
    <message>
        <source>{file}: valid {game} save, {players} players, {done} of {steps} actions replayed, {where}.</source>
        <translation>{file}: gültiger Spielstand von {game}, {players} Spieler, {done} von {steps} Aktionen nachgespielt, {where}.</translation>
    </message>
    <message>
        <source>Demo: {game}, {first} (computer, normal) against {second} (computer, easy), seed {seed}.</source>
        <translation>Demo: {game}, {first} (Computer, normal) gegen {second} (Computer, leicht), Startwert {seed}.</translation>
    </message>
    <message>
        <source>[{n} actions played] {summary}</source>
        <translation>[{n} Aktionen gespielt] {summary}</translation>
    </message>
    <message>
        <source>Demo stopped after {n} actions. {summary}</source>
        <translation>Demo nach {n} Aktionen angehalten. {summary}</translation>
    </message>
    <message>
        <source>Final board saved to {file}</source>
        <translation>Endstand des Spielplans gespeichert in {file}</translation>
    </message>
    <message>
        <source>The final board could not be drawn: {problem}</source>
        <translation>Der Endstand des Spielplans konnte nicht gezeichnet werden: {problem}</translation>
    </message>
    <message>
        <source>Unknown measure &apos;{name}&apos;. Choose one of: {names}.</source>
        <translation>Unbekannte Messung &apos;{name}&apos;. Wähle eine von: {names}.</translation>
    </message>
    <message>
        <source>the language of the messages (English, Türkçe, Deutsch, Suomi); else the environment&apos;s</source>
        <translation>die Sprache der Meldungen (English, Türkçe, Deutsch, Suomi); sonst die der Umgebung</translation>
    </message>
    <message>
        <source>a game option, e.g. modules=skullport or long_game=true (repeatable)</source>
        <translation>eine Spieloption, z. B. modules=skullport oder long_game=true (mehrfach möglich)</translation>
    </message>
    <message>
        <source>simulate plays computer seats only: use ai:&lt;level&gt; for every seat</source>
        <translation>simulate spielt nur mit Computerplätzen: verwende ai:&lt;level&gt; für jeden Platz</translation>
    </message>
    <message>
        <source>--{option}: {problem}</source>
        <translation>--{option}: {problem}</translation>
    </message>
    <message>
        <source>--out-dir: there is no folder {folder}</source>
        <translation>--out-dir: Es gibt keinen Ordner {folder}</translation>
    </message>
    <message>
        <source>--out-dir: the folder cannot be written ({problem})</source>
        <translation>--out-dir: In den Ordner kann nicht geschrieben werden ({problem})</translation>
    </message>
    <message>
        <source>--option: &apos;{text}&apos; is not NAME=VALUE</source>
        <translation>--option: &apos;{text}&apos; hat nicht die Form NAME=WERT</translation>
    </message>
    <message>
        <source>{game} is played by {least} to {most} players, not {players}</source>
        <translation>{game} wird von {least} bis {most} Spielern gespielt, nicht von {players}</translation>
    </message>
    <message>
        <source>{game} cannot be set up for {players} players: {problem}</source>
        <translation>{game} kann nicht für {players} Spieler aufgebaut werden: {problem}</translation>
    </message>
    <message>
        <source>realms-table-cli: stopped.</source>
        <translation>realms-table-cli: angehalten.</translation>
    </message>
    <message>
        <source>realms-table-cli: {problem}</source>
        <translation>realms-table-cli: {problem}</translation>
    </message>
    <message>
        <source>realms-table-cli: unexpected error ({error}): {problem}</source>
        <translation>realms-table-cli: unerwarteter Fehler ({error}): {problem}</translation>
    </message>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own sentences (Python 3.11), for the catalogs: argparse says them through `_` / `ngettext`</extracomment>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>die folgenden Argumente sind erforderlich: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Auswahl: %(value)r (möglich sind %(choices)s)</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger Wert für %(type)s: %(value)r</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s bedeuten</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht erlaubt zusammen mit Argument %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s ist erforderlich</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>mindestens ein Argument erwartet</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>explizites Argument %r ignoriert</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>die Versionsnummer des Programms anzeigen und beenden</translation>
    </message>
    <message>
        <source>the command line is wrong</source>
        <translation>die Befehlszeile ist fehlerhaft</translation>
    </message>
    <message>
        <source>{program}: {problem} See {command} --help.</source>
        <translation>{program}: {problem} Siehe {command} --help.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a whole number</source>
        <translation>&apos;{text}&apos; ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{value} is too small: it must be {minimum} or more</source>
        <translation>{value} ist zu klein: Es muss mindestens {minimum} sein</translation>
    </message>
    <message>
        <source>there is no folder {folder}</source>
        <translation>es gibt keinen Ordner {folder}</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} ist ein Ordner</translation>
    </message>
    <message>
        <source>{path} is not a regular file</source>
        <translation>{path} ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>{path} cannot be written ({why})</source>
        <translation>{path} kann nicht geschrieben werden ({why})</translation>
    </message>
    <message>
        <source>Unknown computer level &apos;{level}&apos;. Choose one of: {levels}.</source>
        <translation>Unbekannte Computerstufe &apos;{level}&apos;. Wähle eine von: {levels}.</translation>
    </message>
    <message>
        <source>A seat is &apos;human&apos; or &apos;ai:&lt;level&gt;&apos;, not &apos;{text}&apos;.</source>
        <translation>Ein Platz ist &apos;human&apos; oder &apos;ai:&lt;level&gt;&apos;, nicht &apos;{text}&apos;.</translation>
    </message>
    <message>
        <source>There is no game called &apos;{name}&apos;. Known games: {known}.</source>
        <translation>Es gibt kein Spiel namens &apos;{name}&apos;. Bekannte Spiele: {known}.</translation>
    </message>
    <message>
        <source>the field &apos;{field}&apos; is wrong ({problem})</source>
        <translation>das Feld &apos;{field}&apos; ist fehlerhaft ({problem})</translation>
    </message>
    <message>
        <source>The file is empty: it is not a Realms Table save.</source>
        <translation>Die Datei ist leer: Sie ist kein Realms-Table-Spielstand.</translation>
    </message>
    <message>
        <source>The save file is damaged: it is truncated, ending in the middle of the data. It was probably not written completely.</source>
        <translation>Die Spielstandsdatei ist beschädigt: Sie ist abgeschnitten und endet mitten in den Daten. Sie wurde wahrscheinlich nicht vollständig geschrieben.</translation>
    </message>
    <message>
        <source>The save file is damaged: it is not valid JSON (line {line}, column {column}: {problem}).</source>
        <translation>Die Spielstandsdatei ist beschädigt: Sie ist kein gültiges JSON (Zeile {line}, Spalte {column}: {problem}).</translation>
    </message>
    <message>
        <source>This file is not a Realms Table save (it is not JSON).</source>
        <translation>Diese Datei ist kein Realms-Table-Spielstand (sie ist kein JSON).</translation>
    </message>
    <message>
        <source>The save file is damaged: its data is nested far too deeply.</source>
        <translation>Die Spielstandsdatei ist beschädigt: Ihre Daten sind viel zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>The save file is damaged: it holds a number far too long to be real.</source>
        <translation>Die Spielstandsdatei ist beschädigt: Sie enthält eine Zahl, die viel zu lang ist, um echt zu sein.</translation>
    </message>
    <message>
        <source>This file is not a Realms Table save (it has no Realms Table format mark).</source>
        <translation>Diese Datei ist kein Realms-Table-Spielstand (ihr fehlt die Formatkennung von Realms Table).</translation>
    </message>
    <message>
        <source>The save file is damaged: its format version must be a whole number, not {value}.</source>
        <translation>Die Spielstandsdatei ist beschädigt: Ihre Formatversion muss eine ganze Zahl sein, nicht {value}.</translation>
    </message>
    <message>
        <source>This save was written by a newer Realms Table (save format {version}; this version reads up to {newest}). Update the application to open it.</source>
        <translation>Dieser Spielstand wurde von einer neueren Version von Realms Table geschrieben (Spielstandsformat {version}; diese Version liest Formate bis {newest}). Aktualisiere die Anwendung, um ihn zu öffnen.</translation>
    </message>
    <message>
        <source>The save file is damaged: there is no save format {version} (this version reads formats {oldest} to {newest}).</source>
        <translation>Die Spielstandsdatei ist beschädigt: Es gibt kein Spielstandsformat {version} (diese Version liest die Formate {oldest} bis {newest}).</translation>
    </message>
    <message>
        <source>The save file is damaged: {problem}.</source>
        <translation>Die Spielstandsdatei ist beschädigt: {problem}.</translation>
    </message>
    <message>
        <source>Action {number} in the save has a detail no such move has ({details}). The file was probably edited by hand.</source>
        <translation>Aktion {number} im Spielstand hat eine Angabe, die kein solcher Zug hat ({details}). Die Datei wurde wahrscheinlich von Hand bearbeitet.</translation>
    </message>
    <message>
        <source>This save is for a game this version does not know (&apos;{game}&apos;).</source>
        <translation>Dieser Spielstand gehört zu einem Spiel, das diese Version nicht kennt (&apos;{game}&apos;).</translation>
    </message>
    <message>
        <source>The save&apos;s game options are wrong: &apos;{option}&apos; — {problem}.</source>
        <translation>Die Spieloptionen des Spielstands sind fehlerhaft: &apos;{option}&apos; — {problem}.</translation>
    </message>
    <message>
        <source>The save&apos;s seats are wrong: {problem}</source>
        <translation>Die Plätze des Spielstands sind fehlerhaft: {problem}</translation>
    </message>
    <message>
        <source>The save file is damaged: it records chance for {chance} actions but holds {actions}.</source>
        <translation>Die Spielstandsdatei ist beschädigt: Sie zeichnet Zufall für {chance} Aktionen auf, enthält aber {actions}.</translation>
    </message>
    <message>
        <source>The save&apos;s set-up does not fit its recorded chance: {problem} The file was probably edited by hand.</source>
        <translation>Der Aufbau des Spielstands passt nicht zu seinem aufgezeichneten Zufall: {problem} Die Datei wurde wahrscheinlich von Hand bearbeitet.</translation>
    </message>
    <message>
        <source>The save&apos;s set-up cannot be played: {problem}</source>
        <translation>Der Aufbau des Spielstands kann nicht gespielt werden: {problem}</translation>
    </message>
    <message>
        <source>The save names {seats} seats, but its game has {players} players.</source>
        <translation>Der Spielstand nennt {seats} Plätze, aber sein Spiel hat {players} Spieler.</translation>
    </message>
    <message>
        <source>The save file is damaged: it counts hints for {counts} seats, but its game has {players} (or a count below zero).</source>
        <translation>Die Spielstanddatei ist beschädigt: Sie zählt Tipps für {counts} Plätze, ihr Spiel hat aber {players} (oder eine Zahl ist kleiner als null).</translation>
    </message>
    <message>
        <source>The save&apos;s set-up can no longer be played: {problem} The save was made by a version of Realms Table whose data for this game (its pieces, cards, boards or tables) differ from this version&apos;s, so it cannot be continued here.</source>
        <translation>Der Aufbau des Spielstands lässt sich nicht mehr spielen: {problem} Der Spielstand wurde mit einer Version von Realms Table gespeichert, deren Daten für dieses Spiel (Figuren, Karten, Spielpläne oder Tabellen) von denen dieser Version abweichen; er kann hier nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Action {number} in the save can no longer be replayed: {reason} The save was made by a version of Realms Table whose data for this game (its pieces, cards, boards or tables) differ from this version&apos;s, so it cannot be continued here.</source>
        <translation>Aktion {number} im Spielstand lässt sich nicht mehr nachspielen: {reason} Der Spielstand wurde mit einer Version von Realms Table gespeichert, deren Daten für dieses Spiel (Figuren, Karten, Spielpläne oder Tabellen) von denen dieser Version abweichen; er kann hier nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Action {number} in the save cannot be replayed: {reason} Either the file was edited by hand, or it was made by an earlier version of Realms Table whose data for this game differ from this version&apos;s.</source>
        <translation>Aktion {number} im Spielstand lässt sich nicht nachspielen: {reason} Entweder wurde die Datei von Hand bearbeitet, oder sie stammt aus einer früheren Version von Realms Table, deren Daten für dieses Spiel von denen dieser Version abweichen.</translation>
    </message>
    <message>
        <source>Action {number} in the save ({action}) is not legal at that point: {reason} The file was probably edited by hand.</source>
        <translation>Aktion {number} im Spielstand ({action}) ist an dieser Stelle nicht erlaubt: {reason} Die Datei wurde wahrscheinlich von Hand bearbeitet.</translation>
    </message>
    <message>
        <source>Action {number} in the save is not legal at that point: {reason} The file was probably edited by hand.</source>
        <translation>Aktion {number} im Spielstand ist an dieser Stelle nicht erlaubt: {reason} Die Datei wurde wahrscheinlich von Hand bearbeitet.</translation>
    </message>
    <message>
        <source>Action {number} in the save does not fit its recorded chance: {problem} The file was probably edited by hand.</source>
        <translation>Aktion {number} im Spielstand passt nicht zu ihrem aufgezeichneten Zufall: {problem} Die Datei wurde wahrscheinlich von Hand bearbeitet.</translation>
    </message>
    <message>
        <source>Action {number} in the save cannot be replayed ({error}: {problem}). The file was probably edited by hand.</source>
        <translation>Aktion {number} im Spielstand kann nicht nachgespielt werden ({error}: {problem}). Die Datei wurde wahrscheinlich von Hand bearbeitet.</translation>
    </message>
    <message>
        <source>The save&apos;s position ({position}) is outside its {actions} actions.</source>
        <translation>Die Position des Spielstands ({position}) liegt außerhalb seiner {actions} Aktionen.</translation>
    </message>
    <message>
        <source>There is no file at {path}.</source>
        <translation>Unter {path} gibt es keine Datei.</translation>
    </message>
    <message>
        <source>The file {path} cannot be read: {problem}.</source>
        <translation>Die Datei {path} kann nicht gelesen werden: {problem}.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a saved game.</source>
        <translation>{path} ist ein Ordner, keine gespeicherte Partie.</translation>
    </message>
    <message>
        <source>{path} is a pipe, not a saved game.</source>
        <translation>{path} ist eine Pipe, keine gespeicherte Partie.</translation>
    </message>
    <message>
        <source>{path} is a device or other special file, not a saved game.</source>
        <translation>{path} ist ein Gerät oder eine andere Spezialdatei, keine gespeicherte Partie.</translation>
    </message>
    <message>
        <source>The file is too large to be a save ({size} MB; saves are far smaller).</source>
        <translation>Die Datei ist zu groß für einen Spielstand ({size} MB; Spielstände sind viel kleiner).</translation>
    </message>
    <message>
        <source>{path} is not a regular file, so it is not a saved game.</source>
        <translation>{path} ist keine reguläre Datei und damit keine gespeicherte Partie.</translation>
    </message>
    <message>
        <source>The file is too large to be a save (saves are far smaller).</source>
        <translation>Die Datei ist zu groß für einen Spielstand (Spielstände sind viel kleiner).</translation>
    </message>
    <message>
        <source>This file is not a Realms Table save (it is not text).</source>
        <translation>Diese Datei ist kein Realms-Table-Spielstand (sie ist kein Text).</translation>
    </message>
    <message>
        <source>{card}: nowhere free to recruit {nation} figures.</source>
        <translation>{card}: Kein freier Ort, um Figuren ({nation}) zu rekrutieren.</translation>
    </message>
    <message>
        <source>Recruit in {region}</source>
        <translation>In {region} rekrutieren</translation>
    </message>
    <message>
        <source>{figures} in {region}</source>
        <translation>{figures} in {region}</translation>
    </message>
    <message>
        <source>2 players; 3 or 4 play the seed&apos;s team variants</source>
        <translation>2 Spieler; zu dritt oder zu viert spielt man die Teamvarianten der Vorlage</translation>
    </message>
    <message>
        <source>the side of each seat; default: Free Peoples, Shadow, Free Peoples, Shadow</source>
        <translation>die Seite jedes Platzes; Standard: Freie Völker, Schatten, Freie Völker, Schatten</translation>
    </message>
    <message>
        <source>what each seat plays in a team game (a side with one seat plays it whole)</source>
        <translation>was jeder Platz in einer Teampartie spielt (eine Seite mit nur einem Platz spielt sie ganz)</translation>
    </message>
    <message>
        <source>First guide</source>
        <translation>Erster Führer</translation>
    </message>
    <message>
        <source>the Fellowship&apos;s guide at the start (both are level 3)</source>
        <translation>der Führer der Gemeinschaft zu Beginn (beide haben Stufe 3)</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>2 to 6 players (a sixth needs a module)</source>
        <extracomment>the expansion&apos;s modules as the New Game dialog offers them, and the modules each choice plays with</extracomment>
        <translation>2 bis 6 Spieler (ein sechster braucht ein Modul)</translation>
    </message>
    <message>
        <source>Expansion modules</source>
        <translation>Erweiterungsmodule</translation>
    </message>
    <message>
        <source>Scoundrels of Skullport: Undermountain, Skullport, or both</source>
        <translation>Die Halunken von Skullport: Unterberg, Skullport oder beide</translation>
    </message>
    <message>
        <source>The long game</source>
        <translation>Das lange Spiel</translation>
    </message>
    <message>
        <source>one more agent each; needs a module, always so with six players or both modules</source>
        <translation>ein Agent mehr für jeden; braucht ein Modul, mit sechs Spielern oder beiden Modulen immer</translation>
    </message>
    <message>
        <source>A sixth player needs at least one module (Undermountain or Skullport): the sixth seat comes with the expansion.</source>
        <translation>Ein sechster Spieler braucht mindestens ein Modul (Unterberg oder Skullport): Der sechste Platz gehört zur Erweiterung.</translation>
    </message>
    <message>
        <source>The long game needs at least one module (Undermountain or Skullport).</source>
        <translation>Das lange Spiel braucht mindestens ein Modul (Unterberg oder Skullport).</translation>
    </message>
    <message>
        <source>Nobody is to move now.</source>
        <extracomment>the menu that asks which of several actions (tests put a stand-in here)</extracomment>
        <translation>Gerade ist niemand am Zug.</translation>
    </message>
    <message>
        <source>This board has no line there.</source>
        <translation>Dieses Abenteuer hat dort keine Leiste.</translation>
    </message>
    <message>
        <source>That does not pay toward what is asked.</source>
        <translation>Das trägt nichts zum verlangten Preis bei.</translation>
    </message>
    <message>
        <source>Only Fire Brand defeats a foe by being dropped on it; to fight the leftmost foe, click it.</source>
        <translation>Nur Feuerbrand besiegt einen Feind, wenn man ihn darauf zieht; um den Feind ganz links zu bekämpfen, klicke ihn an.</translation>
    </message>
    <message>
        <source>To fight the leftmost foe, click it.</source>
        <translation>Um den Feind ganz links zu bekämpfen, klicke ihn an.</translation>
    </message>
    <message>
        <source>Life tokens and shields are given when an event or a foe asks for them: drop them on what is being paid.</source>
        <translation>Lebensplättchen und Schilde gibst du ab, wenn ein Ereignis oder ein Feind sie verlangt: lege sie auf das, was gerade bezahlt wird.</translation>
    </message>
    <message>
        <source>Drop a card on a line of the scenario board, or on the event or foe being paid.</source>
        <translation>Lege eine Karte auf eine Leiste des Abenteuerspielplans oder, beim Bezahlen, auf das Ereignis oder den Feind.</translation>
    </message>
    <message>
        <source>That cannot be played there now.</source>
        <translation>Das kann jetzt nicht dort gespielt werden.</translation>
    </message>
    <message>
        <source>Only the leftmost foe can be fought: {foe}.</source>
        <translation>Nur der Feind ganz links kann bekämpft werden: {foe}.</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Friendship</source>
        <translation>Freundschaft</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Verstecken</translation>
    </message>
    <message>
        <source>Travelling</source>
        <translation>Reisen</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiße</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>graue</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelbe</translation>
    </message>
    <message>
        <source>ring token</source>
        <translation>Ringplättchen</translation>
    </message>
    <message>
        <source>heart token</source>
        <translation>Herzplättchen</translation>
    </message>
    <message>
        <source>sun token</source>
        <translation>Sonnenplättchen</translation>
    </message>
    <message>
        <source>life token</source>
        <translation>Lebensplättchen</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>{colour} joker</source>
        <translation>{colour} Jokerkarte</translation>
    </message>
    <message>
        <source>{colour} {symbol} card</source>
        <translation>{colour} Karte „{symbol}“</translation>
    </message>
    <message>
        <source>an unknown card</source>
        <translation>eine unbekannte Karte</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>the Eye of Sauron</source>
        <translation>das Auge Saurons</translation>
    </message>
    <message>
        <source>one dark mark</source>
        <translation>ein dunkles Zeichen</translation>
    </message>
    <message>
        <source>two dark marks</source>
        <translation>zwei dunkle Zeichen</translation>
    </message>
    <message>
        <source>three dark marks</source>
        <translation>drei dunkle Zeichen</translation>
    </message>
    <message>
        <source>the two-cards sign</source>
        <translation>das Zwei-Karten-Zeichen</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Sam</translation>
    </message>
    <message>
        <source>Merry</source>
        <translation>Merry</translation>
    </message>
    <message>
        <source>Pippin</source>
        <translation>Pippin</translation>
    </message>
    <message>
        <source>Fatty</source>
        <translation>Dick</translation>
    </message>
    <message numerus="yes">
        <source>Gandalf&apos;s Defiance holds Sauron back: he does not move %n step(s).</source>
        <translation>
            <numerusform>Gandalfs Trotz hält Sauron zurück: er rückt %n Feld nicht vor.</numerusform>
            <numerusform>Gandalfs Trotz hält Sauron zurück: er rückt %n Felder nicht vor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sauron moves %n step(s) toward the hobbits, to space {space}.</source>
        <translation>
            <numerusform>Sauron rückt %n Feld auf die Hobbits zu, auf Feld {space}.</numerusform>
            <numerusform>Sauron rückt %n Felder auf die Hobbits zu, auf Feld {space}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} moves %n step(s) into darkness, to space {space}.</source>
        <translation>
            <numerusform>{hobbit} geht %n Feld in die Finsternis, auf Feld {space}.</numerusform>
            <numerusform>{hobbit} geht %n Felder in die Finsternis, auf Feld {space}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} moves toward the light, to space {space}.</source>
        <translation>{hobbit} geht Richtung Licht, auf Feld {space}.</translation>
    </message>
    <message>
        <source>Sauron reaches {hobbit}: {hobbit} is out of the game.</source>
        <translation>Sauron erreicht {hobbit}: {hobbit} scheidet aus.</translation>
    </message>
    <message>
        <source>The Ring-bearer has fallen: Sauron takes the Ring. The quest is lost.</source>
        <translation>Der Ringträger ist gefallen: Sauron nimmt den Ring. Die Fahrt ist gescheitert.</translation>
    </message>
    <message>
        <source>Expert game: a hobbit has fallen, so the quest is lost.</source>
        <translation>Expertenspiel: ein Hobbit ist gefallen, also ist die Fahrt gescheitert.</translation>
    </message>
    <message>
        <source>{hobbit} would roll the die: {why}</source>
        <translation>{hobbit} müsste würfeln: {why}</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Immunity: the die is set blank side up</source>
        <translation>Gandalfs Schutz: der Würfel wird mit der leeren Seite nach oben gelegt</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>nichts geschieht</translation>
    </message>
    <message>
        <source>Immunity: {hobbit}&apos;s roll shows the blank face.</source>
        <translation>Schutz: {hobbit}s Wurf zeigt die leere Seite.</translation>
    </message>
    <message>
        <source>ignored: a card played ahead turns this result aside</source>
        <translation>zählt nicht: eine vorab gespielte Karte wendet dieses Ergebnis ab</translation>
    </message>
    <message>
        <source>the die</source>
        <translation>der Würfel</translation>
    </message>
    <message>
        <source>{hobbit} rolls the die: {why}</source>
        <translation>{hobbit} würfelt: {why}</translation>
    </message>
    <message>
        <source>{hobbit} rolls {face}.</source>
        <translation>{hobbit} würfelt {face}.</translation>
    </message>
    <message>
        <source>Sauron moves one step toward the hobbits</source>
        <translation>Sauron rückt 1 Feld auf die Hobbits zu</translation>
    </message>
    <message>
        <source>{hobbit} discards two cards</source>
        <translation>{hobbit} wirft zwei Karten ab</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} moves %n step(s) into darkness</source>
        <translation>
            <numerusform>{hobbit} geht %n Feld in die Finsternis</numerusform>
            <numerusform>{hobbit} geht %n Felder in die Finsternis</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} draws from the hobbit deck</source>
        <translation>{hobbit} zieht vom Hobbitkartenstapel</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), seen only by their holder</source>
        <translation>
            <numerusform>%n Karte, nur für ihren Besitzer sichtbar</numerusform>
            <numerusform>%n Karten, nur für ihren Besitzer sichtbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck</source>
        <translation>
            <numerusform>noch %n Karte im Stapel</numerusform>
            <numerusform>noch %n Karten im Stapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} draws %n hobbit card(s).</source>
        <translation>
            <numerusform>{hobbit} zieht %n Hobbitkarte.</numerusform>
            <numerusform>{hobbit} zieht %n Hobbitkarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n discarded hobbit card(s) into a new deck</source>
        <translation>
            <numerusform>Die %n abgeworfene Hobbitkarte zu einem neuen Stapel mischen</numerusform>
            <numerusform>Die %n abgeworfenen Hobbitkarten zu einem neuen Stapel mischen</numerusform>
        </translation>
    </message>
    <message>
        <source>the hobbits draw from the new deck</source>
        <translation>die Hobbits ziehen vom neuen Stapel</translation>
    </message>
    <message>
        <source>The hobbit deck is empty: the discards are shuffled into a new deck.</source>
        <translation>Der Hobbitkartenstapel ist leer: der Ablagestapel wird zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <source>{card} is no longer there to be won.</source>
        <translation>{card} ist nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <source>{hobbit} takes the feature card {card}.</source>
        <translation>{hobbit} nimmt die Sonderkarte {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} takes a shield worth %n.</source>
        <translation>
            <numerusform>{hobbit} nimmt einen Schild im Wert von %n.</numerusform>
            <numerusform>{hobbit} nimmt einen Schild im Wert von %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} draws one of the face-down big shields</source>
        <translation>{hobbit} zieht einen der verdeckten großen Schilde</translation>
    </message>
    <message numerus="yes">
        <source>a shield worth %n</source>
        <translation>
            <numerusform>ein Schild im Wert von %n</numerusform>
            <numerusform>ein Schild im Wert von %n</numerusform>
        </translation>
    </message>
    <message>
        <source>it goes to {hobbit}</source>
        <translation>er geht an {hobbit}</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} draws a big shield worth %n.</source>
        <translation>
            <numerusform>{hobbit} zieht einen großen Schild im Wert von %n.</numerusform>
            <numerusform>{hobbit} zieht einen großen Schild im Wert von %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No {token} is left in the supply.</source>
        <translation>Kein {token} mehr im Vorrat.</translation>
    </message>
    <message>
        <source>{hobbit} takes a {token}.</source>
        <translation>{hobbit} nimmt ein {token}.</translation>
    </message>
    <message>
        <source>The foe deck is empty: no more foes come.</source>
        <translation>Der Feindstapel ist leer: es kommen keine Feinde mehr.</translation>
    </message>
    <message numerus="yes">
        <source>A foe comes out of the foe deck (%n left)</source>
        <translation>
            <numerusform>Ein Feind kommt aus dem Feindstapel (noch %n)</numerusform>
            <numerusform>Ein Feind kommt aus dem Feindstapel (noch %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>to defeat it: {demand}</source>
        <translation>um ihn zu besiegen: {demand}</translation>
    </message>
    <message>
        <source>A foe appears: {foe} ({demand}). Foes on the foe line: {count}.</source>
        <translation>Ein Feind erscheint: {foe} ({demand}). Feinde in der Feindesreihe: {count}.</translation>
    </message>
    <message>
        <source>{foe} is defeated ({how}). Foes defeated: {count}.</source>
        <translation>Besiegt: {foe} ({how}). Besiegte Feinde: {count}.</translation>
    </message>
    <message numerus="yes">
        <source>%n {symbol} symbol(s)</source>
        <translation>
            <numerusform>%n × {symbol}</numerusform>
            <numerusform>%n × {symbol}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n × {token}</source>
        <translation>
            <numerusform>%n × {token}</numerusform>
            <numerusform>%n × {token}</numerusform>
        </translation>
    </message>
    <message>
        <source>all shields</source>
        <translation>alle Schilde</translation>
    </message>
    <message>
        <source>the card {card}</source>
        <translation>die Karte {card}</translation>
    </message>
    <message numerus="yes">
        <source>roll the die %n time(s)</source>
        <translation>
            <numerusform>%n-mal würfeln</numerusform>
            <numerusform>%n-mal würfeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) into darkness</source>
        <translation>
            <numerusform>%n Feld in die Finsternis</numerusform>
            <numerusform>%n Felder in die Finsternis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sauron moves %n step(s)</source>
        <translation>
            <numerusform>Sauron rückt %n Feld vor</numerusform>
            <numerusform>Sauron rückt %n Felder vor</numerusform>
        </translation>
    </message>
    <message>
        <source>{parts}</source>
        <translation>{parts}</translation>
    </message>
    <message>
        <source>{place} · Sauron on {sauron} · foes {foes} · defeated {defeated}</source>
        <extracomment>the rule-based teammate&apos;s weights (tuned by simulation: see engines/quest/bench.py)</extracomment>
        <translation>{place} · Sauron auf {sauron} · Feinde {foes} · besiegt {defeated}</translation>
    </message>
    <message>
        <source>the event tiles come first in a turn</source>
        <translation>in einem Zug kommen zuerst die Ereigniskärtchen</translation>
    </message>
    <message>
        <source>it moves the main line: the sooner the board ends, the fewer events</source>
        <translation>es bringt die Hauptleiste voran: je früher der Spielplan endet, desto weniger Ereignisse</translation>
    </message>
    <message>
        <source>it moves a line toward rewards the team still needs</source>
        <translation>es bringt eine Leiste zu Belohnungen voran, die der Gemeinschaft noch fehlen</translation>
    </message>
    <message>
        <source>{hobbit} is too close to Sauron</source>
        <translation>Sauron ist zu nah: {hobbit}</translation>
    </message>
    <message>
        <source>the hand is short of cards</source>
        <translation>die Hand hat zu wenige Karten</translation>
    </message>
    <message>
        <source>the foe line is getting long</source>
        <translation>die Feindesreihe wird lang</translation>
    </message>
    <message>
        <source>paying costs less than the penalty</source>
        <translation>Bezahlen kostet weniger als die Strafe</translation>
    </message>
    <message>
        <source>the penalty costs less than paying</source>
        <translation>die Strafe kostet weniger als das Bezahlen</translation>
    </message>
    <message>
        <source>the rules of thumb rate it best</source>
        <translation>die Faustregeln halten es für das Beste</translation>
    </message>
    <message>
        <source>The Fellowship sets out from Bag End. Sauron stands on space {space} of the corruption line.</source>
        <translation>Die Gemeinschaft bricht in Beutelsend auf. Sauron steht auf Feld {space} der Finsternisanzeige.</translation>
    </message>
    <message>
        <source>The Fellowship reaches {place}, a safe haven.</source>
        <translation>Die Gemeinschaft erreicht {place}, eine Zuflucht.</translation>
    </message>
    <message>
        <source>Shuffle the 23 event tiles for {board}</source>
        <translation>Die 23 Ereigniskärtchen für {board} mischen</translation>
    </message>
    <message>
        <source>the tiles are revealed one by one during the turns</source>
        <translation>die Kärtchen werden in den Zügen einzeln aufgedeckt</translation>
    </message>
    <message>
        <source>The Fellowship reaches {board}. {hobbit}, the Ring-bearer, begins.</source>
        <translation>Die Gemeinschaft erreicht {board}. {hobbit}, der Ringträger, beginnt.</translation>
    </message>
    <message>
        <source>The event tiles are shuffled.</source>
        <translation>Die Ereigniskärtchen werden gemischt.</translation>
    </message>
    <message>
        <source>{place}: {step}.</source>
        <translation>{place}: {step}.</translation>
    </message>
    <message>
        <source>{hobbit} receives {card}.</source>
        <translation>{hobbit} erhält {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n revealed event tile(s) into a new stack</source>
        <translation>
            <numerusform>Das %n aufgedeckte Ereigniskärtchen zu einem neuen Stapel mischen</numerusform>
            <numerusform>Die %n aufgedeckten Ereigniskärtchen zu einem neuen Stapel mischen</numerusform>
        </translation>
    </message>
    <message>
        <source>the turn goes on with the new stack</source>
        <translation>der Zug geht mit dem neuen Stapel weiter</translation>
    </message>
    <message>
        <source>The event tiles have run out: they are shuffled again.</source>
        <translation>Die Ereigniskärtchen sind aufgebraucht: sie werden neu gemischt.</translation>
    </message>
    <message>
        <source>{hobbit} reveals the next event tile</source>
        <translation>{hobbit} deckt das nächste Ereigniskärtchen auf</translation>
    </message>
    <message>
        <source>the {symbol} line moves one space</source>
        <translation>die Leiste „{symbol}“ rückt 1 Feld vor</translation>
    </message>
    <message>
        <source>this board has no {symbol} line: nothing moves</source>
        <translation>dieser Spielplan hat keine Leiste für {symbol}: nichts bewegt sich</translation>
    </message>
    <message>
        <source>{hobbit} reveals an event tile: {tile}.</source>
        <translation>{hobbit} deckt ein Ereigniskärtchen auf: {tile}.</translation>
    </message>
    <message>
        <source>The first tile of the turn shows a line: one foe appears first.</source>
        <translation>Das erste Kärtchen des Zuges zeigt eine Aktivität: zuerst erscheint ein Feind.</translation>
    </message>
    <message>
        <source>a sundial: the next event</source>
        <translation>eine Sonnenuhr: das nächste Ereignis</translation>
    </message>
    <message>
        <source>the Ring: the Ring-bearer steps into darkness</source>
        <translation>der Ring: der Ringträger geht in die Finsternis</translation>
    </message>
    <message>
        <source>the Eye or two steps into darkness</source>
        <translation>das Auge oder zwei Felder in die Finsternis</translation>
    </message>
    <message>
        <source>three cards, or the next event</source>
        <translation>drei Karten oder das nächste Ereignis</translation>
    </message>
    <message>
        <source>a card, a life token and a shield, or the next event</source>
        <translation>eine Karte, ein Lebensplättchen und ein Schild oder das nächste Ereignis</translation>
    </message>
    <message>
        <source>the event marker moves on and the next event happens</source>
        <translation>der Ereignisstein rückt weiter, das nächste Ereignis tritt ein</translation>
    </message>
    <message>
        <source>the Ring-bearer takes one step into darkness</source>
        <translation>der Ringträger geht 1 Feld in die Finsternis</translation>
    </message>
    <message>
        <source>one hobbit may take two steps into darkness, else Sauron moves one step</source>
        <translation>ein Hobbit kann 2 Felder in die Finsternis gehen, sonst rückt Sauron 1 Feld vor</translation>
    </message>
    <message>
        <source>the group may discard three cards, else the next event happens</source>
        <translation>die Gruppe kann drei Karten abwerfen, sonst tritt das nächste Ereignis ein</translation>
    </message>
    <message>
        <source>the group may give up a card, a life token and a shield, else the next event happens</source>
        <translation>die Gruppe kann eine Karte, ein Lebensplättchen und einen Schild abgeben, sonst tritt das nächste Ereignis ein</translation>
    </message>
    <message numerus="yes">
        <source>The turn ends with %n foes on the foe line: the foes win.</source>
        <translation>
            <numerusform>Der Zug endet mit %n Feind in der Feindesreihe: die Feinde gewinnen.</numerusform>
            <numerusform>Der Zug endet mit %n Feinden in der Feindesreihe: die Feinde gewinnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 30 foes are defeated: victory in war!</source>
        <translation>Alle 30 Feinde sind besiegt: Sieg im Krieg!</translation>
    </message>
    <message>
        <source>the main line</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>the Fighting line</source>
        <translation>Kampfleiste</translation>
    </message>
    <message>
        <source>the Friendship line</source>
        <translation>Freundschaftsleiste</translation>
    </message>
    <message>
        <source>the Hiding line</source>
        <translation>Versteckleiste</translation>
    </message>
    <message>
        <source>the Travelling line</source>
        <translation>Reiseleiste</translation>
    </message>
    <message>
        <source>{board} has no line for {symbol}: nothing moves.</source>
        <translation>{board} hat keine Leiste für {symbol}: nichts bewegt sich.</translation>
    </message>
    <message>
        <source>{line} is already complete: nothing moves.</source>
        <translation>Die {line} ist schon vollständig: nichts bewegt sich.</translation>
    </message>
    <message>
        <source>{line} moves to space {space}.</source>
        <translation>Die {line} rückt auf Feld {space} vor.</translation>
    </message>
    <message>
        <source>that symbol</source>
        <translation>dieses Symbol</translation>
    </message>
    <message>
        <source>a die space on the line</source>
        <translation>ein Würfelfeld auf der Leiste</translation>
    </message>
    <message>
        <source>The main line of {board} is complete.</source>
        <translation>Die Hauptleiste von {board} ist vollständig.</translation>
    </message>
    <message>
        <source>Event {n} of {board}: {event}.</source>
        <translation>Ereignis {n} von {board}: {event}.</translation>
    </message>
    <message>
        <source>A card played ahead turns the event aside: nothing happens.</source>
        <translation>Eine vorab gespielte Karte wendet das Ereignis ab: nichts geschieht.</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery: Sam rolls the die instead, and the event is passed over.</source>
        <translation>Sams Tapferkeit: Sam würfelt stattdessen, und das Ereignis wird übersprungen.</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery</source>
        <translation>Sams Tapferkeit</translation>
    </message>
    <message>
        <source>The sixth event is over: the Fellowship leaves this board.</source>
        <translation>Das sechste Ereignis ist vorbei: die Gemeinschaft verlässt dieses Abenteuer.</translation>
    </message>
    <message>
        <source>{event}: the line is complete.</source>
        <translation>{event}: die Leiste ist vollständig.</translation>
    </message>
    <message>
        <source>{event}: the line is not complete.</source>
        <translation>{event}: die Leiste ist nicht vollständig.</translation>
    </message>
    <message>
        <source>The top hobbit card of the deck is turned up</source>
        <translation>Die oberste Hobbitkarte des Stapels wird aufgedeckt</translation>
    </message>
    <message>
        <source>its symbol is the one asked for</source>
        <translation>ihr Symbol ist das verlangte</translation>
    </message>
    <message>
        <source>The top hobbit card is turned up: {card}.</source>
        <translation>Die oberste Hobbitkarte wird aufgedeckt: {card}.</translation>
    </message>
    <message>
        <source>the event</source>
        <translation>das Ereignis</translation>
    </message>
    <message>
        <source>{event}: {hobbit} does not pay, so the penalty follows.</source>
        <translation>{event}: {hobbit} bezahlt nicht, also folgt die Strafe.</translation>
    </message>
    <message>
        <source>{event}: nobody pays, so the penalty follows.</source>
        <translation>{event}: niemand bezahlt, also folgt die Strafe.</translation>
    </message>
    <message>
        <source>{event}: the Fellowship does not pay.</source>
        <translation>{event}: die Gemeinschaft bezahlt nicht.</translation>
    </message>
    <message>
        <source>{hobbit} gives {card}.</source>
        <translation>{hobbit} gibt {card} ab.</translation>
    </message>
    <message>
        <source>{hobbit} gives a {token}.</source>
        <translation>{hobbit} gibt ein {token} ab.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives shields worth %n.</source>
        <translation>
            <numerusform>{hobbit} gibt Schilde im Wert von %n ab.</numerusform>
            <numerusform>{hobbit} gibt Schilde im Wert von %n ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fatty&apos;s Wit: Fatty spends his ability card instead of the shields.</source>
        <translation>Dicks List: Dick gibt statt der Schilde seine Charakterstärke ab.</translation>
    </message>
    <message>
        <source>its demand is met</source>
        <translation>Forderung erfüllt</translation>
    </message>
    <message>
        <source>{event}: paid.</source>
        <translation>{event}: bezahlt.</translation>
    </message>
    <message>
        <source>{hobbit} takes it on: {event}.</source>
        <translation>{hobbit} nimmt es auf sich: {event}.</translation>
    </message>
    <message>
        <source>{hobbit} does not pay.</source>
        <translation>{hobbit} bezahlt nicht.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} discards all %n card(s).</source>
        <translation>
            <numerusform>{hobbit} wirft seine %n Karte ab.</numerusform>
            <numerusform>{hobbit} wirft alle %n Karten ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives up shields worth %n.</source>
        <translation>
            <numerusform>{hobbit} gibt Schilde im Wert von %n ab.</numerusform>
            <numerusform>{hobbit} gibt Schilde im Wert von %n ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>The feature cards still on this board are lost: {cards}.</source>
        <translation>Die Sonderkarten, die noch in diesem Abenteuer liegen, sind verloren: {cards}.</translation>
    </message>
    <message>
        <source>the Battle of the Spells</source>
        <translation>die Schlacht der Zauber</translation>
    </message>
    <message>
        <source>{board} is behind the Fellowship.</source>
        <translation>{board} liegt hinter der Gemeinschaft.</translation>
    </message>
    <message>
        <source>Athelas: nobody is hurt for missing life tokens this time.</source>
        <translation>Athelas: diesmal schaden fehlende Lebensplättchen niemandem.</translation>
    </message>
    <message>
        <source>{hobbit} lacks: {tokens}.</source>
        <translation>{hobbit} fehlt: {tokens}.</translation>
    </message>
    <message>
        <source>{hobbit} has the most ring tokens and becomes the Ring-bearer.</source>
        <translation>{hobbit} hat die meisten Ringplättchen und wird Ringträger.</translation>
    </message>
    <message numerus="yes">
        <source>The Ring reaches Mount Doom, but %n foes stand on the foe line: the foes win.</source>
        <translation>
            <numerusform>Der Ring erreicht den Schicksalsberg, aber %n Feind liegt in der Feindesreihe: die Feinde gewinnen.</numerusform>
            <numerusform>Der Ring erreicht den Schicksalsberg, aber %n Feinde liegen in der Feindesreihe: die Feinde gewinnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Ring is on Mount Doom: {hobbit} must try to destroy it.</source>
        <translation>Der Ring ist am Schicksalsberg: {hobbit} muss versuchen, ihn zu vernichten.</translation>
    </message>
    <message>
        <source>to cast the Ring into the fire</source>
        <translation>den Ring ins Feuer werfen</translation>
    </message>
    <message>
        <source>No hobbit is left to destroy the Ring: the attempt has failed.</source>
        <translation>Kein Hobbit ist mehr übrig, um den Ring zu vernichten: der Versuch ist gescheitert.</translation>
    </message>
    <message>
        <source>{hobbit} takes up the task.</source>
        <translation>{hobbit} übernimmt die Aufgabe.</translation>
    </message>
    <message numerus="yes">
        <source>%n foes remain on the foe line: the hobbits are overwhelmed.</source>
        <translation>
            <numerusform>%n Feind bleibt in der Feindesreihe: die Hobbits werden überwältigt.</numerusform>
            <numerusform>%n Feinde bleiben in der Feindesreihe: die Hobbits werden überwältigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Ring is destroyed in the fire of Mount Doom! The quest is won.</source>
        <translation>Der Ring ist im Feuer des Schicksalsbergs vernichtet! Die Fahrt ist geglückt.</translation>
    </message>
    <message>
        <source>The Great Eye finds the Ring: Sauron rules Middle-earth. The quest is lost.</source>
        <translation>Das Große Auge findet den Ring: Sauron beherrscht Mittelerde. Die Fahrt ist gescheitert.</translation>
    </message>
    <message>
        <source>2 to 5 hobbits</source>
        <translation>2 bis 5 Hobbits</translation>
    </message>
    <message>
        <source>Sauron starts</source>
        <translation>Saurons Startfeld</translation>
    </message>
    <message>
        <source>where Sauron starts: easy 15, normal 12, hard 10</source>
        <translation>Saurons Startfeld: leicht 15, normal 12, schwer 10</translation>
    </message>
    <message>
        <source>Friends &amp; Foes</source>
        <translation>Die Feinde</translation>
    </message>
    <message>
        <source>play with Friends &amp; Foes</source>
        <translation>mit der Erweiterung „Die Feinde“ spielen</translation>
    </message>
    <message>
        <source>Expert game</source>
        <translation>Expertenspiel</translation>
    </message>
    <message>
        <source>expert: the quest is lost when any hobbit falls</source>
        <translation>Experte: die Fahrt scheitert, sobald ein Hobbit fällt</translation>
    </message>
    <message>
        <source>One person plays</source>
        <translation>Eine Person spielt</translation>
    </message>
    <message>
        <source>one person plays all the human hobbits: no curtain between them</source>
        <translation>eine Person spielt alle Hobbits, die nicht der Computer spielt: kein Sichtschutz dazwischen</translation>
    </message>
    <message>
        <source>Hobbit</source>
        <translation>Hobbit</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The Ring-bearer fell: Sauron has taken the Ring.</source>
        <translation>Der Ringträger ist gefallen: Sauron hat den Ring genommen.</translation>
    </message>
    <message>
        <source>The Great Eye found the Ring: Sauron rules Middle-earth.</source>
        <translation>Das Große Auge hat den Ring gefunden: Sauron beherrscht Mittelerde.</translation>
    </message>
    <message>
        <source>Eight or more foes stood on the foe line: the foes have won.</source>
        <translation>Acht oder mehr Feinde lagen in der Feindesreihe: die Feinde haben gewonnen.</translation>
    </message>
    <message>
        <source>All 30 foes were defeated: victory in war!</source>
        <translation>Alle 30 Feinde wurden besiegt: Sieg im Krieg!</translation>
    </message>
    <message>
        <source>The Ring was destroyed in the fire of Mount Doom!</source>
        <translation>Der Ring wurde im Feuer des Schicksalsbergs vernichtet!</translation>
    </message>
    <message>
        <source>The Fellowship reached Mount Doom but could not destroy the Ring.</source>
        <translation>Die Gemeinschaft erreichte den Schicksalsberg, konnte den Ring aber nicht vernichten.</translation>
    </message>
    <message>
        <source>A hobbit fell, and in the expert game that loses the quest.</source>
        <translation>Ein Hobbit ist gefallen, und im Expertenspiel scheitert damit die Fahrt.</translation>
    </message>
    <message>
        <source>Mount Doom reached</source>
        <translation>Schicksalsberg erreicht</translation>
    </message>
    <message>
        <source>Furthest main-line value</source>
        <translation>Höchster Wert der Hauptleiste</translation>
    </message>
    <message>
        <source>Foes defeated</source>
        <translation>Besiegte Feinde</translation>
    </message>
    <message>
        <source>Shields (Bill the Pony counts one)</source>
        <translation>Schilde (Lutz das Pony zählt einen)</translation>
    </message>
    <message>
        <source>forward</source>
        <comment>the way a figure moves</comment>
        <extracomment>the way of a move from where the figure faces, clockwise from straight ahead (0° east, 90° south)</extracomment>
        <translation>nach vorn</translation>
    </message>
    <message>
        <source>forward-right</source>
        <comment>the way a figure moves</comment>
        <translation>nach vorn rechts</translation>
    </message>
    <message>
        <source>to the right</source>
        <comment>the way a figure moves</comment>
        <translation>nach rechts</translation>
    </message>
    <message>
        <source>back-right</source>
        <comment>the way a figure moves</comment>
        <translation>nach hinten rechts</translation>
    </message>
    <message>
        <source>back</source>
        <comment>the way a figure moves</comment>
        <translation>nach hinten</translation>
    </message>
    <message>
        <source>back-left</source>
        <comment>the way a figure moves</comment>
        <translation>nach hinten links</translation>
    </message>
    <message>
        <source>to the left</source>
        <comment>the way a figure moves</comment>
        <translation>nach links</translation>
    </message>
    <message>
        <source>forward-left</source>
        <comment>the way a figure moves</comment>
        <translation>nach vorn links</translation>
    </message>
    <message>
        <source>toward the ford</source>
        <translation>zur Furt</translation>
    </message>
    <message>
        <source>toward the heirloom</source>
        <translation>zum Erbstück</translation>
    </message>
    <message>
        <source>Place {name} {d} cm from the left edge, at the front of the zone</source>
        <translation>{name} {d} cm vom linken Rand aufstellen, vorn in der Zone</translation>
    </message>
    <message>
        <source>Place {name} {d} cm from the left edge, at the back of the zone</source>
        <translation>{name} {d} cm vom linken Rand aufstellen, hinten in der Zone</translation>
    </message>
    <message>
        <source>Place {name} {d} cm from the left edge, in the middle of the zone</source>
        <translation>{name} {d} cm vom linken Rand aufstellen, in der Mitte der Zone</translation>
    </message>
    <message>
        <source>{name} runs {d} cm toward {target}</source>
        <translation>{name} rennt {d} cm auf {target} zu</translation>
    </message>
    <message>
        <source>{name} walks {d} cm toward {target}</source>
        <translation>{name} geht {d} cm auf {target} zu</translation>
    </message>
    <message>
        <source>{name} runs {d} cm {way}</source>
        <translation>{name} rennt {d} cm {way}</translation>
    </message>
    <message>
        <source>{name} walks {d} cm {way}</source>
        <translation>{name} geht {d} cm {way}</translation>
    </message>
    <message>
        <source>{name} jumps, {d} cm toward {target}</source>
        <translation>{name} springt, {d} cm auf {target} zu</translation>
    </message>
    <message>
        <source>{name} jumps, {d} cm {way}</source>
        <translation>{name} springt, {d} cm {way}</translation>
    </message>
    <message>
        <source>{name} charges {target} ({d} cm away)</source>
        <translation>{name} greift {target} an ({d} cm entfernt)</translation>
    </message>
    <message>
        <source>{name} charges {target}: {d} cm away, beyond its Move (the charge fails)</source>
        <translation>{name} greift {target} an: {d} cm entfernt, außerhalb seiner Bewegung (der Angriff scheitert)</translation>
    </message>
    <message>
        <source>{name} risks a desperate shot at {target}</source>
        <translation>{name} wagt einen Verzweiflungsschuss auf {target}</translation>
    </message>
    <message>
        <source>{name} shoots at {target}</source>
        <translation>{name} schießt auf {target}</translation>
    </message>
    <message>
        <source>{name} turns</source>
        <translation>{name} dreht sich</translation>
    </message>
    <message>
        <source>End moving</source>
        <translation>Bewegen beenden</translation>
    </message>
    <message>
        <source>End shooting</source>
        <translation>Schießen beenden</translation>
    </message>
    <message>
        <source>{a} against {b}.</source>
        <translation>{a} gegen {b}.</translation>
    </message>
    <message>
        <source>higher ground</source>
        <translation>erhöhte Stellung</translation>
    </message>
    <message>
        <source>support from {n} friend(s)</source>
        <translation>Unterstützung durch {n} befreundete Figur(en)</translation>
    </message>
    <message>
        <source>ran and was caught in a fight</source>
        <translation>gerannt und in einen Kampf geraten</translation>
    </message>
    <message>
        <source>a cavalry charge</source>
        <translation>ein Kavallerieangriff</translation>
    </message>
    <message>
        <source>{a} and {b} are no longer in reach of each other.</source>
        <translation>{a} und {b} können einander nicht mehr erreichen.</translation>
    </message>
    <message>
        <source>{a} and {b} fight.</source>
        <translation>{a} und {b} kämpfen.</translation>
    </message>
    <message>
        <source>{w} strikes at {lo}.</source>
        <translation>{w} schlägt nach {lo}.</translation>
    </message>
    <message>
        <source>{name} backs away 4 cm.</source>
        <translation>{name} weicht 4 cm zurück.</translation>
    </message>
    <message>
        <source>{name} has no room to back away and stays cowed.</source>
        <translation>{name} hat keinen Platz zum Zurückweichen und bleibt niedergeworfen.</translation>
    </message>
    <message>
        <source>{name} has no room to back away: it is cowed and lies down.</source>
        <translation>{name} hat keinen Platz zum Zurückweichen, wird niedergeworfen und hingelegt.</translation>
    </message>
    <message>
        <source>{name} follows up {d} cm.</source>
        <translation>{name} setzt {d} cm nach.</translation>
    </message>
    <message>
        <source>{name} has no room to follow up and stays.</source>
        <translation>{name} hat keinen Platz zum Nachsetzen und bleibt stehen.</translation>
    </message>
    <message>
        <source>{name} tries to hold its ground instead of following up</source>
        <translation>{name} versucht, stehen zu bleiben, statt nachzusetzen</translation>
    </message>
    <message>
        <source>{name} stays where it is</source>
        <translation>{name} bleibt stehen</translation>
    </message>
    <message>
        <source>{name} follows up 4 cm</source>
        <translation>{name} setzt 4 cm nach</translation>
    </message>
    <message>
        <source>{name} tests its Courage to hold its ground.</source>
        <translation>{name} legt eine Mutprobe ab, um stehen zu bleiben.</translation>
    </message>
    <message>
        <source>{kind} {n}</source>
        <translation>{kind} {n}</translation>
    </message>
    <message>
        <source>{a} and {b} meet on {table}.</source>
        <translation>{a} und {b} treffen aufeinander: {table}.</translation>
    </message>
    <message>
        <source>Roll-off: {side} places the first figure.</source>
        <translation>Auswürfeln: Die Kriegerschar {side} stellt die erste Figur auf.</translation>
    </message>
    <message>
        <source>{name} takes up its place.</source>
        <translation>{name} bezieht Stellung.</translation>
    </message>
    <message>
        <source>Turn {n} begins.</source>
        <translation>Runde {n} beginnt.</translation>
    </message>
    <message>
        <source>Priority roll: {side} chooses who acts first.</source>
        <translation>Wurf um die Priorität: Die Kriegerschar {side} bestimmt, wer zuerst handelt.</translation>
    </message>
    <message>
        <source>{side} has priority this turn.</source>
        <translation>Priorität in dieser Runde: {side}.</translation>
    </message>
    <message>
        <source>{side} has no figure free to move.</source>
        <translation>Keine Figur der Kriegerschar {side} kann sich bewegen.</translation>
    </message>
    <message>
        <source>{name} tries to rally</source>
        <translation>{name} versucht, sich zu erholen</translation>
    </message>
    <message>
        <source>{name} stands up and fights on</source>
        <translation>{name} steht auf und kämpft weiter</translation>
    </message>
    <message>
        <source>{name} stays down until the next morale phase</source>
        <translation>{name} bleibt bis zur nächsten Moralphase am Boden</translation>
    </message>
    <message>
        <source>{name} tests its Courage to rally.</source>
        <translation>{name} legt eine Mutprobe ab, um sich zu erholen.</translation>
    </message>
    <message>
        <source>{side} has no figure left on the table.</source>
        <translation>Die Kriegerschar {side} hat keine Figur mehr auf dem Tisch.</translation>
    </message>
    <message>
        <source>{why} Both sides removed {n} points of enemies: a draw.</source>
        <translation>{why} Beide Seiten haben feindliche Figuren im Wert von {n} Punkten entfernt: unentschieden.</translation>
    </message>
    <message>
        <source>{why} {side} removed more enemy points ({n} to {m}) and wins.</source>
        <translation>{why} Die Kriegerschar {side} hat mehr feindliche Punkte entfernt ({n} zu {m}) und gewinnt.</translation>
    </message>
    <message>
        <source>Both warbands break in the same turn.</source>
        <translation>Beide Kriegerscharen brechen in derselben Runde.</translation>
    </message>
    <message>
        <source>{loser} is broken: {side} wins.</source>
        <translation>Die Kriegerschar {loser} ist gebrochen. Sieger: {side}.</translation>
    </message>
    <message>
        <source>The last turn is over: {side} holds the ford with {n} figure(s) against {m}.</source>
        <translation>Die letzte Runde ist vorbei: Die Kriegerschar {side} hält die Furt mit {n} Figur(en) gegen {m}.</translation>
    </message>
    <message>
        <source>The last turn is over and the ford is held by neither side.</source>
        <translation>Die letzte Runde ist vorbei, und keine Seite hält die Furt.</translation>
    </message>
    <message>
        <source>The last turn is over: {side} holds the heirloom and wins.</source>
        <translation>Die letzte Runde ist vorbei: Die Kriegerschar {side} hält das Erbstück und gewinnt.</translation>
    </message>
    <message>
        <source>The last turn is over and nobody holds the heirloom.</source>
        <translation>Die letzte Runde ist vorbei, und niemand hält das Erbstück.</translation>
    </message>
    <message>
        <source>The last turn is over and neither warband has broken.</source>
        <translation>Die letzte Runde ist vorbei, und keine Kriegerschar ist gebrochen.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>the table, the objective and the number of turns</source>
        <translation>der Tisch, das Ziel und die Zahl der Runden</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerschar</translation>
    </message>
    <message>
        <source>the warband each player leads</source>
        <translation>die Kriegerschar, die jeder Spieler führt</translation>
    </message>
    <message>
        <source>deployment</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>move phase</source>
        <translation>Bewegungsphase</translation>
    </message>
    <message>
        <source>shoot phase</source>
        <translation>Schussphase</translation>
    </message>
    <message>
        <source>fight phase</source>
        <translation>Kampfphase</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>Moralphase</translation>
    </message>
    <message>
        <source>{scenario}: deployment</source>
        <translation>{scenario}: Aufstellung</translation>
    </message>
    <message>
        <source>Turn {n} of {m} · {phase}</source>
        <translation>Runde {n} von {m} · {phase}</translation>
    </message>
    <message>
        <source>{name} is no longer on the table.</source>
        <translation>{name} ist nicht mehr auf dem Tisch.</translation>
    </message>
    <message>
        <source>{name} belongs to the other warband.</source>
        <translation>{name} gehört zur anderen Kriegerschar.</translation>
    </message>
    <message>
        <source>{name} is cowed and cannot act until it rallies in the morale phase.</source>
        <translation>{name} ist niedergeworfen und kann erst wieder handeln, wenn die Figur sich in der Moralphase erholt.</translation>
    </message>
    <message>
        <source>{name} can do nothing more this turn.</source>
        <translation>{name} kann in dieser Runde nichts mehr tun.</translation>
    </message>
    <message>
        <source>{name} has already moved this turn.</source>
        <translation>{name} hat sich in dieser Runde schon bewegt.</translation>
    </message>
    <message>
        <source>{name} can walk there ({cost} of {limit} cm): running is for going further.</source>
        <translation>{name} kann dorthin gehen ({cost} von {limit} cm): Rennen ist für weitere Wege.</translation>
    </message>
    <message>
        <source>{name} is mounted: riders cannot run.</source>
        <translation>{name} ist beritten: Reiter können nicht rennen.</translation>
    </message>
    <message>
        <source>{name} ran last turn and may not run twice in a row.</source>
        <translation>{name} ist in der letzten Runde gerannt und darf nicht zweimal hintereinander rennen.</translation>
    </message>
    <message>
        <source>{name} carries the heirloom and cannot run with it.</source>
        <translation>{name} trägt das Erbstück und kann damit nicht rennen.</translation>
    </message>
    <message>
        <source>{name} is finishing a move after a jump and cannot start running now.</source>
        <translation>{name} beendet gerade eine Bewegung nach einem Sprung und kann jetzt nicht zu rennen beginnen.</translation>
    </message>
    <message>
        <source>{name} can move {limit} cm; this is {cost} cm through {terrain}.</source>
        <translation>{name} kann sich {limit} cm bewegen; das sind {cost} cm durch {terrain}.</translation>
    </message>
    <message>
        <source>{name} can move {limit} cm; this is {cost} cm.</source>
        <translation>{name} kann sich {limit} cm bewegen; das sind {cost} cm.</translation>
    </message>
    <message>
        <source>{name} cannot get there: no way is open.</source>
        <translation>{name} kann dort nicht hin: Kein Weg ist frei.</translation>
    </message>
    <message>
        <source>The base would hang off the table&apos;s edge.</source>
        <translation>Die Base würde über die Tischkante hinausragen.</translation>
    </message>
    <message>
        <source>Nobody can enter {terrain}.</source>
        <translation>Niemand kann {terrain} betreten.</translation>
    </message>
    <message>
        <source>that ground</source>
        <translation>dieses Gelände</translation>
    </message>
    <message>
        <source>{name}&apos;s base would stand on another figure&apos;s base.</source>
        <translation>Die Base von {name} würde auf der Base einer anderen Figur stehen.</translation>
    </message>
    <message>
        <source>Only a charge may bring {name} within 2 cm of an enemy: drop it on the enemy to charge.</source>
        <translation>Nur ein Angriff darf {name} auf 2 cm oder näher an einen Feind heranbringen: Lege die Figur auf dem Feind ab, um anzugreifen.</translation>
    </message>
    <message>
        <source>{terrain} is more than twice as tall as {name}: it cannot be crossed.</source>
        <translation>Zu hoch: {terrain} ist mehr als doppelt so hoch wie {name} und kann nicht überwunden werden.</translation>
    </message>
    <message>
        <source>the obstacle</source>
        <translation>das Hindernis</translation>
    </message>
    <message>
        <source>{name} cannot get there: other figures or the ground are in the way.</source>
        <translation>{name} kann dort nicht hin: Andere Figuren oder das Gelände sind im Weg.</translation>
    </message>
    <message>
        <source>{name} runs {cost} cm.</source>
        <translation>{name} rennt {cost} cm.</translation>
    </message>
    <message>
        <source>{name} moves {cost} cm.</source>
        <translation>{name} bewegt sich {cost} cm.</translation>
    </message>
    <message>
        <source>{name} can only charge an enemy on the table.</source>
        <translation>{name} kann nur einen Feind auf dem Tisch angreifen.</translation>
    </message>
    <message>
        <source>{name} is already in a fight with {foe}.</source>
        <translation>{name} steht schon im Kampf mit {foe}.</translation>
    </message>
    <message>
        <source>{name} has run this turn and cannot charge.</source>
        <translation>{name} ist in dieser Runde gerannt und kann nicht angreifen.</translation>
    </message>
    <message>
        <source>{name} is finishing a move after a jump and cannot charge now.</source>
        <translation>{name} beendet gerade eine Bewegung nach einem Sprung und kann jetzt nicht angreifen.</translation>
    </message>
    <message>
        <source>{name} cannot see {target} from where it stands.</source>
        <translation>{name} kann {target} von dort aus nicht sehen.</translation>
    </message>
    <message>
        <source>{name} charges {target} but cannot reach it: the charge fails, and {name} does nothing more this turn.</source>
        <translation>{name} greift {target} an, erreicht das Ziel aber nicht: Der Angriff scheitert, und {name} tut in dieser Runde nichts mehr.</translation>
    </message>
    <message>
        <source>{name} charges {target} ({cost} cm) and is in the fight.</source>
        <translation>{name} greift {target} an ({cost} cm) und steht im Kampf.</translation>
    </message>
    <message>
        <source>{name} stops short of {target}.</source>
        <translation>{name} bleibt vor {target} stehen.</translation>
    </message>
    <message>
        <source>{name} is in a fight and must stay to fight it.</source>
        <translation>{name} steht im Kampf und muss bleiben, um ihn auszufechten.</translation>
    </message>
    <message>
        <source>There is no obstacle to jump there.</source>
        <translation>Dort gibt es kein Hindernis zum Überspringen.</translation>
    </message>
    <message>
        <source>{name} can move {limit} cm; the obstacle&apos;s edge is {cost} cm away.</source>
        <translation>{name} kann sich {limit} cm bewegen; der Rand des Hindernisses ist {cost} cm entfernt.</translation>
    </message>
    <message>
        <source>{name} tries to cross {obstacle}.</source>
        <translation>{name} versucht, {obstacle} zu überwinden.</translation>
    </message>
    <message>
        <source>{name} may move on {left} cm.</source>
        <translation>{name} darf sich noch {left} cm weiterbewegen.</translation>
    </message>
    <message>
        <source>{name} turns.</source>
        <translation>{name} dreht sich.</translation>
    </message>
    <message>
        <source>Keep priority: act first this turn</source>
        <translation>Priorität behalten: in dieser Runde zuerst handeln</translation>
    </message>
    <message>
        <source>Hand priority to the enemy</source>
        <translation>Priorität dem Feind überlassen</translation>
    </message>
    <message>
        <source>{name} tries to hold its ground (a Courage test)</source>
        <translation>{name} versucht, stehen zu bleiben (Mutprobe)</translation>
    </message>
    <message>
        <source>{a} fights {b}</source>
        <translation>{a} kämpft gegen {b}</translation>
    </message>
    <message>
        <source>The skirmish is over.</source>
        <translation>Das Scharmützel ist vorbei.</translation>
    </message>
    <message>
        <source>That is not something a player does in this game.</source>
        <translation>Das ist nichts, was ein Spieler in diesem Spiel tut.</translation>
    </message>
    <message>
        <source>It is {side}&apos;s decision now.</source>
        <translation>Jetzt entscheidet die Kriegerschar {side}.</translation>
    </message>
    <message>
        <source>First answer the question before you.</source>
        <translation>Beantworte zuerst die offene Frage.</translation>
    </message>
    <message>
        <source>Nobody asked that now.</source>
        <translation>Danach wurde jetzt nicht gefragt.</translation>
    </message>
    <message>
        <source>That belongs to another phase of the turn.</source>
        <translation>Das gehört in eine andere Phase der Runde.</translation>
    </message>
    <message>
        <source>There is no such figure.</source>
        <translation>Diese Figur gibt es nicht.</translation>
    </message>
    <message>
        <source>Name a figure.</source>
        <translation>Nenne eine Figur.</translation>
    </message>
    <message>
        <source>{name} is already on the table.</source>
        <translation>{name} steht schon auf dem Tisch.</translation>
    </message>
    <message>
        <source>Name the enemy to charge.</source>
        <translation>Nenne den Feind, der angegriffen werden soll.</translation>
    </message>
    <message>
        <source>Name the target.</source>
        <translation>Nenne das Ziel.</translation>
    </message>
    <message>
        <source>{name}&apos;s base must lie wholly inside its deployment zone.</source>
        <translation>Die Base von {name} muss ganz in der eigenen Aufstellungszone liegen.</translation>
    </message>
    <message>
        <source>{name} carries the heirloom off the table: {side} wins.</source>
        <translation>{name} trägt das Erbstück vom Tisch. Sieger: {side}.</translation>
    </message>
    <message>
        <source>combined armour</source>
        <translation>kombinierte Rüstung</translation>
    </message>
    <message>
        <source>{side}&apos;s die</source>
        <translation>Würfel: {side}</translation>
    </message>
    <message>
        <source>a tie: both roll again</source>
        <translation>Gleichstand: Beide würfeln erneut</translation>
    </message>
    <message>
        <source>Priority: each side rolls a die; the higher chooses who acts first this turn</source>
        <translation>Priorität: Jede Seite würfelt mit einem Würfel; die höhere bestimmt, wer in dieser Runde zuerst handelt</translation>
    </message>
    <message>
        <source>{side} rolled higher</source>
        <translation>Höherer Wurf: {side}</translation>
    </message>
    <message>
        <source>{side} chooses who has priority</source>
        <translation>Die Kriegerschar {side} bestimmt, wer die Priorität hat</translation>
    </message>
    <message>
        <source>jump die</source>
        <translation>Sprungwürfel</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>misslungen</translation>
    </message>
    <message>
        <source>{who} stays at the edge of {obstacle}; its move is over</source>
        <translation>{who} bleibt am Rand von {obstacle}; die Bewegung ist vorbei</translation>
    </message>
    <message>
        <source>over</source>
        <translation>hinüber</translation>
    </message>
    <message>
        <source>{who} crosses {obstacle}; its move ends there</source>
        <translation>{who} überwindet {obstacle}; die Bewegung endet dort</translation>
    </message>
    <message>
        <source>over with ease</source>
        <translation>glatt hinüber</translation>
    </message>
    <message>
        <source>{who} crosses {obstacle} and may move on</source>
        <translation>{who} überwindet {obstacle} und darf sich weiterbewegen</translation>
    </message>
    <message>
        <source>{who} tries to cross {obstacle}</source>
        <translation>{who} versucht, {obstacle} zu überwinden</translation>
    </message>
    <message>
        <source>1 fails, 2–5 crosses and stops, 6 crosses and goes on</source>
        <translation>1 scheitert, 2–5 hinüber und anhalten, 6 hinüber und weiter</translation>
    </message>
    <message>
        <source>die to hit</source>
        <translation>Trefferwürfel</translation>
    </message>
    <message>
        <source>a desperate shot: the modifiers do not count</source>
        <translation>ein Verzweiflungsschuss: Die Modifikatoren zählen nicht</translation>
    </message>
    <message>
        <source>a natural 6</source>
        <translation>eine gewürfelte 6</translation>
    </message>
    <message>
        <source>a 1 always misses</source>
        <translation>eine 1 verfehlt immer</translation>
    </message>
    <message>
        <source>{n} or more (Shoot {n}+)</source>
        <translation>{n} oder mehr (Schießen {n}+)</translation>
    </message>
    <message>
        <source>{shooter} shoots at {target}</source>
        <translation>{shooter} schießt auf {target}</translation>
    </message>
    <message>
        <source>a hit</source>
        <translation>ein Treffer</translation>
    </message>
    <message>
        <source>a miss</source>
        <translation>ein Fehlschuss</translation>
    </message>
    <message>
        <source>roll to wound</source>
        <translation>Verwundungswurf</translation>
    </message>
    <message>
        <source>{striker} strikes {target}: Strength {s} against Defence {d}</source>
        <translation>{striker} trifft {target}: Stärke {s} gegen Verteidigung {d}</translation>
    </message>
    <message>
        <source>the chart shows no number: this blow cannot wound</source>
        <translation>Die Tabelle zeigt keine Zahl: Dieser Schlag kann nicht verwunden</translation>
    </message>
    <message>
        <source>no wound</source>
        <translation>keine Wunde</translation>
    </message>
    <message>
        <source>{target} is not wounded</source>
        <translation>{target} wird nicht verwundet</translation>
    </message>
    <message>
        <source>wound die</source>
        <translation>Verwundungswürfel</translation>
    </message>
    <message>
        <source>a natural 6 (a desperate shot)</source>
        <translation>eine gewürfelte 6 (ein Verzweiflungsschuss)</translation>
    </message>
    <message>
        <source>{n} or more (the wound chart, Strength {s} against Defence {d})</source>
        <translation>{n} oder mehr (Verwundungstabelle, Stärke {s} gegen Verteidigung {d})</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>not wounded</source>
        <translation>nicht verwundet</translation>
    </message>
    <message>
        <source>{target} is removed from the table</source>
        <translation>{target} wird vom Tisch genommen</translation>
    </message>
    <message>
        <source>{target} stays on the table</source>
        <translation>{target} bleibt auf dem Tisch</translation>
    </message>
    <message>
        <source>fight die</source>
        <translation>Kampfwürfel</translation>
    </message>
    <message>
        <source>cowed: it cannot win</source>
        <translation>niedergeworfen: kann nicht gewinnen</translation>
    </message>
    <message>
        <source>{name} wins the fight</source>
        <translation>{name} gewinnt den Kampf</translation>
    </message>
    <message>
        <source>{foe} wins the fight</source>
        <translation>{foe} gewinnt den Kampf</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>{foe} is wounded and removed</source>
        <translation>{foe} wird verwundet und entfernt</translation>
    </message>
    <message>
        <source>{name} is wounded and removed</source>
        <translation>{name} wird verwundet und entfernt</translation>
    </message>
    <message>
        <source>{name} shoots at {target}: a desperate shot, a natural 6 to hit and to wound</source>
        <translation>{name} schießt auf {target}: ein Verzweiflungsschuss, eine gewürfelte 6 zum Treffen und zum Verwunden</translation>
    </message>
    <message>
        <source>{name} shoots at {target}: {need} or more to hit (Shoot {shoot}, modifiers {mods})</source>
        <translation>{name} schießt auf {target}: Treffer bei {need} oder mehr (Schießen {shoot}, Modifikatoren {mods})</translation>
    </message>
    <message>
        <source>hit {target}</source>
        <translation>{target} treffen</translation>
    </message>
    <message>
        <source>wound {target} (removed from the table)</source>
        <translation>{target} verwunden (vom Tisch genommen)</translation>
    </message>
    <message>
        <source>{target} hit but not wounded: cowed</source>
        <translation>{target} getroffen, aber nicht verwundet: niedergeworfen</translation>
    </message>
    <message>
        <source>{name} jumps {obstacle}: 1 fails, 2–5 crosses, 6 crosses and moves on (armour {penalty})</source>
        <translation>{name} springt über {obstacle}: bei 1 gescheitert, bei 2–5 hinüber, bei 6 hinüber und weiter (Rüstung {penalty})</translation>
    </message>
    <message>
        <source>{name} jumps {obstacle}: 1 fails, 2–5 crosses, 6 crosses and moves on</source>
        <translation>{name} springt über {obstacle}: bei 1 gescheitert, bei 2–5 hinüber, bei 6 hinüber und weiter</translation>
    </message>
    <message>
        <source>cross {obstacle}</source>
        <translation>{obstacle} überwinden</translation>
    </message>
    <message>
        <source>cross and move on (up to {left} cm)</source>
        <translation>überwinden und weiterziehen (bis zu {left} cm)</translation>
    </message>
    <message>
        <source>fail: stays at the edge and does nothing more this turn</source>
        <translation>gescheitert: bleibt am Rand und tut in dieser Runde nichts mehr</translation>
    </message>
    <message>
        <source>{name} cannot reach {target}: the charge fails and {name} does nothing more this turn</source>
        <translation>{name} kann {target} nicht erreichen: Der Angriff scheitert, und {name} tut in dieser Runde nichts mehr</translation>
    </message>
    <message>
        <source>reach {target}</source>
        <translation>{target} erreichen</translation>
    </message>
    <message>
        <source>{name} charges {target}</source>
        <translation>{name} greift {target} an</translation>
    </message>
    <message>
        <source>{name} charges {foe}; the fight as the table stands: Fight {mine} against {theirs}</source>
        <translation>{name} greift {foe} an; der Kampf nach jetzigem Stand auf dem Tisch: Kampf {mine} gegen {theirs}</translation>
    </message>
    <message>
        <source>{name} fights {foe}: Fight {mine} against {theirs}, a die each, the higher total wins</source>
        <translation>{name} kämpft gegen {foe}: Kampf {mine} gegen {theirs}, je ein Würfel, die höhere Summe gewinnt</translation>
    </message>
    <message>
        <source>wound {foe} (removed from the table)</source>
        <translation>{foe} verwunden (vom Tisch genommen)</translation>
    </message>
    <message>
        <source>{name} follows up and strikes {foe}</source>
        <translation>{name} setzt nach und schlägt auf {foe} ein</translation>
    </message>
    <message>
        <source>{name} tests its Courage ({n} or less on two dice) to hold its ground, then strikes</source>
        <translation>{name} legt eine Mutprobe ab ({n} oder weniger mit zwei Würfeln), um stehen zu bleiben, und schlägt dann zu</translation>
    </message>
    <message>
        <source>hold its ground</source>
        <translation>stehen bleiben</translation>
    </message>
    <message>
        <source>your table edge</source>
        <translation>deine Tischkante</translation>
    </message>
    <message>
        <source>the heirloom</source>
        <translation>das Erbstück</translation>
    </message>
    <message>
        <source>the ford</source>
        <translation>die Furt</translation>
    </message>
    <message>
        <source>{pct}% to wound {target} and take it off the table ({hit}% to hit).</source>
        <translation>{pct} % Aussicht, {target} zu verwunden und vom Tisch zu nehmen ({hit} % für einen Treffer).</translation>
    </message>
    <message>
        <source>{win}% to win the fight against {foe} and {kill}% to wound it; {risk}% to be wounded.</source>
        <translation>{win} % Aussicht, den Kampf gegen {foe} zu gewinnen, und {kill} %, den Gegner zu verwunden; {risk} % Gefahr, selbst verwundet zu werden.</translation>
    </message>
    <message>
        <source>The charge cannot reach {target}: it fails.</source>
        <translation>Der Angriff kann {target} nicht erreichen: Er scheitert.</translation>
    </message>
    <message>
        <source>{pct}% to get over the obstacle.</source>
        <translation>{pct} % Aussicht, das Hindernis zu überwinden.</translation>
    </message>
    <message>
        <source>{pct}% to wound {foe} with the blow.</source>
        <translation>{pct} % Aussicht, {foe} mit dem Schlag zu verwunden.</translation>
    </message>
    <message>
        <source>{name} comes {d} cm closer to {goal}: {left} cm away now.</source>
        <translation>{name} rückt {d} cm näher an {goal} heran: jetzt noch {left} cm entfernt.</translation>
    </message>
    <message>
        <source>{name} closes on {foe}: {gap} cm between them (was {was}).</source>
        <translation>{name} rückt an {foe} heran: jetzt {gap} cm Abstand (vorher {was}).</translation>
    </message>
    <message>
        <source>{name} keeps away from {foe}: {gap} cm between them (was {was}).</source>
        <translation>{name} hält sich von {foe} fern: jetzt {gap} cm Abstand (vorher {was}).</translation>
    </message>
    <message>
        <source>no blow lands; the fight ends even</source>
        <translation>kein Schlag trifft; der Kampf endet unentschieden</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who} gewinnt</translation>
    </message>
    <message>
        <source>{loser} backs away; {winner} strikes</source>
        <translation>{loser} weicht zurück; {winner} schlägt zu</translation>
    </message>
    <message>
        <source>the higher total wins; equal totals are a draw</source>
        <translation>die höhere Summe gewinnt; gleiche Summen sind unentschieden</translation>
    </message>
    <message>
        <source>courage die</source>
        <translation>Mutwürfel</translation>
    </message>
    <message>
        <source>{n} or less (Courage {n})</source>
        <translation>{n} oder weniger (Mut {n})</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>{name} cannot shoot now.</source>
        <translation>{name} kann jetzt nicht schießen.</translation>
    </message>
    <message>
        <source>{name} is cowed and cannot shoot.</source>
        <translation>{name} ist niedergeworfen und kann nicht schießen.</translation>
    </message>
    <message>
        <source>{name} has no bow or missile to shoot with.</source>
        <translation>{name} hat weder Bogen noch Wurfwaffe zum Schießen.</translation>
    </message>
    <message>
        <source>{name} has already shot this turn.</source>
        <translation>{name} hat in dieser Runde schon geschossen.</translation>
    </message>
    <message>
        <source>{name} ran this turn and cannot shoot.</source>
        <translation>{name} ist in dieser Runde gerannt und kann nicht schießen.</translation>
    </message>
    <message>
        <source>{name} failed a charge or a jump this turn and does nothing more.</source>
        <translation>{name} ist in dieser Runde mit einem Angriff oder einem Sprung gescheitert und tut nichts mehr.</translation>
    </message>
    <message>
        <source>{name} is in a fight with {foe} and cannot shoot.</source>
        <translation>{name} steht im Kampf mit {foe} und kann nicht schießen.</translation>
    </message>
    <message>
        <source>the target is cowed</source>
        <translation>das Ziel ist niedergeworfen</translation>
    </message>
    <message>
        <source>the target is bigger than a man</source>
        <translation>das Ziel ist größer als ein Mensch</translation>
    </message>
    <message>
        <source>the target is smaller than a man</source>
        <translation>das Ziel ist kleiner als ein Mensch</translation>
    </message>
    <message>
        <source>the shooter stands higher</source>
        <translation>der Schütze steht höher</translation>
    </message>
    <message>
        <source>the target is partly in cover</source>
        <translation>das Ziel ist teilweise in Deckung</translation>
    </message>
    <message>
        <source>the target is mostly in cover</source>
        <translation>das Ziel ist größtenteils in Deckung</translation>
    </message>
    <message>
        <source>{name} may only shoot at an enemy on the table.</source>
        <translation>{name} darf nur auf einen Feind auf dem Tisch schießen.</translation>
    </message>
    <message>
        <source>{target} is outside {name}&apos;s field of view (90°).</source>
        <translation>{target} ist außerhalb des Sichtfelds von {name} (90°).</translation>
    </message>
    <message>
        <source>{target} is {d} cm away; {weapon} reaches {r} cm.</source>
        <translation>{target} ist {d} cm entfernt; {weapon} reicht {r} cm weit.</translation>
    </message>
    <message>
        <source>{name} cannot see {target}.</source>
        <translation>{name} kann {target} nicht sehen.</translation>
    </message>
    <message>
        <source>{name} would need a {n} to hit: only a desperate shot (a natural 6) is possible.</source>
        <translation>{name} bräuchte eine {n} zum Treffen: Nur ein Verzweiflungsschuss (eine gewürfelte 6) ist möglich.</translation>
    </message>
    <message>
        <source>A desperate shot is only for a shot that needs 7 or more; this one needs {n}.</source>
        <translation>Ein Verzweiflungsschuss ist nur für einen Schuss erlaubt, der 7 oder mehr braucht; dieser braucht {n}.</translation>
    </message>
    <message>
        <source>{weapon} cannot wound {target} at all: not even a desperate shot is worth it.</source>
        <translation>{weapon} kann {target} überhaupt nicht verwunden: Nicht einmal ein Verzweiflungsschuss lohnt sich.</translation>
    </message>
    <message>
        <source>{name} shoots at {target} with {weapon}.</source>
        <translation>{name} schießt auf {target} ({weapon}).</translation>
    </message>
    <message>
        <source>{weapon} strikes {target}.</source>
        <translation>{target} wird getroffen ({weapon}).</translation>
    </message>
    <message>
        <source>{target} is hit but not wounded: it is cowed and lies down.</source>
        <translation>{target} wird getroffen, aber nicht verwundet, niedergeworfen und hingelegt.</translation>
    </message>
    <message>
        <source>{name} is wounded and removed from the table.</source>
        <translation>{name} ist verwundet und wird vom Tisch genommen.</translation>
    </message>
    <message>
        <source>{name} takes up the heirloom.</source>
        <translation>{name} nimmt das Erbstück auf.</translation>
    </message>
    <message>
        <source>{name} drops the heirloom.</source>
        <translation>{name} lässt das Erbstück fallen.</translation>
    </message>
    <message numerus="yes">
        <source>Give back %n corruption to the track</source>
        <comment>Skullport</comment>
        <extracomment>(the computer) share of the pace at which corruption has left the track so far that it expects to go on</extracomment>
        <translation>
            <numerusform>%n Korruption auf die Leiste zurückgeben</numerusform>
            <numerusform>%n Korruption auf die Leiste zurückgeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n corruption out of the game</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>%n Korruption aus dem Spiel nehmen</numerusform>
            <numerusform>%n Korruption aus dem Spiel nehmen</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your corruption</source>
        <comment>Skullport</comment>
        <translation>Deine Korruption behalten</translation>
    </message>
    <message numerus="yes">
        <source>give back up to %n corruption?</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>bis zu %n Korruption zurückgeben?</numerusform>
            <numerusform>bis zu %n Korruption zurückgeben?</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} keeps its corruption.</source>
        <translation>{seat} behält die Korruption.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} gives %n corruption back to the track.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat} gibt %n Korruption auf die Leiste zurück.</numerusform>
            <numerusform>{seat} gibt %n Korruption auf die Leiste zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} puts %n corruption out of the game.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat} nimmt %n Korruption aus dem Spiel.</numerusform>
            <numerusform>{seat} nimmt %n Korruption aus dem Spiel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corruption token(s) leave the track for good; each one in a tavern now costs {vp} VP at the end.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>%n Korruptionsmarker verlässt die Leiste endgültig; jeder in einer Taverne kostet am Ende jetzt {vp} SP.</numerusform>
            <numerusform>%n Korruptionsmarker verlassen die Leiste endgültig; jeder in einer Taverne kostet am Ende jetzt {vp} SP.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} takes what was left on {place}: {what}.</source>
        <translation>{seat} nimmt, was auf {place} zurückgelassen wurde: {what}.</translation>
    </message>
    <message>
        <source>an adventurer</source>
        <comment>put on a space</comment>
        <translation>einen Abenteurer</translation>
    </message>
    <message numerus="yes">
        <source>put {what} on which action space ({k} of %n)?</source>
        <translation>
            <numerusform>{what} auf welches Aktionsfeld legen ({k} von %n)?</numerusform>
            <numerusform>{what} auf welches Aktionsfeld legen ({k} von %n)?</numerusform>
        </translation>
    </message>
    <message>
        <source>On {place} (already holding {what})</source>
        <translation>Auf {place} (dort liegt schon {what})</translation>
    </message>
    <message>
        <source>On {place}</source>
        <translation>Auf {place}</translation>
    </message>
    <message>
        <source>Which adventurer goes on {place}?</source>
        <translation>Welcher Abenteurer kommt auf {place}?</translation>
    </message>
    <message>
        <source>Put {what} there</source>
        <translation>{what} dorthin legen</translation>
    </message>
    <message>
        <source>{seat} leaves {what} on {place} for the next agent there.</source>
        <translation>{seat} lässt {what} auf {place} für den nächsten Agenten dort liegen.</translation>
    </message>
    <message>
        <source>The computer rates your position after it {after} out of 100 (now {now}).</source>
        <translation>Danach bewertet der Computer deine Lage mit {after} von 100 (jetzt {now}).</translation>
    </message>
    <message>
        <source>the Ring&apos;s race: fewer steps left to Mount Doom</source>
        <translation>dem Rennen des Rings: weniger Schritte bis zum Schicksalsberg</translation>
    </message>
    <message>
        <source>the Shadow&apos;s conquests: its points and the settlements it threatens</source>
        <translation>den Eroberungen des Schattens: seinen Punkten und den Siedlungen, die er bedroht</translation>
    </message>
    <message>
        <source>the Free Peoples&apos; conquests: their points and the Shadow settlements they threaten</source>
        <translation>den Eroberungen der Freien Völker: ihren Punkten und den Siedlungen des Schattens, die sie bedrohen</translation>
    </message>
    <message>
        <source>the balance of the armies on the map</source>
        <translation>dem Kräfteverhältnis der Armeen auf der Karte</translation>
    </message>
    <message>
        <source>the Shadow&apos;s armies marching on the Free Peoples&apos; settlements</source>
        <translation>dem Marsch der Armeen des Schattens auf die Siedlungen der Freien Völker</translation>
    </message>
    <message>
        <source>the Free Peoples&apos; armies marching on the Shadow&apos;s settlements</source>
        <translation>dem Marsch der Armeen der Freien Völker auf die Siedlungen des Schattens</translation>
    </message>
    <message>
        <source>the nations&apos; way to war</source>
        <translation>dem Weg der Völker in den Krieg</translation>
    </message>
    <message>
        <source>the characters who bring more action dice</source>
        <translation>den Charakteren, die mehr Aktionswürfel bringen</translation>
    </message>
    <message>
        <source>an Elven ring kept for later</source>
        <translation>einem für später aufgehobenen Elbenring</translation>
    </message>
    <message>
        <source>the cards in hand</source>
        <translation>den Karten auf der Hand</translation>
    </message>
    <message>
        <source>an action die kept for later</source>
        <translation>einem für später aufgehobenen Aktionswürfel</translation>
    </message>
    <message>
        <source>the Fellowship hidden from the hunt</source>
        <translation>der vor der Jagd verborgenen Gemeinschaft</translation>
    </message>
    <message>
        <source>the hunt tiles still to be drawn</source>
        <translation>den noch zu ziehenden Jagdplättchen</translation>
    </message>
    <message>
        <source>{pct}% to take {region} fighting on to the end; victory points of the {side} after it: {vp}.</source>
        <translation>{pct} % Aussicht, {region} einzunehmen, wenn bis zum Ende weitergekämpft wird; Siegpunkte des {side} danach: {vp}.</translation>
    </message>
    <message>
        <source>{pct}% to destroy the army in {region} fighting on to the end.</source>
        <translation>{pct} % Aussicht, die Armee in {region} zu vernichten, wenn bis zum Ende weitergekämpft wird.</translation>
    </message>
    <message>
        <source>Nothing better is in reach: the least harm to your plans.</source>
        <translation>Nichts Besseres ist erreichbar: der geringste Schaden für deine Pläne.</translation>
    </message>
    <message>
        <source>It helps the Ring&apos;s race: the Fellowship&apos;s chance to reach Mount Doom, as the computer reckons it, goes from {a}% to {b}%.</source>
        <translation>Es hilft dem Rennen des Rings: Die Aussicht der Gemeinschaft, den Schicksalsberg zu erreichen, steigt nach der Rechnung des Computers von {a} % auf {b} %.</translation>
    </message>
    <message>
        <source>It helps with {what}.</source>
        <translation>Es hilft bei {what}.</translation>
    </message>
    <message>
        <source>{pct}% to take {place}.</source>
        <translation>{pct} % Aussicht, {place} einzunehmen.</translation>
    </message>
    <message>
        <source>Your victory points go from {now} to {then}.</source>
        <translation>Deine Siegpunkte gehen von {now} auf {then}.</translation>
    </message>
    <message>
        <source>Each player&apos;s standing over the game</source>
        <translation>Der Stand jedes Spielers im Lauf der Partie</translation>
    </message>
    <message>
        <source>ahead</source>
        <translation>vorn</translation>
    </message>
    <message>
        <source>behind</source>
        <translation>hinten</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>Zug {n}</translation>
    </message>
    <message>
        <source>Turning points</source>
        <translation>Wendepunkte</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Changes of the lead: {n}.</source>
        <translation>Führungswechsel: {n}.</translation>
    </message>
    <message>
        <source>Move {n}, {player}: {action} ({change:+d} points of standing)</source>
        <translation>Zug {n}, {player}: {action} ({change:+d} Punkte Stand)</translation>
    </message>
    <message>
        <source>the dice or cards made {luck:+d} of it</source>
        <translation>davon machten die Würfel oder Karten {luck:+d}</translation>
    </message>
    <message>
        <source>the computer would have played: {action}</source>
        <translation>der Computer hätte gespielt: {action}</translation>
    </message>
    <message>
        <source>Each player’s costliest move</source>
        <translation>Der teuerste Zug jedes Spielers</translation>
    </message>
    <message>
        <source>{player}: no move lost standing by itself.</source>
        <translation>{player}: Kein eigener Zug hat für sich allein Stand gekostet.</translation>
    </message>
    <message>
        <source>{player}: move {n}, {action} ({change:+d} points of standing, the dice&apos;s part taken out)</source>
        <translation>{player}: Zug {n}, {action} ({change:+d} Punkte Stand, ohne den Anteil der Würfel)</translation>
    </message>
    <message>
        <source>luckier than could be expected</source>
        <translation>mehr Glück als zu erwarten war</translation>
    </message>
    <message>
        <source>unluckier than could be expected</source>
        <translation>weniger Glück als zu erwarten war</translation>
    </message>
    <message>
        <source>about as lucky as could be expected</source>
        <translation>etwa so viel Glück wie zu erwarten war</translation>
    </message>
    <message>
        <source>{player}: {luck:+d} points of standing from the dice and cards over {moves} moves that rolled or drew — {verdict}.</source>
        <translation>{player}: {luck:+d} Punkte Stand durch Würfel und Karten in {moves} Zügen mit Wurf oder Zug einer Karte — {verdict}.</translation>
    </message>
    <message>
        <source>Hints asked for: {hints}.</source>
        <translation>Erbetene Tipps: {hints}.</translation>
    </message>
    <message>
        <source>Standing is the computer&apos;s judgement of a position, from 50 points behind to 50 ahead.</source>
        <translation>Der Stand ist das Urteil des Computers über eine Stellung, von 50 Punkten hinten bis 50 vorn.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Besprechung der Partie</translation>
    </message>
    <message>
        <source>The game in review</source>
        <translation>Die Partie im Rückblick</translation>
    </message>
    <message>
        <source>Odds: {lines}</source>
        <translation>Chancen: {lines}</translation>
    </message>
    <message>
        <source>There is no guided first game for this game.</source>
        <extracomment>where a step may point: a panel, or a place / figure of the board (`place:&lt;id&gt;`, `figure:&lt;start of its id&gt;`) the kinds of action that finish the step when the player plays one; none: the step has a Next button with `until`: the step lasts until the player has no action of those kinds left (all figures placed) places lit on the board while the step is shown</extracomment>
        <translation>Für dieses Spiel gibt es keine geführte erste Partie.</translation>
    </message>
    <message>
        <source>The guided first game could not be read: {error}</source>
        <translation>Die geführte erste Partie konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Guided first game</source>
        <extracomment>the last guide was followed to its end (not skipped)</extracomment>
        <translation>Geführte erste Partie</translation>
    </message>
    <message>
        <source>New here?</source>
        <translation>Neu hier?</translation>
    </message>
    <message>
        <source>A guided first game teaches you the turn step by step on the board, against the computer on Easy. You can find it later in the Help menu.</source>
        <translation>Eine geführte erste Partie zeigt dir Schritt für Schritt auf dem Spielplan, wie ein Zug abläuft, gegen den Computer auf der Stufe „Leicht“. Du findest sie später auch im Menü „Hilfe“.</translation>
    </message>
    <message>
        <source>Start the guide</source>
        <translation>Einführung starten</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <source>Guided first game — step {n} of {count}</source>
        <translation>Geführte erste Partie — Schritt {n} von {count}</translation>
    </message>
    <message>
        <source>Guided first game — done</source>
        <translation>Geführte erste Partie — geschafft</translation>
    </message>
    <message>
        <source>That is the turn. Play on against the computer: press H (or the Hint button) whenever you want its advice, watch the odds before each roll, and read the review when the game is over (Game menu).</source>
        <translation>So läuft ein Zug ab. Spiele jetzt gegen den Computer weiter: Drücke H (oder die Schaltfläche „Tipp“), wann immer du seinen Rat möchtest, achte vor jedem Wurf auf die Chancen und lies nach dem Ende der Partie die Besprechung (Menü „Spiel“).</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Einführung schließen</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Einführung überspringen</translation>
    </message>
    <message>
        <source>{what}: {value} on average</source>
        <extracomment>a distribution over whole numbers: value -&gt; probability (the probabilities sum to 1)</extracomment>
        <translation>{what}: im Schnitt {value}</translation>
    </message>
    <message>
        <source>{what}: {percent}%</source>
        <translation>{what}: {percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Worked out exactly from the dice.</source>
        <translation>Exakt aus den Würfeln berechnet.</translation>
    </message>
    <message numerus="yes">
        <source>Counted over %n seeded plays of the rules.</source>
        <translation>
            <numerusform>Ausgezählt aus %n wiederholbaren Probedurchlauf nach den Regeln.</numerusform>
            <numerusform>Ausgezählt aus %n wiederholbaren Probedurchläufen nach den Regeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} The team&apos;s prospects after it: {after} out of 100 (now {now}).</source>
        <translation>{what} Aussichten der Gemeinschaft danach: {after} von 100 (jetzt {now}).</translation>
    </message>
    <message numerus="yes">
        <source>Defeats {foe}; %n foe(s) left on the foe line.</source>
        <translation>
            <numerusform>Besiegt {foe}; noch %n Feind in der Feindesreihe.</numerusform>
            <numerusform>Besiegt {foe}; noch %n Feinde in der Feindesreihe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moves {line} on {board} %n space(s) forward (to {at} of {last}).</source>
        <translation>
            <numerusform>Bringt die {line} auf {board} %n Feld voran (auf Feld {at} von {last}).</numerusform>
            <numerusform>Bringt die {line} auf {board} %n Felder voran (auf Feld {at} von {last}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The Fellowship goes on to its next stop.</source>
        <translation>Die Gemeinschaft zieht weiter zur nächsten Station.</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s distance from Sauron goes from {was} to {now}.</source>
        <translation>Der Abstand von {hobbit} zu Sauron geht von {was} auf {now}.</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s hand goes from {was} to {now} cards.</source>
        <translation>{hobbit} hat danach {now} statt {was} Karten auf der Hand.</translation>
    </message>
    <message>
        <source>The team&apos;s shields go from {was} to {now}.</source>
        <translation>Die Schilde der Gemeinschaft gehen von {was} auf {now}.</translation>
    </message>
    <message>
        <source>Completes {quest}: your victory points go from {now} to {then}.</source>
        <translation>Erfüllt {quest}: Deine Siegpunkte gehen von {now} auf {then}.</translation>
    </message>
    <message>
        <source>Buys {building}: your victory points go from {now} to {then}.</source>
        <translation>Kauft {building}: Deine Siegpunkte gehen von {now} auf {then}.</translation>
    </message>
    <message>
        <source>Gains {gain}: enough to complete {quest}.</source>
        <translation>Erhält {gain}: genug, um {quest} zu erfüllen.</translation>
    </message>
    <message>
        <source>Gains {gain}: {quest} still needs {need}.</source>
        <translation>Erhält {gain}: {quest} braucht noch {need}.</translation>
    </message>
    <message>
        <source>Gains {gain}.</source>
        <translation>Erhält {gain}.</translation>
    </message>
    <message>
        <source>Takes the quest {quest} (it needs {need}).</source>
        <translation>Nimmt den Auftrag {quest} (er braucht {need}).</translation>
    </message>
    <message>
        <source>Draws an intrigue card.</source>
        <translation>Zieht eine Intrigenkarte.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not an interface size: choose one of {sizes} (per cent).</source>
        <extracomment>the sizes offered, in percent the factor this process was started at (None: Qt&apos;s own, as the system or the environment set it) whether this process set QT_SCALE_FACTOR itself (so a restart does not take it as the system&apos;s)</extracomment>
        <translation>„{value}“ ist keine Oberflächengröße: Wähle eine von {sizes} (Prozent).</translation>
    </message>
    <message>
        <source>Conquest of {place}</source>
        <translation>Eroberung von {place}</translation>
    </message>
    <message numerus="yes">
        <source>Conquer {place} (%n attempt(s), each needs more than {need})</source>
        <translation>
            <numerusform>{place} erobern (%n Würfelversuch, mehr als {need} nötig)</numerusform>
            <numerusform>{place} erobern (%n Würfelversuche, jeweils mehr als {need} nötig)</numerusform>
        </translation>
    </message>
    <message>
        <source>Conquer {place} (a die per hero: {faces})</source>
        <translation>{place} erobern (ein Würfel pro Held: {faces})</translation>
    </message>
    <message numerus="yes">
        <source>Conquer {place} (%n attempt(s), die + {points} must beat {need})</source>
        <translation>
            <numerusform>{place} erobern (%n Würfelversuch, Würfel + {points} muss {need} übertreffen)</numerusform>
            <numerusform>{place} erobern (%n Würfelversuche, Würfel + {points} muss {need} übertreffen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Win the fight and take {place}</source>
        <extracomment>a fight&apos;s outcome as the rules tell it apart: (the attacker wins, wins by 5 or more, loses by 5 or more)</extracomment>
        <translation>Den Kampf gewinnen und {place} einnehmen</translation>
    </message>
    <message>
        <source>{hero} ({seat}) dies</source>
        <translation>{hero} ({seat}) stirbt</translation>
    </message>
    <message>
        <source>At least one of {heroes} ({seat}) dies</source>
        <translation>Mindestens einer von {heroes} ({seat}) stirbt</translation>
    </message>
    <message>
        <source>Heroes of {seat} killed</source>
        <translation>Getötete Helden von {seat}</translation>
    </message>
    <message>
        <source>Hero fight for {place}</source>
        <translation>Heldenkampf um {place}</translation>
    </message>
    <message>
        <source>Putting on the Ring</source>
        <translation>Den Ring aufsetzen</translation>
    </message>
    <message>
        <source>The attempt to destroy the Ring</source>
        <translation>Der Versuch, den Ring zu vernichten</translation>
    </message>
    <message>
        <source>The preparations at Bag End</source>
        <translation>Die Reisevorbereitungen in Beutelsend</translation>
    </message>
    <message>
        <source>Calling the Elves</source>
        <translation>Die Elben rufen</translation>
    </message>
    <message>
        <source>A foe appears first (the first tile of the turn shows a line)</source>
        <translation>Zuerst erscheint ein Feind (das erste Kärtchen des Zuges zeigt eine Aktivität)</translation>
    </message>
    <message>
        <source>A sundial brings the next event, {event}</source>
        <translation>Eine Sonnenuhr bringt das nächste Ereignis: {event}</translation>
    </message>
    <message>
        <source>The next event tile</source>
        <translation>Das nächste Ereigniskärtchen</translation>
    </message>
    <message>
        <source>Spaces {line} moves</source>
        <translation>Felder vorwärts auf der {line}</translation>
    </message>
    <message>
        <source>Worth of the big shields won</source>
        <translation>Wert der gewonnenen großen Schilde</translation>
    </message>
    <message>
        <source>The Ring is destroyed</source>
        <translation>Der Ring wird vernichtet</translation>
    </message>
    <message>
        <source>The die does nothing (blank or turned aside)</source>
        <translation>Der Würfel bewirkt nichts (leer oder abgewendet)</translation>
    </message>
    <message>
        <source>Sauron moves toward the hobbits</source>
        <translation>Sauron rückt auf die Hobbits zu</translation>
    </message>
    <message>
        <source>Steps into darkness for {hobbit}</source>
        <translation>Felder in die Finsternis für {hobbit}</translation>
    </message>
    <message>
        <source>Two foes appear</source>
        <translation>Zwei Feinde erscheinen</translation>
    </message>
    <message>
        <source>Sauron reaches {hobbit}</source>
        <translation>Sauron erreicht {hobbit}</translation>
    </message>
    <message>
        <source>The quest is lost</source>
        <translation>Die Fahrt scheitert</translation>
    </message>
    <message numerus="yes">
        <source>Taking on {what}: %n roll(s) of the die</source>
        <translation>
            <numerusform>{what} auf sich nehmen: %n Würfelwurf</numerusform>
            <numerusform>{what} auf sich nehmen: %n Würfelwürfe</numerusform>
        </translation>
    </message>
    <message>
        <source>A line moves over a die space or a big shield</source>
        <translation>Eine Leiste rückt über ein Würfelfeld oder einen großen Schild</translation>
    </message>
    <message>
        <source>Take {region}, pressing the siege to the end (an elite reduced each round, no more combat cards)</source>
        <extracomment>a side&apos;s army in the battle model: ((nation, regulars, elites, spare regulars in its reinforcements), ...) a side&apos;s roll modifiers: (need or 0, dice, max dice or 99, re-rolls, no re-roll, plus, plus on re-roll, auto, keep ones)</extracomment>
        <translation>{region} einnehmen, die Belagerung bis zum Ende fortgesetzt (jede Runde eine Elite herabgestuft, keine weiteren Kampfkarten)</translation>
    </message>
    <message>
        <source>Break the siege of {region}, fighting on to the end (no more combat cards, no retreat)</source>
        <translation>Die Belagerung von {region} brechen, bis zum Ende gekämpft (keine weiteren Kampfkarten, kein Rückzug)</translation>
    </message>
    <message>
        <source>Take {region}, fighting on to the end (no more combat cards, no retreat)</source>
        <translation>{region} einnehmen, bis zum Ende gekämpft (keine weiteren Kampfkarten, kein Rückzug)</translation>
    </message>
    <message>
        <source>Hits on the defenders this round</source>
        <translation>Treffer gegen die Verteidiger in dieser Runde</translation>
    </message>
    <message>
        <source>Hits on the attackers this round</source>
        <translation>Treffer gegen die Angreifer in dieser Runde</translation>
    </message>
    <message>
        <source>Defenders destroyed this round</source>
        <translation>Verteidiger in dieser Runde vernichtet</translation>
    </message>
    <message>
        <source>Battle at {region}</source>
        <translation>Schlacht in {region}</translation>
    </message>
    <message>
        <source>Hunt damage (before a companion or a card takes some)</source>
        <translation>Jagdschaden (bevor ein Gefährte oder eine Karte einen Teil davon übernimmt)</translation>
    </message>
    <message>
        <source>The Fellowship is revealed</source>
        <translation>Die Gemeinschaft wird entdeckt</translation>
    </message>
    <message>
        <source>Corruption reaches {limit} if all the damage is taken (the Shadow wins)</source>
        <translation>Die Verderbnis erreicht {limit}, wenn der ganze Schaden genommen wird (der Schatten gewinnt)</translation>
    </message>
    <message>
        <source>The hunt finds the Fellowship</source>
        <translation>Die Jagd findet die Gemeinschaft</translation>
    </message>
    <message>
        <source>The hunt for the Fellowship near {region}</source>
        <translation>Die Jagd nach der Gemeinschaft bei {region}</translation>
    </message>
    <message>
        <source>An Eye tile is drawn</source>
        <translation>Ein Auge-Plättchen wird gezogen</translation>
    </message>
    <message>
        <source>A Stop tile keeps the Fellowship on its step</source>
        <translation>Ein Halt-Plättchen hält die Gemeinschaft auf ihrem Feld</translation>
    </message>
    <message>
        <source>A step on the Mordor track</source>
        <translation>Ein Feld weiter auf der Mordorleiste</translation>
    </message>
</context>
</TS>
