<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<context>
    <name></name>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>Viimeisintä peliä ei voi jatkaa</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Jatketaanko?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played). Resume it?</source>
        <translation>Sinulla on kesken peli {game} ({moves} siirtoa pelattu). Jatketaanko sitä?</translation>
    </message>
    <message>
        <source>No game is open. Choose Game → New to start one.</source>
        <translation>Yhtään peliä ei ole auki. Aloita uusi valitsemalla Peli → Uusi.</translation>
    </message>
    <message>
        <source>{game} could not be set up: {error}</source>
        <translation>Peliä {game} ei voitu valmistella: {error}</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be opened.</source>
        <translation>Viimeksi automaattisesti tallennettua peliä ei voi avata.</translation>
    </message>
    <message>
        <source>It could not be moved aside ({reason}), so this session does not save automatically: the file stays as it is at {file}.</source>
        <translation>Sitä ei voitu siirtää syrjään ({reason}), joten tämä istunto ei tallenna automaattisesti: tiedosto säilyy ennallaan sijainnissa {file}.</translation>
    </message>
    <message>
        <source>It is kept as {file}; a new game begins.</source>
        <translation>Se säilytetään tiedostona {file}; uusi peli alkaa.</translation>
    </message>
    <message>
        <source>Opening {file}…</source>
        <translation>Avataan {file}…</translation>
    </message>
    <message>
        <source>Opening {game}…</source>
        <translation>Avataan {game}…</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation>Pöytää katetaan…</translation>
    </message>
    <message>
        <source>Middle-earth board games on one PC.</source>
        <translation>Keski-maan lautapelejä yhdellä tietokoneella.</translation>
    </message>
    <message>
        <source>open every game&apos;s board offscreen once and exit</source>
        <translation>avaa jokaisen pelin lauta kerran näytön ulkopuolella ja lopeta</translation>
    </message>
    <message>
        <source>watch the computer play itself</source>
        <translation>katso, kun tietokone pelaa itseään vastaan</translation>
    </message>
    <message>
        <source>start as usual (offscreen without a display, no resume offer), print the time of the main window&apos;s first paint and of the board&apos;s as one JSON line, and exit</source>
        <translation>käynnistä tavalliseen tapaan (näytön ulkopuolella, jos näyttöä ei ole, ilman jatkamistarjousta), tulosta pääikkunan ja laudan ensimmäisen piirron ajat yhtenä JSON-rivinä ja lopeta</translation>
    </message>
    <message>
        <source>the language for this start (English, Türkçe, Deutsch, Suomi); the Language menu chooses it for good</source>
        <translation>tämän käynnistyksen kieli (English, Türkçe, Deutsch, Suomi); Kieli-valikko valitsee sen pysyvästi</translation>
    </message>
    <message>
        <source>start the guided first game of GAME (one of: {games})</source>
        <translation>aloita pelin GAME opastettu ensimmäinen peli (jokin näistä: {games})</translation>
    </message>
    <message>
        <source>the size of the whole interface for this start: 100, 125, 150, 175 or 200 (per cent); View → Interface size chooses it for good</source>
        <translation>käyttöliittymän koko tässä käynnistyksessä: 100, 125, 150, 175 tai 200 (prosenttia); Näytä → Käyttöliittymän koko valitsee sen pysyvästi</translation>
    </message>
    <message>
        <source>a saved game to open</source>
        <translation>avattava tallennettu peli</translation>
    </message>
    <message>
        <source>Opened up</source>
        <extracomment>kinds of place whose names matter for play wherever they are (the adapter&apos;s LabelStyle may say more) (adapter, state) whose tooltip for this place is not written yet: it is written when asked for (the mouse rests on the place), not for every place after every action the adapter&apos;s map: its places and their neighbours the map as shown: the map&apos;s places, then the overlays&apos; zones as places without neighbours (the window and the drag code look every target up here) the adapter&apos;s overlays by name (see set_overlay) the smallest scale the board is shown at (the view&apos;s zoom that fits it), see set_floor the map drawn as pictures per zoom (see tiles.py) the odds of what a click on a figure or place would play, as tooltip lines (&apos;&apos; for none): set by the window</extracomment>
        <translation>Avattu</translation>
    </message>
    <message>
        <source>Drop the figure on a place of the board.</source>
        <translation>Pudota nappula jollekin laudan paikalle.</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}: {reason}</translation>
    </message>
    <message>
        <source>{place}: drop to play “{action}”</source>
        <translation>{place}: pudota pelataksesi ”{action}”</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>the modules whose `@checks` / `@applies` fill the table the kinds taken before the campaign (exactly one of them starts each turn) every kind of action the game knows: the kinds the table can check</extracomment>
        <translation>Peli on päättynyt.</translation>
    </message>
    <message>
        <source>Pass the table to the next player first.</source>
        <translation>Anna pöytä ensin seuraavalle pelaajalle.</translation>
    </message>
    <message>
        <source>Wait: {player} (computer) is playing.</source>
        <translation>Odota: {player} (tietokone) pelaa.</translation>
    </message>
    <message>
        <source>That figure belongs to {player}.</source>
        <translation>Nappula kuuluu pelaajalle {player}.</translation>
    </message>
    <message>
        <source>That figure cannot move now.</source>
        <translation>Tämä nappula ei voi liikkua nyt.</translation>
    </message>
    <message>
        <source>Nothing to undo yet.</source>
        <extracomment>the game as the window and its adapter ask it: legal actions and views kept per state</extracomment>
        <translation>Ei vielä mitään kumottavaa.</translation>
    </message>
    <message>
        <source>Nothing to undo: what the dice or cards showed cannot be taken back. (Game → Solo practice allows it against the computer.)</source>
        <translation>Ei kumottavaa: nopan tai korttien tulosta ei voi perua. (Peli → Yksinharjoittelu sallii sen tietokonetta vastaan.)</translation>
    </message>
    <message>
        <source>Nothing to undo: what the dice or cards showed cannot be taken back.</source>
        <translation>Ei kumottavaa: nopan tai korttien tulosta ei voi perua.</translation>
    </message>
    <message>
        <source>The others look away: this player&apos;s secrets are about to show.</source>
        <translation>Muut katsokaa muualle: tämän pelaajan salaisuudet tulevat näkyviin.</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>Anna vuoro: {player}</translation>
    </message>
    <message>
        <source>{player}: show my table</source>
        <translation>{player}: näytä pöytäni</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Ihminen</translation>
    </message>
    <message>
        <source>Computer — {level}</source>
        <translation>Tietokone — {level}</translation>
    </message>
    <message>
        <source>default</source>
        <translation>oletus</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>None: the game&apos;s chance comes from fresh entropy, kept nowhere (a seed is a command-line feature)</extracomment>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>how many play</comment>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Paikat</translation>
    </message>
    <message>
        <source>Options</source>
        <extracomment>per-seat options (a list with one value per seat): name -&gt; one combo per seat row</extracomment>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Aloita</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>Yhtään peliä ei ole asennettu.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Uusi peli…</translation>
    </message>
    <message>
        <source>Review the game…</source>
        <translation>Käy peli läpi…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Toiminnot</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Each player: who plays the seat, and what they hold.</source>
        <translation>Jokainen pelaaja: kuka pelaa paikkaa ja mitä hänellä on.</translation>
    </message>
    <message>
        <source>Everything you may play now: Up and Down choose, Enter or Space plays it.</source>
        <translation>Kaikki, mitä voit nyt pelata: valitse ylä- ja alanuolella, pelaa Enterillä tai välilyönnillä.</translation>
    </message>
    <message>
        <source>The latest roll explained, why a move was refused, hints and the rules.</source>
        <translation>Viimeisimmän heiton selitys, syy siirron hylkäämiseen, vihjeet ja säännöt.</translation>
    </message>
    <message>
        <source>What happened, a sentence a line: Enter or Space on a roll explains it.</source>
        <translation>Mitä on tapahtunut, lause riviä kohden: Enter tai välilyönti heiton kohdalla selittää sen.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Pelilauta</translation>
    </message>
    <message>
        <source>The board: N and P pick a figure that can act, Tab and the arrow keys choose where it goes, Enter plays it, Escape lets go.</source>
        <translation>Pelilauta: N ja P valitsevat nappulan, jolla voi toimia, sarkain ja nuolinäppäimet valitsevat, minne se menee, Enter pelaa siirron, Esc päästää nappulan irti.</translation>
    </message>
    <message>
        <source>Filter the actions</source>
        <translation>Suodata toiminnot</translation>
    </message>
    <message>
        <source>Ends your turn (always under the actions list).</source>
        <translation>Päättää vuorosi (aina toimintoluettelon alla).</translation>
    </message>
    <message>
        <source>N / P</source>
        <translation>N / P</translation>
    </message>
    <message>
        <source>Pick the next / previous figure of yours that can act (a blue ring marks it).</source>
        <translation>Valitse seuraava / edellinen oma nappulasi, jolla voi toimia (sininen rengas merkitsee sen).</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab, arrow keys</source>
        <translation>Sarkain / Vaihto+Sarkain, nuolinäppäimet</translation>
    </message>
    <message>
        <source>Go through the places the picked figure may go (on a measured table: its actions); the status bar says what each would do.</source>
        <translation>Käy läpi paikat, joihin valittu nappula voi mennä (Kahakassa: sen toiminnot); tilarivi kertoo, mitä kukin tekisi.</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter tai välilyönti</translation>
    </message>
    <message>
        <source>Play it: the same as dropping the figure there. On a figure with no place chosen: the same as clicking it (a die, a card).</source>
        <translation>Pelaa siirron: sama kuin nappulan pudottaminen sinne. Nappulalla, jolle ei ole valittu paikkaa: sama kuin sen napsauttaminen (noppa, kortti).</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Vaihto+Enter</translation>
    </message>
    <message>
        <source>Play it, choosing the details (as Shift while dropping).</source>
        <translation>Pelaa siirron ja valitse yksityiskohdat (kuten Vaihto pudotettaessa).</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Let go of the figure.</source>
        <translation>Päästä nappula irti.</translation>
    </message>
    <message>
        <source>F, Ctrl+0, Ctrl++ / Ctrl+-</source>
        <translation>F, Ctrl+0, Ctrl++ / Ctrl+-</translation>
    </message>
    <message>
        <source>Fit the board to the window; zoom in and out.</source>
        <translation>Sovita lauta ikkunaan; lähennä ja loitonna.</translation>
    </message>
    <message>
        <source>Actions panel</source>
        <translation>Toiminnot-paneeli</translation>
    </message>
    <message>
        <source>Up and Down choose an action, Enter or Space plays it; the line above it filters the list.</source>
        <translation>Valitse toiminto ylä- ja alanuolella, pelaa se Enterillä tai välilyönnillä; yläpuolella oleva rivi suodattaa luettelon.</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Pelin loki</translation>
    </message>
    <message>
        <source>Enter or Space on a roll explains it in the rules panel.</source>
        <translation>Enter tai välilyönti heiton kohdalla selittää sen sääntöpaneelissa.</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>A hint: what the computer would do.</source>
        <translation>Vihje: mitä tietokone tekisi.</translation>
    </message>
    <message>
        <source>Ctrl+1 / Ctrl+2 / Ctrl+3</source>
        <translation>Ctrl+1 / Ctrl+2 / Ctrl+3</translation>
    </message>
    <message>
        <source>Go to the board / the actions / the game log.</source>
        <translation>Siirry pelilaudalle / toimintoihin / pelin lokiin.</translation>
    </message>
    <message>
        <source>{figure} ({n} of {count}): Tab or the arrow keys choose where it goes, Enter plays it.</source>
        <extracomment>the places (or, on a board of free drops, the actions) the picked figure may go to, in order</extracomment>
        <translation>{figure} ({n}/{count}): sarkain tai nuolinäppäimet valitsevat, minne se menee, Enter pelaa siirron.</translation>
    </message>
    <message>
        <source>{figure} ({n} of {count}): Enter to use it.</source>
        <translation>{figure} ({n}/{count}): käytä Enterillä.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Yhtään peliä ei ole auki.</translation>
    </message>
    <message>
        <source>No figure can act now: see the Actions panel.</source>
        <translation>Millään nappulalla ei voi nyt toimia: katso Toiminnot-paneeli.</translation>
    </message>
    <message>
        <source>That figure has nowhere to go: Enter to use it, Escape to let go.</source>
        <translation>Nappula ei voi mennä minnekään: käytä Enterillä, päästä irti Escillä.</translation>
    </message>
    <message>
        <source>{n} of {count}: {action}</source>
        <translation>{n}/{count}: {action}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Vihje</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Tiedostoa ei voi avata</translation>
    </message>
    <message>
        <source>The save was read, but this version could not show it ({error}). This is a fault of Realms Table, not of the file: the details are in the log.</source>
        <translation>Tallennus luettiin, mutta tämä versio ei pystynyt näyttämään sitä ({error}). Vika on Realms Tablessa, ei tiedostossa: yksityiskohdat ovat lokissa.</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>Avattu {file}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Avaa tallennettu peli</translation>
    </message>
    <message>
        <source>Realms Table saves (*.rtsave *.json);;All files (*)</source>
        <translation>Realms Table -tallennukset (*.rtsave *.json);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Tallennus ei onnistu</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>Peliä ei voitu tallentaa: {error}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Tallennettu: {file}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Tallenna peli</translation>
    </message>
    <message>
        <source>Realms Table saves (*.rtsave)</source>
        <translation>Realms Table -tallennukset (*.rtsave)</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>Peli päättyy tasapeliin</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} voittaa!</translation>
    </message>
    <message>
        <source>{players} win!</source>
        <translation>{players} voittavat!</translation>
    </message>
    <message>
        <source>Final scores: {scores}</source>
        <translation>Loppupisteet: {scores}</translation>
    </message>
    <message>
        <source>That figure cannot go there now.</source>
        <extracomment>seats take colours that stay apart for colour-blind eyes too (desktop/seat_marks.py); each also has a shape the seats&apos; names of a game set up for its most players, by game id (see GameAdapter.seat_names) a drawing of the adapter&apos;s own (a name registered with `desktop.board.scene.register_figure_art`) instead of the round token, e.g. an action die showing its face where it stands, in board coordinates, instead of in its place&apos;s group (dice laid out in a box) its size relative to a token shown picked out (a chosen die) the way it faces, in degrees (0 east, 90 south), for a drawing that shows it (a figure on a measured table) drawn lying down (a cowed figure) what the label says in this state instead of the place&apos;s name (a card on a slot, a building on a lot); lines are separated by &quot;
&quot;, the first is the title, the rest are drawn smaller the label&apos;s size relative to the board&apos;s name size (small spaces, big panels) how many of the text&apos;s first lines make its title (a card&apos;s name wrapped over two lines) 2: a name that matters for play, shown at every zoom; 1: a minor one, hidden while too small to read (None: the board decides from the place&apos;s kind and the style: bold, underlined or an own text is major) params of an action that may name the figure / the place a figure is dropped on kinds of action that end a turn: shown as a button that is always in reach under the actions list how many players the open game has (set by the window before `board_map`; None when unknown) the open game&apos;s options (set by the window before `board_map`; None when unknown) figures stand at points of their own (`Figure.at`) and are dropped at any point of the board, not on places (a measured table): a drop is `drop_at`, a carried figure is followed by `drag_hint`, and `legal_targets` names figures (an enemy to charge; the figure&apos;s own id when it may go anywhere)</extracomment>
        <translation>Tämä nappula ei voi mennä sinne nyt.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Pelaaja {n}</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Linnoitus</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Maa</translation>
    </message>
    <message>
        <source>opened up by {player}</source>
        <translation>avannut: {player}</translation>
    </message>
    <message>
        <source>unoccupied</source>
        <translation>miehittämätön</translation>
    </message>
    <message>
        <source>{kind} of the {side} side, strength {strength}</source>
        <translation>{kind}, puoli: {side}, voima {strength}</translation>
    </message>
    <message>
        <source>Heroes: {names}</source>
        <translation>Sankarit: {names}</translation>
    </message>
    <message>
        <source>{name} — {points} points ({side})</source>
        <translation>{name} — {points} pistettä ({side})</translation>
    </message>
    <message>
        <source>{player}&apos;s hero</source>
        <translation>Sankari ({player})</translation>
    </message>
    <message>
        <source>That hero cannot go there now.</source>
        <translation>Tämä sankari ei voi mennä sinne nyt.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tyhjä</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kortti</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} korttia</translation>
    </message>
    <message>
        <source>sword</source>
        <translation>miekka</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>kilpi</translation>
    </message>
    <message>
        <source>siege hammer</source>
        <translation>piiritysvasara</translation>
    </message>
    <message>
        <source>banner</source>
        <translation>lippu</translation>
    </message>
    <message>
        <source>secret powers</source>
        <translation>salaiset voimat</translation>
    </message>
    <message>
        <source>higher powers</source>
        <translation>korkeammat voimat</translation>
    </message>
    <message>
        <source>power breaker</source>
        <translation>voimien murtaja</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>nuoli</translation>
    </message>
    <message>
        <source>healing</source>
        <translation>parantaminen</translation>
    </message>
    <message>
        <source>palantír</source>
        <translation>palantír</translation>
    </message>
    <message>
        <source>lord of the water</source>
        <translation>veden herra</translation>
    </message>
    <message>
        <source>Draw a hero card</source>
        <translation>Nosta sankarikortti</translation>
    </message>
    <message>
        <source>Bring a hero into play</source>
        <translation>Tuo sankari peliin</translation>
    </message>
    <message>
        <source>Conquest and attack</source>
        <translation>Valloitus ja hyökkäys</translation>
    </message>
    <message>
        <source>Open up land</source>
        <translation>Avaa maa</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Päätä vuoro</translation>
    </message>
    <message>
        <source>good</source>
        <extracomment>the sides, in a sentence (&apos;of the good side&apos;) and as a heading (&apos;Good&apos;)</extracomment>
        <translation>hyvä</translation>
    </message>
    <message>
        <source>evil</source>
        <translation>paha</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Hyvä</translation>
    </message>
    <message>
        <source>Evil</source>
        <translation>Paha</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kortti</numerusform>
            <numerusform>%n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} (known: {names})</source>
        <translation>{cards} (tunnetut: {names})</translation>
    </message>
    <message numerus="yes">
        <source>%n land(s)</source>
        <translation>
            <numerusform>%n maa</numerusform>
            <numerusform>%n maata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fortress(es)</source>
        <translation>
            <numerusform>%n linnoitus</numerusform>
            <numerusform>%n linnoitusta</numerusform>
        </translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Puoli</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Sankarit</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Käsi</translation>
    </message>
    <message>
        <source>Holdings</source>
        <translation>Hallussa</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Toimeksiannot</translation>
    </message>
    <message>
        <source>{n} secret</source>
        <translation>{n} salaista</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Tila</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>pois pelistä</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} VP</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>nosta kortti</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>sotaretki</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {phase}</source>
        <translation>Kierros {round}/{rounds} · {phase}</translation>
    </message>
    <message>
        <source>{nation} ({side})</source>
        <extracomment>the die the player clicked (side, face): the actions panel opens its group, army drags spend it</extracomment>
        <translation>{nation} ({side})</translation>
    </message>
    <message>
        <source>{settlement}, {n} VP</source>
        <translation>{settlement}, {n} VP</translation>
    </message>
    <message>
        <source>held by the {side}</source>
        <translation>hallitsija: {side}</translation>
    </message>
    <message>
        <source>Besieged: the {side} are inside.</source>
        <translation>Piiritetty: sisällä on {side}.</translation>
    </message>
    <message>
        <source>Nazgûl: {n}</source>
        <translation>Nazgûl: {n}</translation>
    </message>
    <message>
        <source>The Fellowship (last known position), progress {p}</source>
        <translation>Saattue (viimeksi tunnettu sijainti), eteneminen {p}</translation>
    </message>
    <message>
        <source>Foe line</source>
        <extracomment>the turn&apos;s end under the actions list (the engine&apos;s other answers are too long for the button)</extracomment>
        <translation>Vihollislinja</translation>
    </message>
    <message>
        <source>Event tiles</source>
        <extracomment>the actions panel&apos;s group of each kind of action, and where the group stands (smaller first)</extracomment>
        <translation>Tapahtumalaatat</translation>
    </message>
    <message>
        <source>none here</source>
        <translation>ei tällä laudalla</translation>
    </message>
    <message numerus="yes">
        <source>%n in the stack</source>
        <translation>
            <numerusform>%n pinossa</numerusform>
            <numerusform>%n pinossa</numerusform>
        </translation>
    </message>
    <message>
        <source>click to reveal</source>
        <translation>paljasta napsauttamalla</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>Viimeisin laatta</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ei vielä yhtään</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit}&apos;s hand: %n card(s)</source>
        <translation>
            <numerusform>Käsi ({hobbit}): %n kortti</numerusform>
            <numerusform>Käsi ({hobbit}): %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit}&apos;s hand is empty</source>
        <translation>Käsi ({hobbit}) on tyhjä</translation>
    </message>
    <message>
        <source>Gandalf (5 shields a card)</source>
        <translation>Gandalf (5 kilpeä/kortti)</translation>
    </message>
    <message>
        <source>{board} — scenario board</source>
        <translation>{board} — seikkailulauta</translation>
    </message>
    <message>
        <source>{board} — the Ring is on Mount Doom</source>
        <translation>{board} — Sormus on Tuomiovuorella</translation>
    </message>
    <message>
        <source>{haven} — a safe haven; next: {board}</source>
        <translation>{haven} — turvapaikka; seuraavaksi: {board}</translation>
    </message>
    <message>
        <source>Between two boards — next: {board}</source>
        <translation>Lautojen välissä — seuraavaksi: {board}</translation>
    </message>
    <message>
        <source>The end of the road</source>
        <translation>Tien pää</translation>
    </message>
    <message>
        <source>played ahead: {what}</source>
        <translation>ennalta pelattu: {what}</translation>
    </message>
    <message>
        <source>No {symbol} line on this board</source>
        <translation>Laudalla ei ole reittiä kuviolle {symbol}</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>Pääreitti</translation>
    </message>
    <message>
        <source>of {symbol}</source>
        <translation>({symbol})</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>valmis</translation>
    </message>
    <message>
        <source>{n}. {event}</source>
        <translation>{n}. {event}</translation>
    </message>
    <message>
        <source>Space {n} of the corruption line (0 is the light, 15 the dark). Sauron is on space {sauron}.</source>
        <translation>Turmeluksen radan ruutu {n} (0 on valo, 15 pimeys). Sauron on ruudussa {sauron}.</translation>
    </message>
    <message>
        <source>An empty place of the foe line. New foes come in from the left; with eight foes at the end of a turn, the foes win.</source>
        <translation>Vihollislinjan tyhjä paikka. Uudet viholliset tulevat vasemmalta; jos vihollisia on vuoron lopussa kahdeksan, viholliset voittavat.</translation>
    </message>
    <message>
        <source>{foe} on the foe line.</source>
        <translation>{foe} vihollislinjalla.</translation>
    </message>
    <message>
        <source>The event tiles still face down: {n}. Click the stack to reveal one when it is asked.</source>
        <translation>Tapahtumalaattoja kuvapuoli alaspäin: {n}. Kun laattaa pyydetään, paljasta se napsauttamalla pinoa.</translation>
    </message>
    <message>
        <source>No tile revealed on this board yet.</source>
        <translation>Tällä laudalla ei ole vielä paljastettu laattoja.</translation>
    </message>
    <message>
        <source>Tiles revealed on this board: {tiles}</source>
        <translation>Tällä laudalla paljastetut laatat: {tiles}</translation>
    </message>
    <message>
        <source>{place} is on the route only with Friends &amp; Foes.</source>
        <translation>{place} kuuluu matkaan vain Ystävät &amp; viholliset -lisäosan kanssa.</translation>
    </message>
    <message>
        <source>The Fellowship is here.</source>
        <translation>Saattue on täällä.</translation>
    </message>
    <message>
        <source>Click it to travel here.</source>
        <translation>Matkaa tänne napsauttamalla.</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation>{caption}: {value}</translation>
    </message>
    <message>
        <source>The cards of the hobbit at the screen. Drag one onto a line it fits, or onto what is being paid.</source>
        <translation>Ruudun ääressä olevan hobitin kortit. Vedä kortti sille sopivalle kulkureitille tai sen päälle, mitä ollaan maksamassa.</translation>
    </message>
    <message>
        <source>Gandalf&apos;s cards not yet used. Each costs the Fellowship 5 shields.</source>
        <translation>Käyttämättömät Gandalf-kortit. Kukin maksaa Saattueelle 5 kilpeä.</translation>
    </message>
    <message>
        <source>This board has no line here.</source>
        <translation>Tällä laudalla ei ole tässä kulkureittiä.</translation>
    </message>
    <message>
        <source>The marker is on space {n} of {last}.</source>
        <translation>Merkki on ruudussa {n}/{last}.</translation>
    </message>
    <message>
        <source>{n}: {what}</source>
        <translation>{n}: {what}</translation>
    </message>
    <message>
        <source>Event {n} of {board}: {event}</source>
        <translation>Tapahtuma {n} ({board}): {event}</translation>
    </message>
    <message>
        <source>Being paid now: drop a card, a life token or the shields here.</source>
        <translation>Maksettavana nyt: pudota tähän kortti, Elämä-pelimerkki tai kilvet.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation>Turmelus</translation>
    </message>
    <message>
        <source>space {n}; Sauron on {sauron}</source>
        <translation>ruutu {n}; Sauron ruudussa {sauron}</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Kilvet</translation>
    </message>
    <message>
        <source>Life tokens</source>
        <translation>Elämä-pelimerkit</translation>
    </message>
    <message>
        <source>The Ring</source>
        <translation>Sormus</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <translation>Sormuksen viejä</translation>
    </message>
    <message>
        <source>Ability card</source>
        <translation>Kykykortti</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>käytettävissä</translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n kilpi</numerusform>
            <numerusform>%n kilpeä</numerusform>
        </translation>
    </message>
    <message>
        <source>The quest is over</source>
        <translation>Seikkailu on päättynyt</translation>
    </message>
    <message>
        <source>on the road</source>
        <translation>matkalla</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s turn</source>
        <translation>Vuorossa: {hobbit}</translation>
    </message>
    <message>
        <source>{what}: {hobbit} may pay</source>
        <translation>{what}: {hobbit} voi maksaa</translation>
    </message>
    <message>
        <source>drag a card, a token or the shields onto it</source>
        <translation>vedä sen päälle kortti, pelimerkki tai kilvet</translation>
    </message>
    <message>
        <source>click the tile stack</source>
        <translation>napsauta laattapinoa</translation>
    </message>
    <message>
        <source>drag a card onto a line</source>
        <translation>vedä kortti kulkureitille</translation>
    </message>
    <message numerus="yes">
        <source>%n foe(s) on the foe line</source>
        <translation>
            <numerusform>%n vihollinen vihollislinjalla</numerusform>
            <numerusform>%n vihollista vihollislinjalla</numerusform>
        </translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Pelaa</translation>
    </message>
    <message>
        <source>{what} ({side})</source>
        <translation>{what} ({side})</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Johtaja</translation>
    </message>
    <message>
        <source>★ leads the side this turn</source>
        <translation>★ johtaa puolta tällä vuorolla</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Seuraava</translation>
    </message>
    <message>
        <source>takes the next {side} action</source>
        <translation>tekee seuraavan toiminnan ({side})</translation>
    </message>
    <message>
        <source>the whole {side} side alone (never the same nation twice in a row)</source>
        <translation>koko puoli {side} yksin (ei koskaan samaa kansaa kahdesti peräkkäin)</translation>
    </message>
    <message>
        <source>Action dice</source>
        <translation>Toimintanopat</translation>
    </message>
    <message>
        <source>Elven rings</source>
        <translation>Haltiasormukset</translation>
    </message>
    <message>
        <source>At war</source>
        <translation>Sodassa</translation>
    </message>
    <message>
        <source>Mordor step {n}</source>
        <translation>Mordorin askel {n}</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>Saattue</translation>
    </message>
    <message>
        <source>{where}, progress {p}, {h}, corruption {c}</source>
        <translation>{where}, eteneminen {p}, {h}, turmelus {c}</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>piilossa</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>paljastettu</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Kaatuneet</translation>
    </message>
    <message>
        <source>Hunt box</source>
        <translation>Ajojahtiruutu</translation>
    </message>
    <message>
        <source>{n} Shadow dice, {m} Free Peoples dice</source>
        <translation>Varjon noppia {n}, Vapaiden kansojen noppia {m}</translation>
    </message>
    <message>
        <source>Nazgûl in reserve</source>
        <translation>Nazgûlit reservissä</translation>
    </message>
    <message>
        <source>{n} / {goal} VP</source>
        <translation>{n} / {goal} VP</translation>
    </message>
    <message>
        <source>{face} die</source>
        <translation>Noppa: {face}</translation>
    </message>
    <message>
        <source>A card&apos;s choice</source>
        <translation>Kortin valinta</translation>
    </message>
    <message>
        <source>From {region}</source>
        <translation>Lähtöalue: {region}</translation>
    </message>
    <message>
        <source>The army in {region}</source>
        <translation>Armeija alueella {region}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>Turn {turn} · {phase}</source>
        <translation>Vuoro {turn} · {phase}</translation>
    </message>
    <message>
        <source>battle in {region}</source>
        <translation>taistelu: {region}</translation>
    </message>
    <message>
        <source>play intrigue</source>
        <translation>pelaa juonittelukortti</translation>
    </message>
    <message>
        <source>empty lot</source>
        <translation>tyhjä tontti</translation>
    </message>
    <message>
        <source>pile: {what}</source>
        <translation>kasa: {what}</translation>
    </message>
    <message>
        <source>(no quest)</source>
        <translation>(ei tehtävää)</translation>
    </message>
    <message>
        <source>(sold out)</source>
        <translation>(loppuunmyyty)</translation>
    </message>
    <message>
        <source>{cost} gold</source>
        <translation>{cost} kultaa</translation>
    </message>
    <message>
        <source>{vp} VP on it</source>
        <translation>{vp} VP päällä</translation>
    </message>
    <message>
        <source>visit: {what}</source>
        <translation>vierailu: {what}</translation>
    </message>
    <message>
        <source>owner: {what}</source>
        <translation>omistaja: {what}</translation>
    </message>
    <message>
        <source>+1 agent</source>
        <translation>+1 agentti</translation>
    </message>
    <message>
        <source>No active quest</source>
        <translation>Ei aktiivista tehtävää</translation>
    </message>
    <message>
        <source>1 quest</source>
        <translation>1 tehtävä</translation>
    </message>
    <message>
        <source>{n} quests</source>
        <translation>{n} tehtävää</translation>
    </message>
    <message>
        <source>1 plot quest</source>
        <translation>1 juonitehtävä</translation>
    </message>
    <message>
        <source>{n} plot quests</source>
        <translation>{n} juonitehtävää</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Suoritetut</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Valmiit</translation>
    </message>
    <message>
        <source>{lot}: no building yet — buy one at Builder&apos;s Hall.</source>
        <translation>{lot}: ei vielä rakennusta — osta sellainen Rakentajien salista.</translation>
    </message>
    <message>
        <source>{building} — {owner}&apos;s ({lot})</source>
        <translation>{building} — omistaja {owner} ({lot})</translation>
    </message>
    <message>
        <source>Visit: {text}</source>
        <translation>Vierailu: {text}</translation>
    </message>
    <message>
        <source>Owner: {text}</source>
        <translation>Omistaja: {text}</translation>
    </message>
    <message>
        <source>Piled here: {what}</source>
        <translation>Kasattu tähän: {what}</translation>
    </message>
    <message>
        <source>No quest in this slot.</source>
        <translation>Tässä paikassa ei ole tehtävää.</translation>
    </message>
    <message>
        <source>Cost: {cost}</source>
        <translation>Hinta: {cost}</translation>
    </message>
    <message>
        <source>Reward: {text}</source>
        <translation>Palkkio: {text}</translation>
    </message>
    <message>
        <source>Plot quest: {text}</source>
        <translation>Juonitehtävä: {text}</translation>
    </message>
    <message>
        <source>No module (the base game)</source>
        <translation>Ei moduulia (peruspeli)</translation>
    </message>
    <message>
        <source>Both: Undermountain and Skullport</source>
        <translation>Molemmat: Undermountain ja Skullport</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} VP</translation>
    </message>
    <message>
        <source>{left} of {count}</source>
        <translation>{left}/{count}</translation>
    </message>
    <message>
        <source>No building for sale here.</source>
        <translation>Täällä ei ole rakennusta myytävänä.</translation>
    </message>
    <message>
        <source>{building} — cost {cost} gold, {vp} VP tokens on it</source>
        <translation>{building} — hinta {cost} kultaa, päällä {vp} VP-merkkiä</translation>
    </message>
    <message>
        <source>The corruption track: {left} of its {count} tokens worth {vp} VP are still on it. Each token in a tavern at the end costs the value of the emptied space farthest from −1: now {now} VP.</source>
        <translation>Korruptiorata: {left} sen {count} merkistä, joiden arvo on {vp} VP, on yhä radalla. Jokainen tavernan merkki maksaa lopussa kauimpana −1:stä olevan tyhjentyneen ruudun arvon: nyt {now} VP.</translation>
    </message>
    <message>
        <source>Round {r} of 8</source>
        <translation>Kierros {r}/8</translation>
    </message>
    <message>
        <source>Every player gets one more agent from this round on.</source>
        <translation>Jokainen pelaaja saa tästä kierroksesta alkaen yhden agentin lisää.</translation>
    </message>
    <message>
        <source>The current round.</source>
        <translation>Nykyinen kierros.</translation>
    </message>
    <message>
        <source>{name}&apos;s agents not yet sent out this round: {n}</source>
        <translation>Pelaajan {name} agentit, joita ei ole vielä lähetetty tällä kierroksella: {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s active quests, face up. After placing an agent, drag one you can pay for onto the completed pile beside it (or use the actions panel).</source>
        <translation>Pelaajan {name} aktiiviset tehtävät kuvapuoli ylöspäin. Kun olet asettanut agentin, vedä tehtävä, jonka pystyt maksamaan, viereiseen suoritettujen kasaan (tai käytä toimintopaneelia).</translation>
    </message>
    <message>
        <source>{name}&apos;s completed quests: {list}</source>
        <translation>Pelaajan {name} suoritetut tehtävät: {list}</translation>
    </message>
    <message>
        <source>Drop one of your active quests here to complete it (after placing an agent).</source>
        <translation>Pudota tähän yksi aktiivisista tehtävistäsi suorittaaksesi sen (agentin asettamisen jälkeen).</translation>
    </message>
    <message>
        <source>{pile}: {count}</source>
        <comment>a pile of cards, then how many cards it holds</comment>
        <translation>{pile}: {count}</translation>
    </message>
    <message>
        <source>Free.</source>
        <translation>Vapaa.</translation>
    </message>
    <message>
        <source>the Ambassador ({who})</source>
        <translation>Lähettiläs ({who})</translation>
    </message>
    <message>
        <source>{who}&apos;s agent</source>
        <translation>Agentti ({who})</translation>
    </message>
    <message>
        <source>Taken by {who}.</source>
        <translation>Varannut: {who}.</translation>
    </message>
    <message>
        <source>{lord} — {text}</source>
        <comment>a Lord card, then what it scores</comment>
        <translation>{lord} — {text}</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>salainen</translation>
    </message>
    <message>
        <source>{name} ({vp} VP)</source>
        <translation>{name} ({vp} VP)</translation>
    </message>
    <message>
        <source>{name} (mandatory)</source>
        <translation>{name} (pakollinen)</translation>
    </message>
    <message>
        <source>{left} of {total} in the pool</source>
        <translation>{left}/{total} jäljellä</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Luutnantti</translation>
    </message>
    <message>
        <source>Ambassador</source>
        <translation>Lähettiläs</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>aloituspelaaja</translation>
    </message>
    <message>
        <source>Lord</source>
        <translation>Lordi</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Kulta</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Taverna</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agentit</translation>
    </message>
    <message>
        <source>Quests</source>
        <translation>Tehtävät</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): {vp} VP at the end as the track stands now</source>
        <translation>
            <numerusform>%n merkki: {vp} VP lopussa radan nykytilanteella</numerusform>
            <numerusform>%n merkkiä: {vp} VP lopussa radan nykytilanteella</numerusform>
        </translation>
    </message>
    <message>
        <source>Corruption</source>
        <comment>Skullport&apos;s tokens</comment>
        <translation>Korruptio</translation>
    </message>
    <message>
        <source>Plot quests</source>
        <translation>Juonitehtävät</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation>Juonittelu</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Rakennukset</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Loppupisteet</translation>
    </message>
    <message>
        <source>{track} on the track + {adv} adventurers + {gvp} for {gold} gold + {lvp} Lord = {total} VP</source>
        <translation>{track} radalla + {adv} seikkailijaa + {gvp} ({gold} kultaa) + {lvp} lordilta = {total} VP</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <comment>an intrigue card or a plot quest, then what it does</comment>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>Click its card.</source>
        <translation>Napsauta sen korttia.</translation>
    </message>
    <message>
        <source>click one of your quests to complete it, or End turn</source>
        <translation>napsauta yhtä tehtävistäsi suorittaaksesi sen, tai Lopeta vuoro</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Hinta</translation>
    </message>
    <message>
        <source>Gives</source>
        <translation>Antaa</translation>
    </message>
    <message numerus="yes">
        <source>%n intrigue card(s)</source>
        <translation>
            <numerusform>%n juonittelukortti</numerusform>
            <numerusform>%n juonittelukorttia</numerusform>
        </translation>
    </message>
    <message>
        <source>no intrigue card</source>
        <translation>ei juonittelukorttia</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>{what} to an opponent</source>
        <translation>{what} vastustajalle</translation>
    </message>
    <message>
        <source>pay {what}</source>
        <translation>maksa {what}</translation>
    </message>
    <message>
        <source>{n} of any kind</source>
        <translation>{n} mitä tahansa</translation>
    </message>
    <message>
        <source>return {n}</source>
        <translation>palauta {n}</translation>
    </message>
    <message>
        <source>intrigue</source>
        <translation>juonittelu</translation>
    </message>
    <message>
        <source>{n} intrigue</source>
        <translation>{n} juonittelua</translation>
    </message>
    <message>
        <source>quest</source>
        <translation>tehtävä</translation>
    </message>
    <message>
        <source>new quests</source>
        <translation>uudet tehtävät</translation>
    </message>
    <message>
        <source>free building</source>
        <translation>ilmainen rakennus</translation>
    </message>
    <message>
        <source>buy a building</source>
        <translation>osta rakennus</translation>
    </message>
    <message>
        <source>1st player</source>
        <translation>aloituspelaaja</translation>
    </message>
    <message>
        <source>the Ambassador</source>
        <translation>Lähettiläs</translation>
    </message>
    <message>
        <source>1st player + intrigue</source>
        <translation>aloituspelaaja + juonittelu</translation>
    </message>
    <message>
        <source>2 fighters</source>
        <translation>2 soturia</translation>
    </message>
    <message>
        <source>1 cleric</source>
        <translation>1 pappi</translation>
    </message>
    <message>
        <source>1 wizard</source>
        <translation>1 velho</translation>
    </message>
    <message>
        <source>2 rogues</source>
        <translation>2 veijaria</translation>
    </message>
    <message>
        <source>4 gold</source>
        <translation>4 kultaa</translation>
    </message>
    <message>
        <source>quest + 2 gold</source>
        <translation>tehtävä + 2 kultaa</translation>
    </message>
    <message>
        <source>quest + intrigue</source>
        <translation>tehtävä + juonittelu</translation>
    </message>
    <message>
        <source>new quests, take one</source>
        <translation>uudet tehtävät, ota yksi</translation>
    </message>
    <message>
        <source>quest + play intrigue</source>
        <translation>tehtävä + pelaa juonittelu</translation>
    </message>
    <message>
        <source>1 any, or fighter and rogue</source>
        <translation>1 mikä tahansa tai soturi ja veijari</translation>
    </message>
    <message>
        <source>2 intrigue</source>
        <translation>2 juonittelua</translation>
    </message>
    <message>
        <source>5 gold, quest, intrigue, 1 corruption</source>
        <translation>5 kultaa, tehtävä, juonittelu, 1 korruptio</translation>
    </message>
    <message>
        <source>2 any + 1 corruption</source>
        <translation>2 mitä tahansa + 1 korruptio</translation>
    </message>
    <message>
        <source>2 fighters, 2 rogues, 1 corruption</source>
        <translation>2 soturia, 2 veijaria, 1 korruptio</translation>
    </message>
    <message>
        <source>Corruption track</source>
        <translation>Korruptiorata</translation>
    </message>
    <message>
        <source>Grinning Lion</source>
        <extracomment>the spaces&apos; names on the board where the map&apos;s full name is too long for the space (the tooltip has it)</extracomment>
        <translation>Virnistävä leijona</translation>
    </message>
    <message>
        <source>Aurora&apos;s Shop</source>
        <translation>Auroran kauppa</translation>
    </message>
    <message>
        <source>Inn 1</source>
        <translation>Majatalo 1</translation>
    </message>
    <message>
        <source>Inn 2</source>
        <translation>Majatalo 2</translation>
    </message>
    <message>
        <source>Inn 3</source>
        <translation>Majatalo 3</translation>
    </message>
    <message>
        <source>Harbor 1</source>
        <translation>Satama 1</translation>
    </message>
    <message>
        <source>Harbor 2</source>
        <translation>Satama 2</translation>
    </message>
    <message>
        <source>Harbor 3</source>
        <translation>Satama 3</translation>
    </message>
    <message>
        <source>{what} per building you control</source>
        <extracomment>a gain multiplied by a count, in a few words</extracomment>
        <translation>{what} per oma rakennus</translation>
    </message>
    <message>
        <source>{what} per building in play</source>
        <translation>{what} per rakennus pelissä</translation>
    </message>
    <message>
        <source>Send an agent</source>
        <translation>Lähetä agentti</translation>
    </message>
    <message>
        <source>Place the Ambassador</source>
        <translation>Sijoita Lähettiläs</translation>
    </message>
    <message>
        <source>Reassign a harbor agent</source>
        <translation>Siirrä satama-agentti uudelleen</translation>
    </message>
    <message>
        <source>Complete a quest</source>
        <translation>Suorita tehtävä</translation>
    </message>
    <message>
        <source>Choose a quest</source>
        <translation>Valitse tehtävä</translation>
    </message>
    <message>
        <source>Discard a quest</source>
        <translation>Hylkää tehtävä</translation>
    </message>
    <message>
        <source>Choose a building</source>
        <translation>Valitse rakennus</translation>
    </message>
    <message>
        <source>Give up a building</source>
        <translation>Luovu rakennuksesta</translation>
    </message>
    <message>
        <source>Play an intrigue card</source>
        <translation>Pelaa juonittelukortti</translation>
    </message>
    <message>
        <source>Choose an opponent</source>
        <translation>Valitse vastustaja</translation>
    </message>
    <message>
        <source>Choose an option</source>
        <translation>Valitse vaihtoehto</translation>
    </message>
    <message>
        <source>Choose resources</source>
        <translation>Valitse resurssit</translation>
    </message>
    <message>
        <source>Answer an opponent&apos;s card</source>
        <translation>Vastaa vastustajan korttiin</translation>
    </message>
    <message>
        <source>Decide</source>
        <translation>Päätä</translation>
    </message>
    <message>
        <source>Choose a space</source>
        <translation>Valitse ruutu</translation>
    </message>
    <message>
        <source>Name a quest type</source>
        <translation>Nimeä tehtävätyyppi</translation>
    </message>
    <message>
        <source>start of the round</source>
        <translation>kierroksen alku</translation>
    </message>
    <message>
        <source>placing agents</source>
        <translation>agenttien sijoittaminen</translation>
    </message>
    <message>
        <source>completing a quest</source>
        <translation>tehtävän suorittaminen</translation>
    </message>
    <message>
        <source>reassigning harbor agents</source>
        <translation>satama-agenttien uudelleensijoitus</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>peli ohi</translation>
    </message>
    <message numerus="yes">
        <source>%n cleric(s)</source>
        <translation>
            <numerusform>%n pappi</numerusform>
            <numerusform>%n pappia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n soturi</numerusform>
            <numerusform>%n soturia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rogue(s)</source>
        <translation>
            <numerusform>%n veijari</numerusform>
            <numerusform>%n veijaria</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wizard(s)</source>
        <translation>
            <numerusform>%n velho</numerusform>
            <numerusform>%n velhoa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n kulta</numerusform>
            <numerusform>%n kultaa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <extracomment>what the last paint drew, for tests: (text, size on screen in pixels) pairs, while recording</extracomment>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
    <message>
        <source>the Lieutenant</source>
        <translation>Luutnantti</translation>
    </message>
    <message>
        <source>recall an agent</source>
        <translation>kutsu agentti takaisin</translation>
    </message>
    <message>
        <source>extra agent</source>
        <translation>lisäagentti</translation>
    </message>
    <message>
        <source>copy a taken space</source>
        <translation>käytä varattua ruutua</translation>
    </message>
    <message>
        <source>the pile</source>
        <translation>kasa</translation>
    </message>
    <message>
        <source>steal {n}</source>
        <translation>varasta {n}</translation>
    </message>
    <message>
        <source>finish it now</source>
        <translation>suorita se heti</translation>
    </message>
    <message>
        <source>Arcana</source>
        <extracomment>the quests&apos; types (the data&apos;s codes)</extracomment>
        <translation>Arkaanit</translation>
    </message>
    <message>
        <source>Commerce</source>
        <translation>Kauppa</translation>
    </message>
    <message>
        <source>Piety</source>
        <translation>Hurskaus</translation>
    </message>
    <message>
        <source>Skullduggery</source>
        <translation>Vehkeily</translation>
    </message>
    <message>
        <source>Warfare</source>
        <translation>Sodankäynti</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agentti</translation>
    </message>
    <message>
        <source>on the mat, not yet sent out</source>
        <translation>pelaajalaudalla, ei vielä lähetetty</translation>
    </message>
    <message>
        <source>on {place}</source>
        <translation>sijainti: {place}</translation>
    </message>
    <message>
        <source>{who}&apos;s lieutenant, {where}</source>
        <translation>Luutnantti ({who}), {where}</translation>
    </message>
    <message>
        <source>{who}&apos;s agent, {where}</source>
        <translation>Agentti ({who}), {where}</translation>
    </message>
    <message>
        <source>Drag it onto a free action space.</source>
        <translation>Vedä se vapaaseen toimintaruutuun.</translation>
    </message>
    <message>
        <source>The Ambassador, held by {who}</source>
        <translation>Lähettiläs, haltija: {who}</translation>
    </message>
    <message>
        <source>The Ambassador waits at the Palace of Waterdeep for whoever visits it.</source>
        <translation>Lähettiläs odottaa Waterdeepin palatsissa sitä, joka vierailee siellä.</translation>
    </message>
    <message>
        <source>{quest} ({type})</source>
        <translation>{quest} ({type})</translation>
    </message>
    <message>
        <source>{name} (mandatory quest)</source>
        <translation>{name} (pakollinen tehtävä)</translation>
    </message>
    <message>
        <source>It must be completed before any other quest.</source>
        <translation>Se on suoritettava ennen muita tehtäviä.</translation>
    </message>
    <message>
        <source>Mandatory</source>
        <translation>Pakollinen</translation>
    </message>
    <message>
        <source>plot quest</source>
        <translation>juonitehtävä</translation>
    </message>
    <message>
        <source>Click it (or drag it onto your quests) to take it.</source>
        <translation>Ota se napsauttamalla (tai vetämällä se tehtäviisi).</translation>
    </message>
    <message>
        <source>To take it, send an agent to Cliffwatch Inn, then click the quest.</source>
        <translation>Ottaaksesi sen lähetä agentti Cliffwatchin majataloon ja napsauta sitten tehtävää.</translation>
    </message>
    <message>
        <source>Click it, or drag it onto your completed pile, to complete it now.</source>
        <translation>Suorita se heti napsauttamalla tai vetämällä se suoritettujen kasaasi.</translation>
    </message>
    <message>
        <source>You cannot complete it now: {why}</source>
        <translation>Et voi suorittaa sitä nyt: {why}</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <comment>a row of a player&apos;s mat: its caption, then its value</comment>
        <translation>{caption}: {value}</translation>
    </message>
    <message>
        <source>it can be completed.</source>
        <translation>sen voi suorittaa.</translation>
    </message>
    <message>
        <source>First finish the choice in the actions panel: {prompt}</source>
        <translation>Tee ensin valinta toimintopaneelissa: {prompt}</translation>
    </message>
    <message>
        <source>To take a quest, first send an agent to one of Cliffwatch Inn&apos;s spaces; then click the quest you want.</source>
        <translation>Ottaaksesi tehtävän lähetä ensin agentti johonkin Cliffwatchin majatalon ruutuun ja napsauta sitten haluamaasi tehtävää.</translation>
    </message>
    <message>
        <source>That quest is {who}&apos;s.</source>
        <translation>Tehtävä kuuluu pelaajalle {who}.</translation>
    </message>
    <message>
        <source>Drop the quest on your own quests (on your mat), or just click it.</source>
        <translation>Pudota tehtävä omiin tehtäviisi (pelaajalaudallasi) tai vain napsauta sitä.</translation>
    </message>
    <message>
        <source>That quest cannot be taken now.</source>
        <translation>Tätä tehtävää ei voi ottaa nyt.</translation>
    </message>
    <message>
        <source>Send an agent to an action space or a building on a lot.</source>
        <translation>Lähetä agentti toimintaruutuun tai tontilla olevaan rakennukseen.</translation>
    </message>
    <message>
        <source>You have placed your agent this turn: now complete a quest or end your turn.</source>
        <translation>Olet asettanut agenttisi tällä vuorolla: suorita nyt tehtävä tai lopeta vuorosi.</translation>
    </message>
    <message>
        <source>No agent can be placed now.</source>
        <translation>Agenttia ei voi asettaa nyt.</translation>
    </message>
    <message>
        <source>First the Ambassador is placed: drag it from your mat.</source>
        <translation>Ensin asetetaan Lähettiläs: vedä se pelaajalaudaltasi.</translation>
    </message>
    <message>
        <source>The Ambassador is placed at the start of a round, before any agent.</source>
        <translation>Lähettiläs asetetaan kierroksen alussa ennen yhtään agenttia.</translation>
    </message>
    <message>
        <source>That agent is already out: send one from your mat.</source>
        <translation>Tämä agentti on jo lähetetty: lähetä agentti pelaajalaudaltasi.</translation>
    </message>
    <message>
        <source>That agent cannot go there now.</source>
        <translation>Tämä agentti ei voi mennä sinne nyt.</translation>
    </message>
    <message>
        <source>Drop the quest on your completed pile (beside your quests) to complete it.</source>
        <translation>Suorita tehtävä pudottamalla se suoritettujen kasaasi (tehtäviesi vieressä).</translation>
    </message>
    <message>
        <source>It is {who}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Vuorossa on {who}, ei {seat}.</translation>
    </message>
    <message>
        <source>That quest cannot be completed now.</source>
        <translation>Tätä tehtävää ei voi suorittaa nyt.</translation>
    </message>
    <message>
        <source>Elven rings {n}</source>
        <translation>Haltiasormukset {n}</translation>
    </message>
    <message>
        <source>(one used)</source>
        <translation>(yksi käytetty)</translation>
    </message>
    <message>
        <source>{n} unused · {m} used · {ring}</source>
        <translation>{n} käyttämätöntä · {m} käytettyä · {ring}</translation>
    </message>
    <message>
        <source>{pool} dice, not rolled yet · {ring}</source>
        <translation>{pool} noppaa, ei vielä heitetty · {ring}</translation>
    </message>
    <message>
        <source>unused: {faces}</source>
        <translation>käyttämättä: {faces}</translation>
    </message>
    <message>
        <source>{pool} dice in the pool</source>
        <translation>{pool} noppaa käytettävissä</translation>
    </message>
    <message>
        <source>Click a die to see what it allows; drag it onto a region to use it there.</source>
        <translation>Napsauta noppaa nähdäksesi, mitä se sallii; vedä se alueelle käyttääksesi sitä siellä.</translation>
    </message>
    <message>
        <source>Mordor track</source>
        <translation>Mordorin rata</translation>
    </message>
    <message>
        <source>REVEALED</source>
        <translation>PALJASTETTU</translation>
    </message>
    <message>
        <source>progress {p} · {state} · at {where}</source>
        <translation>eteneminen {p} · {state} · sijainti: {where}</translation>
    </message>
    <message>
        <source>corruption {c} / 12</source>
        <translation>turmelus {c} / 12</translation>
    </message>
    <message>
        <source>guide: {g}</source>
        <translation>opas: {g}</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>ei vielä radalla</translation>
    </message>
    <message>
        <source>step {n} of 5   {steps}</source>
        <translation>askel {n}/5   {steps}</translation>
    </message>
    <message>
        <source>AT WAR</source>
        <translation>SODASSA</translation>
    </message>
    <message>
        <source>{n} to war</source>
        <translation>{n} sotaan</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiivinen</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>passiivinen</translation>
    </message>
    <message>
        <source>{nation}: {state}, {act}</source>
        <comment>a nation on the political track</comment>
        <translation>{nation}: {state}, {act}</translation>
    </message>
    <message>
        <source>tiles: {n} in the pool · {m} drawn</source>
        <translation>laatat: {n} pussissa · {m} nostettu</translation>
    </message>
    <message>
        <source>special tiles: {names}</source>
        <translation>erikoislaatat: {names}</translation>
    </message>
    <message>
        <source>no special tile in play</source>
        <translation>ei erikoislaattaa pelissä</translation>
    </message>
    <message>
        <source>Shadow dice {n} · Free Peoples dice {m}</source>
        <translation>Varjon nopat {n} · Vapaiden kansojen nopat {m}</translation>
    </message>
    <message>
        <source>special tile {tile}: {where}</source>
        <translation>erikoislaatta {tile}: {where}</translation>
    </message>
    <message>
        <source>Each Free Peoples die here adds 1 to every hunt die.</source>
        <translation>Jokainen Vapaiden kansojen noppa täällä lisää 1 jokaiseen ajojahtinoppaan.</translation>
    </message>
    <message>
        <source>rows: regulars, elites, leaders (Sauron: Nazgûl)</source>
        <translation>rivit: perusyksiköt, eliittiyksiköt, johtajat (Sauron: Nazgûlit)</translation>
    </message>
    <message>
        <source>Shadow {n} / 10 · Free Peoples {m} / 4</source>
        <translation>Varjo {n} / 10 · Vapaat kansat {m} / 4</translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n card(s)</source>
        <translation>
            <numerusform>{side}: %n kortti</numerusform>
            <numerusform>{side}: %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>decks {c} + {st} · {d} discarded</source>
        <translation>pakat {c} + {st} · {d} poistettu</translation>
    </message>
    <message>
        <source>decks {c} character + {st} strategy · {d} discarded</source>
        <translation>pakat: hahmokortit {c} + strategiakortit {st} · {d} poistettu</translation>
    </message>
    <message>
        <source>on the table: {names}</source>
        <translation>pöydällä: {names}</translation>
    </message>
    <message>
        <source>{deck} discards: {names}</source>
        <translation>Poistopakka ({deck}): {names}</translation>
    </message>
    <message>
        <source>Character</source>
        <extracomment>the dice faces&apos; names (engines/war_of_the_ring/common.FACE_NAMES), marked for the catalogs</extracomment>
        <translation>Hahmo</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <source>The Cards tab beside the rules shows every card&apos;s text.</source>
        <translation>Sääntöjen vieressä oleva Kortit-välilehti näyttää jokaisen kortin tekstin.</translation>
    </message>
    <message>
        <source>Free Peoples {fp} · Shadow {sh}</source>
        <translation>Vapaat kansat {fp} · Varjo {sh}</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <extracomment>the sides&apos; colours, Okabe &amp; Ito&apos;s blue and vermilion: apart for colour-blind eyes too</extracomment>
        <translation>Vapaat kansat</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Varjo</translation>
    </message>
    <message>
        <source>Play with {die} die</source>
        <extracomment>the colour of each deck&apos;s cards (blue and red as the published game&apos;s sides, a darker shade for Strategy) decisions taken by pressing a card&apos;s button: the dock comes forward for them actions naming a card that are offered on the card itself (besides play_card)</extracomment>
        <translation>Pelaa nopalla: {die}</translation>
    </message>
    <message>
        <source>Play as combat card: {combat}</source>
        <translation>Pelaa taistelukorttina: {combat}</translation>
    </message>
    <message>
        <source>Use against the hunt damage</source>
        <translation>Käytä ajojahdin vahinkoa vastaan</translation>
    </message>
    <message>
        <source>Discard (hand limit)</source>
        <translation>Poista (käden raja)</translation>
    </message>
    <message>
        <source>Offer it to {mate} in a swap</source>
        <translation>Tarjoa se vaihdossa joukkuetoverille ({mate})</translation>
    </message>
    <message>
        <source>Give it in the swap</source>
        <translation>Anna se vaihdossa</translation>
    </message>
    <message>
        <source>Use it from the table</source>
        <translation>Käytä sitä pöydältä</translation>
    </message>
    <message>
        <source>no text in the card data for this card</source>
        <translation>korttitiedoissa ei ole tämän kortin tekstiä</translation>
    </message>
    <message>
        <source>Play if {condition}.</source>
        <translation>Pelaa, jos {condition}.</translation>
    </message>
    <message>
        <source>In this app: {note}</source>
        <translation>Tässä sovelluksessa: {note}</translation>
    </message>
    <message>
        <source>It stays on the table while its effect lasts.</source>
        <translation>Se pysyy pöydällä niin kauan kuin sen vaikutus kestää.</translation>
    </message>
    <message>
        <source>{side} {deck} card · played with an Event die or a {die} die</source>
        <translation>{side} · {deck}-kortti · pelataan Tapahtumanopalla tai {die}-nopalla</translation>
    </message>
    <message>
        <source>initiative {a} and {b}</source>
        <translation>aloite {a} ja {b}</translation>
    </message>
    <message>
        <source>initiative {n}</source>
        <translation>aloite {n}</translation>
    </message>
    <message>
        <source>Eye</source>
        <translation>Silmä</translation>
    </message>
    <message>
        <source>a die roll</source>
        <translation>nopanheitto</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>paljastaa</translation>
    </message>
    <message>
        <source>no reveal</source>
        <translation>ei paljasta</translation>
    </message>
    <message>
        <source>stops the Fellowship on the Mordor track</source>
        <translation>pysäyttää Saattueen Mordorin radalla</translation>
    </message>
    <message>
        <source>{tile} ({what})</source>
        <comment>a special hunt tile and what it does</comment>
        <translation>{tile} ({what})</translation>
    </message>
    <message>
        <source>in the hunt pool</source>
        <translation>ajojahtipussissa</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nostettu</translation>
    </message>
    <message>
        <source>waits for Mordor</source>
        <translation>odottaa Mordoria</translation>
    </message>
    <message>
        <source>Printed die: {face} (an Event die plays it too)</source>
        <translation>Painettu noppa: {face} (myös Tapahtumanoppa pelaa sen)</translation>
    </message>
    <message>
        <source>table card</source>
        <translation>pöytäkortti</translation>
    </message>
    <message>
        <source>This event is not available yet.</source>
        <translation>Tämä tapahtuma ei ole vielä käytettävissä.</translation>
    </message>
    <message>
        <source>Whether it may be played shows when you try it.</source>
        <translation>Se, saako sen pelata, selviää kun yrität.</translation>
    </message>
    <message>
        <source>No cards in your hand.</source>
        <translation>Kädessäsi ei ole kortteja.</translation>
    </message>
    <message numerus="yes">
        <source>{who} (your team-mate): %n card(s), unseen</source>
        <translation>
            <numerusform>{who} (joukkuetoverisi): %n kortti, et näe sitä</numerusform>
            <numerusform>{who} (joukkuetoverisi): %n korttia, et näe niitä</numerusform>
        </translation>
    </message>
    <message>
        <source>your team-mate</source>
        <translation>joukkuetoverisi</translation>
    </message>
    <message>
        <source>Its condition holds now.</source>
        <translation>Sen ehto täyttyy nyt.</translation>
    </message>
    <message>
        <source>No condition: it may be played.</source>
        <translation>Ei ehtoa: sen saa pelata.</translation>
    </message>
    <message>
        <source>Click the card: {action}</source>
        <translation>Napsauta korttia: {action}</translation>
    </message>
    <message>
        <source>Click the card to choose how to play it, or press one of its buttons.</source>
        <translation>Napsauta korttia valitaksesi, miten pelaat sen, tai paina jotakin sen painikkeista.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kortit</translation>
    </message>
    <message>
        <source>The cards show once the next player sits at the screen.</source>
        <translation>Kortit näkyvät, kun seuraava pelaaja istuu ruudun ääressä.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Kädet</translation>
    </message>
    <message>
        <source>No player sits at the screen: the hands stay hidden.</source>
        <translation>Kukaan pelaaja ei istu ruudun ääressä: kädet pysyvät piilossa.</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Kortti</translation>
    </message>
    <message>
        <source>text missing</source>
        <translation>teksti puuttuu</translation>
    </message>
    <message>
        <source>The card asks you to choose:</source>
        <translation>Kortti pyytää sinua valitsemaan:</translation>
    </message>
    <message>
        <source>Your hand — {who} ({n} of {limit})</source>
        <translation>Kätesi — {who} ({n}/{limit})</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Kortit pöydällä</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ei yhtään.</translation>
    </message>
    <message>
        <source>Decks and discard piles</source>
        <translation>Pakat ja poistopakat</translation>
    </message>
    <message>
        <source>{n} in the deck, {m} discarded</source>
        <translation>{n} pakassa, {m} poistettu</translation>
    </message>
    <message>
        <source>{side}: {card}</source>
        <translation>{side}: {card}</translation>
    </message>
    <message>
        <source>a card, face down</source>
        <translation>kortti, kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>In the battle</source>
        <translation>Taistelussa</translation>
    </message>
    <message>
        <source>One card is offered in a team swap.</source>
        <translation>Yksi kortti on tarjolla joukkueen vaihdossa.</translation>
    </message>
    <message>
        <source>{who}: {n} in hand</source>
        <translation>{who}: {n} kädessä</translation>
    </message>
    <message>
        <source>All {total} cards: {d} in the decks · {h} in hands · {t} on the tables · {x} discarded</source>
        <translation>Kaikki {total} korttia: {d} pakoissa · {h} käsissä · {t} pöydillä · {x} poistettu</translation>
    </message>
    <message>
        <source>{n} in the battle</source>
        <translation>{n} taistelussa</translation>
    </message>
    <message>
        <source>{n} out of the game</source>
        <translation>{n} pois pelistä</translation>
    </message>
    <message>
        <source>Special hunt tiles in play</source>
        <translation>Pelissä olevat ajojahdin erikoislaatat</translation>
    </message>
    <message>
        <source>Attack {to} from {frm}</source>
        <translation>Hyökkää: {frm} → {to}</translation>
    </message>
    <message>
        <source>Advance from {frm} into {to}</source>
        <translation>Etene: {frm} → {to}</translation>
    </message>
    <message>
        <source>Move from {frm} to {to}</source>
        <translation>Siirry: {frm} → {to}</translation>
    </message>
    <message>
        <source>{move} — {face} die</source>
        <translation>{move} — noppa: {face}</translation>
    </message>
    <message>
        <source>How many of each go? The rest stay in {frm}.</source>
        <translation>Montako kutakin lähtee? Loput jäävät alueelle {frm}.</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Kansa</translation>
    </message>
    <message>
        <source>Regulars</source>
        <translation>Perusyksiköt</translation>
    </message>
    <message>
        <source>Elites</source>
        <translation>Eliittiyksiköt</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Johtajat</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl</source>
        <translation>
            <numerusform>%n Nazgûl</numerusform>
            <numerusform>%n Nazgûlia</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {die} die: attack {target} from {frm} with {what}</source>
        <translation>{die}-noppa: hyökkää alueelta {frm}, kohde: {target}; joukot: {what}</translation>
    </message>
    <message>
        <source>Advance into {region} with {what}</source>
        <translation>Etene alueelle {region}; joukot: {what}</translation>
    </message>
    <message>
        <source>Nazgûl</source>
        <translation>Nazgûlit</translation>
    </message>
    <message>
        <source>With the whole army also go: {who}.</source>
        <translation>Koko armeijan mukana lähtevät myös: {who}.</translation>
    </message>
    <message>
        <source>Whole army</source>
        <translation>Koko armeija</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Puolet</translation>
    </message>
    <message>
        <source>One unit</source>
        <translation>Yksi yksikkö</translation>
    </message>
    <message>
        <source>The rules allow no such move here.</source>
        <translation>Säännöt eivät salli tällaista siirtoa tässä.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Hyökkää</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Etene</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Siirry</translation>
    </message>
    <message>
        <source>Choose at least one unit.</source>
        <translation>Valitse vähintään yksi yksikkö.</translation>
    </message>
    <message>
        <source>Drag it onto a neighbouring region to move or attack.</source>
        <translation>Vedä se viereiselle alueelle siirtyäksesi tai hyökätäksesi.</translation>
    </message>
    <message>
        <source>Nazgûl ×{n}</source>
        <translation>Nazgûl ×{n}</translation>
    </message>
    <message>
        <source>{n} Nazgûl in {region}</source>
        <translation>Nazgûlit ({n}), alue: {region}</translation>
    </message>
    <message>
        <source>The Fellowship with the Ring-bearers Frodo and Sam, at its last known position — progress {p}, {state}, corruption {c}</source>
        <translation>Saattue ja Sormuksen viejät Frodo ja Sam viimeksi tunnetussa sijainnissa — eteneminen {p}, {state}, turmelus {c}</translation>
    </message>
    <message>
        <source>Guide: {g}; companions: {c}</source>
        <translation>Opas: {g}; toverit: {c}</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Frodo</translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n regular(s) in reinforcements</source>
        <translation>
            <numerusform>{nation}: %n perusyksikkö vahvistuksissa</numerusform>
            <numerusform>{nation}: %n perusyksikköä vahvistuksissa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n elite(s) in reinforcements</source>
        <translation>
            <numerusform>{nation}: %n eliittiyksikkö vahvistuksissa</numerusform>
            <numerusform>{nation}: %n eliittiyksikköä vahvistuksissa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n leader(s) in reinforcements</source>
        <translation>
            <numerusform>{nation}: %n johtaja vahvistuksissa</numerusform>
            <numerusform>{nation}: %n johtajaa vahvistuksissa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n Nazgûl in reinforcements</source>
        <translation>
            <numerusform>{nation}: %n Nazgûl vahvistuksissa</numerusform>
            <numerusform>{nation}: %n Nazgûlia vahvistuksissa</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} army in {region} (inside the stronghold)</source>
        <translation>Armeija ({side}), alue {region} (linnakkeen sisällä)</translation>
    </message>
    <message>
        <source>{side} army in {region}</source>
        <translation>Armeija ({side}), alue {region}</translation>
    </message>
    <message>
        <source>Drag it onto a settlement to recruit it there (a Muster die pays).</source>
        <translation>Vedä se asutukseen värvätäksesi sen sinne (Värväysnoppa maksaa).</translation>
    </message>
    <message>
        <source>{side} action die: {face}</source>
        <translation>Toimintanoppa ({side}): {face}</translation>
    </message>
    <message>
        <source>Click it to see what it allows; drag it onto a region to use it there.</source>
        <translation>Napsauta sitä nähdäksesi, mitä se sallii; vedä se alueelle käyttääksesi sitä siellä.</translation>
    </message>
    <message>
        <source>used</source>
        <translation>käytetty</translation>
    </message>
    <message>
        <source>{side} action die, used this turn</source>
        <translation>Toimintanoppa ({side}), käytetty tällä vuorolla</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>ei heitetty</translation>
    </message>
    <message>
        <source>{side} action die, not rolled yet</source>
        <translation>Toimintanoppa ({side}), ei vielä heitetty</translation>
    </message>
    <message>
        <source>A Shadow die in the hunt box (an Eye): it hunts the Fellowship</source>
        <translation>Varjon noppa ajojahtiruudussa (Silmä): se jahtaa Saattuetta</translation>
    </message>
    <message>
        <source>A Free Peoples die that moved the Fellowship: +1 to every hunt die</source>
        <translation>Vapaiden kansojen noppa, joka siirsi Saattuetta: +1 jokaiseen ajojahtinoppaan</translation>
    </message>
    <message>
        <source>The Fellowship moves in secret: drop it on the Fellowship track to move it one step (its progress goes up by 1; its figure stays where it was last seen), or on a lit region to separate a companion there.</source>
        <translation>Saattue liikkuu salaa: pudota se Saattueen radalle siirtääksesi sitä yhden askeleen (sen eteneminen kasvaa yhdellä; nappula jää sinne, missä se viimeksi nähtiin) tai valaistulle alueelle erottaaksesi sinne toverin.</translation>
    </message>
    <message>
        <source>Reinforcements are recruited with a Muster die, one figure at a time, in a free settlement of their own nation that is at war.</source>
        <translation>Vahvistukset värvätään Värväysnopalla nappula kerrallaan vapaaseen asutukseen, joka kuuluu niiden omalle, sodassa olevalle kansalle.</translation>
    </message>
    <message>
        <source>The boxes beside the map only show the tracks: drop figures on regions.</source>
        <translation>Kartan vieressä olevat laatikot vain näyttävät radat: pudota nappulat alueille.</translation>
    </message>
    <message>
        <source>A {face} die does nothing in {region} by itself: drag an army to move it (the chosen die is spent), or pick the die&apos;s action in the actions panel.</source>
        <translation>Noppa {face} ei yksinään tee mitään alueella {region}: vedä armeijaa siirtääksesi sitä (valittu noppa käytetään) tai valitse nopan toiminto toimintopaneelista.</translation>
    </message>
    <message>
        <source>{name} moves when the companions move: use a Character die on “Move the companions” (click the die), then drag {name}.</source>
        <translation>{name} liikkuu, kun toverit liikkuvat: käytä Hahmonoppaa toimintoon ”Siirrä tovereita” (napsauta noppaa) ja vedä sitten {name}.</translation>
    </message>
    <message>
        <source>Nazgûl and minions move when a Character die moves them: click the die, choose “Move Nazgûl and minions”, then drag them.</source>
        <translation>Nazgûlit ja kätyrit liikkuvat, kun Hahmonoppa siirtää niitä: napsauta noppaa, valitse ”Siirrä Nazgûleja ja kätyreitä” ja vedä ne sitten.</translation>
    </message>
    <message>
        <source>It is the {side} player&apos;s decision now.</source>
        <translation>Päätösvuorossa: {side}.</translation>
    </message>
    <message>
        <source>a choice</source>
        <translation>valinta</translation>
    </message>
    <message>
        <source>The game is waiting for another choice first: {what} (in the actions panel or the battle and hunt view).</source>
        <translation>Peli odottaa ensin toista valintaa: {what} (toimintopaneelissa tai taistelu- ja ajojahtinäkymässä).</translation>
    </message>
    <message>
        <source>That army cannot go there now.</source>
        <translation>Tämä armeija ei voi mennä sinne nyt.</translation>
    </message>
    <message>
        <source>{what} — {face} die</source>
        <translation>{what} — noppa: {face}</translation>
    </message>
    <message>
        <source>Move the whole army</source>
        <translation>Siirrä koko armeija</translation>
    </message>
    <message>
        <source>Choose which figures go…</source>
        <translation>Valitse lähtevät nappulat…</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Mordor</translation>
    </message>
    <message>
        <source>guide: {g} · at {where}</source>
        <translation>opas: {g} · sijainti: {where}</translation>
    </message>
    <message>
        <source>Fellowship: progress {p}, {state}</source>
        <translation>Saattue: eteneminen {p}, {state}</translation>
    </message>
    <message>
        <source>corruption {c} of 12</source>
        <translation>turmelus {c}/12</translation>
    </message>
    <message>
        <source>Crack of Doom</source>
        <translation>Tuomiorotko</translation>
    </message>
    <message>
        <source>step {n} of 5</source>
        <translation>askel {n}/5</translation>
    </message>
    <message>
        <source>filled: active · hollow: passive</source>
        <translation>täytetty: aktiivinen · ontto: passiivinen</translation>
    </message>
    <message>
        <source>Victory
points</source>
        <translation>Voitto-
pisteet</translation>
    </message>
    <message>
        <source>Fellowship track, step {n}: the Shadow wins when the corruption reaches it</source>
        <translation>Saattueen rata, askel {n}: Varjo voittaa, kun turmelus saavuttaa sen</translation>
    </message>
    <message>
        <source>Fellowship track, step {n}</source>
        <translation>Saattueen rata, askel {n}</translation>
    </message>
    <message>
        <source>The Fellowship&apos;s progress counter: {p} ({state})</source>
        <translation>Saattueen etenemislaskuri: {p} ({state})</translation>
    </message>
    <message>
        <source>Corruption: {c} / 12</source>
        <translation>Turmelus: {c} / 12</translation>
    </message>
    <message>
        <source>The Crack of Doom: the Ring is destroyed, the Free Peoples win</source>
        <translation>Tuomiorotko: Sormus tuhoutuu, Vapaat kansat voittavat</translation>
    </message>
    <message>
        <source>Mordor track, step {n} of 5</source>
        <translation>Mordorin rata, askel {n}/5</translation>
    </message>
    <message>
        <source>At War</source>
        <translation>Sodassa</translation>
    </message>
    <message>
        <source>Political track: At War</source>
        <translation>Poliittinen rata: sodassa</translation>
    </message>
    <message numerus="yes">
        <source>Political track: %n step(s) from war</source>
        <translation>
            <numerusform>Poliittinen rata: %n askel sotaan</numerusform>
            <numerusform>Poliittinen rata: %n askelta sotaan</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} — one already used this turn</source>
        <translation>{what} — yksi jo käytetty tällä vuorolla</translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n card(s) in hand</source>
        <translation>
            <numerusform>{side}: %n kortti kädessä</numerusform>
            <numerusform>{side}: %n korttia kädessä</numerusform>
        </translation>
    </message>
    <message>
        <source>{nation} ({side}): {state}, {act}</source>
        <translation>{nation} ({side}): {state}, {act}</translation>
    </message>
    <message>
        <source>Victory points: {n} — the {side} win with {n}</source>
        <translation>Voittopisteet: {n} — voittaja: {side} ({n} pisteellä)</translation>
    </message>
    <message>
        <source>Victory points: {n}</source>
        <translation>Voittopisteet: {n}</translation>
    </message>
    <message>
        <source>{side}: {n} victory points (they win with {goal})</source>
        <translation>{side}: {n} voittopistettä (voittoon tarvitaan {goal})</translation>
    </message>
    <message>
        <source>an Elven ring the {side} may use (one a turn)</source>
        <translation>Haltiasormus, käytettävissä: {side} (yksi vuorossa)</translation>
    </message>
    <message>
        <source>an Elven ring the Free Peoples used: the Shadow holds it now</source>
        <translation>Haltiasormus, jonka Vapaat kansat käyttivät: nyt se on Varjolla</translation>
    </message>
    <message>
        <source>an Elven ring the Shadow used: out of the game</source>
        <translation>Haltiasormus, jonka Varjo käytti: pois pelistä</translation>
    </message>
    <message>
        <source>Elven rings: {n}</source>
        <translation>Haltiasormukset: {n}</translation>
    </message>
    <message>
        <source>Battle and hunt</source>
        <translation>Taistelu ja ajojahti</translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation>Ei vielä mitään näytettävää.</translation>
    </message>
    <message>
        <source>Your decision in the battle:</source>
        <translation>Päätöksesi taistelussa:</translation>
    </message>
    <message>
        <source>Your decision about the hunt damage:</source>
        <translation>Päätöksesi ajojahdin vahingosta:</translation>
    </message>
    <message>
        <source>No battle or hunt yet in this game.</source>
        <translation>Tässä pelissä ei ole vielä ollut taistelua eikä ajojahtia.</translation>
    </message>
    <message>
        <source>Re-rolled</source>
        <translation>Heitetty uudelleen</translation>
    </message>
    <message>
        <source>no units left</source>
        <translation>ei yksiköitä jäljellä</translation>
    </message>
    <message>
        <source>field battle</source>
        <translation>kenttätaistelu</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>piiritys</translation>
    </message>
    <message>
        <source>sortie</source>
        <translation>uloshyökkäys</translation>
    </message>
    <message>
        <source>Battle for {r}</source>
        <translation>Taistelu: {r}</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>kierros {n}</translation>
    </message>
    <message>
        <source>Attacker ({side}, {region})</source>
        <translation>Hyökkääjä ({side}, {region})</translation>
    </message>
    <message>
        <source>Defender ({side}, {region}, inside the stronghold)</source>
        <translation>Puolustaja ({side}, {region}, linnakkeen sisällä)</translation>
    </message>
    <message>
        <source>Defender ({side}, {region})</source>
        <translation>Puolustaja ({side}, {region})</translation>
    </message>
    <message>
        <source>The last battle</source>
        <translation>Viimeisin taistelu</translation>
    </message>
    <message>
        <source>No battle yet in this game.</source>
        <translation>Tässä pelissä ei ole vielä ollut taistelua.</translation>
    </message>
    <message numerus="yes">
        <source>The {side} must take %n hit(s) in {r}.</source>
        <translation>
            <numerusform>{side}: on otettava %n osuma alueella {r}.</numerusform>
            <numerusform>{side}: on otettava %n osumaa alueella {r}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender chooses: fight in the field or retreat into the stronghold.</source>
        <translation>Puolustaja valitsee: taistele kentällä tai vetäydy linnakkeeseen.</translation>
    </message>
    <message>
        <source>The {side} may play a combat card.</source>
        <translation>{side}: voi pelata taistelukortin.</translation>
    </message>
    <message>
        <source>The attacker chooses: fight on or stop.</source>
        <translation>Hyökkääjä valitsee: jatka taistelua tai lopeta.</translation>
    </message>
    <message>
        <source>The defender chooses: stand or retreat.</source>
        <translation>Puolustaja valitsee: pidä asemat tai vetäydy.</translation>
    </message>
    <message>
        <source>The victor chooses: advance into the region or stay.</source>
        <translation>Voittaja valitsee: etene alueelle tai pysy paikallasi.</translation>
    </message>
    <message>
        <source>The {side} choose: Gandalf the White may give up his leadership to cancel the Nazgûl&apos;s.</source>
        <translation>Valinta ({side}): Valkoinen Gandalf voi luopua johtajuudestaan kumotakseen Nazgûlien johtajuuden.</translation>
    </message>
    <message>
        <source>The {side} choose which units leave the stronghold: it holds five at most.</source>
        <translation>Valinta ({side}): mitkä yksiköt lähtevät linnakkeesta? Siihen mahtuu enintään viisi.</translation>
    </message>
    <message>
        <source>The hunt for the Ring</source>
        <translation>Sormuksen ajojahti</translation>
    </message>
    <message>
        <source>The last hunt</source>
        <translation>Viimeisin ajojahti</translation>
    </message>
    <message>
        <source>Mordor track, step {n}</source>
        <translation>Mordorin rata, askel {n}</translation>
    </message>
    <message>
        <source>The Fellowship: {where} · {h} · corruption {c} / 12</source>
        <translation>Saattue: {where} · {h} · turmelus {c} / 12</translation>
    </message>
    <message>
        <source>Hunt box: {n} Shadow dice, {m} Free Peoples dice (+1 each)</source>
        <translation>Ajojahtiruutu: Varjon noppia {n}, Vapaiden kansojen noppia {m} (+1 kukin)</translation>
    </message>
    <message>
        <source>+{n}: one for each Free Peoples die in the hunt box</source>
        <translation>+{n}: yksi jokaisesta ajojahtiruudun Vapaiden kansojen nopasta</translation>
    </message>
    <message>
        <source>Hunt tile drawn</source>
        <translation>Nostettu ajojahtilaatta</translation>
    </message>
    <message>
        <source>No hunt yet in this game.</source>
        <translation>Tässä pelissä ei ole vielä ollut ajojahtia.</translation>
    </message>
    <message>
        <source>Damage still to take: {d}</source>
        <translation>Vahinkoa vielä otettavana: {d}</translation>
    </message>
    <message>
        <source>Order: a card on the table, then the guide&apos;s ability, then one casualty (the guide or a random companion, taking off its level), the rest as corruption.</source>
        <translation>Järjestys: pöydällä oleva kortti, sitten oppaan kyky, sitten yksi tappio (opas tai satunnainen toveri, jonka taso vähennetään), loput turmeluksena.</translation>
    </message>
    <message>
        <source>The game of {game} in progress is kept: it is saved in {file}.</source>
        <translation>Keskeneräinen peli {game} säilyy: se on tallennettu tiedostoon {file}.</translation>
    </message>
    <message>
        <source>The game of {game} in progress is kept: it will be saved in the folder {folder} (Game → Open continues it).</source>
        <translation>Keskeneräinen peli {game} säilyy: se tallennetaan kansioon {folder} (Peli → Avaa jatkaa sitä).</translation>
    </message>
    <message>
        <source>Realms Table</source>
        <translation>Realms Table</translation>
    </message>
    <message>
        <source>This game has no board to draw.</source>
        <translation>Tällä pelillä ei ole piirrettävää lautaa.</translation>
    </message>
    <message>
        <source>{game} — Realms Table</source>
        <translation>{game} — Realms Table</translation>
    </message>
    <message>
        <source>The previous game is kept in {file}</source>
        <translation>Edellinen peli on tallessa: {file}</translation>
    </message>
    <message>
        <source>Waiting for the next player…</source>
        <translation>Odotetaan seuraavaa pelaajaa…</translation>
    </message>
    <message>
        <source>{player} (computer) is thinking…</source>
        <translation>{player} (tietokone) miettii…</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Tietokone</translation>
    </message>
    <message>
        <source>{player} to move ({who})</source>
        <translation>Vuorossa: {player} ({who})</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Tietokone</translation>
    </message>
    <message>
        <source>Choose Game → New to start another game.</source>
        <translation>Aloita uusi peli valitsemalla Peli → Uusi.</translation>
    </message>
    <message>
        <source>A game is reviewed once it is over.</source>
        <translation>Pelin voi käydä läpi vasta, kun se on päättynyt.</translation>
    </message>
    <message>
        <source>No hint now: hints are for a person whose turn it is.</source>
        <translation>Vihjettä ei nyt ole: vihjeitä saa se ihminen, jonka vuoro on.</translation>
    </message>
    <message>
        <source>No advice now: a teammate advises a person whose turn it is.</source>
        <translation>Ei neuvoa nyt: joukkuetoveri neuvoo vain ihmistä, jonka vuoro on.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Näppäimistö</translation>
    </message>
    <message>
        <source>The board: N picks a figure that can act (Help → Keyboard).</source>
        <translation>Pelilauta: N valitsee nappulan, jolla voi toimia (Ohje → Näppäimistö).</translation>
    </message>
    <message>
        <source>The interface is drawn at {n} %.</source>
        <translation>Käyttöliittymän koko on {n} %.</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Käyttöliittymän koko</translation>
    </message>
    <message>
        <source>The interface will be drawn at {n} % when Realms Table starts again. Restart it now? (The game in progress is kept.)</source>
        <translation>Käyttöliittymän koko on {n} %, kun Realms Table käynnistetään uudelleen. Käynnistetäänkö se uudelleen nyt? (Käynnissä oleva peli säilyy.)</translation>
    </message>
    <message>
        <source>Realms Table could not be started again: please start it yourself.</source>
        <translation>Realms Tablea ei voitu käynnistää uudelleen: käynnistä se itse.</translation>
    </message>
    <message>
        <source>The interface will be drawn at {n} % when Realms Table starts again.</source>
        <translation>Käyttöliittymän koko on {n} %, kun Realms Table käynnistetään uudelleen.</translation>
    </message>
    <message>
        <source>About Realms Table</source>
        <translation>Tietoja Realms Tablesta</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Realms Table {version}&lt;/h3&gt;&lt;p&gt;Middle-earth board games on one PC: solo against the computer or hot-seat with friends.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Realms Table {version}&lt;/h3&gt;&lt;p&gt;Keski-maan lautapelejä yhdellä tietokoneella: yksin konetta vastaan tai ystävien kanssa vuorotellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Uusi…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Avaa…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Tallenna</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Tallenna &amp;nimellä…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>T&amp;ee uudelleen</translation>
    </message>
    <message>
        <source>Re&amp;view the game…</source>
        <translation>&amp;Käy peli läpi…</translation>
    </message>
    <message>
        <source>Once a game is over: who was ahead when, the turning points and the luck.</source>
        <translation>Kun peli on päättynyt: kuka johti milloinkin, käännekohdat ja onni.</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>Tietokoneen ta&amp;hti</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nopea</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaali</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>the languages a player may choose, each named in itself what the catalog said, by (source, disambiguation, n): a window refresh asks for the same few hundred sentences a thousand times; emptied whenever the language changes the computer&apos;s levels of play
----------
the hint levels the Help menu offers: engines.core.levels.HINT_LEVELS, written here so that building the menus imports no engine module (tests/test_desktop_hints.py holds the two equal)</extracomment>
        <translation>Helppo</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vaikea</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hidas</translation>
    </message>
    <message>
        <source>Solo practice: undo past dice and cards</source>
        <translation>Yksinharjoittelu: kumoa myös nopat ja kortit</translation>
    </message>
    <message>
        <source>Against the computer only: undo may go back past a roll or a draw.</source>
        <translation>Vain tietokonetta vastaan: kumoaminen voi palata nopanheiton tai kortin noston taakse.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Näytä</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Sovita ikkunaan</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Lähennä</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>L&amp;oitonna</translation>
    </message>
    <message>
        <source>Interface &amp;size</source>
        <translation>&amp;Käyttöliittymän koko</translation>
    </message>
    <message>
        <source>{n} %</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <source>The size of the whole window&apos;s text, icons and board (applies when Realms Table starts again).</source>
        <translation>Koko ikkunan tekstin, kuvakkeiden ja pelilaudan koko (tulee voimaan, kun Realms Table käynnistetään uudelleen).</translation>
    </message>
    <message>
        <source>Go to the &amp;board</source>
        <translation>Siirry &amp;pelilaudalle</translation>
    </message>
    <message>
        <source>Go to the &amp;actions</source>
        <translation>Siirry &amp;toimintoihin</translation>
    </message>
    <message>
        <source>Go to the game &amp;log</source>
        <translation>Siirry pelin lok&amp;iin</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Kieli</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Säännöt</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the computer do?</source>
        <translation>&amp;Vihje: mitä tietokone tekisi?</translation>
    </message>
    <message>
        <source>The computer&apos;s three best choices for you now, with its reasons, lit on the board (worked out from what you can see only).</source>
        <translation>Tietokoneen kolme parasta vaihtoehtoa sinulle juuri nyt perusteluineen, korostettuina laudalla (laskettu vain siitä, mitä sinä näet).</translation>
    </message>
    <message>
        <source>Hint &amp;level</source>
        <translation>Vihjeiden t&amp;aso</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Näppäimistö</translation>
    </message>
    <message>
        <source>What would a &amp;teammate do?</source>
        <translation>Mitä &amp;joukkuetoveri tekisi?</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>&amp;Opastettu ensimmäinen peli</translation>
    </message>
    <message>
        <source>&amp;About Realms Table</source>
        <translation>&amp;Tietoja Realms Tablesta</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Kumoa</translation>
    </message>
    <message>
        <source>{player} is thinking</source>
        <extracomment>the least time between two moves of the computer, in milliseconds, per pace</extracomment>
        <translation>{player} miettii</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target:&lt;/b&gt; {target}</source>
        <translation>&lt;b&gt;Tavoite:&lt;/b&gt; {target}</translation>
    </message>
    <message>
        <source>(re-rolled: {reason})</source>
        <translation>(heitetty uudelleen: {reason})</translation>
    </message>
    <message>
        <source>counts &lt;b&gt;{n}&lt;/b&gt;</source>
        <translation>lasketaan &lt;b&gt;{n}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>die</source>
        <translation>noppa</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result:&lt;/b&gt; {result}</source>
        <translation>&lt;b&gt;Tulos:&lt;/b&gt; {result}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Consequence:&lt;/b&gt; {what}</source>
        <translation>&lt;b&gt;Seuraus:&lt;/b&gt; {what}</translation>
    </message>
    <message>
        <source>Rule: {anchor}</source>
        <translation>Sääntö: {anchor}</translation>
    </message>
    <message>
        <source>Drag one of your figures (the ones with a gold ring) onto a place: the places it may go light up. A move the rules forbid snaps back, and the reason appears here.</source>
        <translation>Vedä yksi nappuloistasi (ne, joilla on kultainen rengas) johonkin paikkaan: paikat, joihin se voi mennä, syttyvät. Sääntöjen kieltämä siirto palautuu, ja syy näkyy tässä.</translation>
    </message>
    <message>
        <source>Everything else you may do is listed in the Actions panel: click an action to play it.</source>
        <translation>Kaikki muu, mitä voit tehdä, on lueteltu Toiminnot-paneelissa: pelaa toiminto napsauttamalla sitä.</translation>
    </message>
    <message>
        <source>Every roll of the dice is explained here in full, with the rule that applies. Click a roll (marked with a die) in the game log to see it again.</source>
        <translation>Jokainen nopanheitto selitetään tässä kokonaan, sovellettavan säännön kanssa. Napsauta heittoa (merkitty nopalla) pelin lokissa nähdäksesi sen uudelleen.</translation>
    </message>
    <message>
        <source>Zoom with the mouse wheel, drag the map to pan, press F to fit the board to the window.</source>
        <translation>Zoomaa hiiren rullalla, panoroi vetämällä karttaa, sovita lauta ikkunaan painamalla F.</translation>
    </message>
    <message>
        <source>Everything can be played from the keyboard too: Help → Keyboard lists the keys.</source>
        <translation>Kaiken voi pelata myös näppäimistöllä: Ohje → Näppäimistö luettelee näppäimet.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Mitä tapahtui</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Ei sallittu</translation>
    </message>
    <message>
        <source>A teammate&apos;s advice</source>
        <translation>Joukkuetoverin neuvo</translation>
    </message>
    <message>
        <source>A teammate would: {action}</source>
        <translation>Joukkuetoveri tekisi näin: {action}</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Miksi: {reason}</translation>
    </message>
    <message>
        <source>Hints: what the computer ({level}) would do</source>
        <translation>Vihjeet: mitä tietokone ({level}) tekisi</translation>
    </message>
    <message>
        <source>Worked out from what you can see only; nothing is played. Hints asked for in this game: {n}.</source>
        <translation>Laskettu vain siitä, mitä näet; mitään ei pelata. Tässä pelissä pyydettyjä vihjeitä: {n}.</translation>
    </message>
    <message>
        <source>Odds: {what}</source>
        <translation>Todennäköisyydet: {what}</translation>
    </message>
    <message>
        <source>Click to see how this roll was made</source>
        <extracomment>the game&apos;s details for an event (desktop.games.base.GameAdapter.event_details): clickable when any</extracomment>
        <translation>Napsauta nähdäksesi, miten tämä heitto tehtiin</translation>
    </message>
    <message>
        <source>Click to see it explained</source>
        <translation>Napsauta nähdäksesi selityksen</translation>
    </message>
    <message>
        <source>Click to read it in the rules panel</source>
        <translation>Napsauta lukeaksesi sen sääntöpaneelista</translation>
    </message>
    <message>
        <source>Only you can see this</source>
        <translation>Vain sinä näet tämän</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Tietokone ({level})</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>Type to filter the actions…</source>
        <extracomment>the most rows (group headers and actions) the actions panel shows unfolded at once the odds of an action as a tooltip (&apos;&apos; for none): set by the window what `show_actions` was last given: (actions, adapter, enabled, note, focus) type to filter (the window puts it above the list)</extracomment>
        <translation>Suodata toimintoja kirjoittamalla…</translation>
    </message>
    <message>
        <source>{group}: {n} actions</source>
        <translation>{group}: toimintoja {n}</translation>
    </message>
    <message>
        <source>More ({n})</source>
        <translation>Lisää ({n})</translation>
    </message>
    <message>
        <source>Rules — {game}</source>
        <translation>Säännöt — {game}</translation>
    </message>
    <message>
        <source>There is no rules text for this game yet.</source>
        <translation>Tälle pelille ei ole vielä sääntötekstiä.</translation>
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
        <translation>{die} (heitetty uudelleen: {reason})</translation>
    </message>
    <message>
        <source>{die}, counts {counted}</source>
        <translation>{die}, lasketaan {counted}</translation>
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
        <translation>Tavoite: {target}</translation>
    </message>
    <message>
        <source>die {die}</source>
        <translation>noppa {die}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Tulos: {result}</translation>
    </message>
    <message>
        <source>Consequence: {consequence}</source>
        <translation>Seuraus: {consequence}</translation>
    </message>
    <message>
        <source>Stronghold</source>
        <translation>Linnake</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Kaupunki</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Pikkukaupunki</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Varustus</translation>
    </message>
    <message>
        <source>Hand limit: discard a card</source>
        <translation>Käden raja: poista kortti</translation>
    </message>
    <message>
        <source>Hunt allocation</source>
        <translation>Ajojahdin jako</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Ohita</translation>
    </message>
    <message>
        <source>Fellowship phase</source>
        <translation>Saattueen vaihe</translation>
    </message>
    <message>
        <source>Second army move</source>
        <translation>Toinen armeijan siirto</translation>
    </message>
    <message>
        <source>Second recruit</source>
        <translation>Toinen värväys</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Lopeta</translation>
    </message>
    <message>
        <source>Move the companions</source>
        <translation>Siirrä tovereita</translation>
    </message>
    <message>
        <source>Move Nazgûl and minions</source>
        <translation>Siirrä Nazgûleja ja kätyreitä</translation>
    </message>
    <message>
        <source>Separate a group</source>
        <translation>Erota ryhmä</translation>
    </message>
    <message>
        <source>Choose the guide</source>
        <translation>Valitse opas</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Taistelu</translation>
    </message>
    <message>
        <source>Battle: combat card</source>
        <translation>Taistelu: taistelukortti</translation>
    </message>
    <message>
        <source>Battle: casualties</source>
        <translation>Taistelu: kaatuneet</translation>
    </message>
    <message>
        <source>Battle: retreat?</source>
        <translation>Taistelu: vetäytyäkö?</translation>
    </message>
    <message>
        <source>Battle: advance?</source>
        <translation>Taistelu: edetäänkö?</translation>
    </message>
    <message>
        <source>Hunt damage</source>
        <translation>Ajojahdin vahinko</translation>
    </message>
    <message>
        <source>The revealed Fellowship</source>
        <translation>Paljastettu Saattue</translation>
    </message>
    <message>
        <source>Battle: the White Rider</source>
        <translation>Taistelu: Valkoinen ratsastaja</translation>
    </message>
    <message>
        <source>Battle: the siege</source>
        <translation>Taistelu: piiritys</translation>
    </message>
    <message>
        <source>Draw a card: which deck?</source>
        <translation>Nosta kortti: mistä pakasta?</translation>
    </message>
    <message>
        <source>Team card swap: offer one?</source>
        <translation>Joukkueen korttivaihto: tarjotaanko?</translation>
    </message>
    <message>
        <source>Team card swap: accept?</source>
        <translation>Joukkueen korttivaihto: hyväksytäänkö?</translation>
    </message>
    <message>
        <source>{card}: move armies</source>
        <extracomment>decisions a card asks for: grouped under the card&apos;s own name</extracomment>
        <translation>{card}: siirrä armeijoita</translation>
    </message>
    <message>
        <source>{card}: attack</source>
        <translation>{card}: hyökkää</translation>
    </message>
    <message>
        <source>Gondor and the Elves</source>
        <extracomment>the seats&apos; colours in a team game: each team-mate in a shade of the side&apos;s colour a team game&apos;s players: each side&apos;s two in a shade of its own (all four apart for colour-blind eyes too)</extracomment>
        <translation>Gondor ja haltiat</translation>
    </message>
    <message>
        <source>Rohan, the North and the Dwarves</source>
        <translation>Rohan, Pohjola ja kääpiöt</translation>
    </message>
    <message>
        <source>Sauron, the Nazgûl, the Witch-king and the Mouth</source>
        <translation>Sauron, Nazgûlit, Noitakuningas ja Sauronin suu</translation>
    </message>
    <message>
        <source>Isengard, the Southrons &amp; Easterlings and Saruman</source>
        <translation>Rautapiha, etelän ja idän kansat sekä Saruman</translation>
    </message>
    <message>
        <source>Move the Fellowship, hide it, separate or move companions; move or attack with an army that has a leader or character.</source>
        <translation>Siirrä Saattuetta, kätke se, erota tai siirrä tovereita; siirrä armeijaa tai hyökkää armeijalla, jossa on johtaja tai hahmo.</translation>
    </message>
    <message>
        <source>Move up to two armies, or attack with one.</source>
        <translation>Siirrä enintään kahta armeijaa tai hyökkää yhdellä.</translation>
    </message>
    <message>
        <source>Recruit figures, advance a nation on the political track, or bring a minion into play.</source>
        <translation>Värvää nappuloita, siirrä kansaa poliittisella radalla tai tuo kätyri peliin.</translation>
    </message>
    <message>
        <source>Either an Army or a Muster die.</source>
        <translation>Joko Armeija- tai Värväysnoppa.</translation>
    </message>
    <message>
        <source>Draw an event card, or play one.</source>
        <translation>Nosta tapahtumakortti tai pelaa sellainen.</translation>
    </message>
    <message>
        <source>Any face but the Eye; also crowns Aragorn or brings Gandalf the White.</source>
        <translation>Mikä tahansa tahko paitsi Silmä; myös kruunaa Aragornin tai tuo Valkoisen Gandalfin.</translation>
    </message>
    <message>
        <source>Goes to the hunt box.</source>
        <translation>Menee ajojahtiruutuun.</translation>
    </message>
    <message>
        <source>recover and draw</source>
        <translation>toipuminen ja nosto</translation>
    </message>
    <message>
        <source>hunt allocation</source>
        <translation>ajojahdin jako</translation>
    </message>
    <message>
        <source>action roll</source>
        <translation>toimintaheitto</translation>
    </message>
    <message>
        <source>action resolution</source>
        <translation>toimintojen suoritus</translation>
    </message>
    <message>
        <source>victory check</source>
        <translation>voiton tarkistus</translation>
    </message>
    <message>
        <source>Recover and draw</source>
        <translation>Toipuminen ja nosto</translation>
    </message>
    <message>
        <source>Action roll</source>
        <translation>Toimintaheitto</translation>
    </message>
    <message>
        <source>Action resolution</source>
        <translation>Toimintojen suoritus</translation>
    </message>
    <message>
        <source>Victory check</source>
        <translation>Voiton tarkistus</translation>
    </message>
    <message>
        <source>The Fellowship</source>
        <extracomment>what a die&apos;s action acts on: the sub-groups of the die&apos;s group in the actions panel</extracomment>
        <translation>Saattue</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeijat</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Hahmot</translation>
    </message>
    <message>
        <source>Muster</source>
        <translation>Värväys</translation>
    </message>
    <message>
        <source>Politics</source>
        <translation>Politiikka</translation>
    </message>
    <message>
        <source>The die itself</source>
        <translation>Itse noppa</translation>
    </message>
    <message>
        <source>Attack with the whole army</source>
        <extracomment>which die to spend first when several can pay: the one that could do the fewest other things what a click on the Fellowship offers, in this order</extracomment>
        <translation>Hyökkää koko armeijalla</translation>
    </message>
    <message>
        <source>Advance with the whole army</source>
        <translation>Etene koko armeijalla</translation>
    </message>
    <message>
        <source>Move the whole army (second move)</source>
        <translation>Siirrä koko armeija (toinen siirto)</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <extracomment>a die&apos;s action under its die&apos;s header in the actions panel: the engine&apos;s &quot;Use {die} die: …&quot; sentence said without the die (the header names it), as a whole sentence of its own with the same fields; a label not listed here is shown whole</extracomment>
        <translation>Pelaa {card}</translation>
    </message>
    <message>
        <source>Draw a character event card</source>
        <translation>Nosta hahmo-tapahtumakortti</translation>
    </message>
    <message>
        <source>Draw a strategy event card</source>
        <translation>Nosta strategia-tapahtumakortti</translation>
    </message>
    <message>
        <source>Move {what} {frm} → {to}</source>
        <translation>Siirrä {what} {frm} → {to}</translation>
    </message>
    <message>
        <source>Attack the besieged stronghold of {region}</source>
        <translation>Hyökkää piiritettyyn linnakkeeseen, alue {region}</translation>
    </message>
    <message>
        <source>Attack the besieged stronghold of {region} ({nations} only)</source>
        <translation>Hyökkää piiritettyyn linnakkeeseen, alue {region} (vain {nations})</translation>
    </message>
    <message>
        <source>Attack {target} from {frm}</source>
        <translation>Hyökkää alueelta {frm}, kohde: {target}</translation>
    </message>
    <message>
        <source>Attack {target} from {frm} ({nations} only)</source>
        <translation>Hyökkää alueelta {frm} (vain {nations}), kohde: {target}</translation>
    </message>
    <message>
        <source>Attack {target} from {frm} with {what}</source>
        <translation>Hyökkää alueelta {frm}, kohde: {target}; joukot: {what}</translation>
    </message>
    <message>
        <source>Sortie from {region} against the besiegers</source>
        <translation>Uloshyökkäys alueelta {region} piirittäjiä vastaan</translation>
    </message>
    <message>
        <source>Move the Fellowship</source>
        <translation>Siirrä Saattuetta</translation>
    </message>
    <message>
        <source>Hide the Fellowship</source>
        <translation>Piilota Saattue</translation>
    </message>
    <message>
        <source>Strider hides the Fellowship</source>
        <translation>Konkari piilottaa Saattueen</translation>
    </message>
    <message>
        <source>Separate a group of companions</source>
        <translation>Erota joukko tovereita</translation>
    </message>
    <message>
        <source>Separate {character} to {region}</source>
        <translation>Erota {character} alueelle {region}</translation>
    </message>
    <message>
        <source>Advance {nation} on the political track</source>
        <translation>Vie kansaa {nation} eteenpäin poliittisella radalla</translation>
    </message>
    <message>
        <source>{character} advances {nation} on the political track</source>
        <translation>{character} vie kansaa {nation} eteenpäin poliittisella radalla</translation>
    </message>
    <message>
        <source>Saruman recruits an Isengard regular in each Isengard settlement</source>
        <translation>Saruman värvää Rautapihan perusyksikön jokaiseen Rautapihan asutukseen</translation>
    </message>
    <message>
        <source>Saruman turns regulars in Orthanc into elites</source>
        <translation>Saruman muuttaa Orthancin perusyksiköt eliittiyksiköiksi</translation>
    </message>
    <message>
        <source>Bring {character} into play in {region}</source>
        <translation>Tuo {character} peliin, alue {region}</translation>
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
        <translation>Haltiat</translation>
    </message>
    <message>
        <source>The Dwarves</source>
        <translation>Kääpiöt</translation>
    </message>
    <message>
        <source>The North</source>
        <translation>Pohjola</translation>
    </message>
    <message>
        <source>Sauron, on space {n} of the corruption line. A hobbit he reaches is out of the game.</source>
        <translation>Sauron turmeluksen radan ruudussa {n}. Hobitti, jonka kohdalle hän ehtii, putoaa pelistä.</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>{hobbit} on space {n} of the corruption line; Sauron is on space {sauron}.</source>
        <translation>{hobbit} turmeluksen radan ruudussa {n}; Sauron on ruudussa {sauron}.</translation>
    </message>
    <message>
        <source>The Ring-bearer.</source>
        <translation>Sormuksen viejä.</translation>
    </message>
    <message>
        <source>{foe} asks for {demand}.</source>
        <translation>{foe} vaatii: {demand}.</translation>
    </message>
    <message>
        <source>The leftmost foe: click it to fight it.</source>
        <translation>Vasemmanpuoleisin vihollinen: taistele sitä vastaan napsauttamalla.</translation>
    </message>
    <message>
        <source>The leftmost foe: the hobbit whose turn it is may fight it.</source>
        <translation>Vasemmanpuoleisin vihollinen: vuorossa oleva hobitti voi taistella sitä vastaan.</translation>
    </message>
    <message>
        <source>The marker of {line}: space {n} of {last}.</source>
        <translation>Merkki ({line}): ruutu {n}/{last}.</translation>
    </message>
    <message>
        <source>The event marker: {n} of the six events are behind the Fellowship.</source>
        <translation>Tapahtumamerkki: Saattue on ohittanut kuudesta tapahtumasta {n}.</translation>
    </message>
    <message>
        <source>The event marker: no event yet on this board.</source>
        <translation>Tapahtumamerkki: tällä laudalla ei ole vielä ollut tapahtumia.</translation>
    </message>
    <message>
        <source>{n} event tiles in the stack</source>
        <translation>Tapahtumalaattoja pinossa: {n}</translation>
    </message>
    <message>
        <source>The Fellowship is at {place}.</source>
        <translation>Saattueen sijainti: {place}.</translation>
    </message>
    <message>
        <source>on space {n}</source>
        <translation>ruudussa {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>kädessä %n kortti</numerusform>
            <numerusform>kädessä %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit}: {where}; shields worth {shields}; {cards}.</source>
        <translation>{hobbit}: {where}; kilpiä yhteensä {shields}; {cards}.</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s shields, worth {n}</source>
        <translation>Kilvet ({hobbit}), yhteensä {n}</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s {token}s: {n}</source>
        <translation>{hobbit}: {token} × {n}</translation>
    </message>
    <message>
        <source>The One Ring, carried by {hobbit}.</source>
        <translation>Sormus, jota kantaa {hobbit}.</translation>
    </message>
    <message>
        <source>{colour} card</source>
        <translation>{colour} kortti</translation>
    </message>
    <message>
        <source>{colour} card, a joker for {hobbit}</source>
        <translation>{colour} kortti ({hobbit}: jokeri)</translation>
    </message>
    <message>
        <source>Drag it onto a line it fits, or onto what is being paid; click it for its other uses.</source>
        <translation>Vedä kortti sille sopivalle kulkureitille tai sen päälle, mitä ollaan maksamassa; muut käytöt näet napsauttamalla.</translation>
    </message>
    <message>
        <source>Click it to play it.</source>
        <translation>Pelaa napsauttamalla.</translation>
    </message>
    <message>
        <source>Gandalf: {card} — {what}. Calling him costs the Fellowship 5 shields.</source>
        <translation>Gandalf: {card} — {what}. Kutsuminen maksaa Saattueelle 5 kilpeä.</translation>
    </message>
    <message>
        <source>Drag it onto a line to move that line two spaces, or click it.</source>
        <translation>Vedä kortti kulkureitille, niin se etenee kaksi ruutua, tai napsauta korttia.</translation>
    </message>
    <message>
        <source>Click it to call Gandalf.</source>
        <translation>Kutsu Gandalf napsauttamalla.</translation>
    </message>
    <message>
        <source>Isengard</source>
        <translation>Rautapiha</translation>
    </message>
    <message>
        <source>The Southrons &amp; Easterlings</source>
        <translation>Etelän ja idän kansat</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armeija</translation>
    </message>
    <message>
        <source>Army/Muster</source>
        <translation>Armeija/Värväys</translation>
    </message>
    <message>
        <source>{nation}: {figures}</source>
        <comment>an army&apos;s figures of one nation</comment>
        <translation>{nation}: {figures}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tapahtuma</translation>
    </message>
    <message>
        <source>Will of the West</source>
        <translation>Lännen tahto</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <extracomment>a character&apos;s name on the tag under its standee, where the whole name is too long for it (the tooltip names it whole)</extracomment>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Witch-king</source>
        <translation>Noitakuningas</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Saruman</translation>
    </message>
    <message numerus="yes">
        <source>%n regular(s)</source>
        <translation>
            <numerusform>%n perusyksikkö</numerusform>
            <numerusform>%n perusyksikköä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n elite(s)</source>
        <translation>
            <numerusform>%n eliittiyksikkö</numerusform>
            <numerusform>%n eliittiyksikköä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leader(s)</source>
        <translation>
            <numerusform>%n johtaja</numerusform>
            <numerusform>%n johtajaa</numerusform>
        </translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} ja {last}</translation>
    </message>
    <message>
        <source>Fellowship track</source>
        <extracomment>the strip&apos;s left edge and width; its boxes: (id, title, top below the strip&apos;s top, height)</extracomment>
        <translation>Saattueen rata</translation>
    </message>
    <message>
        <source>Political track</source>
        <translation>Poliittinen rata</translation>
    </message>
    <message>
        <source>Free Peoples dice</source>
        <translation>Vapaiden kansojen nopat</translation>
    </message>
    <message>
        <source>Shadow dice</source>
        <translation>Varjon nopat</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Voittopisteet</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Kortit kädessä</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Vahvistukset</translation>
    </message>
    <message>
        <source>{step} — the phase being played now</source>
        <translation>{step} — nyt pelattava vaihe</translation>
    </message>
    <message>
        <source>You have no heroes in {place}.</source>
        <translation>Sinulla ei ole sankareita alueella {place}.</translation>
    </message>
    <message>
        <source>Every hero of yours in {place} has already fought this turn.</source>
        <translation>Jokainen sankarisi alueella {place} on jo taistellut tällä vuorolla.</translation>
    </message>
    <message>
        <source>A place cannot attack itself.</source>
        <translation>Paikka ei voi hyökätä itseensä.</translation>
    </message>
    <message>
        <source>{place} is not next to {other}.</source>
        <translation>{place} ei ole paikan {other} vieressä.</translation>
    </message>
    <message>
        <source>You already hold {place}.</source>
        <translation>{place} on jo hallussasi.</translation>
    </message>
    <message>
        <source>{place} is an unoccupied evil place: just move in to open it up, no fight is needed.</source>
        <translation>{place} on miehittämätön paha paikka: siirry sinne avataksesi sen, taistelua ei tarvita.</translation>
    </message>
    <message>
        <source>{place} is an unoccupied good place: just move in to open it up, no fight is needed.</source>
        <translation>{place} on miehittämätön hyvä paikka: siirry sinne avataksesi sen, taistelua ei tarvita.</translation>
    </message>
    <message>
        <source>Only heroes of 3 or more points may attack a fortress.</source>
        <translation>Vain vähintään 3 pisteen sankarit voivat hyökätä linnoitukseen.</translation>
    </message>
    <message>
        <source>{hero} is already on the board.</source>
        <translation>{hero} on jo laudalla.</translation>
    </message>
    <message>
        <source>{hero} is dead and out of the game.</source>
        <translation>{hero} on kuollut ja poissa pelistä.</translation>
    </message>
    <message>
        <source>{hero} is not in your hand.</source>
        <translation>{hero} ei ole kädessäsi.</translation>
    </message>
    <message>
        <source>You have already brought a hero into play this turn.</source>
        <translation>Olet jo tuonut sankarin peliin tällä vuorolla.</translation>
    </message>
    <message>
        <source>{place}, {hero}&apos;s start location, is held by {seat}.</source>
        <translation>{place} ({hero}: aloituspaikka) on pelaajan {seat} hallussa.</translation>
    </message>
    <message>
        <source>{seat}&apos;s heroes stand in {place}, {hero}&apos;s start location.</source>
        <translation>Pelaajan {seat} sankarit ovat paikassa {place} ({hero}: aloituspaikka).</translation>
    </message>
    <message>
        <source>{place} is a evil place you do not hold: {hero} ({side}) can come into play there only once you hold it, or at a place you hold next to it — and you hold none.</source>
        <translation>{place} on paha paikka, joka ei ole hallussasi: {hero} ({side}) voi tulla peliin siellä vasta, kun pidät sitä hallussasi, tai hallussasi olevassa viereisessä paikassa — eikä sinulla ole yhtään.</translation>
    </message>
    <message>
        <source>{place} is a good place you do not hold: {hero} ({side}) can come into play there only once you hold it, or at a place you hold next to it — and you hold none.</source>
        <translation>{place} on hyvä paikka, joka ei ole hallussasi: {hero} ({side}) voi tulla peliin siellä vasta, kun pidät sitä hallussasi, tai hallussasi olevassa viereisessä paikassa — eikä sinulla ole yhtään.</translation>
    </message>
    <message>
        <source>{seat} brings {hero} into play at {place}.</source>
        <translation>{seat} tuo sankarin {hero} peliin: {place}.</translation>
    </message>
    <message>
        <source>{place} is opened up for {seat}.</source>
        <translation>{place} avataan pelaajalle {seat}.</translation>
    </message>
    <message>
        <source>a die higher than {need} (strength of {place})</source>
        <translation>noppa yli {need} (voima: {place})</translation>
    </message>
    <message>
        <source>a die higher than {need} (strength of {place}; {seat}&apos;s token is cancelled by {hero}&apos;s siege hammer)</source>
        <translation>noppa yli {need} (voima: {place}; pelaajan {seat} merkin kumoaa piiritysvasara: {hero})</translation>
    </message>
    <message>
        <source>a die higher than {need} (strength {strength} of {place} +1 for {seat}&apos;s token)</source>
        <translation>noppa yli {need} (paikan {place} voima {strength} +1 pelaajan {seat} merkistä)</translation>
    </message>
    <message numerus="yes">
        <source>{points} points in all give %n attempt(s) (more than 4 thanks to {hero}&apos;s higher powers)</source>
        <translation>
            <numerusform>yhteensä {points} pistettä antaa %n yrityksen (yli 4, koska {hero}: korkeammat voimat)</numerusform>
            <numerusform>yhteensä {points} pistettä antaa %n yritystä (yli 4, koska {hero}: korkeammat voimat)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} points in all give %n attempt(s) (more than 4 thanks to {hero}&apos;s secret powers)</source>
        <translation>
            <numerusform>yhteensä {points} pistettä antaa %n yrityksen (yli 4, koska {hero}: salaiset voimat)</numerusform>
            <numerusform>yhteensä {points} pistettä antaa %n yritystä (yli 4, koska {hero}: salaiset voimat)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} points in all give %n attempt(s)</source>
        <translation>
            <numerusform>yhteensä {points} pistettä antaa %n yrityksen</numerusform>
            <numerusform>yhteensä {points} pistettä antaa %n yritystä</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: {heroes}</source>
        <translation>{seat}: {heroes}</translation>
    </message>
    <message>
        <source>attempt {i}</source>
        <translation>yritys {i}</translation>
    </message>
    <message>
        <source>beats it</source>
        <translation>ylittää sen</translation>
    </message>
    <message>
        <source>falls short</source>
        <translation>jää alle</translation>
    </message>
    <message>
        <source>{seat} tries to conquer {place} from {frm}</source>
        <translation>{seat} yrittää vallata paikan {place} lähtöpaikasta {frm}</translation>
    </message>
    <message>
        <source>per hero: 3 points 5+, 4 points (or 3 with a siege hammer) 4+, 4 with a hammer or 6 points 3+</source>
        <translation>sankaria kohden: 3 pistettä 5+, 4 pistettä (tai 3 piiritysvasaralla) 4+, 4 vasaralla tai 6 pistettä 3+</translation>
    </message>
    <message>
        <source>needs {face}+: success</source>
        <translation>tarvitaan {face}+: onnistuu</translation>
    </message>
    <message>
        <source>needs {face}+: fails</source>
        <translation>tarvitaan {face}+: epäonnistuu</translation>
    </message>
    <message>
        <source>{hero} ({points} points, siege hammer)</source>
        <translation>{hero} ({points} pistettä, piiritysvasara)</translation>
    </message>
    <message>
        <source>{hero} ({points} points)</source>
        <translation>{hero} ({points} pistettä)</translation>
    </message>
    <message>
        <source>{seat} tries to conquer the unoccupied enemy fortress {place} from {frm}</source>
        <translation>{seat} yrittää vallata miehittämättömän vihollislinnoituksen {place} lähtöpaikasta {frm}</translation>
    </message>
    <message>
        <source>strength {strength}, {seat}&apos;s token cancelled by {hero}&apos;s siege hammer, −1 because it is encircled</source>
        <translation>voima {strength}, pelaajan {seat} merkin kumoaa piiritysvasara ({hero}), −1 koska se on saarrettu</translation>
    </message>
    <message>
        <source>strength {strength}, {seat}&apos;s token cancelled by {hero}&apos;s siege hammer</source>
        <translation>voima {strength}, pelaajan {seat} merkin kumoaa piiritysvasara ({hero})</translation>
    </message>
    <message>
        <source>strength {strength}, +1 for {seat}&apos;s token, −1 because it is encircled</source>
        <translation>voima {strength}, +1 pelaajan {seat} merkistä, −1 koska se on saarrettu</translation>
    </message>
    <message>
        <source>strength {strength}, +1 for {seat}&apos;s token</source>
        <translation>voima {strength}, +1 pelaajan {seat} merkistä</translation>
    </message>
    <message>
        <source>die + {points} ({hero}, the best hero, whose points and abilities count for every die) higher than {need} ({why})</source>
        <translation>noppa + {points} ({hero}, paras sankari, jonka pisteet ja kyvyt lasketaan jokaiseen noppaan) yli {need} ({why})</translation>
    </message>
    <message>
        <source>die of {hero}</source>
        <translation>noppa: {hero}</translation>
    </message>
    <message>
        <source>{hero}&apos;s points</source>
        <translation>pisteet: {hero}</translation>
    </message>
    <message>
        <source>{seat} tries to take {place}, held by {other}, from {frm}</source>
        <translation>{seat} yrittää vallata paikan {place} (haltija: {other}) lähtöpaikasta {frm}</translation>
    </message>
    <message>
        <source>conquered</source>
        <translation>vallattu</translation>
    </message>
    <message numerus="yes">
        <source>{heroes} (moves|move) into {place}; it now belongs to {seat}.</source>
        <translation>
            <numerusform>{heroes} siirtyy paikkaan {place}; se kuuluu nyt pelaajalle {seat}.</numerusform>
            <numerusform>{heroes} siirtyvät paikkaan {place}; se kuuluu nyt pelaajalle {seat}.</numerusform>
        </translation>
    </message>
    <message>
        <source>not conquered</source>
        <translation>ei vallattu</translation>
    </message>
    <message numerus="yes">
        <source>{heroes} (stays|stay) in {place}.</source>
        <translation>
            <numerusform>{heroes} jää paikkaan {place}.</numerusform>
            <numerusform>{heroes} jäävät paikkaan {place}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} conquers {place} with {heroes}.</source>
        <translation>{seat} valtaa paikan {place}: {heroes}.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} fails to conquer {place}; {heroes} (stays|stay) in {frm}.</source>
        <translation>
            <numerusform>{seat} ei onnistu valtaamaan paikkaa {place}; {heroes} jää paikkaan {frm}.</numerusform>
            <numerusform>{seat} ei onnistu valtaamaan paikkaa {place}; {heroes} jäävät paikkaan {frm}.</numerusform>
        </translation>
    </message>
    <message>
        <source>lower die halved, rounded down</source>
        <translation>pienempi noppa puolitetaan, pyöristys alaspäin</translation>
    </message>
    <message>
        <source>{hero}&apos;s higher powers</source>
        <translation>korkeammat voimat: {hero}</translation>
    </message>
    <message>
        <source>{hero}&apos;s secret powers</source>
        <translation>salaiset voimat: {hero}</translation>
    </message>
    <message>
        <source>{seat} die</source>
        <translation>noppa: {seat}</translation>
    </message>
    <message>
        <source>{seat} die {i}</source>
        <translation>noppa {i}: {seat}</translation>
    </message>
    <message>
        <source>Attacker {seat}: {heroes}</source>
        <translation>Hyökkääjä {seat}: {heroes}</translation>
    </message>
    <message>
        <source>Defender {seat}: {heroes}</source>
        <translation>Puolustaja {seat}: {heroes}</translation>
    </message>
    <message>
        <source>{hero} (points)</source>
        <translation>{hero} (pisteet)</translation>
    </message>
    <message numerus="yes">
        <source>{hero}&apos;s sword(s)</source>
        <translation>
            <numerusform>miekka: {hero}</numerusform>
            <numerusform>miekat: {hero}</numerusform>
        </translation>
    </message>
    <message>
        <source>second and further siege hammers</source>
        <translation>toinen ja seuraavat piiritysvasarat</translation>
    </message>
    <message>
        <source>strength of {place} ({strength}) −3: encircled</source>
        <translation>paikan {place} voima ({strength}) −3: saarrettu</translation>
    </message>
    <message>
        <source>strength of {place}</source>
        <translation>paikan {place} voima</translation>
    </message>
    <message>
        <source>{seat}&apos;s token</source>
        <translation>pelaajan {seat} merkki</translation>
    </message>
    <message>
        <source>{seat}&apos;s token, cancelled by {hero}&apos;s siege hammer</source>
        <translation>pelaajan {seat} merkki, jonka kumoaa piiritysvasara ({hero})</translation>
    </message>
    <message numerus="yes">
        <source>{hero}&apos;s shield(s)</source>
        <translation>
            <numerusform>kilpi: {hero}</numerusform>
            <numerusform>kilvet: {hero}</numerusform>
        </translation>
    </message>
    <message>
        <source>the higher total wins; the defender wins ties</source>
        <translation>suurempi summa voittaa; tasatilanteessa puolustaja voittaa</translation>
    </message>
    <message>
        <source>{seat} wins {at} to {dt} (difference {diff})</source>
        <translation>{seat} voittaa {at}–{dt} (ero {diff})</translation>
    </message>
    <message>
        <source>{hero} falls: {seat} lost by {diff}, 5 or more</source>
        <translation>{hero} kaatuu: {seat} hävisi {diff} pisteellä, 5 tai enemmän</translation>
    </message>
    <message>
        <source>{hero} has no place to retreat to and goes back to {seat}&apos;s hand.</source>
        <translation>Sankarilla {hero} ei ole paikkaa, johon vetäytyä, ja se palaa pelaajan {seat} käteen.</translation>
    </message>
    <message>
        <source>{hero} has no retreat: every place around {place} is {seat}&apos;s</source>
        <translation>Sankarilla {hero} ei ole vetäytymispaikkaa: jokainen paikan {place} ympärillä oleva paikka on pelaajan {seat} hallussa</translation>
    </message>
    <message>
        <source>{hero} has no place held by {seat} to retreat to</source>
        <translation>Sankarilla {hero} ei ole pelaajan {seat} hallussa olevaa paikkaa, johon vetäytyä</translation>
    </message>
    <message>
        <source>{hero} goes back to {seat}&apos;s hand.</source>
        <translation>{hero} palaa pelaajan {seat} käteen.</translation>
    </message>
    <message numerus="yes">
        <source>{heroes} (retreats|retreat) to {place}.</source>
        <translation>
            <numerusform>{heroes} vetäytyy paikkaan {place}.</numerusform>
            <numerusform>{heroes} vetäytyvät paikkaan {place}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{heroes} retreat to {place}.</source>
        <translation>{heroes} vetäytyvät paikkaan {place}.</translation>
    </message>
    <message>
        <source>{seat} holds {place}, {dt} to {at} (difference {diff})</source>
        <translation>{seat} pitää paikan {place}, {dt}–{at} (ero {diff})</translation>
    </message>
    <message>
        <source>Hero fight: {seat} attacks {place} from {frm}</source>
        <translation>Sankaritaistelu: {seat} hyökkää paikkaan {place} lähtöpaikasta {frm}</translation>
    </message>
    <message>
        <source>{att} wins the hero fight for {place}, {at} to {dt}.</source>
        <translation>{att} voittaa sankaritaistelun paikasta {place}, {at}–{dt}.</translation>
    </message>
    <message>
        <source>{dfd} beats off {att}&apos;s attack on {place}, {dt} to {at}.</source>
        <translation>{dfd} torjuu hyökkääjän {att} hyökkäyksen paikkaan {place}, {dt}–{at}.</translation>
    </message>
    <message>
        <source>{seat} takes {place}.</source>
        <translation>{seat} valtaa paikan {place}.</translation>
    </message>
    <message>
        <source>{why}, but {hero} has higher powers and can only be killed by a hero with secret powers, higher powers or power breaker: {hero} survives.</source>
        <translation>{why}, mutta sankarilla {hero} on korkeammat voimat, ja sen voi tappaa vain sankari, jolla on salaiset voimat, korkeammat voimat tai voimien murtaja: {hero} selviää.</translation>
    </message>
    <message>
        <source>{hero} escapes death thanks to higher powers.</source>
        <translation>{hero} välttää kuoleman korkeampien voimien ansiosta.</translation>
    </message>
    <message>
        <source>{why}, but {hero} has secret powers and can only be killed by a hero with secret powers, higher powers or power breaker: {hero} survives.</source>
        <translation>{why}, mutta sankarilla {hero} on salaiset voimat, ja sen voi tappaa vain sankari, jolla on salaiset voimat, korkeammat voimat tai voimien murtaja: {hero} selviää.</translation>
    </message>
    <message>
        <source>{hero} escapes death thanks to secret powers.</source>
        <translation>{hero} välttää kuoleman salaisten voimien ansiosta.</translation>
    </message>
    <message>
        <source>healing of {hero}</source>
        <translation>parantaminen: {hero}</translation>
    </message>
    <message>
        <source>1–3: lives</source>
        <translation>1–3: elää</translation>
    </message>
    <message>
        <source>4–6: dies</source>
        <translation>4–6: kuolee</translation>
    </message>
    <message>
        <source>{healer} tries to save {hero} (healing/hope)</source>
        <translation>{healer} yrittää pelastaa sankarin {hero} (parantaminen/toivo)</translation>
    </message>
    <message>
        <source>1, 2 or 3: the hero lives; 4, 5 or 6: the hero dies</source>
        <translation>1, 2 tai 3: sankari elää; 4, 5 tai 6: sankari kuolee</translation>
    </message>
    <message>
        <source>lives</source>
        <translation>elää</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>kuolee</translation>
    </message>
    <message>
        <source>{hero} lives.</source>
        <translation>{hero} elää.</translation>
    </message>
    <message>
        <source>{hero} dies.</source>
        <translation>{hero} kuolee.</translation>
    </message>
    <message>
        <source>{healer} saves {hero}.</source>
        <translation>{healer} pelastaa sankarin {hero}.</translation>
    </message>
    <message>
        <source>{healer} cannot save {hero}.</source>
        <translation>{healer} ei voi pelastaa sankaria {hero}.</translation>
    </message>
    <message>
        <source>{why}, but {healer}&apos;s healing saves {hero} (die {die}).</source>
        <translation>{why}, mutta parantaminen ({healer}) pelastaa sankarin {hero} (noppa {die}).</translation>
    </message>
    <message>
        <source>{why}; {healer}&apos;s healing fails (die {die}).</source>
        <translation>{why}; parantaminen ({healer}) epäonnistuu (noppa {die}).</translation>
    </message>
    <message>
        <source>{why}.</source>
        <translation>{why}.</translation>
    </message>
    <message>
        <source>{hero} of {seat} dies.</source>
        <translation>{hero} ({seat}) kuolee.</translation>
    </message>
    <message>
        <source>evil</source>
        <comment>side</comment>
        <extracomment>What a checker found out for a legal action and hands to its handler; each kind has its own: draw / end_turn None, palantir the seeing hero, bring the place of arrival, move the path (one or two places), banner the places opened, plus_one the place opened, attack the group.</extracomment>
        <translation>paha</translation>
    </message>
    <message>
        <source>good</source>
        <comment>side</comment>
        <translation>hyvä</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} ja {b}</translation>
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
        <translation>Pakka ({side}) on tyhjä: {seat} ei nosta mitään.</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand is full ({n} cards): {seat} draws nothing.</source>
        <translation>Pelaajan {seat} käsi on täynnä ({n} korttia): {seat} ei nosta mitään.</translation>
    </message>
    <message>
        <source>{seat} draws a hero card ({left} left in the {side} deck).</source>
        <translation>{seat} nostaa sankarikortin (pakassa ({side}) jäljellä {left}).</translation>
    </message>
    <message>
        <source>Draw the top card of the {side} deck</source>
        <translation>Nosta päällimmäinen kortti pakasta ({side})</translation>
    </message>
    <message>
        <source>{hero} goes into your hand.</source>
        <translation>{hero} menee käteesi.</translation>
    </message>
    <message>
        <source>You draw {hero}.</source>
        <translation>Nostat kortin: {hero}.</translation>
    </message>
    <message>
        <source>{hero} has fought this turn and cannot move any more.</source>
        <translation>{hero} on taistellut tällä vuorolla eikä voi enää liikkua.</translation>
    </message>
    <message>
        <source>{hero} has already moved this turn.</source>
        <translation>{hero} on jo liikkunut tällä vuorolla.</translation>
    </message>
    <message>
        <source>{hero} is already in {place}.</source>
        <translation>{hero} on jo paikassa {place}.</translation>
    </message>
    <message>
        <source>{place} is an evil place: {hero} must conquer it with an attack, not just walk in.</source>
        <translation>{place} on paha paikka: sankarin {hero} on vallattava se hyökkäämällä, pelkkä siirtyminen ei riitä.</translation>
    </message>
    <message>
        <source>{place} is a good place: {hero} must conquer it with an attack, not just walk in.</source>
        <translation>{place} on hyvä paikka: sankarin {hero} on vallattava se hyökkäämällä, pelkkä siirtyminen ei riitä.</translation>
    </message>
    <message>
        <source>{place} is held by {seat}: take it with an attack.</source>
        <translation>{place} on pelaajan {seat} hallussa: valtaa se hyökkäämällä.</translation>
    </message>
    <message>
        <source>{place} is not next to {other}, and even with the arrow {hero} can skip only one place.</source>
        <translation>{place} ei ole paikan {other} vieressä, ja nuolellakin {hero} voi ohittaa vain yhden paikan.</translation>
    </message>
    <message>
        <source>With the arrow {hero} may skip a place only if both the skipped place and {place} are already opened up by you.</source>
        <translation>Nuolella {hero} voi ohittaa paikan vain, jos sekä ohitettu paikka että {place} on jo avattu sinulle.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to} over {via} (arrow).</source>
        <translation>{hero} siirtyy: {frm} → {to}, kautta {via} (nuoli).</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to}.</source>
        <translation>{hero} siirtyy: {frm} → {to}.</translation>
    </message>
    <message>
        <source>{hero} opens up {place} for {seat}.</source>
        <translation>{hero} avaa paikan {place} pelaajalle {seat}.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Päätä vuoro</translation>
    </message>
    <message>
        <source>Look into {seat}&apos;s hand and mission with the palantír (instead of drawing)</source>
        <extracomment>the labels built so far: (builder, *what it names) -&gt; the label (emptied should it ever grow large)</extracomment>
        <translation>Katso palantírilla pelaajan {seat} käsi ja toimeksianto (noston sijaan)</translation>
    </message>
    <message>
        <source>Bring {hero} into play at {place}</source>
        <translation>Tuo {hero} peliin: {place}</translation>
    </message>
    <message>
        <source>Move {hero}: {frm} → {to}</source>
        <translation>Siirrä {hero}: {frm} → {to}</translation>
    </message>
    <message>
        <source>Move {hero}: {frm} → {to} (opens it up)</source>
        <translation>Siirrä {hero}: {frm} → {to} (avaa sen)</translation>
    </message>
    <message>
        <source>Move {hero}: {frm} → {to} (arrow, over {via})</source>
        <translation>Siirrä {hero}: {frm} → {to} (nuoli, kautta {via})</translation>
    </message>
    <message>
        <source>Raise {hero}&apos;s banner: open up {places}</source>
        <translation>Nosta lippu ({hero}): avaa {places}</translation>
    </message>
    <message>
        <source>Open up {place} with {hero} (+1)</source>
        <translation>Avaa {place} sankarilla {hero} (+1)</translation>
    </message>
    <message>
        <source>Attack {place} from {frm} with {heroes} (hero fight, defenders: {defenders})</source>
        <translation>Hyökkää paikkaan {place} lähtöpaikasta {frm}: {heroes} (sankaritaistelu, puolustajat: {defenders})</translation>
    </message>
    <message>
        <source>Conquer {place} (fortress {strength}, held by {seat}) from {frm} with {heroes}</source>
        <translation>Valtaa {place} (linnoitus {strength}, haltija {seat}) lähtöpaikasta {frm}: {heroes}</translation>
    </message>
    <message>
        <source>Conquer {place} (fortress {strength}) from {frm} with {heroes}</source>
        <translation>Valtaa {place} (linnoitus {strength}) lähtöpaikasta {frm}: {heroes}</translation>
    </message>
    <message>
        <source>Conquer {place} (land {strength}, held by {seat}) from {frm} with {heroes}</source>
        <translation>Valtaa {place} (maa {strength}, haltija {seat}) lähtöpaikasta {frm}: {heroes}</translation>
    </message>
    <message>
        <source>Conquer {place} (land {strength}) from {frm} with {heroes}</source>
        <translation>Valtaa {place} (maa {strength}) lähtöpaikasta {frm}: {heroes}</translation>
    </message>
    <message>
        <source>{hero} has no banner.</source>
        <translation>Sankarilla {hero} ei ole lippua.</translation>
    </message>
    <message>
        <source>{hero} has already opened up land this turn.</source>
        <translation>{hero} on jo avannut maata tällä vuorolla.</translation>
    </message>
    <message>
        <source>There is no unoccupied {side} place next to {place} that {hero} could open up.</source>
        <translation>Paikan {place} vieressä ei ole miehittämätöntä paikkaa ({side}), jonka {hero} voisi avata.</translation>
    </message>
    <message>
        <source>{hero} does not have the +1 ability.</source>
        <translation>Sankarilla {hero} ei ole +1-kykyä.</translation>
    </message>
    <message>
        <source>{place} is already held by you.</source>
        <translation>{place} on jo hallussasi.</translation>
    </message>
    <message>
        <source>{place} is already held by {seat}.</source>
        <translation>{place} on jo pelaajan {seat} hallussa.</translation>
    </message>
    <message>
        <source>{place} is an evil place: {hero} can only open up {side} places; it must be conquered.</source>
        <translation>{place} on paha paikka: {hero} voi avata vain paikkoja, joiden puoli on {side}; tämä on vallattava.</translation>
    </message>
    <message>
        <source>{place} is a good place: {hero} can only open up {side} places; it must be conquered.</source>
        <translation>{place} on hyvä paikka: {hero} voi avata vain paikkoja, joiden puoli on {side}; tämä on vallattava.</translation>
    </message>
    <message>
        <source>{hero} raises the banner and opens up {places} for {seat}.</source>
        <translation>{hero} nostaa lipun ja avaa pelaajalle {seat}: {places}.</translation>
    </message>
    <message>
        <source>{hero} (+1) opens up {places} for {seat}.</source>
        <translation>{hero} (+1) avaa pelaajalle {seat}: {places}.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Punainen</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Sininen</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Keltainen</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vihreä</translation>
    </message>
    <message>
        <source>2 to 4 players</source>
        <translation>2–4 pelaajaa</translation>
    </message>
    <message>
        <source>the side of each seat; default good, evil, good, evil</source>
        <translation>kunkin paikan puoli; oletus hyvä, paha, hyvä, paha</translation>
    </message>
    <message>
        <source>fortresses held at the end of your turn to win at once</source>
        <translation>vuoron lopussa hallussa olevat linnoitukset, joilla voittaa heti</translation>
    </message>
    <message>
        <source>after this many rounds the most victory points win</source>
        <translation>näin monen kierroksen jälkeen eniten voittopisteitä saanut voittaa</translation>
    </message>
    <message>
        <source>at most this many hero cards in hand when drawing</source>
        <translation>enintään näin monta sankarikorttia kädessä nostettaessa</translation>
    </message>
    <message>
        <source>start heroes dealt to each player</source>
        <translation>kullekin pelaajalle jaettavat aloitussankarit</translation>
    </message>
    <message>
        <source>victory points per land held</source>
        <translation>voittopisteet kustakin hallussa olevasta maasta</translation>
    </message>
    <message>
        <source>victory points per fortress held</source>
        <translation>voittopisteet kustakin hallussa olevasta linnoituksesta</translation>
    </message>
    <message>
        <source>&apos;sides&apos; names {count} seat(s) but the game has {players} players: give exactly one side (&apos;good&apos; or &apos;evil&apos;) per seat, or leave it out.</source>
        <translation>&apos;sides&apos; nimeää {count} paikkaa, mutta pelissä on {players} pelaajaa: anna täsmälleen yksi puoli (&apos;good&apos; tai &apos;evil&apos;) kullekin paikalle tai jätä se pois.</translation>
    </message>
    <message>
        <source>You need a hero with a palantír on the board to look into another player&apos;s cards.</source>
        <translation>Tarvitset laudalle sankarin, jolla on palantír, jotta voit katsoa toisen pelaajan kortteja.</translation>
    </message>
    <message>
        <source>Say whose cards you want to see (another player).</source>
        <translation>Kerro, kenen kortit haluat nähdä (toinen pelaaja).</translation>
    </message>
    <message>
        <source>The palantír shows other players&apos; cards; you know your own.</source>
        <translation>Palantír näyttää muiden pelaajien kortit; omasi tiedät jo.</translation>
    </message>
    <message>
        <source>no heroes</source>
        <translation>ei sankareita</translation>
    </message>
    <message>
        <source>{mission} ({places}; +{bonus})</source>
        <translation>{mission} ({places}; +{bonus})</translation>
    </message>
    <message>
        <source>no mission</source>
        <translation>ei toimeksiantoa</translation>
    </message>
    <message>
        <source>{seat} looks into {target}&apos;s cards through {seer}&apos;s palantír instead of drawing.</source>
        <translation>{seat} katsoo pelaajan {target} kortteja palantírin kautta ({seer}) noston sijaan.</translation>
    </message>
    <message>
        <source>The palantír shows {target}&apos;s hand: {hand}; mission: {missions}.</source>
        <translation>Palantír näyttää pelaajan {target} käden: {hand}; toimeksianto: {missions}.</translation>
    </message>
    <message>
        <source>Say which hero.</source>
        <translation>Kerro, mikä sankari.</translation>
    </message>
    <message>
        <source>There is no hero &apos;{hero}&apos; in this game.</source>
        <translation>Tässä pelissä ei ole sankaria &apos;{hero}&apos;.</translation>
    </message>
    <message>
        <source>{hero} is in your hand: bring {hero} into play first.</source>
        <translation>{hero} on kädessäsi: tuo {hero} ensin peliin.</translation>
    </message>
    <message>
        <source>{hero} is dead.</source>
        <translation>{hero} on kuollut.</translation>
    </message>
    <message>
        <source>{hero} is not on the board.</source>
        <translation>{hero} ei ole laudalla.</translation>
    </message>
    <message>
        <source>{hero} belongs to {seat}, not to you.</source>
        <translation>{hero} kuuluu pelaajalle {seat}, ei sinulle.</translation>
    </message>
    <message>
        <source>Say which place.</source>
        <translation>Kerro, mikä paikka.</translation>
    </message>
    <message>
        <source>There is no place &apos;{place}&apos; on the map.</source>
        <translation>Kartalla ei ole paikkaa &apos;{place}&apos;.</translation>
    </message>
    <message>
        <source>The border between {a} and {b} cannot be crossed.</source>
        <translation>Rajaa paikkojen {a} ja {b} välillä ei voi ylittää.</translation>
    </message>
    <message>
        <source>Rivers can only be crossed at a marked crossing by a hero who is lord of the water. There is no crossing between {a} and {b}.</source>
        <translation>Jokia voi ylittää vain merkityssä ylityskohdassa, ja vain sankari, joka on veden herra. Paikkojen {a} ja {b} välillä ei ole ylityskohtaa.</translation>
    </message>
    <message numerus="yes">
        <source>Rivers can only be crossed at a marked crossing by a hero who is lord of the water. {heroes} (is|are) not lord of the water.</source>
        <translation>
            <numerusform>Jokia voi ylittää vain merkityssä ylityskohdassa, ja vain sankari, joka on veden herra. {heroes} ei ole veden herra.</numerusform>
            <numerusform>Jokia voi ylittää vain merkityssä ylityskohdassa, ja vain sankari, joka on veden herra. {heroes} eivät ole veden herroja.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no action &apos;{kind}&apos; in Helden Mittelerdes.</source>
        <translation>Helden Mittelerdesissä ei ole toimintoa &apos;{kind}&apos;.</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn, not {other}&apos;s.</source>
        <translation>Vuorossa on {seat}, ei {other}.</translation>
    </message>
    <message>
        <source>You have already drawn a hero card (or looked into a palantír) this turn.</source>
        <translation>Olet jo nostanut sankarikortin (tai katsonut palantíriin) tällä vuorolla.</translation>
    </message>
    <message>
        <source>Each turn begins with drawing a hero card (or looking into a palantír): do that first.</source>
        <translation>Jokainen vuoro alkaa sankarikortin nostolla (tai palantíriin katsomisella): tee se ensin.</translation>
    </message>
    <message>
        <source>1–3: tick (good)</source>
        <translation>1–3: rasti (hyvä)</translation>
    </message>
    <message>
        <source>4–6: X (evil)</source>
        <translation>4–6: X (paha)</translation>
    </message>
    <message>
        <source>Which side does {hero} take in this game?</source>
        <translation>Kummalle puolelle {hero} kuuluu tässä pelissä?</translation>
    </message>
    <message>
        <source>1, 2 or 3: tick, good; 4, 5 or 6: X, evil</source>
        <translation>1, 2 tai 3: rasti, hyvä; 4, 5 tai 6: X, paha</translation>
    </message>
    <message>
        <source>{hero} belongs to the {side} side and goes into the {side} deck.</source>
        <translation>{hero}: puoli {side}; sankari menee sen puolen pakkaan.</translation>
    </message>
    <message>
        <source>{hero} is {side} in this game.</source>
        <translation>{hero}: tässä pelissä {side}.</translation>
    </message>
    <message>
        <source>The {side} start heroes are shuffled to deal them.</source>
        <translation>Aloitussankarit ({side}) sekoitetaan jakamista varten.</translation>
    </message>
    <message>
        <source>Shuffle the {count} {side} start heroes</source>
        <translation>Sekoita {count} aloitussankaria ({side})</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>sekoitettu</translation>
    </message>
    <message>
        <source>Each player of the side is dealt {count} of them from the top.</source>
        <translation>Kukin puolen pelaaja saa niistä {count} päältä.</translation>
    </message>
    <message>
        <source>{hero} in {place}</source>
        <translation>{hero}: {place}</translation>
    </message>
    <message>
        <source>no start hero</source>
        <translation>ei aloitussankaria</translation>
    </message>
    <message>
        <source>{seat} begins with {heroes}.</source>
        <translation>{seat} aloittaa: {heroes}.</translation>
    </message>
    <message>
        <source>The {side} deck is shuffled ({count} heroes).</source>
        <translation>Pakka ({side}) sekoitetaan ({count} sankaria).</translation>
    </message>
    <message>
        <source>Shuffle the {side} deck ({count} heroes)</source>
        <translation>Sekoita pakka ({side}) ({count} sankaria)</translation>
    </message>
    <message>
        <source>shuffled; the order is hidden</source>
        <translation>sekoitettu; järjestys on salainen</translation>
    </message>
    <message>
        <source>Players of that side draw from its top.</source>
        <translation>Sen puolen pelaajat nostavat sen päältä.</translation>
    </message>
    <message>
        <source>The missions are shuffled.</source>
        <translation>Toimeksiannot sekoitetaan.</translation>
    </message>
    <message>
        <source>Shuffle the {count} missions</source>
        <translation>Sekoita {count} toimeksiantoa</translation>
    </message>
    <message>
        <source>Each player takes one secret mission of their side.</source>
        <translation>Kukin pelaaja ottaa yhden oman puolensa salaisen toimeksiannon.</translation>
    </message>
    <message>
        <source>{seat} takes a secret mission.</source>
        <translation>{seat} ottaa salaisen toimeksiannon.</translation>
    </message>
    <message>
        <source>Your secret mission: {name} — hold {places} at the end for {bonus} points.</source>
        <translation>Salainen toimeksiantosi: {name} — pidä hallussasi lopussa {places}, niin saat {bonus} pistettä.</translation>
    </message>
    <message>
        <source>{place} (fortress {strength})</source>
        <translation>{place} (linnoitus {strength})</translation>
    </message>
    <message>
        <source>{place} (land {strength})</source>
        <translation>{place} (maa {strength})</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ei kukaan</translation>
    </message>
    <message>
        <source>{seat} ends the turn.</source>
        <translation>{seat} päättää vuoronsa.</translation>
    </message>
    <message>
        <source>{seat} has no heroes left on the board, in hand or in the deck and is out.</source>
        <translation>Pelaajalla {seat} ei ole enää sankareita laudalla, kädessä eikä pakassa, ja hän putoaa pelistä.</translation>
    </message>
    <message>
        <source>{seat} wins: {seat} holds {forts} fortresses at the end of the turn (the goal is {goal}).</source>
        <translation>{seat} voittaa: {seat} pitää hallussaan {forts} linnoitusta vuoron lopussa (tavoite on {goal}).</translation>
    </message>
    <message>
        <source>{seat} wins: every other player is out.</source>
        <translation>{seat} voittaa: kaikki muut pelaajat ovat pudonneet.</translation>
    </message>
    <message>
        <source>No player has heroes left.</source>
        <translation>Kenelläkään pelaajalla ei ole enää sankareita.</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s)</source>
        <translation>
            <numerusform>%n kierroksen jälkeen</numerusform>
            <numerusform>%n kierroksen jälkeen</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Kierros {round} alkaa.</translation>
    </message>
    <message>
        <source>{seat} to move.</source>
        <translation>Vuorossa: {seat}.</translation>
    </message>
    <message>
        <source>&apos;{mission}&apos; +{bonus}</source>
        <translation>&apos;{mission}&apos; +{bonus}</translation>
    </message>
    <message>
        <source>{lands}, {fortresses}, mission {missions}</source>
        <translation>{lands}, {fortresses}, toimeksianto {missions}</translation>
    </message>
    <message>
        <source>{lands}, {fortresses}</source>
        <translation>{lands}, {fortresses}</translation>
    </message>
    <message>
        <source>{lead}, {winners} win with {points} victory points ({details}) (tied on points and fortresses: they share the victory).</source>
        <translation>{lead}, voittajat {winners}: {points} voittopistettä ({details}) (tasan pisteissä ja linnoituksissa: he jakavat voiton).</translation>
    </message>
    <message>
        <source>{lead}, {winners} wins with {points} victory points ({details}) (tied on points, more fortresses).</source>
        <translation>{lead}, voittaja {winners}: {points} voittopistettä ({details}) (tasan pisteissä, enemmän linnoituksia).</translation>
    </message>
    <message>
        <source>{lead}, {winners} wins with {points} victory points ({details}).</source>
        <translation>{lead}, voittaja {winners}: {points} voittopistettä ({details}).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Maat</translation>
    </message>
    <message>
        <source>Fortresses</source>
        <translation>Linnoitukset</translation>
    </message>
    <message>
        <source>Mission bonus</source>
        <translation>Toimeksiantobonus</translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation>VP yhteensä</translation>
    </message>
    <message>
        <source>{seat} {points} VP/{forts} fortresses</source>
        <translation>{seat} {points} VP / {forts} linnoitusta</translation>
    </message>
    <message>
        <source>Game over. {reason} ({scores})</source>
        <translation>Peli päättyi. {reason} ({scores})</translation>
    </message>
    <message>
        <source>draw</source>
        <comment>phase</comment>
        <translation>nosto</translation>
    </message>
    <message>
        <source>campaign</source>
        <comment>phase</comment>
        <translation>sotaretki</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {seat} to move ({phase}) · {scores}</source>
        <translation>Kierros {round}/{rounds} · Vuorossa: {seat} ({phase}) · {scores}</translation>
    </message>
    <message>
        <source>Pass (you have fewer unused action dice)</source>
        <translation>Passaa (sinulla on vähemmän käyttämättömiä toimintanoppia)</translation>
    </message>
    <message>
        <source>Discard {a_die} without effect</source>
        <translation>Hylkää ilman vaikutusta: {a_die}</translation>
    </message>
    <message>
        <source>Use an Elven ring: turn {a_die} into {face}</source>
        <translation>Käytä haltiasormusta: muuta {a_die} tulokseksi {face}</translation>
    </message>
    <message>
        <source>Use {die} die: draw a character event card</source>
        <translation>{die}-noppa: nosta hahmo-tapahtumakortti</translation>
    </message>
    <message>
        <source>Use {die} die: draw a strategy event card</source>
        <translation>{die}-noppa: nosta strategia-tapahtumakortti</translation>
    </message>
    <message>
        <source>Use {die} die: play {card}</source>
        <translation>{die}-noppa: pelaa {card}</translation>
    </message>
    <message>
        <source>Use {die} die: Strider hides the Fellowship</source>
        <translation>{die}-noppa: Konkari piilottaa Saattueen</translation>
    </message>
    <message>
        <source>Use Will of the West: crown Aragorn in {region}</source>
        <translation>Lännen tahto: kruunaa Aragorn, alue {region}</translation>
    </message>
    <message>
        <source>Use Will of the West: Gandalf the White enters in {region}</source>
        <translation>Lännen tahto: Valkoinen Gandalf saapuu, alue {region}</translation>
    </message>
    <message>
        <source>Use {die} die: {character} advances {nation} on the political track</source>
        <translation>{die}-noppa: {character} vie kansaa {nation} eteenpäin poliittisella radalla</translation>
    </message>
    <message>
        <source>The {side} player passes.</source>
        <translation>Pelaaja ({side}) passaa.</translation>
    </message>
    <message>
        <source>The {side} player discards {a_die} without effect.</source>
        <translation>Pelaaja ({side}) hylkää ilman vaikutusta: {a_die}.</translation>
    </message>
    <message>
        <source>The {side} player uses an Elven ring: {a_die} becomes {t}.</source>
        <translation>Pelaaja ({side}) käyttää haltiasormusta: {a_die} muuttuu tulokseksi {t}.</translation>
    </message>
    <message>
        <source>The Eye goes to the hunt box ({n} Shadow dice there).</source>
        <translation>Silmä menee ajojahtiruutuun (Varjon noppia siellä: {n}).</translation>
    </message>
    <message>
        <source>The {side} player plays {card} ({why}).</source>
        <translation>Pelaaja ({side}) pelaa kortin {card} ({why}).</translation>
    </message>
    <message>
        <source>Gandalf the Grey guides the Fellowship: draw a Character event card.</source>
        <translation>Harmaa Gandalf opastaa Saattuetta: nosta hahmo-tapahtumakortti.</translation>
    </message>
    <message>
        <source>The army&apos;s composition is not readable.</source>
        <translation>Armeijan kokoonpanoa ei voi lukea.</translation>
    </message>
    <message>
        <source>There are not that many figures of that nation in the army.</source>
        <translation>Armeijassa ei ole niin monta tämän kansan nappulaa.</translation>
    </message>
    <message>
        <source>An army moves with at least one regular or elite unit.</source>
        <translation>Armeija liikkuu vähintään yhden perus- tai eliittiyksikön kanssa.</translation>
    </message>
    <message>
        <source>You have no unused die of that face.</source>
        <translation>Sinulla ei ole käyttämätöntä noppaa, jossa on tämä tulos.</translation>
    </message>
    <message>
        <source>That die does not move armies.</source>
        <translation>Tällä nopalla ei siirretä armeijoita.</translation>
    </message>
    <message>
        <source>This is not the moment for a second army move.</source>
        <translation>Nyt ei ole toisen armeijan siirron aika.</translation>
    </message>
    <message>
        <source>You have no army there that may move.</source>
        <translation>Sinulla ei ole siellä armeijaa, joka saa liikkua.</translation>
    </message>
    <message>
        <source>The Character die moves an army only with a leader or character in it.</source>
        <translation>Hahmonoppa siirtää armeijaa vain, jos siinä on johtaja tai hahmo.</translation>
    </message>
    <message>
        <source>Leaders cannot stay behind without army units.</source>
        <translation>Johtajat eivät voi jäädä jälkeen ilman armeijan yksiköitä.</translation>
    </message>
    <message>
        <source>Choose a region of the map to move to.</source>
        <translation>Valitse kartalta alue, jolle siirryt.</translation>
    </message>
    <message>
        <source>That die does not attack.</source>
        <translation>Tällä nopalla ei hyökätä.</translation>
    </message>
    <message>
        <source>You have no army there that may attack.</source>
        <translation>Sinulla ei ole siellä armeijaa, joka saa hyökätä.</translation>
    </message>
    <message>
        <source>There is no enemy army to attack there from that region.</source>
        <translation>Tältä alueelta ei voi hyökätä sinne: siellä ei ole vihollisarmeijaa.</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) not at war: (its|their) units cannot attack.</source>
        <translation>
            <numerusform>{nation} ei ole sodassa: sen yksiköt eivät voi hyökätä.</numerusform>
            <numerusform>{nation} eivät ole sodassa: niiden yksiköt eivät voi hyökätä.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Character die attacks only with a leader or character in the attacking army.</source>
        <translation>Hahmonopalla hyökätään vain, jos hyökkäävässä armeijassa on johtaja tai hahmo.</translation>
    </message>
    <message>
        <source>There is no victory to follow up now.</source>
        <translation>Nyt ei ole voittoa, jota jatkaa.</translation>
    </message>
    <message>
        <source>Only figures that fought in the battle may advance.</source>
        <translation>Vain taisteluun osallistuneet nappulat saavat edetä.</translation>
    </message>
    <message>
        <source>An army advances with at least one regular or elite unit.</source>
        <translation>Armeija etenee vähintään yhden perus- tai eliittiyksikön kanssa.</translation>
    </message>
    <message>
        <source>That part of the army cannot advance into {region}.</source>
        <translation>Tämä osa armeijasta ei voi edetä alueelle {region}.</translation>
    </message>
    <message>
        <source>{frm} and {to} are not adjacent (or the border between them is impassable).</source>
        <translation>{frm} ja {to} eivät ole vierekkäin (tai niiden välinen raja on läpäisemätön).</translation>
    </message>
    <message>
        <source>Enemy units hold {region}: attack them instead of moving in.</source>
        <translation>Vihollisen yksiköt pitävät aluetta {region}: hyökkää niiden kimppuun sen sijaan, että siirtyisit sinne.</translation>
    </message>
    <message>
        <source>At most 10 army units may stand in {region}.</source>
        <translation>Alueella {region} voi olla enintään 10 armeijan yksikköä.</translation>
    </message>
    <message numerus="yes">
        <source>The {adj} units in {frm} retreated into the lands of {host} while {nation} (is|are) not at war: the next time they move they must leave those lands, and {to} is one of them.</source>
        <translation>
            <numerusform>{adj} yksiköt alueella {frm} vetäytyivät kansan {host} maille, vaikka {nation} ei ole sodassa: seuraavalla siirrollaan niiden on poistuttava noilta mailta, ja {to} kuuluu niihin.</numerusform>
            <numerusform>{adj} yksiköt alueella {frm} vetäytyivät kansan {host} maille, vaikka {nation} eivät ole sodassa: seuraavalla siirrollaan niiden on poistuttava noilta mailta, ja {to} kuuluu niihin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) not at war: (its|their) units cannot enter the lands of {host} ({to}).</source>
        <translation>
            <numerusform>{nation} ei ole sodassa: sen yksiköt eivät voi tulla kansan {host} maille ({to}).</numerusform>
            <numerusform>{nation} eivät ole sodassa: niiden yksiköt eivät voi tulla kansan {host} maille ({to}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {die} die: move {what} {frm} → {to}</source>
        <translation>{die}-noppa: siirrä {what} {frm} → {to}</translation>
    </message>
    <message>
        <source>Move a second army: {what} {frm} → {to}</source>
        <translation>Siirrä toinen armeija: {what} {frm} → {to}</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl</source>
        <comment>figures</comment>
        <translation>
            <numerusform>%n Nazgûl</numerusform>
            <numerusform>%n Nazgûlia</numerusform>
        </translation>
    </message>
    <message>
        <source>the army</source>
        <translation>armeija</translation>
    </message>
    <message>
        <source>Use {die} die: attack the besieged stronghold of {region}</source>
        <translation>{die}-noppa: hyökkää piiritettyyn linnakkeeseen, alue {region}</translation>
    </message>
    <message>
        <source>Use {die} die: attack the besieged stronghold of {region} ({nations} only)</source>
        <translation>{die}-noppa: hyökkää piiritettyyn linnakkeeseen, alue {region} (vain {nations})</translation>
    </message>
    <message>
        <source>the besiegers of {region}</source>
        <translation>alueen {region} piirittäjät</translation>
    </message>
    <message>
        <source>Use {die} die: attack {target} from {frm}</source>
        <translation>{die}-noppa: hyökkää alueelta {frm}, kohde: {target}</translation>
    </message>
    <message>
        <source>Use {die} die: attack {target} from {frm} ({nations} only)</source>
        <translation>{die}-noppa: hyökkää alueelta {frm} (vain {nations}), kohde: {target}</translation>
    </message>
    <message>
        <source>Use {die} die: sortie from {region} against the besiegers</source>
        <translation>{die}-noppa: uloshyökkäys alueelta {region} piirittäjiä vastaan</translation>
    </message>
    <message>
        <source>Move no second army</source>
        <translation>Älä siirrä toista armeijaa</translation>
    </message>
    <message>
        <source>Nazgûl</source>
        <comment>figures</comment>
        <translation>Nazgûlit</translation>
    </message>
    <message>
        <source>{figures} with {others}</source>
        <translation>{figures} sekä {others}</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) activated: enemy armies entered {r}.</source>
        <translation>
            <numerusform>{nation} muuttuu aktiiviseksi: vihollisarmeijat tulivat alueelle {r}.</numerusform>
            <numerusform>{nation} muuttuvat aktiivisiksi: vihollisarmeijat tulivat alueelle {r}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orthanc falls: Saruman is eliminated.</source>
        <translation>Orthanc kaatuu: Saruman poistetaan pelistä.</translation>
    </message>
    <message>
        <source>The {side} take control of {r}.</source>
        <translation>{r} siirtyy puolen {side} hallintaan.</translation>
    </message>
    <message>
        <source>The {side} takes control of {r}.</source>
        <translation>{r} siirtyy puolen {side} hallintaan.</translation>
    </message>
    <message>
        <source>{region} was captured</source>
        <translation>{region} vallattiin</translation>
    </message>
    <message>
        <source>The {side} move {desc} from {frm} to {to}.</source>
        <translation>Puoli {side} siirtää: {desc}, {frm} → {to}.</translation>
    </message>
    <message>
        <source>The {side} moves {desc} from {frm} to {to}.</source>
        <translation>Puoli {side} siirtää: {desc}, {frm} → {to}.</translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} leader(s) alone in {r} (is|are) lost.</source>
        <translation>
            <numerusform>%n {nation} johtaja yksin alueella {r} menetetään.</numerusform>
            <numerusform>%n {nation} johtajaa yksin alueella {r} menetetään.</numerusform>
        </translation>
    </message>
    <message>
        <source>first round against a city</source>
        <translation>ensimmäinen kierros kaupunkia vastaan</translation>
    </message>
    <message>
        <source>first round against a stronghold</source>
        <translation>ensimmäinen kierros linnaketta vastaan</translation>
    </message>
    <message>
        <source>first round against a fortification</source>
        <translation>ensimmäinen kierros varustusta vastaan</translation>
    </message>
    <message>
        <source>field</source>
        <comment>battle kind</comment>
        <translation>kenttätaistelu</translation>
    </message>
    <message>
        <source>siege</source>
        <comment>battle kind</comment>
        <translation>piiritys</translation>
    </message>
    <message>
        <source>sortie</source>
        <comment>battle kind</comment>
        <translation>uloshyökkäys</translation>
    </message>
    <message>
        <source>Reduce an elite to a regular to fight another siege round</source>
        <translation>Alenna eliittiyksikkö perusyksiköksi ja taistele uusi piirityskierros</translation>
    </message>
    <message>
        <source>End the siege battle</source>
        <translation>Lopeta piiritystaistelu</translation>
    </message>
    <message>
        <source>Continue the battle</source>
        <translation>Jatka taistelua</translation>
    </message>
    <message>
        <source>Stop attacking</source>
        <translation>Lopeta hyökkäys</translation>
    </message>
    <message>
        <source>Stand and fight another round</source>
        <translation>Pidä asemat ja taistele uusi kierros</translation>
    </message>
    <message>
        <source>Retreat into the stronghold of {region} (at most 5 units)</source>
        <translation>Vetäydy linnakkeeseen, alue {region} (enintään 5 yksikköä)</translation>
    </message>
    <message>
        <source>Retreat to {region}</source>
        <translation>Vetäydy alueelle {region}</translation>
    </message>
    <message>
        <source>Stay in {region}</source>
        <translation>Jää alueelle {region}</translation>
    </message>
    <message>
        <source>Advance into {region}</source>
        <translation>Etene alueelle {region}</translation>
    </message>
    <message>
        <source>The Free Peoples attack the stronghold of {to} from {frm}.</source>
        <translation>Vapaat kansat hyökkäävät alueelta {frm} linnakkeeseen, alue {to}.</translation>
    </message>
    <message>
        <source>The Free Peoples attack {to} from {frm}.</source>
        <translation>Vapaat kansat hyökkäävät alueelta {frm} alueelle {to}.</translation>
    </message>
    <message>
        <source>The Shadow attacks the stronghold of {to} from {frm}.</source>
        <translation>Varjo hyökkää alueelta {frm} linnakkeeseen, alue {to}.</translation>
    </message>
    <message>
        <source>The Shadow attacks {to} from {frm}.</source>
        <translation>Varjo hyökkää alueelta {frm} alueelle {to}.</translation>
    </message>
    <message>
        <source>The besieged {side} army sorties in {r}.</source>
        <translation>Piiritetty armeija ({side}) tekee uloshyökkäyksen, alue {r}.</translation>
    </message>
    <message>
        <source>its army was attacked</source>
        <translation>sen armeijaan hyökättiin</translation>
    </message>
    <message>
        <source>a Free Peoples nation advanced after an attack</source>
        <translation>Vapaiden kansojen kansa eteni hyökkäyksen jälkeen</translation>
    </message>
    <message>
        <source>The attacking army is destroyed.</source>
        <translation>Hyökkäävä armeija tuhoutuu.</translation>
    </message>
    <message>
        <source>The siege of {r} is lifted.</source>
        <translation>Piiritys puretaan, alue {r}.</translation>
    </message>
    <message>
        <source>No besiegers are left at {r}: the siege is lifted.</source>
        <translation>Alueella {r} ei ole enää piirittäjiä: piiritys puretaan.</translation>
    </message>
    <message>
        <source>The stronghold of {r} falls.</source>
        <translation>Linnake kaatuu, alue {r}.</translation>
    </message>
    <message>
        <source>The besiegers of {r} are destroyed: the siege is lifted.</source>
        <translation>Piirittäjät tuhoutuvat, alue {r}: piiritys puretaan.</translation>
    </message>
    <message>
        <source>The defenders of {r} are destroyed.</source>
        <translation>Puolustajat tuhoutuvat, alue {r}.</translation>
    </message>
    <message>
        <source>Play no combat card</source>
        <translation>Älä pelaa taistelukorttia</translation>
    </message>
    <message>
        <source>Play the combat card {combat_card} ({card})</source>
        <translation>Pelaa taistelukortti {combat_card} ({card})</translation>
    </message>
    <message>
        <source>The {side} player plays a combat card face down.</source>
        <translation>Pelaaja ({side}) pelaa taistelukortin kuvapuoli alaspäin.</translation>
    </message>
    <message>
        <source>the defenders are in a stronghold under siege</source>
        <translation>puolustajat ovat piiritetyssä linnakkeessa</translation>
    </message>
    <message numerus="yes">
        <source>{side} (attacker): hits on {need}+, %n leader re-roll(s)</source>
        <translation>
            <numerusform>{side} (hyökkääjä): osuma tuloksella {need}+, %n johtajan uusintaheitto</numerusform>
            <numerusform>{side} (hyökkääjä): osuma tuloksella {need}+, %n johtajan uusintaheittoa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} (defender): hits on {need}+, %n leader re-roll(s)</source>
        <translation>
            <numerusform>{side} (puolustaja): osuma tuloksella {need}+, %n johtajan uusintaheitto</numerusform>
            <numerusform>{side} (puolustaja): osuma tuloksella {need}+, %n johtajan uusintaheittoa</numerusform>
        </translation>
    </message>
    <message>
        <source>attacker {need}+ ({why})</source>
        <translation>hyökkääjä {need}+ ({why})</translation>
    </message>
    <message>
        <source>5+ for both</source>
        <translation>5+ molemmille</translation>
    </message>
    <message numerus="yes">
        <source>attacker %n hit(s), defender {defender}</source>
        <translation>
            <numerusform>hyökkääjä %n osuma, puolustaja {defender}</numerusform>
            <numerusform>hyökkääjä %n osumaa, puolustaja {defender}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n osuma</numerusform>
            <numerusform>%n osumaa</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle for {region}, round {round} ({kind})</source>
        <translation>Taistelu: {region}, kierros {round} ({kind})</translation>
    </message>
    <message>
        <source>Each hit removes a regular or reduces an elite; two hits may remove an elite.</source>
        <translation>Jokainen osuma poistaa perusyksikön tai alentaa eliittiyksikön; kaksi osumaa voi poistaa eliittiyksikön.</translation>
    </message>
    <message>
        <source>Battle round {n} at {r}: {res}.</source>
        <translation>Taistelukierros {n}, alue {r}: {res}.</translation>
    </message>
    <message>
        <source>The attacker fights on.</source>
        <translation>Hyökkääjä jatkaa taistelua.</translation>
    </message>
    <message>
        <source>The besiegers reduce an elite to press the siege for another round.</source>
        <translation>Piirittäjät alentavat eliittiyksikön jatkaakseen piiritystä vielä kierroksen.</translation>
    </message>
    <message>
        <source>The battle ends.</source>
        <translation>Taistelu päättyy.</translation>
    </message>
    <message>
        <source>The defenders ({desc}) retreat to {r}.</source>
        <translation>Puolustajat ({desc}) vetäytyvät alueelle {r}.</translation>
    </message>
    <message>
        <source>The besiegers of {r} withdraw: the siege is lifted.</source>
        <translation>Piirittäjät vetäytyvät, alue {r}: piiritys puretaan.</translation>
    </message>
    <message>
        <source>{who} falls with the army in {r}.</source>
        <translation>{who} kaatuu armeijan mukana, alue {r}.</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl with the destroyed army in {r} (returns|return) to the Shadow&apos;s reserve.</source>
        <translation>
            <numerusform>%n Nazgûl tuhoutuneen armeijan mukana (alue {r}) palaa Varjon reserviin.</numerusform>
            <numerusform>%n Nazgûlia tuhoutuneen armeijan mukana (alue {r}) palaa Varjon reserviin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gandalf the White gives up his leadership to cancel the Nazgûl&apos;s leadership in this battle</source>
        <translation>Valkoinen Gandalf luopuu johtajuudestaan kumotakseen Nazgûlin johtajuuden tässä taistelussa</translation>
    </message>
    <message>
        <source>Keep Gandalf the White&apos;s leadership</source>
        <translation>Säilytä Valkoisen Gandalfin johtajuus</translation>
    </message>
    <message>
        <source>The White Rider: Gandalf the White forgoes his leadership; the Nazgûl lead no one in this battle.</source>
        <translation>Valkoinen ratsastaja: Valkoinen Gandalf luopuu johtajuudestaan; Nazgûlit eivät johda ketään tässä taistelussa.</translation>
    </message>
    <message>
        <source>The victors ({desc}) advance into {r}.</source>
        <translation>Voittajat ({desc}) etenevät alueelle {r}.</translation>
    </message>
    <message>
        <source>It needs a companion in the battle.</source>
        <translation>Se vaatii taisteluun toverin.</translation>
    </message>
    <message>
        <source>It needs a Free Peoples leader or a companion in the battle.</source>
        <translation>Se vaatii taisteluun Vapaiden kansojen johtajan tai toverin.</translation>
    </message>
    <message>
        <source>It needs the defending army to stand in the Fellowship&apos;s region.</source>
        <translation>Se vaatii, että puolustava armeija on Saattueen alueella.</translation>
    </message>
    <message>
        <source>It needs the defending army in a Rohan region, Fangorn or Orthanc.</source>
        <translation>Se vaatii puolustavan armeijan Rohanin alueelle, Fangorniin tai Orthanciin.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Free Peoples die of the combat roll and the re-roll (the Fellowship is in the defenders&apos; region).</source>
        <translation>{combat}: +1 jokaiseen Vapaiden kansojen taisteluheiton ja uusintaheiton noppaan (Saattue on puolustajien alueella).</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: {who} gives up {lead} leadership; %n missed (die|dice) turned into hits before the re-roll.</source>
        <translation>
            <numerusform>{combat}: {who} luopuu johtajuudestaan ({lead}); %n ohi mennyt noppa muutetaan osumaksi ennen uusintaheittoa.</numerusform>
            <numerusform>{combat}: {who} luopuu johtajuudestaan ({lead}); %n ohi mennyttä noppaa muutetaan osumiksi ennen uusintaheittoa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the Shadow rolls %n (die|dice) fewer (at least one).</source>
        <translation>
            <numerusform>{combat}: Varjo heittää %n nopan vähemmän (kuitenkin vähintään yhden).</numerusform>
            <numerusform>{combat}: Varjo heittää %n noppaa vähemmän (kuitenkin vähintään yhden).</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: the companions give up {lead} leadership; the Shadow&apos;s {other} is cancelled.</source>
        <translation>{combat}: toverit luopuvat johtajuudestaan ({lead}); Varjon taistelukortti {other} kumotaan.</translation>
    </message>
    <message>
        <source>{combat}: the companions give up {lead} leadership; the Shadow played no combat card.</source>
        <translation>{combat}: toverit luopuvat johtajuudestaan ({lead}); Varjo ei pelannut taistelukorttia.</translation>
    </message>
    <message>
        <source>{combat}: no leadership, no extra attack.</source>
        <translation>{combat}: ei johtajuutta, ei lisähyökkäystä.</translation>
    </message>
    <message>
        <source>an extra attack with the leadership before the combat roll</source>
        <translation>lisähyökkäys johtajuudella ennen taisteluheittoa</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Shadow army at once.</source>
        <translation>
            <numerusform>%n osuma Varjon armeijaan heti.</numerusform>
            <numerusform>%n osumaa Varjon armeijaan heti.</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: eliminate a leader to cancel 1 hit</source>
        <translation>{combat}: poista johtaja pelistä ja kumoa 1 osuma</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: eliminate {name} to cancel %n hit(s)</source>
        <translation>
            <numerusform>{combat}: poista {name} pelistä ja kumoa %n osuma</numerusform>
            <numerusform>{combat}: poista {name} pelistä ja kumoa %n osumaa</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: eliminate no one</source>
        <translation>{combat}: älä poista ketään</translation>
    </message>
    <message>
        <source>{combat}: {a_leader} falls; one hit is cancelled.</source>
        <translation>{combat}: {a_leader} kaatuu; yksi osuma kumotaan.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: %n hit(s) cancelled.</source>
        <translation>
            <numerusform>{combat}: %n osuma kumottu.</numerusform>
            <numerusform>{combat}: %n osumaa kumottu.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} lies on the table: after a hunt tile is drawn, the Free Peoples may discard it to draw another tile instead.</source>
        <translation>{card} jää pöydälle: kun ajojahtilaatta on nostettu, Vapaat kansat voivat poistaa kortin ja nostaa sen sijaan toisen laatan.</translation>
    </message>
    <message>
        <source>{card}: a second tile is drawn and counts instead; the first goes back to the pool.</source>
        <translation>{card}: nostetaan toinen laatta, joka lasketaan ensimmäisen sijaan; ensimmäinen palaa pussiin.</translation>
    </message>
    <message>
        <source>It needs a hobbit in the battle.</source>
        <translation>Se vaatii taisteluun hobitin.</translation>
    </message>
    <message>
        <source>{combat}: no re-roll hit or no minion in the battle; no effect.</source>
        <translation>{combat}: uusintaheitossa ei ole osumaa tai taistelussa ei ole kätyriä; ei vaikutusta.</translation>
    </message>
    <message>
        <source>{combat}: spend a re-roll hit to eliminate {name}</source>
        <translation>{combat}: käytä uusintaheiton osuma ja poista {name} pelistä</translation>
    </message>
    <message>
        <source>{combat}: keep the hit</source>
        <translation>{combat}: pidä osuma</translation>
    </message>
    <message>
        <source>It needs {name} in the Fellowship.</source>
        <translation>Se vaatii, että {name} on Saattueessa.</translation>
    </message>
    <message>
        <source>It needs {a} or {b} in the Fellowship.</source>
        <translation>Se vaatii, että {a} tai {b} on Saattueessa.</translation>
    </message>
    <message>
        <source>{card} lies on the table: after a hunt tile is drawn, it may be discarded for one less hunt damage.</source>
        <translation>{card} jää pöydälle: kun ajojahtilaatta on nostettu, kortin voi poistaa ja vähentää ajojahdin vahinkoa yhdellä.</translation>
    </message>
    <message>
        <source>{card}: one hunt damage less (now {d}).</source>
        <translation>{card}: ajojahdin vahinko vähenee yhdellä (nyt {d}).</translation>
    </message>
    <message>
        <source>{name} left the Fellowship</source>
        <translation>{name} jätti Saattueen</translation>
    </message>
    <message>
        <source>{a} and {b} left the Fellowship</source>
        <translation>{a} ja {b} jättivät Saattueen</translation>
    </message>
    <message>
        <source>{card} lies on the table: it may be discarded to stop a hunt tile from being drawn.</source>
        <translation>{card} jää pöydälle: kortin voi poistaa, jolloin ajojahtilaattaa ei nosteta.</translation>
    </message>
    <message>
        <source>{card}: the Shadow draws no hunt tile this time.</source>
        <translation>{card}: Varjo ei nosta ajojahtilaattaa tällä kertaa.</translation>
    </message>
    <message>
        <source>It needs Gandalf in the battle.</source>
        <translation>Se vaatii taisteluun Gandalfin.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Free Peoples die of the combat roll (Gandalf is in the battle).</source>
        <translation>{combat}: +1 jokaiseen Vapaiden kansojen taisteluheiton noppaan (Gandalf on taistelussa).</translation>
    </message>
    <message>
        <source>heal the Ring-bearer (Strider guides: 3+)</source>
        <translation>Sormuksen viejän turmeluksen vähentäminen (Konkari opastaa: 3+)</translation>
    </message>
    <message>
        <source>heal the Ring-bearer</source>
        <translation>Sormuksen viejän turmeluksen vähentäminen</translation>
    </message>
    <message numerus="yes">
        <source>%n corruption healed.</source>
        <translation>
            <numerusform>Turmelus vähenee: −%n.</numerusform>
            <numerusform>Turmelus vähenee: −%n.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn in the battle.</source>
        <translation>Se vaatii taisteluun Konkarin tai Aragornin.</translation>
    </message>
    <message>
        <source>Gollum leads on: move the Fellowship (no die joins the hunt box)</source>
        <translation>Klonkku opastaa: siirrä Saattuetta (noppaa ei lisätä ajojahtiruutuun)</translation>
    </message>
    <message>
        <source>Gollum leads on: hide the Fellowship</source>
        <translation>Klonkku opastaa: piilota Saattue</translation>
    </message>
    <message>
        <source>Leave the Fellowship where it is</source>
        <translation>Jätä Saattue paikalleen</translation>
    </message>
    <message>
        <source>Companions leave the Fellowship</source>
        <translation>Toverit jättävät Saattueen</translation>
    </message>
    <message>
        <source>Companions in {region} move</source>
        <translation>Toverit alueella {region} siirtyvät</translation>
    </message>
    <message>
        <source>{card}: no companion can leave the Fellowship or move; no effect.</source>
        <translation>{card}: yksikään toveri ei voi erota Saattueesta eikä liikkua; ei vaikutusta.</translation>
    </message>
    <message>
        <source>Add {name} to the group</source>
        <translation>Lisää {name} ryhmään</translation>
    </message>
    <message>
        <source>The group is {names}: choose where it goes</source>
        <translation>Ryhmä: {names}; valitse, minne se menee</translation>
    </message>
    <message numerus="yes">
        <source>{card}: on the Mordor track {names} cannot leave: (he|they) (is|are) lost.</source>
        <translation>
            <numerusform>{card}: Mordorin radalla {names} ei voi erota Saattueesta: hän katoaa.</numerusform>
            <numerusform>{card}: Mordorin radalla {names} eivät voi erota Saattueesta: he katoavat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {names} (has|have) nowhere to go.</source>
        <translation>
            <numerusform>{card}: {names} ei voi mennä minnekään.</numerusform>
            <numerusform>{card}: {names} eivät voi mennä minnekään.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} (goes|go) to {region}</source>
        <translation>
            <numerusform>{names} menee alueelle {region}</numerusform>
            <numerusform>{names} menevät alueelle {region}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {names} (leaves|leave) the Fellowship for {r}.</source>
        <translation>
            <numerusform>{card}: {names} jättää Saattueen ja menee alueelle {r}.</numerusform>
            <numerusform>{card}: {names} jättävät Saattueen ja menevät alueelle {r}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {names} (moves|move) from {frm} to {r}.</source>
        <translation>
            <numerusform>{card}: {names} siirtyy alueelta {frm} alueelle {r}.</numerusform>
            <numerusform>{card}: {names} siirtyvät alueelta {frm} alueelle {r}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs at least one companion in the Fellowship.</source>
        <translation>Se vaatii Saattueeseen vähintään yhden toverin.</translation>
    </message>
    <message>
        <source>{card}: {gimli} or {legolas} stands in {dale}, {erebor} or {woodland}.</source>
        <translation>{card}: {gimli} tai {legolas} on alueella {dale}, {erebor} tai {woodland}.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {nation} (becomes|become) active.</source>
        <translation>
            <numerusform>{card}: {nation} muuttuu aktiiviseksi.</numerusform>
            <numerusform>{card}: {nation} muuttuvat aktiivisiksi.</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: eliminate a Nazgûl</source>
        <translation>{combat}: poista Nazgûl pelistä</translation>
    </message>
    <message>
        <source>{combat}: eliminate {name} instead</source>
        <translation>{combat}: poista sen sijaan {name} pelistä</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the re-roll scored %n hit(s): nothing more falls.</source>
        <translation>
            <numerusform>{combat}: uusintaheitto tuotti %n osuman: enempää ei kaadu.</numerusform>
            <numerusform>{combat}: uusintaheitto tuotti %n osumaa: enempää ei kaadu.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: an unused Character die becomes a Will of the West.</source>
        <translation>{card}: käyttämätön Hahmonoppa muuttuu Lännen tahdoksi.</translation>
    </message>
    <message>
        <source>{card}: no unused Character die to change.</source>
        <translation>{card}: ei käyttämätöntä Hahmonoppaa muutettavaksi.</translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn with a Free Peoples army in a Gondor or Rohan region.</source>
        <translation>Se vaatii Konkarin tai Aragornin Vapaiden kansojen armeijan kanssa Gondorin tai Rohanin alueelle.</translation>
    </message>
    <message>
        <source>Eye</source>
        <comment>hunt tile</comment>
        <translation>Silmä</translation>
    </message>
    <message>
        <source>die</source>
        <comment>hunt tile</comment>
        <translation>noppa</translation>
    </message>
    <message>
        <source>no tile</source>
        <translation>ei laattaa</translation>
    </message>
    <message>
        <source>Three Eyes: the tiles go back and the king falls.</source>
        <translation>Kolme Silmää: laatat palautetaan, ja kuningas kaatuu.</translation>
    </message>
    <message>
        <source>{card}: tiles drawn: {desc}. {cons}</source>
        <translation>{card}: nostetut laatat: {desc}. {cons}</translation>
    </message>
    <message>
        <source>{card}: draw three hunt tiles</source>
        <translation>{card}: kolmen ajojahtilaatan nosto</translation>
    </message>
    <message>
        <source>hunt pool</source>
        <translation>ajojahtipussi</translation>
    </message>
    <message>
        <source>no Eye among them is best</source>
        <translation>paras, jos joukossa ei ole Silmää</translation>
    </message>
    <message numerus="yes">
        <source>%n Eye tile(s) (leaves|leave) the game for good; the others go back.</source>
        <translation>
            <numerusform>%n Silmä-laatta poistuu pelistä lopullisesti; muut palautetaan.</numerusform>
            <numerusform>%n Silmä-laattaa poistuu pelistä lopullisesti; muut palautetaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>No Eye: every tile goes back.</source>
        <translation>Ei Silmää: kaikki laatat palautetaan.</translation>
    </message>
    <message>
        <source>Eyes are removed unless all three are Eyes</source>
        <translation>Silmät poistetaan, paitsi jos kaikki kolme ovat Silmiä</translation>
    </message>
    <message>
        <source>It needs a Free Peoples army with a companion in or next to a Shadow army with Nazgûl.</source>
        <translation>Se vaatii Vapaiden kansojen armeijan, jossa on toveri, samalla tai viereisellä alueella kuin Varjon armeija, jossa on Nazgûleja.</translation>
    </message>
    <message>
        <source>The Eagles strike the Nazgûl in {region}</source>
        <translation>Kotkat iskevät Nazgûlien kimppuun alueella {region}</translation>
    </message>
    <message>
        <source>a die for each Nazgûl in {region}</source>
        <translation>noppa jokaisesta Nazgûlista alueella {region}</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl eliminated; the others flee to a Sauron stronghold.</source>
        <translation>
            <numerusform>%n Nazgûl poistettu pelistä; muut pakenevat Sauronin linnakkeeseen.</numerusform>
            <numerusform>%n Nazgûlia poistettu pelistä; muut pakenevat Sauronin linnakkeeseen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The surviving Nazgûl fly to {region}</source>
        <translation>Eloonjääneet Nazgûlit lentävät alueelle {region}</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n Nazgûl fly from {frm} to {to}.</source>
        <translation>
            <numerusform>{card}: %n Nazgûl lentää alueelta {frm} alueelle {to}.</numerusform>
            <numerusform>{card}: %n Nazgûlia lentää alueelta {frm} alueelle {to}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Gandalf the White in play and a companion in Fangorn.</source>
        <translation>Se vaatii, että Valkoinen Gandalf on pelissä ja toveri Fangornissa.</translation>
    </message>
    <message>
        <source>the Ents march on {region}</source>
        <translation>entit marssivat alueelle {region}</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Shadow in {region}.</source>
        <translation>
            <numerusform>%n osuma Varjolle alueella {region}.</numerusform>
            <numerusform>%n osumaa Varjolle alueella {region}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Also play {card} without an action die</source>
        <translation>Pelaa myös kortti {card} ilman toimintanoppaa</translation>
    </message>
    <message>
        <source>Play no other card</source>
        <translation>Älä pelaa muuta korttia</translation>
    </message>
    <message>
        <source>{combat}: +2 to each Free Peoples die of the combat roll.</source>
        <translation>{combat}: +2 jokaiseen Vapaiden kansojen taisteluheiton noppaan.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow rolls at most two dice.</source>
        <translation>{combat}: Varjo heittää enintään kaksi noppaa.</translation>
    </message>
    <message>
        <source>{combat}: no hit, no help from the wood.</source>
        <translation>{combat}: ei osumaa, ei apua metsästä.</translation>
    </message>
    <message>
        <source>{combat}: two more hits on the Shadow (now {n}).</source>
        <translation>{combat}: kaksi osumaa lisää Varjolle (nyt {n}).</translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn in a Rohan region.</source>
        <translation>Se vaatii Konkarin tai Aragornin Rohanin alueelle.</translation>
    </message>
    <message>
        <source>{name} rides the Paths of the Dead to {region}</source>
        <translation>{name} ratsastaa Kuolleiden kulkuteitä pitkin alueelle {region}</translation>
    </message>
    <message>
        <source>{name} and the companions with him ride to {region}</source>
        <translation>{name} ja hänen kanssaan olevat toverit ratsastavat alueelle {region}</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {who} (goes|go) to {r}.</source>
        <translation>
            <numerusform>{card}: {who} menee alueelle {r}.</numerusform>
            <numerusform>{card}: {who} menevät alueelle {r}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead Men die</source>
        <translation>Kuolleiden noppa</translation>
    </message>
    <message numerus="yes">
        <source>The Shadow army takes %n hit(s) and must retreat.</source>
        <translation>
            <numerusform>Varjon armeija saa %n osuman, ja sen on vetäydyttävä.</numerusform>
            <numerusform>Varjon armeija saa %n osumaa, ja sen on vetäydyttävä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: the Dead strike: %n hit(s).</source>
        <translation>
            <numerusform>{card}: Kuolleet iskevät: %n osuma.</numerusform>
            <numerusform>{card}: Kuolleet iskevät: %n osumaa.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: hits on the Shadow army in {region}</source>
        <translation>{card}: osumat Varjon armeijaan alueella {region}</translation>
    </message>
    <message>
        <source>the die is the number of hits</source>
        <translation>noppa on osumien määrä</translation>
    </message>
    <message>
        <source>{card}: the Shadow army in {r} cannot retreat and is destroyed.</source>
        <translation>{card}: Varjon armeija alueella {r} ei voi vetäytyä ja tuhoutuu.</translation>
    </message>
    <message>
        <source>The Shadow army retreats from {frm} to {to}</source>
        <translation>Varjon armeija vetäytyy alueelta {frm} alueelle {to}</translation>
    </message>
    <message>
        <source>{card}: the Shadow army ({desc}) retreats to {r}.</source>
        <translation>{card}: Varjon armeija ({desc}) vetäytyy alueelle {r}.</translation>
    </message>
    <message numerus="yes">
        <source>Recruit %n Gondor regular(s) in {region}</source>
        <translation>
            <numerusform>Värvää %n Gondorin perusyksikkö alueelle {region}</numerusform>
            <numerusform>Värvää %n Gondorin perusyksikköä alueelle {region}</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit no Gondor regulars</source>
        <translation>Älä värvää Gondorin perusyksiköitä</translation>
    </message>
    <message>
        <source>{card}: no Gondor regulars are recruited in {r}.</source>
        <translation>{card}: alueelle {r} ei värvätä Gondorin perusyksiköitä.</translation>
    </message>
    <message>
        <source>It needs Boromir in a Gondor region.</source>
        <translation>Se vaatii Boromirin Gondorin alueelle.</translation>
    </message>
    <message>
        <source>Recruit a Gondor regular with Boromir</source>
        <translation>Värvää Gondorin perusyksikkö Boromirin luo</translation>
    </message>
    <message>
        <source>Recruit a Gondor elite with Boromir</source>
        <translation>Värvää Gondorin eliittiyksikkö Boromirin luo</translation>
    </message>
    <message>
        <source>{card}: no Gondor unit is left to recruit.</source>
        <translation>{card}: Gondorin yksiköitä ei ole enää jäljellä värvättäväksi.</translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn with a Free Peoples army.</source>
        <translation>Se vaatii Konkarin tai Aragornin Vapaiden kansojen armeijan kanssa.</translation>
    </message>
    <message>
        <source>{card}: no regular there can become an elite.</source>
        <translation>{card}: siellä yksikään perusyksikkö ei voi muuttua eliittiyksiköksi.</translation>
    </message>
    <message>
        <source>An {nation} regular becomes an elite</source>
        <translation>{nation} perusyksikkö muuttuu eliittiyksiköksi</translation>
    </message>
    <message>
        <source>A {nation} regular becomes an elite</source>
        <translation>{nation} perusyksikkö muuttuu eliittiyksiköksi</translation>
    </message>
    <message>
        <source>{card}: {a_regular} in {r} is replaced by an elite.</source>
        <translation>{card}: {a_regular} alueella {r} vaihdetaan eliittiyksikköön.</translation>
    </message>
    <message>
        <source>It needs Gondor active.</source>
        <translation>Se vaatii, että Gondor on aktiivinen.</translation>
    </message>
    <message>
        <source>It needs a Free Peoples elite unit in the battle.</source>
        <translation>Se vaatii taisteluun Vapaiden kansojen eliittiyksikön.</translation>
    </message>
    <message>
        <source>It needs the defending army inside a Free Peoples nation.</source>
        <translation>Se vaatii, että puolustava armeija on Vapaiden kansojen maassa.</translation>
    </message>
    <message>
        <source>It needs the Free Peoples army defending in a field battle.</source>
        <translation>Se vaatii, että Vapaiden kansojen armeija puolustaa kenttätaistelussa.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow rolls at most three dice.</source>
        <translation>{combat}: Varjo heittää enintään kolme noppaa.</translation>
    </message>
    <message>
        <source>{combat}: no hit, no extra hit.</source>
        <translation>{combat}: ei osumaa, ei lisäosumaa.</translation>
    </message>
    <message>
        <source>{combat}: one more hit on the Shadow.</source>
        <translation>{combat}: yksi osuma lisää Varjolle.</translation>
    </message>
    <message>
        <source>{combat}: -1 to each Shadow die of the combat roll (a 6 still hits).</source>
        <translation>{combat}: -1 jokaiseen Varjon taisteluheiton noppaan (6 osuu silti).</translation>
    </message>
    <message>
        <source>{combat}: fewer than two hits to stop; no effect.</source>
        <translation>{combat}: torjuttavana on alle kaksi osumaa; ei vaikutusta.</translation>
    </message>
    <message>
        <source>{combat}: one Shadow hit is cancelled.</source>
        <translation>{combat}: yksi Varjon osuma kumotaan.</translation>
    </message>
    <message>
        <source>{combat}: every 1 the Shadow rolls will strike its own army.</source>
        <translation>{combat}: jokainen Varjon heittämä 1 osuu sen omaan armeijaan.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the Shadow rolled %n 1(s): %n hit(s) on its own army.</source>
        <translation>
            <numerusform>{combat}: Varjo heitti %n ykkösen: %n osuma sen omaan armeijaan.</numerusform>
            <numerusform>{combat}: Varjo heitti %n ykköstä: %n osumaa sen omaan armeijaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>the elites charge before the combat roll</source>
        <translation>eliittiyksiköt rynnäköivät ennen taisteluheittoa</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Free Peoples die of the combat roll.</source>
        <translation>{combat}: +1 jokaiseen Vapaiden kansojen taisteluheiton noppaan.</translation>
    </message>
    <message>
        <source>{combat}: the army slips away to {region}</source>
        <translation>{combat}: armeija livahtaa alueelle {region}</translation>
    </message>
    <message>
        <source>{combat}: the army withdraws into the stronghold of {region}</source>
        <translation>{combat}: armeija vetäytyy linnakkeeseen, alue {region}</translation>
    </message>
    <message>
        <source>{combat}: nowhere to go; the army fights.</source>
        <translation>{combat}: minnekään ei pääse; armeija taistelee.</translation>
    </message>
    <message>
        <source>{combat}: stay and fight</source>
        <translation>{combat}: jää ja taistele</translation>
    </message>
    <message>
        <source>It needs Aragorn with a Free Peoples army outside the Free Peoples nations.</source>
        <translation>Se vaatii Aragornin Vapaiden kansojen armeijan kanssa Vapaiden kansojen maiden ulkopuolelle.</translation>
    </message>
    <message>
        <source>{card} lies on the table: dice that move the Fellowship stay out of the hunt box.</source>
        <translation>{card} jää pöydälle: Saattuetta siirtävät nopat eivät mene ajojahtiruutuun.</translation>
    </message>
    <message>
        <source>the Fellowship was declared</source>
        <translation>Saattueen olinpaikka ilmoitettiin</translation>
    </message>
    <message>
        <source>{card} lies on the table: no Shadow army may enter or attack {names}.</source>
        <translation>{card} jää pöydälle: yksikään Varjon armeija ei saa tulla näille alueille eikä hyökätä niihin: {names}.</translation>
    </message>
    <message>
        <source>{card} keeps Shadow armies out of {region}.</source>
        <translation>Kortti {card} pitää Varjon armeijat poissa alueelta {region}.</translation>
    </message>
    <message>
        <source>discard {a} and {b} to force {card} off the table</source>
        <translation>hylkää kortit {a} ja {b} ja pakota kortti {card} pois pöydältä</translation>
    </message>
    <message>
        <source>{card}: the Shadow discards {other}.</source>
        <translation>{card}: Varjo hylkää kortin {other}.</translation>
    </message>
    <message>
        <source>{card}: the companions on the map may move.</source>
        <translation>{card}: kartalla olevat toverit saavat liikkua.</translation>
    </message>
    <message>
        <source>{card}: no companion stands in {a} or {b}.</source>
        <translation>{card}: alueella {a} tai {b} ei ole yhtään toveria.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {nation} (is|are) roused and (goes|go) to war.</source>
        <translation>
            <numerusform>{card}: {nation} herää ja lähtee sotaan.</numerusform>
            <numerusform>{card}: {nation} heräävät ja lähtevät sotaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs a Shadow army of two or more Shadow nations.</source>
        <translation>Se vaatii Varjon armeijan, jossa on kahden tai useamman Varjon kansan yksiköitä.</translation>
    </message>
    <message>
        <source>The Shadow army in {region} quarrels</source>
        <translation>Varjon armeijassa syttyy riita alueella {region}</translation>
    </message>
    <message>
        <source>strife in the Shadow army in {region}</source>
        <translation>riita Varjon armeijassa alueella {region}</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s).</source>
        <translation>
            <numerusform>%n osuma.</numerusform>
            <numerusform>%n osumaa.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Rangers ambush the Shadow army in {region}</source>
        <translation>Samoojat väijyvät Varjon armeijaa alueella {region}</translation>
    </message>
    <message>
        <source>an ambush in {region}</source>
        <translation>väijytys alueella {region}</translation>
    </message>
    <message>
        <source>A Gondor regular and a leader in {region}</source>
        <translation>Gondorin perusyksikkö ja johtaja alueelle {region}</translation>
    </message>
    <message>
        <source>A Gondor elite and a leader in {region}</source>
        <translation>Gondorin eliittiyksikkö ja johtaja alueelle {region}</translation>
    </message>
    <message numerus="yes">
        <source>Wake {nation} and move (it|them) one step towards war</source>
        <translation>
            <numerusform>Herätä {nation} ja vie se askel lähemmäs sotaa</numerusform>
            <numerusform>Herätä {nation} ja vie ne askel lähemmäs sotaa</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: every Free Peoples nation is already at war.</source>
        <translation>{card}: jokainen Vapaiden kansojen kansa on jo sodassa.</translation>
    </message>
    <message>
        <source>It needs a Free Peoples army next to a Shadow army besieging a stronghold.</source>
        <translation>Se vaatii Vapaiden kansojen armeijan linnaketta piirittävän Varjon armeijan viereen.</translation>
    </message>
    <message>
        <source>{card}: a Free Peoples army may fall on the besiegers.</source>
        <translation>{card}: Vapaiden kansojen armeija voi hyökätä piirittäjien kimppuun.</translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n unit(s) inside)</source>
        <translation>
            <numerusform>{card} (%n yksikkö sisällä)</numerusform>
            <numerusform>{card} (%n yksikköä sisällä)</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Rohan at war and a Free Peoples army in a Rohan region.</source>
        <translation>Se vaatii, että Rohan on sodassa ja Vapaiden kansojen armeija on Rohanin alueella.</translation>
    </message>
    <message>
        <source>The army in {frm} follows the Woses to {to}</source>
        <translation>Armeija alueelta {frm} seuraa villi-ihmisiä alueelle {to}</translation>
    </message>
    <message>
        <source>{card}: no free road to {region}.</source>
        <translation>{card}: vapaata tietä alueelle {region} ei ole.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {desc} (moves|move) from {frm} to {to}.</source>
        <translation>
            <numerusform>{card}: {desc} siirtyy alueelta {frm} alueelle {to}.</numerusform>
            <numerusform>{card}: {desc} siirtyvät alueelta {frm} alueelle {to}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs a Free Peoples army with a companion.</source>
        <translation>Se vaatii Vapaiden kansojen armeijan, jossa on toveri.</translation>
    </message>
    <message>
        <source>The army in {frm} marches to {to}</source>
        <translation>Armeija alueelta {frm} marssii alueelle {to}</translation>
    </message>
    <message>
        <source>{card}: no road is free.</source>
        <translation>{card}: yksikään tie ei ole vapaa.</translation>
    </message>
    <message>
        <source>It needs the Elves at war.</source>
        <translation>Se vaatii, että haltiat ovat sodassa.</translation>
    </message>
    <message>
        <source>It needs Nazgûl leadership {n} or more in the battle.</source>
        <translation>Se vaatii taisteluun Nazgûlien johtajuutta vähintään {n}.</translation>
    </message>
    <message>
        <source>It needs a Nazgûl in the battle.</source>
        <translation>Se vaatii taisteluun Nazgûlin.</translation>
    </message>
    <message>
        <source>It needs the Fellowship away from Free Peoples settlements.</source>
        <translation>Se vaatii, että Saattue on poissa Vapaiden kansojen asutuksista.</translation>
    </message>
    <message>
        <source>It needs the Fellowship&apos;s progress at 1 or more.</source>
        <translation>Se vaatii, että Saattueen etenemislaskuri on vähintään 1.</translation>
    </message>
    <message>
        <source>It needs the Fellowship revealed.</source>
        <translation>Se vaatii, että Saattue on paljastettu.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Shadow die of the combat roll and the re-roll.</source>
        <translation>{combat}: +1 jokaiseen Varjon taisteluheiton ja uusintaheiton noppaan.</translation>
    </message>
    <message>
        <source>{combat}: the Nazgûl give up 2 leadership; +1 to each Shadow die of the combat roll.</source>
        <translation>{combat}: Nazgûlit luopuvat 2 johtajuudesta; +1 jokaiseen Varjon taisteluheiton noppaan.</translation>
    </message>
    <message>
        <source>{combat}: the Nazgûl give up 1 leadership; +1 to each Shadow die of the re-roll.</source>
        <translation>{combat}: Nazgûlit luopuvat 1 johtajuudesta; +1 jokaiseen Varjon uusintaheiton noppaan.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: give up %n Nazgûl leadership, the Free Peoples roll %n (die|dice) fewer</source>
        <translation>
            <numerusform>{combat}: Nazgûlit luopuvat %n johtajuudesta, Vapaat kansat heittävät %n nopan vähemmän</numerusform>
            <numerusform>{combat}: Nazgûlit luopuvat %n johtajuudesta, Vapaat kansat heittävät %n noppaa vähemmän</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the Free Peoples roll %n (die|dice) fewer (at least one).</source>
        <translation>
            <numerusform>{combat}: Vapaat kansat heittävät %n nopan vähemmän (kuitenkin vähintään yhden).</numerusform>
            <numerusform>{combat}: Vapaat kansat heittävät %n noppaa vähemmän (kuitenkin vähintään yhden).</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: the re-roll scored no hit; no effect.</source>
        <translation>{combat}: uusintaheitto ei tuottanut osumaa; ei vaikutusta.</translation>
    </message>
    <message>
        <source>{combat}: a Free Peoples leader in the battle is eliminated</source>
        <translation>{combat}: taistelussa oleva Vapaiden kansojen johtaja poistetaan pelistä</translation>
    </message>
    <message>
        <source>{combat}: {name} is eliminated</source>
        <translation>{combat}: {name} poistetaan pelistä</translation>
    </message>
    <message>
        <source>{combat}: no one more</source>
        <translation>{combat}: ei ketään muuta</translation>
    </message>
    <message>
        <source>{combat}: {a_leader} is eliminated.</source>
        <translation>{combat}: {a_leader} poistetaan pelistä.</translation>
    </message>
    <message>
        <source>{combat}: Nazgûl leadership {n} against {f}: the Free Peoples have no leader re-roll.</source>
        <translation>{combat}: Nazgûlien johtajuus {n} vastaan {f}: Vapailla kansoilla ei ole johtajan uusintaheittoa.</translation>
    </message>
    <message>
        <source>{combat}: Nazgûl leadership {n} is below the Free Peoples&apos; {f}; no effect.</source>
        <translation>{combat}: Nazgûlien johtajuus {n} on pienempi kuin Vapaiden kansojen {f}; ei vaikutusta.</translation>
    </message>
    <message>
        <source>{combat}: no companion in the battle; no effect.</source>
        <translation>{combat}: taistelussa ei ole toveria; ei vaikutusta.</translation>
    </message>
    <message>
        <source>{combat}: silence {name} this round</source>
        <translation>{combat}: vaienna {name} tällä kierroksella</translation>
    </message>
    <message>
        <source>{combat}: {c} loses leadership and abilities this round.</source>
        <translation>{combat}: {c} menettää johtajuutensa ja kykynsä tällä kierroksella.</translation>
    </message>
    <message>
        <source>{combat} strikes before the combat roll</source>
        <translation>{combat} iskee ennen taisteluheittoa</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Free Peoples army at once.</source>
        <translation>
            <numerusform>%n osuma Vapaiden kansojen armeijaan heti.</numerusform>
            <numerusform>%n osumaa Vapaiden kansojen armeijaan heti.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs the defenders within two regions of {region}.</source>
        <translation>Se vaatii, että puolustajat ovat enintään kahden alueen päässä alueesta {region}.</translation>
    </message>
    <message>
        <source>It needs an Isengard unit in the battle and the defenders in a stronghold.</source>
        <translation>Se vaatii taisteluun Rautapihan yksikön ja puolustajat linnakkeeseen.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Shadow die of the combat roll.</source>
        <translation>{combat}: +1 jokaiseen Varjon taisteluheiton noppaan.</translation>
    </message>
    <message>
        <source>{card}: the hunt pool is empty; no tile.</source>
        <translation>{card}: ajojahtipussi on tyhjä; ei laattaa.</translation>
    </message>
    <message>
        <source>{tile} (Free Peoples special)</source>
        <translation>{tile} (Vapaiden kansojen erikoislaatta)</translation>
    </message>
    <message>
        <source>an Eye or a Free Peoples tile: discarded without effect</source>
        <translation>Silmä tai Vapaiden kansojen laatta: poistetaan ilman vaikutusta</translation>
    </message>
    <message>
        <source>it counts</source>
        <translation>laatta pätee</translation>
    </message>
    <message>
        <source>{card}: a hunt tile is drawn: {desc}; {cons}.</source>
        <translation>{card}: nostetaan ajojahtilaatta: {desc}; {cons}.</translation>
    </message>
    <message>
        <source>{card}: draw a hunt tile</source>
        <translation>{card}: ajojahtilaatan nosto</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n laatta</numerusform>
            <numerusform>%n laattaa</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the tile&apos;s die shows {n}.</source>
        <translation>{card}: laatan nopan tulos on {n}.</translation>
    </message>
    <message>
        <source>{card}: the die of the tile</source>
        <translation>{card}: laatan noppa</translation>
    </message>
    <message>
        <source>tile</source>
        <comment>hunt tile</comment>
        <translation>laatta</translation>
    </message>
    <message numerus="yes">
        <source>%n companion(s) must leave</source>
        <translation>
            <numerusform>%n toverin on jätettävä Saattue</numerusform>
            <numerusform>%n toverin on jätettävä Saattue</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} leaves the Fellowship</source>
        <translation>{name} jättää Saattueen</translation>
    </message>
    <message>
        <source>{card}: {c} leaves the Fellowship in {r}.</source>
        <translation>{card}: {c} jättää Saattueen, alue {r}.</translation>
    </message>
    <message>
        <source>corrupt the Ring-bearer (Gollum guides: only 6s)</source>
        <translation>Sormuksen viejän turmeleminen (Klonkku opastaa: vain kutoset)</translation>
    </message>
    <message>
        <source>corrupt the Ring-bearer</source>
        <translation>Sormuksen viejän turmeleminen</translation>
    </message>
    <message numerus="yes">
        <source>%n corruption.</source>
        <translation>
            <numerusform>Turmelus kasvaa: +%n.</numerusform>
            <numerusform>Turmelus kasvaa: +%n.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the lot falls on {c}.</source>
        <translation>{card}: arpa osuu: {c}.</translation>
    </message>
    <message>
        <source>{card}: draw a companion at random</source>
        <translation>{card}: satunnaisen toverin nosto</translation>
    </message>
    <message>
        <source>The Free Peoples choose: corruption or the companion.</source>
        <translation>Vapaat kansat valitsevat: turmelus tai toveri.</translation>
    </message>
    <message numerus="yes">
        <source>The Ring-bearer takes %n corruption ({name}&apos;s level)</source>
        <translation>
            <numerusform>Sormuksen viejän turmelus kasvaa: +%n (hahmon {name} taso)</numerusform>
            <numerusform>Sormuksen viejän turmelus kasvaa: +%n (hahmon {name} taso)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is eliminated</source>
        <translation>{name} poistetaan pelistä</translation>
    </message>
    <message>
        <source>{card}: the Shadow may move any or all of the Nazgûl (the Witch-king too).</source>
        <translation>{card}: Varjo voi siirtää yhden, useamman tai kaikki Nazgûlit (myös Noitakuninkaan).</translation>
    </message>
    <message>
        <source>{card}: no Nazgûl stands with the Fellowship.</source>
        <translation>{card}: Saattueen alueella ei ole Nazgûlia.</translation>
    </message>
    <message>
        <source>Discard {card} from the Free Peoples&apos; table</source>
        <translation>Poista kortti {card} Vapaiden kansojen pöydältä</translation>
    </message>
    <message>
        <source>Roll for the hunt as if the Fellowship had moved</source>
        <translation>Heitä ajojahtiheitto kuin Saattue olisi liikkunut</translation>
    </message>
    <message>
        <source>Do neither</source>
        <translation>Älä tee kumpaakaan</translation>
    </message>
    <message>
        <source>{card}: the Shadow lets the Fellowship be.</source>
        <translation>{card}: Varjo jättää Saattueen rauhaan.</translation>
    </message>
    <message>
        <source>{card}: the Nazgûl hunt the Fellowship.</source>
        <translation>{card}: Nazgûlit jahtaavat Saattuetta.</translation>
    </message>
    <message>
        <source>{card}: {other} is discarded from the Free Peoples&apos; table.</source>
        <translation>{card}: kortti {other} poistetaan Vapaiden kansojen pöydältä.</translation>
    </message>
    <message>
        <source>{card}: the Nazgûl find nothing.</source>
        <translation>{card}: Nazgûlit eivät löydä mitään.</translation>
    </message>
    <message>
        <source>{card}: a Nazgûl stands with the Fellowship: it is revealed.</source>
        <translation>{card}: Saattueen alueella on Nazgûl: Saattue paljastuu.</translation>
    </message>
    <message>
        <source>{card} drives the Fellowship to {region}</source>
        <translation>{card} ajaa Saattueen alueelle {region}</translation>
    </message>
    <message>
        <source>{card}: the Fellowship is driven from {frm} to {to}.</source>
        <translation>{card}: Saattue ajetaan alueelta {frm} alueelle {to}.</translation>
    </message>
    <message>
        <source>the Fellowship was declared in {region}</source>
        <translation>Saattueen olinpaikaksi ilmoitettiin {region}</translation>
    </message>
    <message>
        <source>{card} lies on the table: each time a companion falls to the hunt, a Free Peoples Character card may be discarded too.</source>
        <translation>{card} jää pöydälle: aina kun toveri kaatuu ajojahdissa, Vapaiden kansojen hahmokortin voi myös poistaa.</translation>
    </message>
    <message>
        <source>Discard a random Character card from the Free Peoples&apos; hand</source>
        <translation>Hylkää satunnainen hahmokortti Vapaiden kansojen kädestä</translation>
    </message>
    <message>
        <source>{card}: {other} is discarded from the Free Peoples&apos; hand (drawn at random).</source>
        <translation>{card}: kortti {other} hylätään Vapaiden kansojen kädestä (satunnaisesti valittu).</translation>
    </message>
    <message>
        <source>{card} lies on the table: before a hunt roll it may be discarded for +1 on each hunt die.</source>
        <translation>{card} jää pöydälle: ennen ajojahtiheittoa kortin voi poistaa, jolloin jokainen ajojahtinoppa saa +1.</translation>
    </message>
    <message>
        <source>{card}: +1 to each die of this hunt roll.</source>
        <translation>{card}: +1 tämän ajojahtiheiton jokaiseen noppaan.</translation>
    </message>
    <message>
        <source>{card} lies on the table: when the Fellowship is declared or revealed across {region}, or in a battle near {region}, the Shadow may discard it.</source>
        <translation>{card} jää pöydälle: kun Saattueen olinpaikka ilmoitetaan tai Saattue paljastuu siirrolla, joka kulkee alueen {region} kautta, tai taistelussa lähellä aluetta {region}, Varjo voi poistaa kortin.</translation>
    </message>
    <message>
        <source>{card}: the Balrog stirs as the Fellowship passes {region}.</source>
        <translation>{card}: balrog herää, kun Saattue kulkee alueen {region} kautta.</translation>
    </message>
    <message>
        <source>{card}: turn {a_die} into an Eye</source>
        <translation>{card}: muuta {a_die} Silmäksi</translation>
    </message>
    <message>
        <source>{card}: no more dice</source>
        <translation>{card}: ei enempää noppia</translation>
    </message>
    <message>
        <source>{card}: a die becomes an Eye and joins the hunt box ({n} there).</source>
        <translation>{card}: noppa muuttuu Silmäksi ja siirtyy ajojahtiruutuun (siellä nyt {n}).</translation>
    </message>
    <message>
        <source>It needs a Shadow army with Nazgûl in or next to a Free Peoples army.</source>
        <translation>Se vaatii Varjon armeijan, jossa on Nazgûleja, samalla tai viereisellä alueella kuin Vapaiden kansojen armeija.</translation>
    </message>
    <message>
        <source>The Nazgûl of {frm} cast their spells on {to}</source>
        <translation>Nazgûlit alueelta {frm} langettavat loitsunsa alueelle {to}</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Free Peoples army in {region}.</source>
        <translation>
            <numerusform>%n osuma Vapaiden kansojen armeijaan alueella {region}.</numerusform>
            <numerusform>%n osumaa Vapaiden kansojen armeijaan alueella {region}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs the Witch-king with a Shadow army besieging a stronghold.</source>
        <translation>Se vaatii Noitakuninkaan linnaketta piirittävän Varjon armeijan kanssa.</translation>
    </message>
    <message>
        <source>It needs Saruman in play.</source>
        <translation>Se vaatii, että Saruman on pelissä.</translation>
    </message>
    <message>
        <source>{name} is gone</source>
        <translation>{name} on poissa</translation>
    </message>
    <message>
        <source>{card} lies on the table: after each card played with an Event die, the Shadow draws another.</source>
        <translation>{card} jää pöydälle: aina kun kortti pelataan Tapahtumanopalla, Varjo nostaa uuden kortin.</translation>
    </message>
    <message>
        <source>The Palantír: draw a character card</source>
        <translation>Palantír: nosta hahmokortti</translation>
    </message>
    <message>
        <source>The Palantír: draw a strategy card</source>
        <translation>Palantír: nosta strategiakortti</translation>
    </message>
    <message>
        <source>force {card} off the table</source>
        <translation>pakota kortti {card} pois pöydältä</translation>
    </message>
    <message>
        <source>and an Elven ring: force {card} off the table</source>
        <translation>sekä haltiasormus: pakota kortti {card} pois pöydältä</translation>
    </message>
    <message>
        <source>{card}: the Free Peoples give up an Elven ring to break its gaze.</source>
        <translation>{card}: Vapaat kansat luopuvat haltiasormuksesta murtaakseen sen katseen.</translation>
    </message>
    <message>
        <source>{card} lies on the table: Rohan wakes only by a companion, by the Fellowship declared in {edoras} or {helms_deep}, or by an attack on them.</source>
        <translation>{card} jää pöydälle: Rohan muuttuu aktiiviseksi vain toverin ansiosta, kun Saattueen olinpaikaksi ilmoitetaan {edoras} tai {helms_deep} tai kun niihin hyökätään.</translation>
    </message>
    <message>
        <source>Rohan is active</source>
        <translation>Rohan on aktiivinen</translation>
    </message>
    <message>
        <source>It needs the Witch-king in play.</source>
        <translation>Se vaatii, että Noitakuningas on pelissä.</translation>
    </message>
    <message>
        <source>Recruit two Nazgûl with the Witch-king in {region}</source>
        <translation>Värvää kaksi Nazgûlia Noitakuninkaan luo alueelle {region}</translation>
    </message>
    <message>
        <source>Move any or all of the Nazgûl (the Witch-king too)</source>
        <translation>Siirrä yhtä, useampaa tai kaikkia Nazgûleja (myös Noitakuningasta)</translation>
    </message>
    <message>
        <source>It needs {nation} at war.</source>
        <translation>Se vaatii, että tämä kansa on sodassa: {nation}.</translation>
    </message>
    <message>
        <source>It needs every Shadow nation at war.</source>
        <translation>Se vaatii, että jokainen Varjon kansa on sodassa.</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Isengard unit(s) from {frm} to {to}</source>
        <translation>
            <numerusform>Siirrä %n Rautapihan yksikkö alueelta {frm} alueelle {to}</numerusform>
            <numerusform>Siirrä %n Rautapihan yksikköä alueelta {frm} alueelle {to}</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Aragorn in play.</source>
        <translation>Se vaatii, että Aragorn on pelissä.</translation>
    </message>
    <message>
        <source>It needs the Shadow to hold an Elven stronghold.</source>
        <translation>Se vaatii, että Varjo hallitsee haltioiden linnaketta.</translation>
    </message>
    <message>
        <source>the Elves of {region} sail West</source>
        <translation>alueen {region} haltiat purjehtivat länteen</translation>
    </message>
    <message>
        <source>{card}: no Elven army stands in a free Elven stronghold.</source>
        <translation>{card}: yhdessäkään vapaassa haltioiden linnakkeessa ei ole haltioiden armeijaa.</translation>
    </message>
    <message>
        <source>It needs Saruman in play and Isengard units besieging a stronghold.</source>
        <translation>Se vaatii, että Saruman on pelissä ja Rautapihan yksiköt piirittävät linnaketta.</translation>
    </message>
    <message>
        <source>The Uruk-hai storm {region}</source>
        <translation>Uruk-hait rynnäköivät alueelle {region}</translation>
    </message>
    <message>
        <source>It needs {region} besieged by a Shadow army.</source>
        <translation>Se vaatii, että Varjon armeija piirittää aluetta {region}.</translation>
    </message>
    <message>
        <source>{card} lies on the table: the Free Peoples may play no combat card in battles at {region}.</source>
        <translation>{card} jää pöydälle: Vapaat kansat eivät saa pelata taistelukortteja taisteluissa alueella {region}.</translation>
    </message>
    <message>
        <source>{card}: {a_leader} in {region} is eliminated.</source>
        <translation>{card}: {a_leader} alueella {region} poistetaan pelistä.</translation>
    </message>
    <message>
        <source>Denethor&apos;s Folly: no Free Peoples combat card in battles at Minas Tirith.</source>
        <translation>Denethorin mielettömyys: Vapaat kansat eivät pelaa taistelukortteja Minas Tirithin taisteluissa.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n unused Will of the West (die|dice) of the Free Peoples (is|are) discarded.</source>
        <translation>
            <numerusform>{card}: %n Vapaiden kansojen käyttämätön Lännen tahto -noppa hylätään.</numerusform>
            <numerusform>{card}: %n Vapaiden kansojen käyttämätöntä Lännen tahto -noppaa hylätään.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} lies on the table: the Free Peoples cannot use a Muster die to advance a passive nation.</source>
        <translation>{card} jää pöydälle: Vapaat kansat eivät voi käyttää Värväysnoppaa passiivisen kansan viemiseen eteenpäin.</translation>
    </message>
    <message>
        <source>Threats and Promises: a passive nation cannot be advanced with an action die.</source>
        <translation>Uhkauksia ja lupauksia: passiivista kansaa ei voi viedä eteenpäin toimintanopalla.</translation>
    </message>
    <message>
        <source>It needs the Fellowship or a companion inside a Free Peoples nation not at war.</source>
        <translation>Se vaatii, että Saattue tai toveri on sellaisen Vapaiden kansojen kansan maassa, joka ei ole sodassa.</translation>
    </message>
    <message>
        <source>{card} troubles {nation}</source>
        <translation>{card} horjuttaa kansaa {nation}</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {nation} (falls|fall) back one step from war.</source>
        <translation>
            <numerusform>{card}: {nation} perääntyy askeleen kauemmas sodasta.</numerusform>
            <numerusform>{card}: {nation} perääntyvät askeleen kauemmas sodasta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lose {figure} in {region}</source>
        <translation>Menetä {figure} alueelta {region}</translation>
    </message>
    <message>
        <source>{card}: {what} in {r} is lost.</source>
        <translation>{card}: {what} alueella {r} menetetään.</translation>
    </message>
    <message>
        <source>{card}: no Shadow army can join another.</source>
        <translation>{card}: yksikään Varjon armeija ei voi liittyä toiseen.</translation>
    </message>
    <message>
        <source>The army in {frm} joins the one in {to}</source>
        <translation>Armeija alueelta {frm} liittyy armeijaan alueella {to}</translation>
    </message>
    <message>
        <source>Move no other army</source>
        <translation>Älä siirrä muita armeijoita</translation>
    </message>
    <message>
        <source>{card}: up to four Shadow armies may move one region each.</source>
        <translation>{card}: enintään neljä Varjon armeijaa voi siirtyä kukin yhden alueen verran.</translation>
    </message>
    <message>
        <source>It needs a Shadow army in {region}.</source>
        <translation>Se vaatii Varjon armeijan alueelle {region}.</translation>
    </message>
    <message>
        <source>The Corsairs sail from {frm} to {to}</source>
        <translation>Korsaarit purjehtivat alueelta {frm} alueelle {to}</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {desc} (lands|land) in {to}.</source>
        <translation>
            <numerusform>{card}: {desc} nousee maihin alueella {to}.</numerusform>
            <numerusform>{card}: {desc} nousevat maihin alueella {to}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n unit(s) more than may stand in {to}: they are removed.</source>
        <translation>
            <numerusform>{card}: alueella {to} on %n yksikkö liikaa: se poistetaan.</numerusform>
            <numerusform>{card}: alueella {to} on %n yksikköä liikaa: ne poistetaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the Witch-king flies from {frm} to {to}.</source>
        <translation>{card}: Noitakuningas lentää alueelta {frm} alueelle {to}.</translation>
    </message>
    <message>
        <source>A Sauron regular in {region} becomes a troll (elite)</source>
        <translation>Sauronin perusyksikkö alueella {region} muuttuu peikoksi (eliittiyksikkö)</translation>
    </message>
    <message>
        <source>{card}: a regular in {r} is replaced by an elite.</source>
        <translation>{card}: perusyksikkö alueella {r} vaihdetaan eliittiyksikköön.</translation>
    </message>
    <message>
        <source>{combat}: +{n} to each die of both armies&apos; rolls and re-rolls.</source>
        <translation>{combat}: +{n} kummankin armeijan heittojen ja uusintaheittojen jokaiseen noppaan.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: take %n hit(s) on your own army</source>
        <translation>
            <numerusform>{combat}: ota %n osuma omaan armeijaasi</numerusform>
            <numerusform>{combat}: ota %n osumaa omaan armeijaasi</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: the Shadow drives its own troops ({n}): +{n} to each die of its combat roll.</source>
        <translation>{combat}: Varjo ajaa omia joukkojaan eteenpäin ({n}): +{n} sen taisteluheiton jokaiseen noppaan.</translation>
    </message>
    <message>
        <source>one die for each hit the Shadow took on itself</source>
        <translation>yksi noppa jokaisesta osumasta, jonka Varjo otti itseensä</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Free Peoples.</source>
        <translation>
            <numerusform>%n osuma Vapaille kansoille.</numerusform>
            <numerusform>%n osumaa Vapaille kansoille.</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: {m} against {t}: not twice as many; no effect.</source>
        <translation>{combat}: {m} vastaan {t}: ei kaksinkertaista ylivoimaa; ei vaikutusta.</translation>
    </message>
    <message>
        <source>{combat}: {m} against {t}: one more hit.</source>
        <translation>{combat}: {m} vastaan {t}: yksi osuma lisää.</translation>
    </message>
    <message>
        <source>It needs a Shadow elite unit in the battle.</source>
        <translation>Se vaatii taisteluun Varjon eliittiyksikön.</translation>
    </message>
    <message>
        <source>the elites strike again after the casualties</source>
        <translation>eliittiyksiköt iskevät uudelleen kaatuneiden jälkeen</translation>
    </message>
    <message>
        <source>{combat}: the Free Peoples&apos; {other} is cancelled.</source>
        <translation>{combat}: Vapaiden kansojen taistelukortti {other} kumotaan.</translation>
    </message>
    <message>
        <source>{combat}: no card to cancel: +1 to each Shadow die of the re-roll.</source>
        <translation>{combat}: ei kumottavaa korttia: +1 jokaiseen Varjon uusintaheiton noppaan.</translation>
    </message>
    <message>
        <source>It needs a Southron &amp; Easterling elite in the battle.</source>
        <translation>Se vaatii taisteluun etelän ja idän kansojen eliittiyksikön.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow scored more ({m} to {t}): one more hit.</source>
        <translation>{combat}: Varjo sai enemmän osumia ({m}–{t}): yksi osuma lisää.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow did not score more ({m} to {t}).</source>
        <translation>{combat}: Varjo ei saanut enemmän osumia ({m}–{t}).</translation>
    </message>
    <message>
        <source>{card} cannot be played now: it needs {need}.</source>
        <translation>Korttia {card} ei voi pelata nyt; vaatimus: {need}.</translation>
    </message>
    <message>
        <source>its condition</source>
        <translation>sen ehto</translation>
    </message>
    <message>
        <source>{card} die</source>
        <translation>{card}-noppa</translation>
    </message>
    <message>
        <source>{card}: {purpose}</source>
        <translation>{card}: {purpose}</translation>
    </message>
    <message>
        <source>{need}+ on each die</source>
        <translation>{need}+ jokaisella nopalla</translation>
    </message>
    <message numerus="yes">
        <source>{k} of %n (die|dice)</source>
        <translation>
            <numerusform>{k}/%n noppa</numerusform>
            <numerusform>{k}/%n noppaa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n (die|dice) rolled, {k} of {need}+. {cons}</source>
        <translation>
            <numerusform>{card}: %n noppa heitetty, tulos {need}+: {k}. {cons}</numerusform>
            <numerusform>{card}: %n noppaa heitetty, tulos {need}+: {k}. {cons}</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the Ring-bearer has no corruption to heal.</source>
        <translation>{card}: Sormuksen viejällä ei ole turmelusta vähennettäväksi.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: the Ring-bearer heals %n corruption (now {c}).</source>
        <translation>
            <numerusform>{card}: Sormuksen viejän turmelus vähenee: −%n (nyt {c}).</numerusform>
            <numerusform>{card}: Sormuksen viejän turmelus vähenee: −%n (nyt {c}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: the Ring-bearer takes %n corruption.</source>
        <translation>
            <numerusform>{card}: Sormuksen viejän turmelus kasvaa: +%n.</numerusform>
            <numerusform>{card}: Sormuksen viejän turmelus kasvaa: +%n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n hit(s) on the {who} army in {r}.</source>
        <translation>
            <numerusform>{card}: %n osuma armeijaan ({who}) alueella {r}.</numerusform>
            <numerusform>{card}: %n osumaa armeijaan ({who}) alueella {r}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: no {nation} figure can be recruited in {where}.</source>
        <translation>{card}: alueelle {where} ei voi värvätä yhtään {nation} nappulaa.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {what} (is|are) recruited in {where}.</source>
        <translation>
            <numerusform>{card}: alueelle {where} värvätään {what}.</numerusform>
            <numerusform>{card}: alueelle {where} värvätään {what}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: {who} is eliminated.</source>
        <translation>{card}: {who} poistetaan pelistä.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n Nazgûl in {r} eliminated.</source>
        <translation>
            <numerusform>{card}: %n Nazgûl alueella {r} poistettu pelistä.</numerusform>
            <numerusform>{card}: %n Nazgûlia alueella {r} poistettu pelistä.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the special hunt tile {card} is in play; it joins the hunt pool at once (the Fellowship is on the Mordor track).</source>
        <translation>{card}: erikoislaatta {card} on pelissä; se lisätään heti ajojahtipussiin (Saattue on Mordorin radalla).</translation>
    </message>
    <message>
        <source>{card}: the special hunt tile {card} is in play; it joins the hunt pool when the Fellowship enters Mordor.</source>
        <translation>{card}: erikoislaatta {card} on pelissä; se lisätään ajojahtipussiin, kun Saattue saapuu Mordoriin.</translation>
    </message>
    <message>
        <source>{card}: the Fellowship moves (progress {n}); no die joins the hunt box.</source>
        <translation>{card}: Saattue liikkuu (etenemislaskuri {n}); noppaa ei lisätä ajojahtiruutuun.</translation>
    </message>
    <message>
        <source>{card}: the Fellowship moves on the Mordor track: a hunt tile is drawn.</source>
        <translation>{card}: Saattue liikkuu Mordorin radalla: nostetaan ajojahtilaatta.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n hunt tile(s) drawn.</source>
        <translation>
            <numerusform>{card}: nostetaan %n ajojahtilaatta.</numerusform>
            <numerusform>{card}: nostetaan %n ajojahtilaattaa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n Nazgûl recruited in {r}.</source>
        <translation>
            <numerusform>{card}: alueelle {r} värvätään %n Nazgûl.</numerusform>
            <numerusform>{card}: alueelle {r} värvätään %n Nazgûlia.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the Fellowship hides again.</source>
        <translation>{card}: Saattue piiloutuu taas.</translation>
    </message>
    <message>
        <source>{card}: the {side} player also plays {other} without an action die.</source>
        <translation>{card}: pelaaja ({side}) pelaa myös kortin {other} ilman toimintanoppaa.</translation>
    </message>
    <message>
        <source>{card} is discarded from the table.</source>
        <translation>Kortti {card} poistetaan pöydältä.</translation>
    </message>
    <message>
        <source>{card}: the Free Peoples attack {to} from {frm}.</source>
        <translation>{card}: Vapaat kansat hyökkäävät alueelta {frm} alueelle {to}.</translation>
    </message>
    <message>
        <source>{card}: the Shadow attacks {to} from {frm}.</source>
        <translation>{card}: Varjo hyökkää alueelta {frm} alueelle {to}.</translation>
    </message>
    <message>
        <source>{name}: move {what} {frm} → {to}</source>
        <translation>{name}: siirrä {what} {frm} → {to}</translation>
    </message>
    <message>
        <source>{name}: attack the besieged stronghold of {region}</source>
        <translation>{name}: hyökkää piiritettyyn linnakkeeseen, alue {region}</translation>
    </message>
    <message>
        <source>{name}: attack the besieged stronghold of {region} ({nations} only)</source>
        <translation>{name}: hyökkää piiritettyyn linnakkeeseen, alue {region} (vain {nations})</translation>
    </message>
    <message>
        <source>{name}: attack {target} from {frm}</source>
        <translation>{name}: hyökkää alueelta {frm}, kohde: {target}</translation>
    </message>
    <message>
        <source>{name}: attack {target} from {frm} ({nations} only)</source>
        <translation>{name}: hyökkää alueelta {frm} (vain {nations}), kohde: {target}</translation>
    </message>
    <message>
        <source>In this battle&apos;s first round the Free Peoples need a companion in the battle to play a combat card.</source>
        <translation>Tämän taistelun ensimmäisellä kierroksella Vapaat kansat tarvitsevat taisteluun toverin voidakseen pelata taistelukortin.</translation>
    </message>
    <message>
        <source>Use no card from the table now</source>
        <translation>Älä käytä nyt pöydällä olevaa korttia</translation>
    </message>
    <message>
        <source>Use {card} from the table</source>
        <translation>Käytä pöydältä: {card}</translation>
    </message>
    <message>
        <source>The {side} player uses {card} from the table.</source>
        <translation>Pelaaja ({side}) käyttää pöydältä: {card}.</translation>
    </message>
    <message>
        <source>{name}: move or attack with no more armies</source>
        <translation>{name}: älä siirrä äläkä hyökkää enempää armeijoilla</translation>
    </message>
    <message>
        <source>Use {die} die: {lbl}</source>
        <translation>{die}-noppa: {lbl}</translation>
    </message>
    <message>
        <source>The {side} player forces {card} off the table.</source>
        <translation>Pelaaja ({side}) pakottaa kortin {card} pois pöydältä.</translation>
    </message>
    <message>
        <source>{card} is discarded from the table: {why}.</source>
        <translation>Kortti {card} poistetaan pöydältä: {why}.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Sellaista korttia ei ole.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} ei ole kädessäsi.</translation>
    </message>
    <message>
        <source>{card}&apos;s event is not available in this version yet.</source>
        <translation>Kortin {card} tapahtuma ei ole vielä käytettävissä tässä versiossa.</translation>
    </message>
    <message>
        <source>{card} is played with {a_die}, an Event die or Will of the West.</source>
        <translation>{card} pelataan nopalla: {a_die}, Tapahtumanoppa tai Lännen tahto.</translation>
    </message>
    <message>
        <source>{card} is played with {a_die}, an Event die.</source>
        <translation>{card} pelataan nopalla: {a_die}, Tapahtumanoppa.</translation>
    </message>
    <message>
        <source>with {a_die}; its condition holds: {condition}</source>
        <translation>nopalla: {a_die}; sen ehto täyttyy: {condition}</translation>
    </message>
    <message>
        <source>with {a_die}</source>
        <translation>nopalla: {a_die}</translation>
    </message>
    <message>
        <source>combat die</source>
        <translation>taistelunoppa</translation>
    </message>
    <message>
        <source>made a hit by a combat card</source>
        <translation>taistelukortti teki siitä osuman</translation>
    </message>
    <message>
        <source>leader re-roll</source>
        <translation>johtajan uusintaheitto</translation>
    </message>
    <message>
        <source>each die of the combat roll</source>
        <translation>jokainen taisteluheiton noppa</translation>
    </message>
    <message>
        <source>each re-rolled die</source>
        <translation>jokainen uudelleen heitetty noppa</translation>
    </message>
    <message>
        <source>dice rolled</source>
        <translation>heitetyt nopat</translation>
    </message>
    <message>
        <source>at most this many dice</source>
        <translation>enintään näin monta noppaa</translation>
    </message>
    <message>
        <source>leader re-rolls</source>
        <translation>johtajan uusintaheitot</translation>
    </message>
    <message>
        <source>missed dice made hits</source>
        <translation>ohi menneistä nopista tuli osumia</translation>
    </message>
    <message>
        <source>no leader re-roll</source>
        <translation>ei johtajan uusintaheittoa</translation>
    </message>
    <message>
        <source>{src}: {what}</source>
        <translation>{src}: {what}</translation>
    </message>
    <message>
        <source>The Free Peoples reveal {name} ({card}, initiative {i}).</source>
        <translation>Vapaat kansat paljastavat taistelukortin {name} ({card}, aloite {i}).</translation>
    </message>
    <message>
        <source>The Shadow&apos;s forces reveal {name} ({card}, initiative {i}).</source>
        <translation>Varjon joukot paljastavat taistelukortin {name} ({card}, aloite {i}).</translation>
    </message>
    <message>
        <source>The Witch-king is in the battle: the Shadow draws a {deck} card.</source>
        <translation>Noitakuningas on taistelussa: Varjo nostaa {deck}-kortin.</translation>
    </message>
    <message numerus="yes">
        <source>%n special hunt tile(s) in play (joins|join) the hunt pool.</source>
        <translation>
            <numerusform>%n pelissä oleva erikoislaatta lisätään ajojahtipussiin.</numerusform>
            <numerusform>%n pelissä olevaa erikoislaattaa lisätään ajojahtipussiin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wormtongue: Rohan stays passive.</source>
        <translation>Kärmekieli: Rohan pysyy passiivisena.</translation>
    </message>
    <message>
        <source>Fight in the field at {region}</source>
        <translation>Taistele kentällä, alue {region}</translation>
    </message>
    <message numerus="yes">
        <source>remove %n elite(s)</source>
        <translation>
            <numerusform>poista %n eliittiyksikkö</numerusform>
            <numerusform>poista %n eliittiyksikköä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reduce %n elite(s) to regulars</source>
        <translation>
            <numerusform>alenna %n eliittiyksikkö perusyksiköksi</numerusform>
            <numerusform>alenna %n eliittiyksikköä perusyksiköiksi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>remove %n regular(s)</source>
        <translation>
            <numerusform>poista %n perusyksikkö</numerusform>
            <numerusform>poista %n perusyksikköä</numerusform>
        </translation>
    </message>
    <message>
        <source>Casualties: {choice}</source>
        <translation>Kaatuneet: {choice}</translation>
    </message>
    <message numerus="yes">
        <source>%n elite(s) removed</source>
        <translation>
            <numerusform>%n eliittiyksikkö poistettu</numerusform>
            <numerusform>%n eliittiyksikköä poistettu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n elite(s) reduced</source>
        <translation>
            <numerusform>%n eliittiyksikkö alennettu</numerusform>
            <numerusform>%n eliittiyksikköä alennettu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n regular(s) removed</source>
        <translation>
            <numerusform>%n perusyksikkö poistettu</numerusform>
            <numerusform>%n perusyksikköä poistettu</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} casualties in {r}: {losses}.</source>
        <translation>Kaatuneet ({side}), alue {r}: {losses}.</translation>
    </message>
    <message>
        <source>The defenders fight in the field.</source>
        <translation>Puolustajat taistelevat kentällä.</translation>
    </message>
    <message numerus="yes">
        <source>Only 5 units fit in the stronghold of {r}: the {side} choose %n unit(s) to send back to the reinforcements.</source>
        <translation>
            <numerusform>Linnakkeeseen (alue {r}) mahtuu vain 5 yksikköä. Valinta ({side}): %n yksikkö palaa vahvistuksiin.</numerusform>
            <numerusform>Linnakkeeseen (alue {r}) mahtuu vain 5 yksikköä. Valinta ({side}): %n yksikköä palaa vahvistuksiin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only 5 units fit in the stronghold of {r}: the {side} chooses %n unit(s) to send back to the reinforcements.</source>
        <translation>
            <numerusform>Linnakkeeseen (alue {r}) mahtuu vain 5 yksikköä. Valinta ({side}): %n yksikkö palaa vahvistuksiin.</numerusform>
            <numerusform>Linnakkeeseen (alue {r}) mahtuu vain 5 yksikköä. Valinta ({side}): %n yksikköä palaa vahvistuksiin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Send back to the reinforcements: {figures}</source>
        <translation>Lähetä takaisin vahvistuksiin: {figures}</translation>
    </message>
    <message numerus="yes">
        <source>Only 5 units fit in the stronghold of {r}: {desc} (goes|go) back to the reinforcements.</source>
        <translation>
            <numerusform>Linnakkeeseen (alue {r}) mahtuu vain 5 yksikköä: {desc} palaa vahvistuksiin.</numerusform>
            <numerusform>Linnakkeeseen (alue {r}) mahtuu vain 5 yksikköä: {desc} palaavat vahvistuksiin.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defenders shut themselves in {r}; the attackers surround it: a siege begins.</source>
        <translation>Puolustajat sulkeutuvat alueelle {r}; hyökkääjät saartavat sen: piiritys alkaa.</translation>
    </message>
    <message>
        <source>Character</source>
        <comment>action die face</comment>
        <translation>Hahmo</translation>
    </message>
    <message>
        <source>Army</source>
        <comment>action die face</comment>
        <translation>Armeija</translation>
    </message>
    <message>
        <source>Muster</source>
        <comment>action die face</comment>
        <translation>Värväys</translation>
    </message>
    <message>
        <source>Army/Muster</source>
        <comment>action die face</comment>
        <translation>Armeija/Värväys</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>action die face</comment>
        <translation>Tapahtuma</translation>
    </message>
    <message>
        <source>Will of the West</source>
        <comment>action die face</comment>
        <translation>Lännen tahto</translation>
    </message>
    <message>
        <source>Eye</source>
        <comment>action die face</comment>
        <translation>Silmä</translation>
    </message>
    <message>
        <source>a Character die</source>
        <translation>Hahmonoppa</translation>
    </message>
    <message>
        <source>an Army die</source>
        <translation>Armeijanoppa</translation>
    </message>
    <message>
        <source>a Muster die</source>
        <translation>Värväysnoppa</translation>
    </message>
    <message>
        <source>an Army/Muster die</source>
        <translation>Armeija/Värväys-noppa</translation>
    </message>
    <message>
        <source>an Event die</source>
        <translation>Tapahtumanoppa</translation>
    </message>
    <message>
        <source>a Will of the West die</source>
        <translation>Lännen tahto -noppa</translation>
    </message>
    <message>
        <source>an Eye die</source>
        <translation>Silmänoppa</translation>
    </message>
    <message>
        <source>character</source>
        <comment>deck</comment>
        <translation>hahmo</translation>
    </message>
    <message>
        <source>strategy</source>
        <comment>deck</comment>
        <translation>strategia</translation>
    </message>
    <message>
        <source>the Dwarves</source>
        <translation>kääpiöt</translation>
    </message>
    <message>
        <source>the Elves</source>
        <translation>haltiat</translation>
    </message>
    <message>
        <source>Gondor</source>
        <comment>nation</comment>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>the North</source>
        <translation>Pohjola</translation>
    </message>
    <message>
        <source>Rohan</source>
        <comment>nation</comment>
        <translation>Rohan</translation>
    </message>
    <message>
        <source>Isengard</source>
        <comment>nation</comment>
        <translation>Rautapiha</translation>
    </message>
    <message>
        <source>Sauron</source>
        <comment>nation</comment>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>the Southrons and Easterlings</source>
        <translation>etelän ja idän kansat</translation>
    </message>
    <message>
        <source>The Southrons and Easterlings</source>
        <translation>Etelän ja idän kansat</translation>
    </message>
    <message>
        <source>Dwarven</source>
        <translation>kääpiöiden</translation>
    </message>
    <message>
        <source>Elven</source>
        <translation>haltioiden</translation>
    </message>
    <message>
        <source>Gondor</source>
        <comment>figures&apos; nation</comment>
        <translation>Gondorin</translation>
    </message>
    <message>
        <source>North</source>
        <comment>figures&apos; nation</comment>
        <translation>Pohjolan</translation>
    </message>
    <message>
        <source>Rohan</source>
        <comment>figures&apos; nation</comment>
        <translation>Rohanin</translation>
    </message>
    <message>
        <source>Isengard</source>
        <comment>figures&apos; nation</comment>
        <translation>Rautapihan</translation>
    </message>
    <message>
        <source>Sauron</source>
        <comment>figures&apos; nation</comment>
        <translation>Sauronin</translation>
    </message>
    <message>
        <source>Southron and Easterling</source>
        <translation>etelän ja idän kansojen</translation>
    </message>
    <message>
        <source>a Nazgûl</source>
        <translation>Nazgûl</translation>
    </message>
    <message>
        <source>an {nation} regular</source>
        <translation>{nation} perusyksikkö</translation>
    </message>
    <message>
        <source>a {nation} regular</source>
        <translation>{nation} perusyksikkö</translation>
    </message>
    <message>
        <source>an {nation} elite</source>
        <translation>{nation} eliittiyksikkö</translation>
    </message>
    <message>
        <source>a {nation} elite</source>
        <translation>{nation} eliittiyksikkö</translation>
    </message>
    <message>
        <source>an {nation} leader</source>
        <translation>{nation} johtaja</translation>
    </message>
    <message>
        <source>a {nation} leader</source>
        <translation>{nation} johtaja</translation>
    </message>
    <message>
        <source>{a}, {rest}</source>
        <translation>{a}, {rest}</translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} regular(s)</source>
        <translation>
            <numerusform>%n {nation} perusyksikkö</numerusform>
            <numerusform>%n {nation} perusyksikköä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} elite(s)</source>
        <translation>
            <numerusform>%n {nation} eliittiyksikkö</numerusform>
            <numerusform>%n {nation} eliittiyksikköä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} leader(s)</source>
        <translation>
            <numerusform>%n {nation} johtaja</numerusform>
            <numerusform>%n {nation} johtajaa</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare the Fellowship in {region} and heal</source>
        <translation>Ilmoita Saattueen olinpaikaksi {region} ja parane</translation>
    </message>
    <message>
        <source>Declare the Fellowship in {region}</source>
        <translation>Ilmoita Saattueen olinpaikaksi {region}</translation>
    </message>
    <message>
        <source>Make {character} the guide</source>
        <translation>Tee hahmosta {character} opas</translation>
    </message>
    <message>
        <source>Enter Mordor from {region}</source>
        <translation>Saavu Mordoriin alueelta {region}</translation>
    </message>
    <message>
        <source>End the Fellowship phase</source>
        <translation>Lopeta Saattueen vaihe</translation>
    </message>
    <message>
        <source>Use {die} die: move the Fellowship</source>
        <translation>{die}-noppa: siirrä Saattuetta</translation>
    </message>
    <message>
        <source>Use {die} die: hide the Fellowship</source>
        <translation>{die}-noppa: piilota Saattue</translation>
    </message>
    <message>
        <source>Use {die} die: separate {character} to {region}</source>
        <translation>{die}-noppa: erota {character} alueelle {region}</translation>
    </message>
    <message>
        <source>Use {die} die: separate a group of companions</source>
        <translation>{die}-noppa: erota joukko tovereita</translation>
    </message>
    <message>
        <source>Use {die} die: move the companions</source>
        <translation>{die}-noppa: siirrä tovereita</translation>
    </message>
    <message>
        <source>Use {die} die: move Nazgûl and minions</source>
        <translation>{die}-noppa: siirrä Nazgûleja ja kätyreitä</translation>
    </message>
    <message>
        <source>{character} stays in {region}</source>
        <translation>{character} jää alueelle {region}</translation>
    </message>
    <message>
        <source>Move {character} {region} → {region2}</source>
        <translation>Siirrä {character} {region} → {region2}</translation>
    </message>
    <message>
        <source>Stop moving Nazgûl and minions</source>
        <translation>Lopeta Nazgûlien ja kätyrien siirtäminen</translation>
    </message>
    <message>
        <source>Move a Nazgûl {frm} → {to}</source>
        <translation>Siirrä Nazgûl {frm} → {to}</translation>
    </message>
    <message>
        <source>Move {character} {frm} → {to}</source>
        <translation>Siirrä {character} {frm} → {to}</translation>
    </message>
    <message>
        <source>Do not use {character}&apos;s guide ability</source>
        <translation>Älä käytä oppaan ({character}) kykyä</translation>
    </message>
    <message>
        <source>Take all {d} damage as corruption</source>
        <translation>Ota koko vahinko ({d}) turmeluksena</translation>
    </message>
    <message>
        <source>Separate (Take Them Alive) the guide {character} (−{value} damage)</source>
        <translation>Erota (Ottakaa heidät elävinä) opas {character} (−{value} vahinkoa)</translation>
    </message>
    <message>
        <source>Eliminate the guide {character} (−{value} damage)</source>
        <translation>Poista opas {character} pelistä (−{value} vahinkoa)</translation>
    </message>
    <message>
        <source>Eliminate a random companion (−its level)</source>
        <translation>Poista satunnainen toveri pelistä (−sen taso)</translation>
    </message>
    <message>
        <source>The revealed Fellowship stands in {region}</source>
        <translation>Paljastettu Saattue on alueella {region}</translation>
    </message>
    <message>
        <source>The Fellowship is revealed!</source>
        <translation>Saattue paljastuu!</translation>
    </message>
    <message>
        <source>A revealed Fellowship may not stay in {r}, a city or stronghold of the Free Peoples: it moves to {to}.</source>
        <translation>Paljastettu Saattue ei saa jäädä alueelle {r}, joka on Vapaiden kansojen kaupunki tai linnake: se siirtyy alueelle {to}.</translation>
    </message>
    <message>
        <source>Choose a region of the map for the revealed Fellowship.</source>
        <translation>Valitse kartalta alue paljastetulle Saattueelle.</translation>
    </message>
    <message>
        <source>A revealed Fellowship may never end its move in {region}: it is a city or stronghold the Free Peoples control.</source>
        <translation>Paljastettu Saattue ei saa koskaan lopettaa siirtoaan alueelle {region}: se on Vapaiden kansojen hallitsema kaupunki tai linnake.</translation>
    </message>
    <message numerus="yes">
        <source>{region} is out of reach: the revealed Fellowship moves at most %n region(s) (its progress counter) from {ring}.</source>
        <translation>
            <numerusform>{region} on ulottumattomissa: paljastettu Saattue siirtyy enintään %n alueen (etenemislaskurinsa) päähän alueelta {ring}.</numerusform>
            <numerusform>{region} on ulottumattomissa: paljastettu Saattue siirtyy enintään %n alueen (etenemislaskurinsa) päähän alueelta {ring}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Free Peoples declare the Fellowship in {to} (it was last seen in {frm}).</source>
        <translation>Vapaat kansat ilmoittavat Saattueen olinpaikaksi {to} (se nähtiin viimeksi alueella {frm}).</translation>
    </message>
    <message>
        <source>The Free Peoples reveal the Fellowship in {to} (it was last seen in {frm}).</source>
        <translation>Vapaat kansat paljastavat Saattueen: {to} (se nähtiin viimeksi alueella {frm}).</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) activated by the Fellowship&apos;s visit.</source>
        <translation>
            <numerusform>{nation} muuttuu aktiiviseksi Saattueen vierailun vuoksi.</numerusform>
            <numerusform>{nation} muuttuvat aktiivisiksi Saattueen vierailun vuoksi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Ring-bearer rests in {to}: corruption −1 (now {c}).</source>
        <translation>Sormuksen viejä lepää alueella {to}: turmelus −1 (nyt {c}).</translation>
    </message>
    <message numerus="yes">
        <source>The Fellowship passed %n Shadow stronghold(s): {tiles}.</source>
        <translation>
            <numerusform>Saattue ohitti %n Varjon linnakkeen: {tiles}.</numerusform>
            <numerusform>Saattue ohitti %n Varjon linnaketta: {tiles}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extra hunt tile(s)</source>
        <translation>
            <numerusform>%n ylimääräinen ajojahtilaatta</numerusform>
            <numerusform>%n ylimääräistä ajojahtilaattaa</numerusform>
        </translation>
    </message>
    <message>
        <source>{guide} now guides the Fellowship.</source>
        <translation>Saattueen opas on nyt {guide}.</translation>
    </message>
    <message>
        <source>The Fellowship enters Mordor from {r}: it stands on step 0 of the Mordor track, and every drawn hunt tile returns to the pool.</source>
        <translation>Saattue saapuu Mordoriin alueelta {r}: se on Mordorin radan askeleella 0, ja jokainen nostettu ajojahtilaatta palaa pussiin.</translation>
    </message>
    <message numerus="yes">
        <source>{c} reaches {r}: {nation} (becomes|become) active.</source>
        <translation>
            <numerusform>{c} saapuu alueelle {r}: {nation} muuttuu aktiiviseksi.</numerusform>
            <numerusform>{c} saapuu alueelle {r}: {nation} muuttuvat aktiivisiksi.</numerusform>
        </translation>
    </message>
    <message>
        <source>{c} leaves the Fellowship and goes to {r}.</source>
        <translation>{c} jättää Saattueen ja menee alueelle {r}.</translation>
    </message>
    <message>
        <source>Add {character} to the group</source>
        <translation>Lisää {character} ryhmään</translation>
    </message>
    <message>
        <source>{names} leave the Fellowship for {region}</source>
        <translation>{names} jättävät Saattueen, kohde {region}</translation>
    </message>
    <message>
        <source>{c} leave the Fellowship together and go to {r}.</source>
        <translation>{c} jättävät Saattueen yhdessä ja menevät alueelle {r}.</translation>
    </message>
    <message>
        <source>{g} is now the guide of the Fellowship.</source>
        <translation>Saattueen opas on nyt {g}.</translation>
    </message>
    <message>
        <source>{character} guides the Fellowship</source>
        <translation>{character} opastaa Saattuetta</translation>
    </message>
    <message>
        <source>{g} guides the Fellowship.</source>
        <translation>{g} opastaa Saattuetta.</translation>
    </message>
    <message>
        <source>{c} moves {frm} → {to}.</source>
        <translation>{c} siirtyy {frm} → {to}.</translation>
    </message>
    <message>
        <source>A Nazgûl flies {frm} → {to}.</source>
        <translation>Nazgûl lentää {frm} → {to}.</translation>
    </message>
    <message>
        <source>{m} moves {frm} → {to}.</source>
        <translation>{m} siirtyy {frm} → {to}.</translation>
    </message>
    <message>
        <source>The Fellowship hides again.</source>
        <translation>Saattue piiloutuu taas.</translation>
    </message>
    <message>
        <source>The Fellowship moves: progress counter {n}.</source>
        <translation>Saattue liikkuu: etenemislaskuri {n}.</translation>
    </message>
    <message>
        <source>The Fellowship moves on the Mordor track: a hunt tile is drawn.</source>
        <translation>Saattue liikkuu Mordorin radalla: nostetaan ajojahtilaatta.</translation>
    </message>
    <message>
        <source>Strider guides: the first die moving the Fellowship this turn stays out of the hunt box.</source>
        <translation>Konkari opastaa: ensimmäinen Saattuetta tällä vuorolla siirtävä noppa ei mene ajojahtiruutuun.</translation>
    </message>
    <message>
        <source>The Last Battle: the die stays out of the hunt box.</source>
        <translation>Viimeinen taistelu: noppa ei mene ajojahtiruutuun.</translation>
    </message>
    <message>
        <source>The {side} {deck} deck is shuffled ({n} cards).</source>
        <extracomment>every Action kind the engine performs: the keys of the dispatch table (dispatch.DOES), complete once the rule modules above are imported</extracomment>
        <translation>{deck}-pakka ({side}) sekoitetaan (kortteja: {n}).</translation>
    </message>
    <message>
        <source>Shuffle the {side} {deck} event deck</source>
        <translation>Sekoita {deck}-tapahtumapakka ({side})</translation>
    </message>
    <message>
        <source>Cards are drawn from the top.</source>
        <translation>Kortit nostetaan päältä.</translation>
    </message>
    <message>
        <source>The Fellowship sets out from {region} with {n} companions; {guide} is its guide.</source>
        <translation>Saattue lähtee alueelta {region}, tovereita mukana: {n}; opas: {guide}.</translation>
    </message>
    <message>
        <source>Nobody has to decide anything now.</source>
        <translation>Kenenkään ei tarvitse päättää mitään nyt.</translation>
    </message>
    <message>
        <source>It is not your decision: {decision}.</source>
        <translation>Tämä ei ole sinun päätöksesi: {decision}.</translation>
    </message>
    <message>
        <source>a companion moved a nation towards war</source>
        <translation>toveri vei kansaa lähemmäs sotaa</translation>
    </message>
    <message>
        <source>The siege of {r} is over.</source>
        <translation>Piiritys on ohi, alue {r}.</translation>
    </message>
    <message>
        <source>Game over. {reason}</source>
        <translation>Peli päättyi. {reason}</translation>
    </message>
    <message>
        <source>Mordor step {step}</source>
        <translation>Mordorin askel {step}</translation>
    </message>
    <message>
        <source>{region} +{progress} (hidden)</source>
        <translation>{region} +{progress} (piilossa)</translation>
    </message>
    <message>
        <source>{region} +{progress} (revealed)</source>
        <translation>{region} +{progress} (paljastettu)</translation>
    </message>
    <message>
        <source>the team card swap</source>
        <translation>joukkueen korttien vaihto</translation>
    </message>
    <message>
        <source>Turn {turn} · {phase} · Fellowship {where}, corruption {corruption} · VP Shadow {sh} / Free Peoples {fp}</source>
        <translation>Vuoro {turn} · {phase} · Saattue {where}, turmelus {corruption} · VP Varjo {sh} / Vapaat kansat {fp}</translation>
    </message>
    <message>
        <source>No Shadow dice are in the hunt box: no hunt roll.</source>
        <translation>Ajojahtiruudussa ei ole Varjon noppia: ei ajojahtiheittoa.</translation>
    </message>
    <message>
        <source>hunt die</source>
        <translation>ajojahtinoppa</translation>
    </message>
    <message>
        <source>a Shadow stronghold in the Fellowship&apos;s region</source>
        <translation>Varjon linnake Saattueen alueella</translation>
    </message>
    <message>
        <source>Shadow army units in the Fellowship&apos;s region</source>
        <translation>Varjon armeijan yksiköitä Saattueen alueella</translation>
    </message>
    <message>
        <source>a Nazgûl in the Fellowship&apos;s region</source>
        <translation>Nazgûl Saattueen alueella</translation>
    </message>
    <message>
        <source>Free Peoples die in the hunt box</source>
        <translation>Vapaiden kansojen noppa ajojahtiruudussa</translation>
    </message>
    <message>
        <source>{need}+ (a 1 always fails)</source>
        <translation>{need}+ (1 epäonnistuu aina)</translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n onnistuminen</numerusform>
            <numerusform>%n onnistumista</numerusform>
        </translation>
    </message>
    <message>
        <source>The hunt finds the Fellowship: a hunt tile is drawn.</source>
        <translation>Ajojahti löytää Saattueen: nostetaan ajojahtilaatta.</translation>
    </message>
    <message>
        <source>The Fellowship slips past the hunt.</source>
        <translation>Saattue livahtaa ajojahdin ohi.</translation>
    </message>
    <message numerus="yes">
        <source>Hunt roll: %n Shadow (die|dice) (hunts|hunt) the Fellowship near {region}</source>
        <translation>
            <numerusform>Ajojahtiheitto: %n Varjon noppa jahtaa Saattuetta lähellä aluetta {region}</numerusform>
            <numerusform>Ajojahtiheitto: %n Varjon noppaa jahtaa Saattuetta lähellä aluetta {region}</numerusform>
        </translation>
    </message>
    <message>
        <source>The Shadow hunts: {res}.</source>
        <translation>Varjo jahtaa: {res}.</translation>
    </message>
    <message>
        <source>No hunt tile is drawn.</source>
        <translation>Ajojahtilaattaa ei nosteta.</translation>
    </message>
    <message>
        <source>The hunt pool is empty: the drawn tiles are put back.</source>
        <translation>Ajojahtipussi on tyhjä: nostetut laatat palautetaan.</translation>
    </message>
    <message>
        <source>Eye: damage = dice in the hunt box</source>
        <translation>Silmä: vahinko = nopat ajojahtiruudussa</translation>
    </message>
    <message>
        <source>Eye: damage = hunt successes</source>
        <translation>Silmä: vahinko = ajojahdin onnistumiset</translation>
    </message>
    <message>
        <source>tile die</source>
        <translation>laatan noppa</translation>
    </message>
    <message>
        <source>die tile: rolled {value}</source>
        <translation>noppalaatta: heitto {value}</translation>
    </message>
    <message>
        <source>Eye (no effect for this card)</source>
        <translation>Silmä (ei vaikutusta tälle kortille)</translation>
    </message>
    <message>
        <source>{tile} and Reveal and Stop</source>
        <translation>{tile} sekä Paljastus ja Pysähdys</translation>
    </message>
    <message>
        <source>{tile} and Reveal</source>
        <translation>{tile} ja Paljastus</translation>
    </message>
    <message>
        <source>{tile} and Stop</source>
        <translation>{tile} ja Pysähdys</translation>
    </message>
    <message>
        <source>Hunt tile drawn: {desc}. Damage {d}.</source>
        <translation>Nostettu ajojahtilaatta: {desc}. Vahinko {d}.</translation>
    </message>
    <message>
        <source>Draw a hunt tile at random from the pool</source>
        <translation>Nosta satunnainen ajojahtilaatta pussista</translation>
    </message>
    <message>
        <source>{count} tiles in the pool</source>
        <translation>Laattoja pussissa: {count}</translation>
    </message>
    <message>
        <source>{damage} hunt damage; the Fellowship is revealed</source>
        <translation>Ajojahdin vahinko {damage}; Saattue paljastuu</translation>
    </message>
    <message>
        <source>{damage} hunt damage</source>
        <translation>Ajojahdin vahinko {damage}</translation>
    </message>
    <message>
        <source>The Ring-bearer heals {d} corruption.</source>
        <translation>Sormuksen viejän turmelus vähenee: −{d}.</translation>
    </message>
    <message>
        <source>The Ring-bearer takes {d} corruption.</source>
        <translation>Sormuksen viejän turmelus kasvaa: +{d}.</translation>
    </message>
    <message>
        <source>Use no card against this hunt damage</source>
        <translation>Älä käytä korttia tätä ajojahdin vahinkoa vastaan</translation>
    </message>
    <message>
        <source>Use {card} against the hunt damage</source>
        <translation>Käytä ajojahdin vahinkoa vastaan: {card}</translation>
    </message>
    <message>
        <source>The Free Peoples use {card} against the hunt.</source>
        <translation>Vapaat kansat käyttävät ajojahtia vastaan: {card}.</translation>
    </message>
    <message>
        <source>Boromir gives his life for the Ring-bearer (−2 damage)</source>
        <translation>Boromir antaa henkensä Sormuksen viejän puolesta (−2 vahinkoa)</translation>
    </message>
    <message>
        <source>{name} leaves the Fellowship (−1 damage)</source>
        <translation>{name} jättää Saattueen (−1 vahinko)</translation>
    </message>
    <message>
        <source>{name} is lost on the Mordor track (−1 damage)</source>
        <translation>{name} katoaa Mordorin radalla (−1 vahinko)</translation>
    </message>
    <message>
        <source>Gollum: reveal the Fellowship (−1 damage)</source>
        <translation>Klonkku: paljasta Saattue (−1 vahinko)</translation>
    </message>
    <message>
        <source>The guide&apos;s ability reduces the damage to {d}.</source>
        <translation>Oppaan kyky vähentää vahingon arvoon {d}.</translation>
    </message>
    <message>
        <source>{c} leaves the Fellowship in {r}.</source>
        <translation>{c} jättää Saattueen, alue {r}.</translation>
    </message>
    <message>
        <source>{c} is eliminated.</source>
        <translation>{c} poistetaan pelistä.</translation>
    </message>
    <message>
        <source>The Shadow draws a companion at random: {c}.</source>
        <translation>Varjo nostaa satunnaisen toverin: {c}.</translation>
    </message>
    <message>
        <source>Draw a random companion from the Fellowship</source>
        <translation>Nosta satunnainen toveri Saattueesta</translation>
    </message>
    <message>
        <source>That companion is the hunt&apos;s casualty.</source>
        <translation>Tuo toveri on ajojahdin uhri.</translation>
    </message>
    <message>
        <source>Take Them Alive: {c} is separated instead of eliminated.</source>
        <translation>Ottakaa heidät elävinä: {c} erotetaan eikä poisteta pelistä.</translation>
    </message>
    <message>
        <source>Stop: the Fellowship does not advance on the Mordor track.</source>
        <translation>Pysähdys: Saattue ei etene Mordorin radalla.</translation>
    </message>
    <message>
        <source>The Fellowship reaches step {n} of the Mordor track.</source>
        <translation>Saattue saavuttaa Mordorin radan askeleen {n}.</translation>
    </message>
    <message>
        <source>The Ring-bearer reaches the Crack of Doom and the Ring is destroyed.</source>
        <translation>Sormuksen viejä saavuttaa Tuomiorotkon, ja Sormus tuhoutuu.</translation>
    </message>
    <message>
        <source>Use {die} die: advance {nation} on the political track</source>
        <translation>{die}-noppa: vie kansaa {nation} eteenpäin poliittisella radalla</translation>
    </message>
    <message>
        <source>Use {die} die: recruit {word} in {region}</source>
        <translation>{die}-noppa: värvää {word}, alue {region}</translation>
    </message>
    <message>
        <source>Recruit {word} in {region}</source>
        <translation>Värvää {word}, alue {region}</translation>
    </message>
    <message>
        <source>Use {die} die: Saruman recruits an Isengard regular in each Isengard settlement</source>
        <translation>{die}-noppa: Saruman värvää Rautapihan perusyksikön jokaiseen Rautapihan asutukseen</translation>
    </message>
    <message>
        <source>Use {die} die: Saruman turns regulars in Orthanc into elites</source>
        <translation>{die}-noppa: Saruman muuttaa Orthancin perusyksiköt eliittiyksiköiksi</translation>
    </message>
    <message>
        <source>Use {die} die: bring {character} into play in {region}</source>
        <translation>{die}-noppa: tuo {character} peliin, alue {region}</translation>
    </message>
    <message>
        <source>Saruman breeds Uruk-hai in Orthanc: regulars become elites.</source>
        <translation>Saruman kasvattaa uruk-haita Orthancissa: perusyksiköistä tulee eliittiyksiköitä.</translation>
    </message>
    <message>
        <source>Recruit nothing more</source>
        <translation>Älä värvää enempää</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (becomes|become) active ({why}).</source>
        <translation>
            <numerusform>{nation} muuttuu aktiiviseksi ({why}).</numerusform>
            <numerusform>{nation} muuttuvat aktiivisiksi ({why}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (advances|advance) on the political track ({why}) and now (is|are) at war.</source>
        <translation>
            <numerusform>{nation} etenee poliittisella radalla ({why}) ja on nyt sodassa.</numerusform>
            <numerusform>{nation} etenevät poliittisella radalla ({why}) ja ovat nyt sodassa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (advances|advance) on the political track ({why}) and now (is|are) {steps} from war.</source>
        <translation>
            <numerusform>{nation} etenee poliittisella radalla ({why}) ja on nyt {steps} päässä sodasta.</numerusform>
            <numerusform>{nation} etenevät poliittisella radalla ({why}) ja ovat nyt {steps} päässä sodasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n askeleen</numerusform>
            <numerusform>%n askeleen</numerusform>
        </translation>
    </message>
    <message>
        <source>The {side} recruit {what} in {r}.</source>
        <translation>Puoli {side} värvää: {what}, alue {r}.</translation>
    </message>
    <message>
        <source>The {side} recruits {what} in {r}.</source>
        <translation>Puoli {side} värvää: {what}, alue {r}.</translation>
    </message>
    <message>
        <source>diplomacy with a Muster die</source>
        <translation>diplomatia Värväysnopalla</translation>
    </message>
    <message>
        <source>{character}&apos;s ability</source>
        <translation>kyky ({character})</translation>
    </message>
    <message>
        <source>{m} enters play in {r}: the Shadow gains an action die from next turn.</source>
        <translation>{m} tulee peliin alueella {r}: Varjo saa toimintanopan seuraavasta vuorosta alkaen.</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) activated by the coming of the Witch-king.</source>
        <translation>
            <numerusform>{nation} muuttuu aktiiviseksi Noitakuninkaan tulon vuoksi.</numerusform>
            <numerusform>{nation} muuttuvat aktiivisiksi Noitakuninkaan tulon vuoksi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Strider is crowned: Aragorn, heir to Isildur, in {r}. The Free Peoples gain an action die from next turn.</source>
        <translation>Konkari kruunataan: Aragorn, Isildurin perijä, alueella {r}. Vapaat kansat saavat toimintanopan seuraavasta vuorosta alkaen.</translation>
    </message>
    <message>
        <source>Gandalf the White comes in {r}. The Free Peoples gain an action die from next turn.</source>
        <translation>Valkoinen Gandalf saapuu alueelle {r}. Vapaat kansat saavat toimintanopan seuraavasta vuorosta alkaen.</translation>
    </message>
    <message>
        <source>discarding cards down to the hand limit</source>
        <translation>hylkää kortteja käden rajaan asti</translation>
    </message>
    <message>
        <source>taking the Fellowship phase&apos;s decisions</source>
        <translation>tekee Saattueen vaiheen päätöksiä</translation>
    </message>
    <message>
        <source>putting action dice in the hunt box</source>
        <translation>asettaa toimintanoppia ajojahtiruutuun</translation>
    </message>
    <message>
        <source>using an action die</source>
        <translation>käyttää toimintanoppaa</translation>
    </message>
    <message>
        <source>moving a second army with the same die</source>
        <translation>siirtää toista armeijaa samalla nopalla</translation>
    </message>
    <message>
        <source>recruiting a second figure with the same die</source>
        <translation>värvää toista nappulaa samalla nopalla</translation>
    </message>
    <message>
        <source>moving companions</source>
        <translation>siirtää tovereita</translation>
    </message>
    <message>
        <source>moving Nazgûl and minions</source>
        <translation>siirtää Nazgûleja ja kätyreitä</translation>
    </message>
    <message>
        <source>choosing a group of companions to leave the Fellowship</source>
        <translation>valitsee Saattueesta lähtevää toverijoukkoa</translation>
    </message>
    <message>
        <source>choosing the Fellowship&apos;s new guide</source>
        <translation>valitsee Saattueen uutta opasta</translation>
    </message>
    <message>
        <source>choosing between a field battle and retreating into the stronghold</source>
        <translation>valitsee kenttätaistelun ja linnakkeeseen vetäytymisen välillä</translation>
    </message>
    <message>
        <source>choosing which units may not go into the stronghold</source>
        <translation>valitsee, mitkä yksiköt eivät mahdu linnakkeeseen</translation>
    </message>
    <message>
        <source>choosing a combat card</source>
        <translation>valitsee taistelukorttia</translation>
    </message>
    <message>
        <source>choosing casualties</source>
        <translation>valitsee kaatuneita</translation>
    </message>
    <message>
        <source>deciding whether the attack goes on</source>
        <translation>päättää, jatkuuko hyökkäys</translation>
    </message>
    <message>
        <source>deciding whether the defenders retreat</source>
        <translation>päättää, vetäytyvätkö puolustajat</translation>
    </message>
    <message>
        <source>deciding whether the victors advance</source>
        <translation>päättää, etenevätkö voittajat</translation>
    </message>
    <message>
        <source>deciding whether Gandalf the White rides against the Nazgûl</source>
        <translation>päättää, ratsastaako Valkoinen Gandalf Nazgûleja vastaan</translation>
    </message>
    <message>
        <source>deciding whether the guide&apos;s ability reduces the hunt damage</source>
        <translation>päättää, vähentääkö oppaan kyky ajojahdin vahinkoa</translation>
    </message>
    <message>
        <source>choosing how to take the hunt damage</source>
        <translation>valitsee, miten ottaa ajojahdin vahingon</translation>
    </message>
    <message>
        <source>deciding whether a card on the table reduces the hunt damage</source>
        <translation>päättää, vähentääkö pöydällä oleva kortti ajojahdin vahinkoa</translation>
    </message>
    <message>
        <source>placing the revealed Fellowship</source>
        <translation>sijoittaa paljastettua Saattuetta</translation>
    </message>
    <message>
        <source>deciding whether to use a card on the table</source>
        <translation>päättää, käyttääkö pöydällä olevaa korttia</translation>
    </message>
    <message>
        <source>answering an event card&apos;s question</source>
        <translation>vastaa tapahtumakortin kysymykseen</translation>
    </message>
    <message>
        <source>moving or attacking with armies for an event card</source>
        <translation>siirtää armeijoita tai hyökkää niillä tapahtumakortin vuoksi</translation>
    </message>
    <message>
        <source>choosing the deck to draw from</source>
        <translation>valitsee pakkaa, josta nostaa</translation>
    </message>
    <message>
        <source>deciding whether to offer a team-mate a card swap</source>
        <translation>päättää, tarjoaako joukkuetoverille korttien vaihtoa</translation>
    </message>
    <message>
        <source>answering a team-mate&apos;s card swap</source>
        <translation>vastaa joukkuetoverin korttien vaihtoon</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>päättää</translation>
    </message>
    <message>
        <source>answering the question of {card}</source>
        <translation>vastaa kysymykseen ({card})</translation>
    </message>
    <message>
        <source>the {side} player is {what}</source>
        <translation>pelaaja ({side}) {what}</translation>
    </message>
    <message>
        <source>That choice is not readable: an action names its regions, figures and cards by name.</source>
        <translation>Valintaa ei voi lukea: toiminto nimeää alueensa, nappulansa ja korttinsa nimeltä.</translation>
    </message>
    <message>
        <source>That is not a choice now: {decision}.</source>
        <translation>Tämä ei ole nyt valittavissa: {decision}.</translation>
    </message>
    <message>
        <source>You have no unused {face} die.</source>
        <translation>Sinulla ei ole käyttämätöntä noppaa, jonka tulos on {face}.</translation>
    </message>
    <message>
        <source>You have no unused die of that kind.</source>
        <translation>Sinulla ei ole käyttämätöntä sellaista noppaa.</translation>
    </message>
    <message>
        <source>The army in {region} is besieged: it cannot leave (it may sortie).</source>
        <translation>Armeija alueella {region} on piiritetty: se ei voi lähteä (se voi tehdä uloshyökkäyksen).</translation>
    </message>
    <message>
        <source>You have no army in {region}.</source>
        <translation>Sinulla ei ole armeijaa alueella {region}.</translation>
    </message>
    <message>
        <source>The Character die attacks only with an army that has a leader or character.</source>
        <translation>Hahmonoppa hyökkää vain armeijalla, jossa on johtaja tai hahmo.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed: hide it before it moves on.</source>
        <translation>Saattue on paljastettu: piilota se ennen kuin se etenee.</translation>
    </message>
    <message>
        <source>The Fellowship is hidden already.</source>
        <translation>Saattue on jo piilossa.</translation>
    </message>
    <message>
        <source>On the Mordor track no companion can leave the Fellowship.</source>
        <translation>Mordorin radalla yksikään toveri ei voi erota Saattueesta.</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) not at war: no {adj} figures can be recruited.</source>
        <translation>
            <numerusform>{nation}: ei sodassa, joten nappuloita ({adj}) ei voi värvätä.</numerusform>
            <numerusform>{nation}: ei sodassa, joten nappuloita ({adj}) ei voi värvätä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) passive: a nation goes to war only once it is active.</source>
        <translation>
            <numerusform>{nation}: passiivinen; kansa lähtee sotaan vasta, kun se on aktiivinen.</numerusform>
            <numerusform>{nation}: passiivisia; kansa lähtee sotaan vasta, kun se on aktiivinen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) at war already.</source>
        <translation>
            <numerusform>{nation}: jo sodassa.</numerusform>
            <numerusform>{nation}: jo sodassa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player may use only one Elven ring a turn.</source>
        <translation>Kukin pelaaja voi käyttää vain yhden haltiasormuksen vuorossa.</translation>
    </message>
    <message>
        <source>You have no Elven ring left.</source>
        <translation>Sinulla ei ole enää haltiasormusta.</translation>
    </message>
    <message>
        <source>An Elven ring cannot make a Will of the West.</source>
        <translation>Haltiasormuksella ei voi tehdä Lännen tahtoa.</translation>
    </message>
    <message>
        <source>After using an Elven ring you take an action (or discard a die): no passing.</source>
        <translation>Haltiasormuksen käytön jälkeen teet toiminnon (tai hylkäät nopan): et voi passata.</translation>
    </message>
    <message>
        <source>You may pass only while you have fewer unused action dice than your opponent.</source>
        <translation>Voit passata vain, kun sinulla on vähemmän käyttämättömiä toimintanoppia kuin vastustajallasi.</translation>
    </message>
    <message>
        <source>The Fellowship was declared already this phase.</source>
        <translation>Saattue on jo julistettu tässä vaiheessa.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed: there is nothing to declare.</source>
        <translation>Saattue on paljastettu: julistettavaa ei ole.</translation>
    </message>
    <message numerus="yes">
        <source>{region} is out of reach: the Fellowship is declared at most %n region(s) (its progress counter) from {ring}.</source>
        <translation>
            <numerusform>Alue {region} on ulottumattomissa: Saattue julistetaan enintään %n alueen päähän sijainnista {ring} (sen etenemislaskuri).</numerusform>
            <numerusform>Alue {region} on ulottumattomissa: Saattue julistetaan enintään %n alueen päähän sijainnista {ring} (sen etenemislaskuri).</numerusform>
        </translation>
    </message>
    <message>
        <source>{companion} is not in the Fellowship.</source>
        <translation>{companion} ei ole Saattueessa.</translation>
    </message>
    <message numerus="yes">
        <source>{region} is out of reach: leaving the Fellowship, {companion} goes at most %n region(s) from {ring} (the progress counter plus his level) and stops at an enemy stronghold on the way.</source>
        <translation>
            <numerusform>Alue {region} on ulottumattomissa: Saattueesta erotessaan {companion} kulkee enintään %n alueen päähän sijainnista {ring} (etenemislaskuri plus hänen tasonsa) ja pysähtyy matkan varrella olevaan vihollisen linnakkeeseen.</numerusform>
            <numerusform>Alue {region} on ulottumattomissa: Saattueesta erotessaan {companion} kulkee enintään %n alueen päähän sijainnista {ring} (etenemislaskuri plus hänen tasonsa) ja pysähtyy matkan varrella olevaan vihollisen linnakkeeseen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{region} is out of {character}&apos;s reach this move (his level, and no further than an enemy stronghold on the way).</source>
        <translation>Alue {region} on tällä siirrolla ulottumattomissa ({character}: hänen tasonsa, eikä pidemmälle kuin matkan varrella oleva vihollisen linnake).</translation>
    </message>
    <message>
        <source>{region} is a Free Peoples stronghold that is not besieged: no Nazgûl or minion may enter it.</source>
        <translation>{region} on Vapaiden kansojen linnake, jota ei piiritetä: Nazgûl tai kätyri ei voi mennä sinne.</translation>
    </message>
    <message numerus="yes">
        <source>The Shadow puts between {low} and %n (die|dice) in the hunt box now.</source>
        <translation>
            <numerusform>Varjo asettaa nyt ajojahtiruutuun {low}–%n noppaa.</numerusform>
            <numerusform>Varjo asettaa nyt ajojahtiruutuun {low}–%n noppaa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal the next event tile</source>
        <translation>Paljasta seuraava tapahtumalaatta</translation>
    </message>
    <message numerus="yes">
        <source>Pay %n shields: draw 2 cards</source>
        <translation>
            <numerusform>Maksa %n kilpi: nosta 2 korttia</numerusform>
            <numerusform>Maksa %n kilpeä: nosta 2 korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n shields: heal 1 step</source>
        <translation>
            <numerusform>Maksa %n kilpi: 1 askel kohti valoa</numerusform>
            <numerusform>Maksa %n kilpeä: 1 askel kohti valoa</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the shields</source>
        <translation>Pidä kilvet</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Poista {card}</translation>
    </message>
    <message>
        <source>Preparations: roll the die and turn up four cards</source>
        <translation>Valmistelut: heitä arpakuutiota ja käännä neljä korttia</translation>
    </message>
    <message>
        <source>Set out without preparations</source>
        <translation>Lähde matkaan ilman valmisteluja</translation>
    </message>
    <message>
        <source>Give {card} to {hobbit}</source>
        <translation>Anna {card} hobitille {hobbit}</translation>
    </message>
    <message>
        <source>Pass {card} to {hobbit}</source>
        <translation>Siirrä {card} hobitille {hobbit}</translation>
    </message>
    <message>
        <source>Roll the die to destroy the Ring</source>
        <translation>Heitä arpakuutiota ja yritä tuhota Sormus</translation>
    </message>
    <message numerus="yes">
        <source>Let the %n foe(s) appear</source>
        <translation>
            <numerusform>Päästä %n vihollinen esiin</numerusform>
            <numerusform>Päästä %n vihollista esiin</numerusform>
        </translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Jatka</translation>
    </message>
    <message>
        <source>Cast the Ring into the fire</source>
        <translation>Heitä Sormus tuleen</translation>
    </message>
    <message>
        <source>Put the tiles back, top first: {tiles}</source>
        <translation>Palauta laatat, päällimmäinen ensin: {tiles}</translation>
    </message>
    <message>
        <source>A yellow card is not played on a line: use its power instead.</source>
        <translation>Keltaista korttia ei pelata kulkureitille: käytä sen sijaan kortin voimaa.</translation>
    </message>
    <message numerus="yes">
        <source>You have already played %n card(s) this turn.</source>
        <translation>
            <numerusform>Olet jo pelannut tällä vuorolla %n kortin.</numerusform>
            <numerusform>Olet jo pelannut tällä vuorolla %n korttia.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already played a {colour} card this turn: at most one white and one grey.</source>
        <translation>Olet jo pelannut tällä vuorolla kortin, jonka väri on {colour}: enintään yksi valkoinen ja yksi harmaa.</translation>
    </message>
    <message>
        <source>Play {card} on {line}</source>
        <translation>Pelaa {card}: {line}</translation>
    </message>
    <message>
        <source>Put on the Ring and move {line}</source>
        <translation>Pujota Sormus sormeen: {line} etenee</translation>
    </message>
    <message>
        <source>Draw 2 hobbit cards</source>
        <translation>Nosta 2 hobittikorttia</translation>
    </message>
    <message>
        <source>Heal: move 1 step toward the light</source>
        <translation>Parannu: 1 askel kohti valoa</translation>
    </message>
    <message>
        <source>Defeat {foe} without paying</source>
        <translation>Kukista maksamatta: {foe}</translation>
    </message>
    <message>
        <source>Take it on: {what}</source>
        <translation>Ota itsellesi: {what}</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Anna {card}</translation>
    </message>
    <message>
        <source>Give a {token}</source>
        <translation>Anna {token}</translation>
    </message>
    <message>
        <source>Use Fatty&apos;s Wit instead of the shields</source>
        <translation>Käytä kilpien sijaan Pullan Nokkeluutta</translation>
    </message>
    <message numerus="yes">
        <source>Give shields worth %n</source>
        <translation>
            <numerusform>Anna kilpiä arvoltaan %n</numerusform>
            <numerusform>Anna kilpiä arvoltaan %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Do not pay</source>
        <translation>Älä maksa</translation>
    </message>
    <message>
        <source>Stop: keep your cards</source>
        <translation>Lopeta: pidä korttisi</translation>
    </message>
    <message>
        <source>Go on to {place}</source>
        <translation>Jatka matkaa: {place}</translation>
    </message>
    <message>
        <source>Shortcut to {place}, giving up {card}</source>
        <translation>Oikopolku: {place} (luovuta {card})</translation>
    </message>
    <message>
        <source>Shortcut to {place}, calling the Elves</source>
        <translation>Oikopolku: {place} (kutsu haltiat)</translation>
    </message>
    <message>
        <source>Shortcut to {place}</source>
        <translation>Oikopolku: {place}</translation>
    </message>
    <message>
        <source>Defeat {foe}: {demand}</source>
        <translation>Kukista {foe}: {demand}</translation>
    </message>
    <message>
        <source>Gandalf: Foresight (look at the top three event tiles)</source>
        <translation>Gandalf: Ennakointi (katso kolme päällimmäistä tapahtumalaattaa)</translation>
    </message>
    <message>
        <source>Gandalf: Guidance</source>
        <translation>Gandalf: Johdatus</translation>
    </message>
    <message>
        <source>Gandalf: Healing (heal 2 steps)</source>
        <translation>Gandalf: Parannus (2 askelta kohti valoa)</translation>
    </message>
    <message>
        <source>Gandalf: Magic (turn the next event aside)</source>
        <translation>Gandalf: Taika (torju seuraava tapahtuma)</translation>
    </message>
    <message>
        <source>Gandalf: Persistence (draw 4 cards)</source>
        <translation>Gandalf: Sinnikkyys (nosta 4 korttia)</translation>
    </message>
    <message>
        <source>Gandalf: Defiance (stop Sauron&apos;s next move)</source>
        <translation>Gandalf: Uhma (pysäytä Sauronin seuraava siirto)</translation>
    </message>
    <message>
        <source>Gandalf: Immunity (the next roll shows blank)</source>
        <translation>Gandalf: Koskemattomuus (seuraava heitto on tyhjä sivu)</translation>
    </message>
    <message>
        <source>Gandalf: Fire Storm</source>
        <translation>Gandalf: Tulimyrsky</translation>
    </message>
    <message>
        <source>Gandalf: Guidance (move {line} 2 spaces)</source>
        <translation>Gandalf: Johdatus ({line} etenee 2 ruutua)</translation>
    </message>
    <message>
        <source>Gandalf: Fire Storm on {foes}</source>
        <translation>Gandalf: Tulimyrsky ({foes})</translation>
    </message>
    <message>
        <source>Play {card}: the next die roll is ignored</source>
        <translation>Pelaa {card}: seuraava heitto jätetään huomiotta</translation>
    </message>
    <message>
        <source>Play {card}: turn the next event aside</source>
        <translation>Pelaa {card}: torju seuraava tapahtuma</translation>
    </message>
    <message>
        <source>Play {card}: no harm for missing life tokens at this board&apos;s end</source>
        <translation>Pelaa {card}: puuttuvista Elämä-pelimerkeistä ei haittaa tämän laudan lopussa</translation>
    </message>
    <message>
        <source>Play {card}: heal</source>
        <translation>Pelaa {card}: parannu</translation>
    </message>
    <message>
        <source>Play {card}: draw up to 6 cards</source>
        <translation>Pelaa {card}: nosta kortteja, kunnes niitä on 6</translation>
    </message>
    <message>
        <source>Play {card} on {foe}</source>
        <translation>Pelaa {card}: kukista {foe}</translation>
    </message>
    <message>
        <source>Play {card}: give {gift} to {hobbit}</source>
        <translation>Pelaa {card}: anna {gift} hobitille {hobbit}</translation>
    </message>
    <message>
        <source>Frodo&apos;s Determination: move {line} one space</source>
        <translation>Frodon Määrätietoisuus: {line} etenee yhden ruudun</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery: he will face the next event with the die</source>
        <translation>Samin Urheus: hän kohtaa seuraavan tapahtuman arpakuutiolla</translation>
    </message>
    <message>
        <source>Pippin&apos;s Fervour: play up to four cards this turn</source>
        <translation>Pippinin Kiivaus: pelaa tällä vuorolla enintään neljä korttia</translation>
    </message>
    <message>
        <source>Merry&apos;s Courage: defeat every foe that asks for life tokens</source>
        <translation>Merrin Rohkeus: kukista kaikki viholliset, jotka vaativat Elämä-pelimerkkejä</translation>
    </message>
    <message>
        <source>The game is over: nobody is to move.</source>
        <translation>Peli on päättynyt: kenenkään ei ole vuoro.</translation>
    </message>
    <message>
        <source>It is {hobbit}&apos;s decision now, not yours.</source>
        <translation>Nyt päättää {hobbit}, et sinä.</translation>
    </message>
    <message>
        <source>Cards are played after the event tiles, when an activity tile has shown.</source>
        <translation>Kortit pelataan tapahtumalaattojen jälkeen, kun esiin on tullut kulkureitin laatta.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Se kortti ei ole kädessäsi.</translation>
    </message>
    <message>
        <source>{why}</source>
        <translation>{why}</translation>
    </message>
    <message>
        <source>This board has no such line.</source>
        <translation>Tällä laudalla ei ole sellaista kulkureittiä.</translation>
    </message>
    <message>
        <source>{line} is already complete.</source>
        <translation>{line} on jo valmis.</translation>
    </message>
    <message>
        <source>{card} shows {symbols}: it does not fit {line}.</source>
        <translation>Kortin {card} kuviot ({symbols}) eivät sovi tähän: {line}.</translation>
    </message>
    <message>
        <source>You have already played cards this turn: drawing, healing and a free defeat are instead of playing cards.</source>
        <translation>Olet jo pelannut kortteja tällä vuorolla: nostaminen, parantuminen ja ilmainen kukistaminen tehdään korttien pelaamisen sijaan.</translation>
    </message>
    <message>
        <source>The free defeat may be used once per turn.</source>
        <translation>Ilmaista kukistamista voi käyttää kerran vuorossa.</translation>
    </message>
    <message>
        <source>Only the Ring-bearer may put on the Ring.</source>
        <translation>Vain Sormuksen viejä voi pujottaa Sormuksen sormeensa.</translation>
    </message>
    <message>
        <source>The Ring has already been used on this board.</source>
        <translation>Sormusta on jo käytetty tällä laudalla.</translation>
    </message>
    <message>
        <source>No foe is on the foe line.</source>
        <translation>Vihollislinjalla ei ole vihollisia.</translation>
    </message>
    <message>
        <source>You cannot meet {foe}&apos;s demand.</source>
        <translation>Et pysty täyttämään vihollisen vaatimusta ({foe}).</translation>
    </message>
    <message numerus="yes">
        <source>Calling Gandalf costs 5 shields; the Fellowship has %n.</source>
        <translation>
            <numerusform>Gandalfin kutsuminen maksaa 5 kilpeä; Saattueella on %n.</numerusform>
            <numerusform>Gandalfin kutsuminen maksaa 5 kilpeä; Saattueella on %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>That Gandalf card has already been used.</source>
        <translation>Se Gandalf-kortti on jo käytetty.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Se ei ole nyt mahdollista.</translation>
    </message>
    <message>
        <source>{hobbit} takes on {foe}.</source>
        <translation>{hobbit} kohtaa vihollisen {foe}.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives up all shields (worth %n).</source>
        <translation>
            <numerusform>{hobbit} luopuu kaikista kilvistään (arvo %n).</numerusform>
            <numerusform>{hobbit} luopuu kaikista kilvistään (arvo %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives up %n × {token}.</source>
        <translation>
            <numerusform>{hobbit} luopuu: %n × {token}.</numerusform>
            <numerusform>{hobbit} luopuu: %n × {token}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} calls Gandalf for 5 shields: {card}.</source>
        <translation>{hobbit} kutsuu Gandalfin 5 kilvellä: {card}.</translation>
    </message>
    <message>
        <source>The top tiles are: {tiles}.</source>
        <translation>Päällimmäiset laatat: {tiles}.</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Fire Storm</source>
        <translation>Gandalfin Tulimyrsky</translation>
    </message>
    <message>
        <source>{hobbit} plays {card}.</source>
        <translation>{hobbit} pelaa kortin {card}.</translation>
    </message>
    <message>
        <source>Fire Brand</source>
        <translation>Tulisoihtu</translation>
    </message>
    <message>
        <source>{hobbit} gives {card} to {other}.</source>
        <translation>{hobbit} antaa kortin {card} hobitille {other}.</translation>
    </message>
    <message>
        <source>{hobbit} gives a card to {other}.</source>
        <translation>{hobbit} antaa kortin hobitille {other}.</translation>
    </message>
    <message>
        <source>Frodo&apos;s Determination.</source>
        <translation>Frodon Määrätietoisuus.</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery: he will face the next event alone, with the die.</source>
        <translation>Samin Urheus: hän kohtaa seuraavan tapahtuman yksin, arpakuutiolla.</translation>
    </message>
    <message>
        <source>Pippin&apos;s Fervour: he may play up to four cards this turn.</source>
        <translation>Pippinin Kiivaus: hän voi pelata tällä vuorolla enintään neljä korttia.</translation>
    </message>
    <message>
        <source>Merry&apos;s Courage.</source>
        <translation>Merrin Rohkeus.</translation>
    </message>
    <message>
        <source>Merry&apos;s Courage</source>
        <translation>Merrin Rohkeus</translation>
    </message>
    <message>
        <source>{hobbit} puts on the Ring.</source>
        <translation>{hobbit} pujottaa Sormuksen sormeensa.</translation>
    </message>
    <message>
        <source>the Ring</source>
        <translation>Sormus</translation>
    </message>
    <message>
        <source>instead of playing cards</source>
        <translation>korttien pelaamisen sijaan</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} pays shields worth %n.</source>
        <translation>
            <numerusform>{hobbit} maksaa kilpiä arvoltaan %n.</numerusform>
            <numerusform>{hobbit} maksaa kilpiä arvoltaan %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} discards {card}.</source>
        <translation>{hobbit} poistaa kortin {card}.</translation>
    </message>
    <message>
        <source>The Fellowship sets out without preparations.</source>
        <translation>Saattue lähtee matkaan ilman valmisteluja.</translation>
    </message>
    <message>
        <source>the preparations at Bag End</source>
        <translation>Repunpään valmistelut</translation>
    </message>
    <message>
        <source>Four hobbit cards are turned up: {cards}.</source>
        <translation>Neljä hobittikorttia käännetään: {cards}.</translation>
    </message>
    <message>
        <source>{card} goes to {hobbit}.</source>
        <translation>Kortin {card} saa {hobbit}.</translation>
    </message>
    <message>
        <source>{hobbit} passes {card} to {other}.</source>
        <translation>{hobbit} siirtää kortin {card} hobitille {other}.</translation>
    </message>
    <message>
        <source>{hobbit} passes a card to {other}.</source>
        <translation>{hobbit} siirtää kortin hobitille {other}.</translation>
    </message>
    <message>
        <source>The Fellowship takes the shortcut to {place}.</source>
        <translation>Saattue kulkee oikopolkua: {place}.</translation>
    </message>
    <message>
        <source>{hobbit} gives up {card} for the shortcut.</source>
        <translation>{hobbit} luovuttaa oikopolkua varten kortin {card}.</translation>
    </message>
    <message>
        <source>calling the Elves</source>
        <translation>haltioiden kutsuminen</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Foresight: the tiles are put back in the chosen order.</source>
        <translation>Gandalfin Ennakointi: laatat palautetaan valittuun järjestykseen.</translation>
    </message>
    <message>
        <source>There is no choice with {words} now: {decision}.</source>
        <translation>Valintaa sanoilla {words} ei ole nyt: {decision}.</translation>
    </message>
    <message>
        <source>That combination of choices is not open now: {decision}.</source>
        <translation>Tuo valintojen yhdistelmä ei ole nyt mahdollinen: {decision}.</translation>
    </message>
    <message>
        <source>the number {value}</source>
        <translation>luku {value}</translation>
    </message>
    <message>
        <source>The {role} player now leads the {side}.</source>
        <translation>Pelaaja ({role}) johtaa nyt puolta {side}.</translation>
    </message>
    <message>
        <source>Draw a {deck} event card</source>
        <translation>Nosta tapahtumakortti: {deck}</translation>
    </message>
    <message>
        <source>Both decks are empty: draw nothing</source>
        <translation>Molemmat pakat ovat tyhjiä: älä nosta mitään</translation>
    </message>
    <message>
        <source>Do not offer {mate} a card swap</source>
        <translation>Älä tarjoa korttien vaihtoa ({mate})</translation>
    </message>
    <message>
        <source>Offer {card} to {mate} in a swap (unseen)</source>
        <translation>Tarjoa korttia {card} vaihtoon ({mate}, näkemättä)</translation>
    </message>
    <message>
        <source>The {role} player does not swap a card.</source>
        <translation>Pelaaja ({role}) ei vaihda korttia.</translation>
    </message>
    <message>
        <source>The {role} player offers {mate} a card swap.</source>
        <translation>Pelaaja ({role}) tarjoaa korttien vaihtoa: {mate}.</translation>
    </message>
    <message>
        <source>Decline the swap</source>
        <translation>Kieltäydy vaihdosta</translation>
    </message>
    <message>
        <source>Swap: give {card} for the card offered</source>
        <translation>Vaihda: anna {card} tarjottua korttia vastaan</translation>
    </message>
    <message>
        <source>The {role} player declines the swap.</source>
        <translation>Pelaaja ({role}) kieltäytyy vaihdosta.</translation>
    </message>
    <message>
        <source>{a} and {b} swap one card.</source>
        <translation>{a} ja {b} vaihtavat yhden kortin.</translation>
    </message>
    <message>
        <source>You receive {card}.</source>
        <translation>Saat kortin: {card}.</translation>
    </message>
    <message>
        <source>Playing a side alone, you may not act on the same nation twice in a row.</source>
        <translation>Kun pelaat puolta yksin, et voi toimia saman kansan hyväksi kahdesti peräkkäin.</translation>
    </message>
    <message>
        <source>That army or nation is not the {role} player&apos;s.</source>
        <translation>Tuo armeija tai kansa ei kuulu pelaajalle ({role}).</translation>
    </message>
    <message>
        <source>recover action dice and draw cards</source>
        <extracomment>the six phases of a turn, as the story of the game heads them</extracomment>
        <translation>toimintanoppien palautus ja korttien nosto</translation>
    </message>
    <message>
        <source>the Fellowship phase</source>
        <translation>Saattueen vaihe</translation>
    </message>
    <message>
        <source>the action roll</source>
        <translation>toimintaheitto</translation>
    </message>
    <message>
        <source>the victory check</source>
        <translation>voiton tarkistus</translation>
    </message>
    <message>
        <source>Discard {card} (hand limit {limit})</source>
        <translation>Hylkää {card} (käden raja {limit})</translation>
    </message>
    <message numerus="yes">
        <source>Put %n (die|dice) in the hunt box</source>
        <translation>
            <numerusform>Aseta %n noppa ajojahtiruutuun</numerusform>
            <numerusform>Aseta %n noppaa ajojahtiruutuun</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn} · phase {n}: {name}</source>
        <translation>Vuoro {turn} · vaihe {n}: {name}</translation>
    </message>
    <message>
        <source>The Shadow must put {n} die in the hunt box.</source>
        <translation>Varjon on asetettava ajojahtiruutuun noppia: {n}.</translation>
    </message>
    <message>
        <source>Turn {turn} begins: the Free Peoples have {fp} action dice, the Shadow {sh}.</source>
        <translation>Vuoro {turn} alkaa: Vapailla kansoilla on {fp} toimintanoppaa, Varjolla {sh}.</translation>
    </message>
    <message>
        <source>The {side} {deck} deck is empty: no card is drawn.</source>
        <translation>Pakka ({side}, {deck}) on tyhjä: korttia ei nosteta.</translation>
    </message>
    <message>
        <source>The {side} player draws a {deck} event card.</source>
        <translation>Pelaaja ({side}) nostaa tapahtumakortin: {deck}.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Nostat kortin: {card}.</translation>
    </message>
    <message>
        <source>Draw the top card of the {side} {deck} deck</source>
        <translation>Nosta päällimmäinen kortti pakasta ({side}, {deck})</translation>
    </message>
    <message>
        <source>{card} goes into your hand.</source>
        <translation>{card} siirtyy käteesi.</translation>
    </message>
    <message>
        <source>action die</source>
        <translation>toimintanoppa</translation>
    </message>
    <message numerus="yes">
        <source>%n Eye result(s) (goes|go) to the hunt box: {hunting} this turn.</source>
        <translation>
            <numerusform>%n Silmä-tulos siirtyy ajojahtiruutuun: {hunting} tällä vuorolla.</numerusform>
            <numerusform>%n Silmä-tulosta siirtyy ajojahtiruutuun: {hunting} tällä vuorolla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Shadow (die|dice) (hunts|hunt)</source>
        <translation>
            <numerusform>%n Varjon noppa jahtaa</numerusform>
            <numerusform>%n Varjon noppaa jahtaa</numerusform>
        </translation>
    </message>
    <message>
        <source>The Free Peoples act first.</source>
        <translation>Vapaat kansat toimivat ensin.</translation>
    </message>
    <message numerus="yes">
        <source>{side} action roll (%n (die|dice))</source>
        <translation>
            <numerusform>Toimintaheitto ({side}, %n noppa)</numerusform>
            <numerusform>Toimintaheitto ({side}, %n noppaa)</numerusform>
        </translation>
    </message>
    <message>
        <source>each face is one action</source>
        <translation>jokainen tulos on yksi toiminto</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>ei noppia</translation>
    </message>
    <message>
        <source>The {side} roll their action dice: {faces}.</source>
        <translation>Toimintanopat ({side}): {faces}.</translation>
    </message>
    <message>
        <source>On the Mordor track the Fellowship neither moved nor hid this turn: +1 corruption.</source>
        <translation>Saattue ei Mordorin radalla liikkunut eikä piiloutunut tällä vuorolla: +1 turmelus.</translation>
    </message>
    <message>
        <source>The Shadow holds {sh} victory points of Free Peoples settlements: military victory.</source>
        <translation>Varjolla on Vapaiden kansojen asutuksia {sh} voittopisteen arvosta: sotilaallinen voitto.</translation>
    </message>
    <message>
        <source>The Free Peoples hold {fp} victory points of Shadow settlements: military victory.</source>
        <translation>Vapailla kansoilla on Varjon asutuksia {fp} voittopisteen arvosta: sotilaallinen voitto.</translation>
    </message>
    <message>
        <source>Victory check: the Shadow has {sh} VP, the Free Peoples {fp} VP. The war goes on.</source>
        <translation>Voiton tarkistus: Varjolla on {sh} VP, Vapailla kansoilla {fp} VP. Sota jatkuu.</translation>
    </message>
    <message>
        <source>{reason} The {side} win!</source>
        <translation>{reason} Voittaja: {side}!</translation>
    </message>
    <message>
        <source>{reason} The {side} wins!</source>
        <translation>{reason} Voittaja: {side}!</translation>
    </message>
    <message>
        <source>The Ring-bearer&apos;s corruption reaches {limit}: the Ring is the Shadow&apos;s.</source>
        <translation>Sormuksen viejän turmelus saavuttaa arvon {limit}: Sormus on Varjon.</translation>
    </message>
    <message>
        <source>The {side} player discards {card}.</source>
        <translation>Pelaaja ({side}) hylkää kortin {card}.</translation>
    </message>
    <message>
        <source>The Shadow puts {n} action dice in the hunt box.</source>
        <translation>Varjo asettaa ajojahtiruutuun {n} toimintanoppaa.</translation>
    </message>
    <message>
        <source>{seat} takes the first-player marker.</source>
        <translation>{seat} ottaa aloituspelaajan merkin.</translation>
    </message>
    <message>
        <source>The Lieutenant joins {seat}&apos;s pool for the rest of the game.</source>
        <translation>Luutnantti liittyy pelaajan {seat} varantoon loppupelin ajaksi.</translation>
    </message>
    <message>
        <source>{seat} takes the Ambassador: it will be placed at the start of next round.</source>
        <translation>{seat} ottaa Lähettilään: se asetetaan seuraavan kierroksen alussa.</translation>
    </message>
    <message>
        <source>The Ambassador is not at the Palace this round.</source>
        <translation>Lähettiläs ei ole palatsissa tällä kierroksella.</translation>
    </message>
    <message>
        <source>Take your agent back from {place}</source>
        <translation>Ota agenttisi takaisin paikasta {place}</translation>
    </message>
    <message>
        <source>Choose an agent to take back into your pool.</source>
        <translation>Valitse agentti, jonka otat takaisin varantoosi.</translation>
    </message>
    <message>
        <source>{seat} takes an agent back from {place} into the pool.</source>
        <translation>{seat} ottaa agentin takaisin varantoon paikasta {place}.</translation>
    </message>
    <message>
        <source>Use {building} in Builder&apos;s Hall: {text}</source>
        <translation>Käytä rakennusta {building} Rakentajien salissa: {text}</translation>
    </message>
    <message>
        <source>Choose a building for sale to use.</source>
        <translation>Valitse käytettävä myytävänä oleva rakennus.</translation>
    </message>
    <message>
        <source>Choose a space for your extra agent.</source>
        <translation>Valitse ruutu lisäagentillesi.</translation>
    </message>
    <message>
        <source>{seat} assigns an extra agent to {place}.</source>
        <translation>{seat} asettaa lisäagentin paikkaan {place}.</translation>
    </message>
    <message>
        <source>{seat} assigns an agent to {building} while it is still for sale.</source>
        <translation>{seat} asettaa agentin rakennukseen {building}, vaikka se on vielä myytävänä.</translation>
    </message>
    <message>
        <source>Use {place} as if you were there: {text}</source>
        <translation>Käytä paikkaa {place} kuin olisit siellä: {text}</translation>
    </message>
    <message>
        <source>Choose a space an opponent&apos;s agent holds, to use its action.</source>
        <translation>Valitse ruutu, jossa on vastustajan agentti, käyttääksesi sen toimintoa.</translation>
    </message>
    <message>
        <source>{seat} uses the action of {place} without moving an agent.</source>
        <translation>{seat} käyttää paikan {place} toimintoa siirtämättä agenttia.</translation>
    </message>
    <message>
        <source>{space} (space {number})</source>
        <translation>{space} (ruutu {number})</translation>
    </message>
    <message>
        <source>{building} (for sale in Builder&apos;s Hall)</source>
        <translation>{building} (myytävänä Rakentajien salissa)</translation>
    </message>
    <message>
        <source>Lot {number}</source>
        <translation>Tontti {number}</translation>
    </message>
    <message>
        <source>{building} (lot {number}, {owner}&apos;s)</source>
        <translation>{building} (tontti {number}, omistaja {owner})</translation>
    </message>
    <message>
        <source>{vp} VP, holding {what}</source>
        <translation>{vp} VP, hallussa {what}</translation>
    </message>
    <message>
        <source>Every lot is built on: no building can be added.</source>
        <translation>Jokaisella tontilla on rakennus: rakennusta ei voi lisätä.</translation>
    </message>
    <message>
        <source>The building stack is empty.</source>
        <translation>Rakennuspino on tyhjä.</translation>
    </message>
    <message>
        <source>{seat} takes the top building tile: {building}.</source>
        <translation>{seat} ottaa päällimmäisen rakennuslaatan: {building}.</translation>
    </message>
    <message>
        <source>Take the top tile of the building stack</source>
        <translation>Ota rakennuspinon päällimmäinen laatta</translation>
    </message>
    <message>
        <source>{building} comes into play under {seat}&apos;s control.</source>
        <translation>{building} tulee peliin, hallitsijana {seat}.</translation>
    </message>
    <message>
        <source>Buy {building} for {price} Gold, +{vp} VP: {visit} Owner: {owner}</source>
        <translation>Osta {building} hintaan {price} kultaa, +{vp} VP: {visit} Omistaja: {owner}</translation>
    </message>
    <message>
        <source>Buy {building} for {price} Gold: {visit} Owner: {owner}</source>
        <translation>Osta {building} hintaan {price} kultaa: {visit} Omistaja: {owner}</translation>
    </message>
    <message>
        <source>Choose a building from Builder&apos;s Hall.</source>
        <translation>Valitse rakennus Rakentajien salista.</translation>
    </message>
    <message>
        <source>{seat} builds {building} on lot {number} for {price} Gold and scores its {vp} VP tokens.</source>
        <translation>{seat} rakentaa rakennuksen {building} tontille {number} hintaan {price} kultaa ja saa sen {vp} VP-merkkiä.</translation>
    </message>
    <message>
        <source>{seat} builds {building} on lot {number} for {price} Gold.</source>
        <translation>{seat} rakentaa rakennuksen {building} tontille {number} hintaan {price} kultaa.</translation>
    </message>
    <message>
        <source>Paid {price} Gold and scored {vp} VP. Anyone may send an agent there from now on; when an opponent does, {seat} gets the owner benefit (not for their own agents).</source>
        <translation>Maksettu {price} kultaa ja saatu {vp} VP. Kuka tahansa voi tästä lähtien lähettää sinne agentin; kun vastustaja tekee niin, {seat} saa omistajan edun (ei omista agenteistaan).</translation>
    </message>
    <message>
        <source>Paid {price} Gold. Anyone may send an agent there from now on; when an opponent does, {seat} gets the owner benefit (not for their own agents).</source>
        <translation>Maksettu {price} kultaa. Kuka tahansa voi tästä lähtien lähettää sinne agentin; kun vastustaja tekee niin, {seat} saa omistajan edun (ei omista agenteistaan).</translation>
    </message>
    <message>
        <source>{seat} builds {building} (lot {number})</source>
        <translation>{seat} rakentaa: {building} (tontti {number})</translation>
    </message>
    <message>
        <source>Visit: {visit} Owner: {owner}</source>
        <translation>Vierailu: {visit} Omistaja: {owner}</translation>
    </message>
    <message>
        <source>The Ambassador takes its place on The Palace of Waterdeep.</source>
        <translation>Lähettiläs asettuu Waterdeepin palatsiin.</translation>
    </message>
    <message>
        <source>{added} piled on {building} (now {pile}).</source>
        <translation>{added} kasataan rakennukseen {building} (nyt {pile}).</translation>
    </message>
    <message>
        <source>{seat} uses their own {building} and, by {quest}, gets its owner benefit too: {text}</source>
        <translation>{seat} käyttää omaa rakennustaan {building} ja saa tehtävän {quest} ansiosta myös omistajan edun: {text}</translation>
    </message>
    <message>
        <source>{seat} uses their own {building}: no owner benefit.</source>
        <translation>{seat} käyttää omaa rakennustaan {building}: ei omistajan etua.</translation>
    </message>
    <message>
        <source>{owner} owns {building}: owner benefit — {text}</source>
        <translation>{owner} omistaa rakennuksen {building}: omistajan etu — {text}</translation>
    </message>
    <message>
        <source>owner of {building}</source>
        <translation>rakennuksen {building} omistaja</translation>
    </message>
    <message>
        <source>That costs {cost} Gold and you have {have}.</source>
        <translation>Se maksaa {cost} kultaa, ja sinulla on {have}.</translation>
    </message>
    <message>
        <source>That costs {cost} and you have {have}.</source>
        <translation>Se maksaa {cost}, ja sinulla on {have}.</translation>
    </message>
    <message>
        <source>That needs a mandatory quest of yours to pass on.</source>
        <translation>Siihen tarvitaan oma pakollinen tehtävä siirrettäväksi.</translation>
    </message>
    <message>
        <source>No opponent holds corruption to pass the quest to.</source>
        <translation>Yhdelläkään vastustajalla ei ole korruptiota, jolle tehtävän voisi siirtää.</translation>
    </message>
    <message>
        <source>No opponent holds more corruption than you.</source>
        <translation>Yhdelläkään vastustajalla ei ole enemmän korruptiota kuin sinulla.</translation>
    </message>
    <message numerus="yes">
        <source>That needs %n uncompleted quest(s) of yours to discard.</source>
        <translation>
            <numerusform>Siihen tarvitaan %n suorittamaton tehtäväsi hylättäväksi.</numerusform>
            <numerusform>Siihen tarvitaan %n suorittamatonta tehtävääsi hylättäväksi.</numerusform>
        </translation>
    </message>
    <message>
        <source>That leaves {what} on action spaces, and you have {have}.</source>
        <translation>Tämä jättää toimintoruutuihin {what}, ja sinulla on {have}.</translation>
    </message>
    <message numerus="yes">
        <source>That leaves %n adventurer(s) on action spaces, and you have fewer.</source>
        <translation>
            <numerusform>Tämä jättää toimintoruutuihin %n seikkailijan, ja sinulla on vähemmän.</numerusform>
            <numerusform>Tämä jättää toimintoruutuihin %n seikkailijaa, ja sinulla on vähemmän.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n adventurers to give back for that.</source>
        <translation>
            <numerusform>Tarvitset %n palautettavan seikkailijan sitä varten.</numerusform>
            <numerusform>Tarvitset %n palautettavaa seikkailijaa sitä varten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waterdeep Harbor needs an intrigue card in your hand.</source>
        <translation>Waterdeepin satama vaatii kädessäsi juonittelukortin.</translation>
    </message>
    <message>
        <source>Every lot in the city is built on: no building can be bought.</source>
        <translation>Kaupungin jokaisella tontilla on rakennus: rakennusta ei voi ostaa.</translation>
    </message>
    <message>
        <source>Builder&apos;s Hall has no building for sale.</source>
        <translation>Rakentajien salissa ei ole rakennusta myytävänä.</translation>
    </message>
    <message>
        <source>You cannot afford any building in Builder&apos;s Hall (the cheapest costs {cheapest} Gold, you have {gold}).</source>
        <translation>Sinulla ei ole varaa yhteenkään Rakentajien salin rakennukseen (halvin maksaa {cheapest} kultaa, sinulla on {gold}).</translation>
    </message>
    <message>
        <source>No space held by an opponent&apos;s agent offers an action you can take.</source>
        <translation>Yksikään vastustajan agentin varaama ruutu ei tarjoa toimintoa, jonka voit tehdä.</translation>
    </message>
    <message>
        <source>Change of Plans needs an uncompleted quest of yours to discard.</source>
        <translation>Suunnitelmien muutos -kortti vaatii suorittamattoman oman tehtävän, jonka voit hylätä.</translation>
    </message>
    <message>
        <source>Real Estate Deal needs a building of yours with no agent on it, and a building for sale in Builder&apos;s Hall.</source>
        <translation>Kiinteistökauppa-kortti vaatii oman rakennuksen, jossa ei ole agenttia, ja myytävän rakennuksen Rakentajien salissa.</translation>
    </message>
    <message>
        <source>quests</source>
        <translation>tehtävää</translation>
    </message>
    <message>
        <source>intrigue cards</source>
        <translation>juonikorttia</translation>
    </message>
    <message>
        <source>building tiles</source>
        <translation>rakennuslaattaa</translation>
    </message>
    <message numerus="yes">
        <source>With both modules, %n base-game {pile} are set aside unseen.</source>
        <translation>
            <numerusform>Molemmilla moduuleilla %n peruspelin {pile} pannaan syrjään katsomatta.</numerusform>
            <numerusform>Molemmilla moduuleilla %n peruspelin {pile} pannaan syrjään katsomatta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set aside base-game cards at random</source>
        <translation>Peruspelin kortteja pannaan sattumanvaraisesti syrjään</translation>
    </message>
    <message>
        <source>set aside, unseen</source>
        <translation>syrjään, katsomatta</translation>
    </message>
    <message>
        <source>the game with both modules has as many cards as with one</source>
        <translation>molempien moduulien pelissä on yhtä monta korttia kuin yhden moduulin pelissä</translation>
    </message>
    <message numerus="yes">
        <source>The Lord cards are shuffled (%n).</source>
        <translation>
            <numerusform>Lordikortit sekoitetaan (%n).</numerusform>
            <numerusform>Lordikortit sekoitetaan (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n Lord cards</source>
        <translation>
            <numerusform>Sekoita %n lordikortti</numerusform>
            <numerusform>Sekoita %n lordikorttia</numerusform>
        </translation>
    </message>
    <message>
        <source>each player is dealt one secret Lord; the rest go back to the box unseen</source>
        <translation>kukin pelaaja saa yhden salaisen lordin; loput palaavat laatikkoon katsomatta</translation>
    </message>
    <message numerus="yes">
        <source>The quest cards are shuffled (%n).</source>
        <translation>
            <numerusform>Tehtäväkortit sekoitetaan (%n).</numerusform>
            <numerusform>Tehtäväkortit sekoitetaan (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n quest cards</source>
        <translation>
            <numerusform>Sekoita %n tehtäväkortti</numerusform>
            <numerusform>Sekoita %n tehtäväkorttia</numerusform>
        </translation>
    </message>
    <message>
        <source>each player is dealt 2 quests and Cliffwatch Inn shows 4</source>
        <translation>kukin pelaaja saa 2 tehtävää, ja Cliffwatchin majatalossa näytetään 4</translation>
    </message>
    <message numerus="yes">
        <source>The intrigue cards are shuffled (%n).</source>
        <translation>
            <numerusform>Juonittelukortit sekoitetaan (%n).</numerusform>
            <numerusform>Juonittelukortit sekoitetaan (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n intrigue cards</source>
        <translation>
            <numerusform>Sekoita %n juonittelukortti</numerusform>
            <numerusform>Sekoita %n juonittelukorttia</numerusform>
        </translation>
    </message>
    <message>
        <source>each player is dealt 2 intrigue cards, kept secret</source>
        <translation>kukin pelaaja saa 2 juonittelukorttia, jotka pidetään salassa</translation>
    </message>
    <message numerus="yes">
        <source>The building tiles are shuffled (%n).</source>
        <translation>
            <numerusform>Rakennuslaatat sekoitetaan (%n).</numerusform>
            <numerusform>Rakennuslaatat sekoitetaan (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n building tiles</source>
        <translation>
            <numerusform>Sekoita %n rakennuslaatta</numerusform>
            <numerusform>Sekoita %n rakennuslaattaa</numerusform>
        </translation>
    </message>
    <message>
        <source>the top 3 go face up in Builder&apos;s Hall</source>
        <translation>päällimmäiset 3 asetetaan kuvapuoli ylöspäin Rakentajien saliin</translation>
    </message>
    <message>
        <source>{seat} is dealt a secret Lord card.</source>
        <translation>{seat} saa salaisen lordikortin.</translation>
    </message>
    <message>
        <source>Your Lord is {lord}: {text}</source>
        <translation>Lordisi on {lord}: {text}</translation>
    </message>
    <message>
        <source>Deal a secret Lord from the shuffled Lord cards</source>
        <translation>Jaa salainen lordi sekoitetuista lordikorteista</translation>
    </message>
    <message>
        <source>Your Lord stays hidden until the final scoring, where its bonus counts.</source>
        <translation>Lordisi pysyy piilossa loppupisteytykseen asti, jolloin sen bonus lasketaan.</translation>
    </message>
    <message>
        <source>{seat} starts with {gold} Gold and {agents} agents.</source>
        <translation>{seat} aloittaa: {gold} kultaa ja {agents} agenttia.</translation>
    </message>
    <message>
        <source>deal {seat} a starting quest</source>
        <translation>jaa aloitustehtävä ({seat})</translation>
    </message>
    <message>
        <source>{seat} is dealt the quest {quest} ({type}).</source>
        <translation>{seat} saa tehtävän {quest} ({type}).</translation>
    </message>
    <message>
        <source>Deal a starting quest from the top of the quest deck</source>
        <translation>Jaa aloitustehtävä tehtäväpakan päältä</translation>
    </message>
    <message>
        <source>It is one of {seat}&apos;s active quests, face up.</source>
        <translation>Se on yksi pelaajan {seat} aktiivisista tehtävistä, kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <source>a starting intrigue card</source>
        <translation>aloitusjuonittelukortti</translation>
    </message>
    <message>
        <source>Only one choice for {seat}: {label}</source>
        <extracomment>a decision&apos;s handler: (state, the decision, the chosen option&apos;s params, events) decision kind -&gt; its handler</extracomment>
        <translation>Vain yksi vaihtoehto ({seat}): {label}</translation>
    </message>
    <message>
        <source>Only one choice for {seat}: {label}.</source>
        <translation>Vain yksi vaihtoehto ({seat}): {label}.</translation>
    </message>
    <message>
        <source>{seat} chooses {opp}.</source>
        <translation>{seat} valitsee: {opp}.</translation>
    </message>
    <message>
        <source>The quest deck and its discard pile are empty: no quest is drawn.</source>
        <translation>Tehtäväpakka ja sen poistopakka ovat tyhjiä: tehtävää ei nosteta.</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n discarded quests</source>
        <translation>
            <numerusform>Sekoita %n hylätty tehtävä</numerusform>
            <numerusform>Sekoita %n hylättyä tehtävää</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recorded chance outcome(s) (was|were) never used (the first is a {what}).</source>
        <translation>
            <numerusform>%n tallennettu sattuman tulos jäi käyttämättä (ensimmäinen: {what}).</numerusform>
            <numerusform>%n tallennettua sattuman tulosta jäi käyttämättä (ensimmäinen: {what}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game asks for a {what}, but no more outcomes were recorded.</source>
        <translation>Peli pyytää tulosta ({what}), mutta tallennettuja tuloksia ei ole enempää.</translation>
    </message>
    <message>
        <source>The game asks for a {what}, but the record holds a {recorded}.</source>
        <translation>Peli pyytää tulosta ({what}), mutta tallenteessa on: {recorded}.</translation>
    </message>
    <message>
        <source>A recorded {what} has the impossible result {value}.</source>
        <translation>Tallennetulla tuloksella ({what}) on mahdoton arvo {value}.</translation>
    </message>
    <message>
        <source>A recorded shuffle of {n} is not a list of {n} places.</source>
        <translation>Tallennettu {n} kohteen sekoitus ei ole {n} paikan luettelo.</translation>
    </message>
    <message>
        <source>A recorded shuffle of {n} is not an order of its {n} items.</source>
        <translation>Tallennettu {n} kohteen sekoitus ei ole sen {n} kohteen järjestys.</translation>
    </message>
    <message>
        <source>roll of a {n}-sided die</source>
        <translation>{n}-sivuisen nopan heitto</translation>
    </message>
    <message>
        <source>pick among {n}</source>
        <translation>valinta {n} vaihtoehdosta</translation>
    </message>
    <message>
        <source>shuffle of {n}</source>
        <translation>{n} kohteen sekoitus</translation>
    </message>
    <message>
        <source>shuffled: the new order is hidden</source>
        <translation>sekoitettu: uusi järjestys on piilossa</translation>
    </message>
    <message>
        <source>{die} {n}</source>
        <translation>{die} {n}</translation>
    </message>
    <message>
        <source>They form the new quest deck.</source>
        <translation>Niistä tulee uusi tehtäväpakka.</translation>
    </message>
    <message>
        <source>The quest deck is empty: the {n} discarded quests are shuffled into a new deck.</source>
        <translation>Tehtäväpakka on tyhjä: {n} hylättyä tehtävää sekoitetaan uudeksi pakaksi.</translation>
    </message>
    <message>
        <source>The intrigue deck and its discard pile are empty: {seat} draws nothing.</source>
        <translation>Juonittelupakka ja sen poistopakka ovat tyhjiä: {seat} ei nosta mitään.</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n discarded intrigue cards</source>
        <translation>
            <numerusform>Sekoita %n hylätty juonittelukortti</numerusform>
            <numerusform>Sekoita %n hylättyä juonittelukorttia</numerusform>
        </translation>
    </message>
    <message>
        <source>They form the new intrigue deck.</source>
        <translation>Niistä tulee uusi juonittelupakka.</translation>
    </message>
    <message>
        <source>The intrigue deck is empty: the {n} discarded cards are shuffled into a new deck.</source>
        <translation>Juonittelupakka on tyhjä: {n} hylättyä korttia sekoitetaan uudeksi pakaksi.</translation>
    </message>
    <message>
        <source>{seat} draws an intrigue card ({why}).</source>
        <translation>{seat} nostaa juonittelukortin ({why}).</translation>
    </message>
    <message>
        <source>Draw the top intrigue card</source>
        <translation>Nosta päällimmäinen juonittelukortti</translation>
    </message>
    <message>
        <source>a card only its holder sees</source>
        <translation>kortti, jonka vain sen haltija näkee</translation>
    </message>
    <message>
        <source>It goes into {seat}&apos;s hand.</source>
        <translation>Se siirtyy pelaajan {seat} käteen.</translation>
    </message>
    <message>
        <source>You draw {card}: {text}</source>
        <translation>Nostat kortin {card}: {text}</translation>
    </message>
    <message>
        <source>It is in your hand; play it by sending an agent to Waterdeep Harbor.</source>
        <translation>Se on kädessäsi; pelaa se lähettämällä agentti Waterdeepin satamaan.</translation>
    </message>
    <message>
        <source>refill Cliffwatch Inn</source>
        <translation>täydennä Cliffwatchin majatalo</translation>
    </message>
    <message>
        <source>{quest} ({type}) is turned face up at Cliffwatch Inn.</source>
        <translation>{quest} ({type}) käännetään kuvapuoli ylöspäin Cliffwatchin majatalossa.</translation>
    </message>
    <message>
        <source>Turn up the top quest of the deck for Cliffwatch Inn</source>
        <translation>Käännä pakan päällimmäinen tehtävä Cliffwatchin majataloon</translation>
    </message>
    <message>
        <source>It fills slot {slot} at Cliffwatch Inn.</source>
        <translation>Se täyttää paikan {slot} Cliffwatchin majatalossa.</translation>
    </message>
    <message>
        <source>The building stack is empty: the slot in Builder&apos;s Hall stays empty.</source>
        <translation>Rakennuspino on tyhjä: paikka Rakentajien salissa jää tyhjäksi.</translation>
    </message>
    <message>
        <source>{building} ({cost} Gold) is turned face up in Builder&apos;s Hall.</source>
        <translation>{building} ({cost} kultaa) käännetään kuvapuoli ylöspäin Rakentajien salissa.</translation>
    </message>
    <message>
        <source>Turn up the top tile of the building stack</source>
        <translation>Käännä rakennuspinon päällimmäinen laatta</translation>
    </message>
    <message>
        <source>{building} (costs {cost} Gold): {visit} Owner: {owner}</source>
        <translation>{building} (hinta {cost} kultaa): {visit} Omistaja: {owner}</translation>
    </message>
    <message>
        <source>It is for sale in Builder&apos;s Hall (slot {slot}).</source>
        <translation>Se on myytävänä Rakentajien salissa (paikka {slot}).</translation>
    </message>
    <message>
        <source>Use {source} now?</source>
        <extracomment>a step&apos;s procedure: (state, the frame running it, the step, events) step op -&gt; its procedure</extracomment>
        <translation>Käytetäänkö nyt: {source}?</translation>
    </message>
    <message>
        <source>Use {source}: {steps}</source>
        <translation>Käytä {source}: {steps}</translation>
    </message>
    <message>
        <source>Do not use {source} now</source>
        <translation>Älä käytä nyt: {source}</translation>
    </message>
    <message>
        <source>{source}: do this optional step?</source>
        <translation>{source}: tehdäänkö tämä valinnainen vaihe?</translation>
    </message>
    <message>
        <source>The effect: do this optional step?</source>
        <translation>Vaikutus: tehdäänkö tämä valinnainen vaihe?</translation>
    </message>
    <message>
        <source>Yes: {step}</source>
        <translation>Kyllä: {step}</translation>
    </message>
    <message>
        <source>No: skip &apos;{step}&apos;</source>
        <translation>Ei: ohita ”{step}”</translation>
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
        <translation>Saa {what}</translation>
    </message>
    <message>
        <source>gain {what}</source>
        <translation>saa {what}</translation>
    </message>
    <message>
        <source>Pay {what}</source>
        <translation>Maksa {what}</translation>
    </message>
    <message numerus="yes">
        <source>Give back %n adventurer(s)</source>
        <translation>
            <numerusform>Palauta %n seikkailija</numerusform>
            <numerusform>Palauta %n seikkailijaa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>give back %n adventurer(s)</source>
        <translation>
            <numerusform>palauta %n seikkailija</numerusform>
            <numerusform>palauta %n seikkailijaa</numerusform>
        </translation>
    </message>
    <message>
        <source>play an intrigue card</source>
        <translation>pelaa juonittelukortti</translation>
    </message>
    <message>
        <source>Complete the quest just taken at once (+{bonus})</source>
        <translation>Suorita juuri otettu tehtävä heti (+{bonus})</translation>
    </message>
    <message>
        <source>complete the quest just taken at once (+{bonus})</source>
        <translation>suorita juuri otettu tehtävä heti (+{bonus})</translation>
    </message>
    <message>
        <source>take first player</source>
        <comment>an effect&apos;s step</comment>
        <extracomment>the other steps in words, as a question or an option names them</extracomment>
        <translation>ota aloituspelaajan merkki</translation>
    </message>
    <message>
        <source>take neutral agent</source>
        <comment>an effect&apos;s step</comment>
        <translation>ota neutraali agentti</translation>
    </message>
    <message>
        <source>return agent</source>
        <comment>an effect&apos;s step</comment>
        <translation>palauta agentti</translation>
    </message>
    <message>
        <source>assign agent</source>
        <comment>an effect&apos;s step</comment>
        <translation>aseta agentti</translation>
    </message>
    <message>
        <source>use occupied space</source>
        <comment>an effect&apos;s step</comment>
        <translation>käytä varattua ruutua</translation>
    </message>
    <message>
        <source>buy building</source>
        <comment>an effect&apos;s step</comment>
        <translation>osta rakennus</translation>
    </message>
    <message>
        <source>draw intrigue</source>
        <comment>an effect&apos;s step</comment>
        <translation>nosta juonittelukortti</translation>
    </message>
    <message>
        <source>give mandatory quest</source>
        <comment>an effect&apos;s step</comment>
        <translation>anna pakollinen tehtävä</translation>
    </message>
    <message>
        <source>take quest</source>
        <comment>an effect&apos;s step</comment>
        <translation>ota tehtävä</translation>
    </message>
    <message>
        <source>draw quest</source>
        <comment>an effect&apos;s step</comment>
        <translation>nosta tehtävä</translation>
    </message>
    <message>
        <source>reset quests</source>
        <comment>an effect&apos;s step</comment>
        <translation>vaihda tehtävät</translation>
    </message>
    <message>
        <source>gain any</source>
        <comment>an effect&apos;s step</comment>
        <translation>saa mitä tahansa</translation>
    </message>
    <message>
        <source>take stock</source>
        <comment>an effect&apos;s step</comment>
        <translation>ota kasa</translation>
    </message>
    <message>
        <source>choose</source>
        <comment>an effect&apos;s step</comment>
        <translation>valitse</translation>
    </message>
    <message>
        <source>each opponent loses</source>
        <comment>an effect&apos;s step</comment>
        <translation>jokainen vastustaja menettää</translation>
    </message>
    <message>
        <source>opponents may give</source>
        <comment>an effect&apos;s step</comment>
        <translation>vastustajat voivat antaa</translation>
    </message>
    <message>
        <source>steal</source>
        <comment>an effect&apos;s step</comment>
        <translation>varasta</translation>
    </message>
    <message>
        <source>special</source>
        <comment>an effect&apos;s step</comment>
        <translation>erikoisvaikutus</translation>
    </message>
    <message>
        <source>{seat} gains {what} ({src}) — the supply ran short.</source>
        <translation>{seat} saa {what} ({src}) — varanto ei riittänyt.</translation>
    </message>
    <message>
        <source>{seat} gains {what} ({src}).</source>
        <translation>{seat} saa {what} ({src}).</translation>
    </message>
    <message>
        <source>{seat} gains {what} — the supply ran short.</source>
        <translation>{seat} saa {what} — varanto ei riittänyt.</translation>
    </message>
    <message>
        <source>{seat} gains {what}.</source>
        <translation>{seat} saa {what}.</translation>
    </message>
    <message numerus="yes">
        <source>The corruption track is empty: {seat} loses {lost} VP instead of taking %n corruption.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>Korruptiorata on tyhjä: {seat} menettää {lost} VP sen sijaan, että ottaisi %n korruption.</numerusform>
            <numerusform>Korruptiorata on tyhjä: {seat} menettää {lost} VP sen sijaan, että ottaisi %n korruptiota.</numerusform>
        </translation>
    </message>
    <message>
        <source>Owner of {building}</source>
        <translation>Rakennuksen {building} omistaja</translation>
    </message>
    <message>
        <source>Completed at once</source>
        <translation>Suoritettu heti</translation>
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
        <translation>Tähän ei voi valita yhtään vastustajaa.</translation>
    </message>
    <message>
        <source>{source}: choose an opponent.</source>
        <translation>{source}: valitse vastustaja.</translation>
    </message>
    <message>
        <source>The effect: choose an opponent.</source>
        <translation>Vaikutus: valitse vastustaja.</translation>
    </message>
    <message>
        <source>Choose {seat} ({brief})</source>
        <translation>Valitse {seat} ({brief})</translation>
    </message>
    <message>
        <source>{seat} {vp} VP</source>
        <extracomment>the rule procedures register their steps, decisions and moves in the tables when imported: these are imported for that alone (the facade calls turns, scoring, hidden and evaluation) the moves outside a decision the moves (turns.MOVES) and the decisions (decisions.DECISIONS): every kind legal_actions offers</extracomment>
        <translation>{seat} {vp} VP</translation>
    </message>
    <message>
        <source>Game over. {verdict} ({points})</source>
        <translation>Peli päättyi. {verdict} ({points})</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {seat} to move · {points}</source>
        <translation>Kierros {round}/{rounds} · vuorossa: {seat} · {points}</translation>
    </message>
    <message>
        <source>attack</source>
        <comment>intrigue card kind</comment>
        <extracomment>an intrigue card&apos;s kind in words: in a sentence, and as a heading</extracomment>
        <translation>hyökkäys</translation>
    </message>
    <message>
        <source>Attack</source>
        <comment>intrigue card kind</comment>
        <translation>Hyökkäys</translation>
    </message>
    <message>
        <source>utility</source>
        <comment>intrigue card kind</comment>
        <translation>hyöty</translation>
    </message>
    <message>
        <source>Utility</source>
        <comment>intrigue card kind</comment>
        <translation>Hyöty</translation>
    </message>
    <message>
        <source>mandatory quest</source>
        <comment>intrigue card kind</comment>
        <translation>pakollinen tehtävä</translation>
    </message>
    <message>
        <source>Mandatory quest</source>
        <comment>intrigue card kind</comment>
        <translation>Pakollinen tehtävä</translation>
    </message>
    <message>
        <source>Play {card}: {text}</source>
        <translation>Pelaa {card}: {text}</translation>
    </message>
    <message>
        <source>{seat} has no intrigue card that can be played.</source>
        <translation>Pelaajalla {seat} ei ole pelattavaa juonittelukorttia.</translation>
    </message>
    <message>
        <source>Choose an intrigue card to play.</source>
        <translation>Valitse pelattava juonittelukortti.</translation>
    </message>
    <message>
        <source>{seat} plays {card} ({kind}): {text}</source>
        <translation>{seat} pelaa kortin {card} ({kind}): {text}</translation>
    </message>
    <message>
        <source>{seat} plays the intrigue card {card} ({kind})</source>
        <translation>{seat} pelaa juonittelukortin {card} ({kind})</translation>
    </message>
    <message>
        <source>The card says: {text}</source>
        <translation>Kortissa lukee: {text}</translation>
    </message>
    <message>
        <source>Its effect is carried out now, step by step; any choice it needs is asked next. The card then goes to the intrigue discard pile (a mandatory quest goes to the chosen opponent instead).</source>
        <translation>Sen vaikutus suoritetaan nyt vaihe vaiheelta; tarvittavat valinnat kysytään seuraavaksi. Sen jälkeen kortti siirtyy juonittelun poistopakkaan (pakollinen tehtävä siirtyy sen sijaan valitulle vastustajalle).</translation>
    </message>
    <message>
        <source>Its effect is carried out now, step by step; any choice it needs is asked next. The card then goes to the intrigue discard pile.</source>
        <translation>Sen vaikutus suoritetaan nyt vaihe vaiheelta; tarvittavat valinnat kysytään seuraavaksi. Sen jälkeen kortti siirtyy juonittelun poistopakkaan.</translation>
    </message>
    <message>
        <source>{opp} must now complete the mandatory quest {card} ({cost} → {reward}) before any other.</source>
        <translation>Pelaajan {opp} on nyt suoritettava pakollinen tehtävä {card} ({cost} → {reward}) ennen muita.</translation>
    </message>
    <message>
        <source>Send an agent to {place}: {text}</source>
        <extracomment>an offered placement in words, by mode and whether Recover the Magister&apos;s Orb is needed: without an owner benefit for somebody else, and with one</extracomment>
        <translation>Lähetä agentti paikkaan {place}: {text}</translation>
    </message>
    <message>
        <source>Send an agent to {place} (with Recover the Magister&apos;s Orb): {text}</source>
        <translation>Lähetä agentti paikkaan {place} (Magisterin kuulan palauttaminen -tehtävän ansiosta): {text}</translation>
    </message>
    <message>
        <source>Place the Ambassador on {place}: {text}</source>
        <translation>Aseta Lähettiläs paikkaan {place}: {text}</translation>
    </message>
    <message>
        <source>Reassign the harbor agent to {place}: {text}</source>
        <translation>Siirrä sataman agentti paikkaan {place}: {text}</translation>
    </message>
    <message>
        <source>Assign an extra agent to {place}: {text}</source>
        <translation>Aseta lisäagentti paikkaan {place}: {text}</translation>
    </message>
    <message>
        <source>Send an agent to {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Lähetä agentti paikkaan {place}: {text} (omistajan etu pelaajalle {owner}: {benefit})</translation>
    </message>
    <message>
        <source>Send an agent to {place} (with Recover the Magister&apos;s Orb): {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Lähetä agentti paikkaan {place} (Magisterin kuulan palauttaminen -tehtävän ansiosta): {text} (omistajan etu pelaajalle {owner}: {benefit})</translation>
    </message>
    <message>
        <source>Place the Ambassador on {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Aseta Lähettiläs paikkaan {place}: {text} (omistajan etu pelaajalle {owner}: {benefit})</translation>
    </message>
    <message>
        <source>Reassign the harbor agent to {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Siirrä sataman agentti paikkaan {place}: {text} (omistajan etu pelaajalle {owner}: {benefit})</translation>
    </message>
    <message>
        <source>Assign an extra agent to {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Aseta lisäagentti paikkaan {place}: {text} (omistajan etu pelaajalle {owner}: {benefit})</translation>
    </message>
    <message>
        <source>A building for sale in Builder&apos;s Hall can only be visited with Obtain Builder&apos;s Plans, once a round.</source>
        <translation>Rakentajien salissa myytävänä olevaan rakennukseen voi mennä vain tehtävän Rakentajan piirustusten hankkiminen avulla, kerran kierroksessa.</translation>
    </message>
    <message>
        <source>An agent already stands on that building.</source>
        <translation>Rakennuksessa on jo agentti.</translation>
    </message>
    <message>
        <source>There is no action space called &apos;{place}&apos;.</source>
        <translation>Toimintaruutua nimeltä ”{place}” ei ole.</translation>
    </message>
    <message>
        <source>No building stands on lot {number} yet: buy one at Builder&apos;s Hall first.</source>
        <translation>Tontilla {number} ei ole vielä rakennusta: osta ensin rakennus Rakentajien salista.</translation>
    </message>
    <message>
        <source>An agent cannot be reassigned to Waterdeep Harbor.</source>
        <translation>Agenttia ei voi siirtää Waterdeepin satamaan.</translation>
    </message>
    <message>
        <source>An agent assigned by a card cannot go to Waterdeep Harbor.</source>
        <translation>Kortin asettama agentti ei voi mennä Waterdeepin satamaan.</translation>
    </message>
    <message>
        <source>You already have an agent on that space.</source>
        <translation>Sinulla on jo agentti siinä ruudussa.</translation>
    </message>
    <message>
        <source>That space is taken by the Ambassador (held by {seat}).</source>
        <translation>Ruudussa on Lähettiläs (haltija {seat}).</translation>
    </message>
    <message>
        <source>That space is taken by {seat}.</source>
        <translation>Ruutu on varattu: {seat}.</translation>
    </message>
    <message>
        <source>You have no agent left in your pool this round.</source>
        <translation>Varannossasi ei ole enää agenttia tällä kierroksella.</translation>
    </message>
    <message>
        <source>None of the intrigue cards in your hand can be played now, so Waterdeep Harbor is closed to you.</source>
        <translation>Yhtäkään kädessäsi olevaa juonittelukorttia ei voi pelata nyt, joten Waterdeepin satama on sinulta suljettu.</translation>
    </message>
    <message>
        <source>{seat} uses Recover the Magister&apos;s Orb to join an opponent&apos;s agent there.</source>
        <translation>{seat} liittyy Magisterin kuulan palauttaminen -tehtävän ansiosta vastustajan agentin seuraksi siihen ruutuun.</translation>
    </message>
    <message>
        <source>{seat} places the Ambassador on {place}.</source>
        <translation>{seat} asettaa Lähettilään paikkaan {place}.</translation>
    </message>
    <message>
        <source>{seat} moves the agent from Waterdeep Harbor to {place}.</source>
        <translation>{seat} siirtää agentin Waterdeepin satamasta paikkaan {place}.</translation>
    </message>
    <message>
        <source>{seat} sends an agent to {place}.</source>
        <translation>{seat} lähettää agentin paikkaan {place}.</translation>
    </message>
    <message>
        <source>Play an intrigue card; after all agents are out this agent moves to a free space.</source>
        <translation>Pelaa juonittelukortti; kun kaikki agentit on asetettu, tämä agentti siirtyy vapaaseen ruutuun.</translation>
    </message>
    <message>
        <source>{seat} completes {quest} straight from Cliffwatch Inn ({plot}).</source>
        <translation>{seat} suorittaa tehtävän {quest} suoraan Cliffwatchin majatalosta ({plot}).</translation>
    </message>
    <message numerus="yes">
        <source>{quest}: choose %n adventurer(s) of any kind to pay besides {cost}.</source>
        <translation>
            <numerusform>{quest}: valitse %n minkä tahansa lajin seikkailija, jonka maksat {cost} lisäksi.</numerusform>
            <numerusform>{quest}: valitse %n minkä tahansa lajin seikkailijaa, jotka maksat {cost} lisäksi.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} completes the mandatory quest {quest}, paying {cost}; the card goes to the intrigue discard pile.</source>
        <translation>{seat} suorittaa pakollisen tehtävän {quest} maksamalla {cost}; kortti siirtyy juonittelun poistopakkaan.</translation>
    </message>
    <message>
        <source>{seat} completes the mandatory quest {quest}</source>
        <translation>{seat} suorittaa pakollisen tehtävän {quest}</translation>
    </message>
    <message>
        <source>Paid {cost}. Reward: {reward}</source>
        <translation>Maksettu {cost}. Palkkio: {reward}</translation>
    </message>
    <message>
        <source>Other quests can be completed again; the card goes to the intrigue discard pile.</source>
        <translation>Muita tehtäviä voi taas suorittaa; kortti siirtyy juonittelun poistopakkaan.</translation>
    </message>
    <message>
        <source>needs {cost}</source>
        <translation>vaatii {cost}</translation>
    </message>
    <message>
        <source>{seat} completes {quest} ({type}), paying {cost}: {reward}</source>
        <translation>{seat} suorittaa tehtävän {quest} ({type}) maksamalla {cost}: {reward}</translation>
    </message>
    <message>
        <source>{seat} completes the quest {quest} ({type})</source>
        <translation>{seat} suorittaa tehtävän {quest} ({type})</translation>
    </message>
    <message>
        <source>Paid {cost}. Reward: {reward} Plot quest: {plot}</source>
        <translation>Maksettu {cost}. Palkkio: {reward} Juonitehtävä: {plot}</translation>
    </message>
    <message>
        <source>The quest goes to the completed pile; its type counts for the Lord&apos;s bonus at the final scoring. As a plot quest it stays face up and keeps working for the rest of the game.</source>
        <translation>Tehtävä siirtyy suoritettujen kasaan; sen tyyppi lasketaan lordin bonukseen loppupisteytyksessä. Juonitehtävänä se pysyy kuvapuoli ylöspäin ja vaikuttaa pelin loppuun asti.</translation>
    </message>
    <message>
        <source>The quest goes to the completed pile; its type counts for the Lord&apos;s bonus at the final scoring.</source>
        <translation>Tehtävä siirtyy suoritettujen kasaan; sen tyyppi lasketaan lordin bonukseen loppupisteytyksessä.</translation>
    </message>
    <message>
        <source>{quest} is a plot quest: it stays face up — {text}</source>
        <translation>{quest} on juonitehtävä: se pysyy kuvapuoli ylöspäin — {text}</translation>
    </message>
    <message>
        <source>completed at once</source>
        <translation>suoritettu heti</translation>
    </message>
    <message>
        <source>Take {quest}</source>
        <translation>Ota {quest}</translation>
    </message>
    <message>
        <source>{seat} gives {to} {what} ({src}).</source>
        <translation>{seat} antaa pelaajalle {to}: {what} ({src}).</translation>
    </message>
    <message>
        <source>discard which intrigue card?</source>
        <translation>mikä juonikortti hylätään?</translation>
    </message>
    <message>
        <source>{seat} discards the intrigue card {card}.</source>
        <translation>{seat} hylkää juonikortin {card}.</translation>
    </message>
    <message>
        <source>{seat} is rid of the mandatory quests {quests}.</source>
        <translation>{seat} pääsee eroon pakollisista tehtävistä {quests}.</translation>
    </message>
    <message>
        <source>Cliffwatch Inn has no quest to take.</source>
        <translation>Cliffwatchin majatalossa ei ole otettavaa tehtävää.</translation>
    </message>
    <message>
        <source>{seat} takes every quest at Cliffwatch Inn: {quests}.</source>
        <translation>{seat} ottaa kaikki Cliffwatchin majatalon tehtävät: {quests}.</translation>
    </message>
    <message>
        <source>{opp} has no adventurer to give back.</source>
        <translation>Pelaajalla {opp} ei ole seikkailijaa palautettavaksi.</translation>
    </message>
    <message numerus="yes">
        <source>{seat}, give back %n adventurer(s).</source>
        <translation>
            <numerusform>{seat}, palauta %n seikkailija.</numerusform>
            <numerusform>{seat}, palauta %n seikkailijaa.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} looks at {opp}&apos;s Lord card.</source>
        <translation>{seat} katsoo pelaajan {opp} lordikortin.</translation>
    </message>
    <message>
        <source>{opp}&apos;s Lord is {lord}: {text}</source>
        <translation>Pelaajan {opp} lordi on {lord}: {text}</translation>
    </message>
    <message>
        <source>{card} goes into {opp}&apos;s hand.</source>
        <translation>{card} siirtyy pelaajan {opp} käteen.</translation>
    </message>
    <message>
        <source>discard which of your quests?</source>
        <translation>mikä tehtävistäsi hylätään?</translation>
    </message>
    <message>
        <source>Discard {quest}</source>
        <translation>Hylkää {quest}</translation>
    </message>
    <message>
        <source>{seat} discards the quest {quest}.</source>
        <translation>{seat} hylkää tehtävän {quest}.</translation>
    </message>
    <message>
        <source>which building from Builder&apos;s Hall goes up, free?</source>
        <translation>mikä Rakentajien salin rakennus rakennetaan ilmaiseksi?</translation>
    </message>
    <message>
        <source>Build {building} free: {visit}</source>
        <translation>Rakenna {building} ilmaiseksi: {visit}</translation>
    </message>
    <message>
        <source>No building can be pulled down now.</source>
        <translation>Yhtään rakennusta ei voi nyt purkaa.</translation>
    </message>
    <message>
        <source>Pull down {building} (yours)</source>
        <translation>Pura {building} (omasi)</translation>
    </message>
    <message>
        <source>Pull down {building}, paying {owner} {gold} Gold</source>
        <translation>Pura {building} ja maksa pelaajalle {owner} {gold} kultaa</translation>
    </message>
    <message>
        <source>which building is pulled down?</source>
        <translation>mikä rakennus puretaan?</translation>
    </message>
    <message>
        <source>{seat} pulls down {building}: it leaves the game and lot {number} is free.</source>
        <translation>{seat} purkaa rakennuksen {building}: se poistuu pelistä ja tontti {number} vapautuu.</translation>
    </message>
    <message>
        <source>{seat} pays {owner} {gold} Gold and pulls down {building}: it leaves the game and lot {number} is free.</source>
        <translation>{seat} maksaa pelaajalle {owner} {gold} kultaa ja purkaa rakennuksen {building}: se poistuu pelistä ja tontti {number} vapautuu.</translation>
    </message>
    <message>
        <source>Take {building} from {owner}</source>
        <translation>Ota {building} pelaajalta {owner}</translation>
    </message>
    <message>
        <source>No opponent controls a building to take.</source>
        <translation>Yhdelläkään vastustajalla ei ole otettavaa rakennusta.</translation>
    </message>
    <message>
        <source>which opponent&apos;s building comes under your control?</source>
        <translation>minkä vastustajan rakennuksen otat hallintaasi?</translation>
    </message>
    <message>
        <source>{seat} takes control of {building} from {owner}.</source>
        <translation>{seat} ottaa rakennuksen {building} hallintaansa pelaajalta {owner}.</translation>
    </message>
    <message>
        <source>play {card} now, as it is drawn?</source>
        <translation>pelataanko {card} heti nostettaessa?</translation>
    </message>
    <message>
        <source>Keep {card} in hand</source>
        <translation>Pidä {card} kädessä</translation>
    </message>
    <message>
        <source>{seat} shows its Lord, {lord}: {text} From now on opponents&apos; attack and mandatory-quest cards pass {seat} by.</source>
        <translation>{seat} näyttää lordinsa, {lord}: {text} Tästä lähtien vastustajien hyökkäys- ja pakollisen tehtävän kortit eivät vaikuta pelaajaan {seat}.</translation>
    </message>
    <message>
        <source>which of your mandatory quests do you pass on?</source>
        <translation>minkä pakollisista tehtävistäsi siirrät?</translation>
    </message>
    <message>
        <source>Pass on {quest}</source>
        <translation>Siirrä {quest}</translation>
    </message>
    <message>
        <source>{seat} passes the mandatory quest {quest} to {opp}.</source>
        <translation>{seat} siirtää pakollisen tehtävän {quest} pelaajalle {opp}.</translation>
    </message>
    <message>
        <source>No opponent&apos;s agent can be moved now.</source>
        <translation>Yhtään vastustajan agenttia ei voi nyt siirtää.</translation>
    </message>
    <message>
        <source>whose agent do you move?</source>
        <translation>kenen agentin siirrät?</translation>
    </message>
    <message>
        <source>The Ambassador on {place}</source>
        <translation>Lähettiläs ruudussa {place}</translation>
    </message>
    <message>
        <source>{owner}&apos;s agent on {place}</source>
        <translation>Pelaajan {owner} agentti ruudussa {place}</translation>
    </message>
    <message>
        <source>to which free space does it go?</source>
        <translation>mihin vapaaseen ruutuun se menee?</translation>
    </message>
    <message>
        <source>To {place}</source>
        <translation>Ruutuun {place}</translation>
    </message>
    <message>
        <source>{seat} moves {owner}&apos;s agent from {source} to {place}.</source>
        <translation>{seat} siirtää pelaajan {owner} agentin ruudusta {source} ruutuun {place}.</translation>
    </message>
    <message numerus="yes">
        <source>take back %n of the adventurers just spent.</source>
        <translation>
            <numerusform>ota takaisin %n juuri käytetyistä seikkailijoista.</numerusform>
            <numerusform>ota takaisin %n juuri käytetyistä seikkailijoista.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take back {what}</source>
        <translation>Ota takaisin {what}</translation>
    </message>
    <message>
        <source>Choose a quest from Cliffwatch Inn.</source>
        <translation>Valitse tehtävä Cliffwatchin majatalosta.</translation>
    </message>
    <message>
        <source>{seat} takes the quest {quest} from Cliffwatch Inn.</source>
        <translation>{seat} ottaa tehtävän {quest} Cliffwatchin majatalosta.</translation>
    </message>
    <message>
        <source>a quest reward</source>
        <translation>tehtävän palkkio</translation>
    </message>
    <message>
        <source>{seat} draws the quest {quest} from the deck.</source>
        <translation>{seat} nostaa pakasta tehtävän {quest}.</translation>
    </message>
    <message>
        <source>Draw the top quest of the deck</source>
        <translation>Nosta pakan päällimmäinen tehtävä</translation>
    </message>
    <message>
        <source>{quest} becomes one of {seat}&apos;s active quests.</source>
        <translation>{quest} on nyt yksi pelaajan {seat} aktiivisista tehtävistä.</translation>
    </message>
    <message>
        <source>{seat} clears Cliffwatch Inn: its quests are discarded.</source>
        <translation>{seat} tyhjentää Cliffwatchin majatalon: sen tehtävät hylätään.</translation>
    </message>
    <message>
        <source>{seat} pays {what} ({src}).</source>
        <translation>{seat} maksaa {what} ({src}).</translation>
    </message>
    <message numerus="yes">
        <source>{seat}, choose %n adventurer(s) to take.</source>
        <translation>
            <numerusform>{seat}, valitse %n otettava seikkailija.</numerusform>
            <numerusform>{seat}, valitse %n otettavaa seikkailijaa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take {what}</source>
        <translation>Ota {what}</translation>
    </message>
    <message numerus="yes">
        <source>give back %n adventurer(s).</source>
        <translation>
            <numerusform>palauta %n seikkailija.</numerusform>
            <numerusform>palauta %n seikkailijaa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give back {what}</source>
        <translation>Palauta {what}</translation>
    </message>
    <message>
        <source>{seat} gives back {what}.</source>
        <translation>{seat} palauttaa: {what}.</translation>
    </message>
    <message>
        <source>{seat} takes everything piled on {building}: {what}.</source>
        <translation>{seat} ottaa kaiken rakennukseen {building} kasatun: {what}.</translation>
    </message>
    <message>
        <source>pick one.</source>
        <translation>valitse yksi.</translation>
    </message>
    <message>
        <source>{opp} loses {what} ({src}).</source>
        <translation>{opp} menettää: {what} ({src}).</translation>
    </message>
    <message>
        <source>{opp} has no {what} to lose.</source>
        <translation>Pelaajalla {opp} ei ole menetettävää ({what}).</translation>
    </message>
    <message>
        <source>{seat}, give {to} {what} to score {reward}?</source>
        <translation>{seat}, annatko pelaajalle {to}: {what} ja saat {reward}?</translation>
    </message>
    <message>
        <source>Give {to} {what} and gain {reward}</source>
        <translation>Anna pelaajalle {to}: {what} ja saa {reward}</translation>
    </message>
    <message>
        <source>Keep your {what}</source>
        <translation>Pidä itselläsi: {what}</translation>
    </message>
    <message>
        <source>{seat} declines.</source>
        <translation>{seat} kieltäytyy.</translation>
    </message>
    <message>
        <source>{seat} gives {to} {what}.</source>
        <translation>{seat} antaa pelaajalle {to}: {what}.</translation>
    </message>
    <message>
        <source>for helping</source>
        <translation>avusta</translation>
    </message>
    <message>
        <source>No opponent has an adventurer to take.</source>
        <translation>Yhdelläkään vastustajalla ei ole otettavaa seikkailijaa.</translation>
    </message>
    <message>
        <source>choose an opponent to take from.</source>
        <translation>valitse vastustaja, jolta otat.</translation>
    </message>
    <message>
        <source>Take from {seat} ({brief})</source>
        <translation>Ota pelaajalta {seat} ({brief})</translation>
    </message>
    <message>
        <source>Choose an adventurer to take from {seat}.</source>
        <translation>Valitse seikkailija, jonka otat pelaajalta {seat}.</translation>
    </message>
    <message>
        <source>Take {what} from {seat}</source>
        <translation>Ota {what} pelaajalta {seat}</translation>
    </message>
    <message>
        <source>{seat} takes {what} from {opp}.</source>
        <translation>{seat} ottaa pelaajalta {opp}: {what}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins; {first} has the first-player marker.</source>
        <translation>Kierros {round}/{rounds} alkaa; aloituspelaajan merkki: {first}.</translation>
    </message>
    <message>
        <source>A VP token goes onto {building} in Builder&apos;s Hall (now {vp} VP).</source>
        <translation>VP-merkki asetetaan rakennukseen {building} Rakentajien salissa (nyt {vp} VP).</translation>
    </message>
    <message>
        <source>Round {round}: every player adds the agent waiting on the round track to their pool.</source>
        <translation>Kierros {round}: jokainen pelaaja lisää kierrosradalla odottavan agentin varantoonsa.</translation>
    </message>
    <message>
        <source>{seat} places the Ambassador before the first player&apos;s turn.</source>
        <translation>{seat} asettaa Lähettilään ennen aloituspelaajan vuoroa.</translation>
    </message>
    <message>
        <source>The Ambassador finds no free space and sits out the round.</source>
        <translation>Lähettiläs ei löydä vapaata ruutua ja jää pois kierrokselta.</translation>
    </message>
    <message>
        <source>{seat}&apos;s agent on Waterdeep Harbor (space {n}) is reassigned.</source>
        <translation>Pelaajan {seat} agentti Waterdeepin satamassa (ruutu {n}) siirretään.</translation>
    </message>
    <message>
        <source>{seat}&apos;s agent on Waterdeep Harbor (space {n}) finds no free space and stays idle.</source>
        <translation>Pelaajan {seat} agentti Waterdeepin satamassa (ruutu {n}) ei löydä vapaata ruutua ja jää toimettomaksi.</translation>
    </message>
    <message>
        <source>The Ambassador returns to The Palace of Waterdeep.</source>
        <translation>Lähettiläs palaa Waterdeepin palatsiin.</translation>
    </message>
    <message>
        <source>Round {round} ends: every agent returns to its pool.</source>
        <translation>Kierros {round} päättyy: jokainen agentti palaa varantoonsa.</translation>
    </message>
    <message>
        <source>Player</source>
        <comment>final table</comment>
        <extracomment>the columns of the final table the desktop shows</extracomment>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>VP on the track</source>
        <comment>final table</comment>
        <translation>VP radalla</translation>
    </message>
    <message>
        <source>Adventurers</source>
        <comment>final table</comment>
        <translation>Seikkailijat</translation>
    </message>
    <message>
        <source>Gold</source>
        <comment>final table</comment>
        <translation>Kulta</translation>
    </message>
    <message>
        <source>VP for Gold</source>
        <comment>final table</comment>
        <translation>VP kullasta</translation>
    </message>
    <message>
        <source>Lord</source>
        <comment>final table</comment>
        <translation>Lordi</translation>
    </message>
    <message>
        <source>Lord bonus</source>
        <comment>final table</comment>
        <translation>Lordin bonus</translation>
    </message>
    <message>
        <source>Total</source>
        <comment>final table</comment>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>Corruption</source>
        <comment>final table</comment>
        <extracomment>lord_bonus by (the game&apos;s data — one per choice of modules, compared by identity — the Lord, completed quests, buildings, corruption held): the computer asks it for every seat of every position it judges.</extracomment>
        <translation>Korruptio</translation>
    </message>
    <message>
        <source>VP for corruption</source>
        <comment>final table</comment>
        <translation>VP korruptiosta</translation>
    </message>
    <message>
        <source>Final scoring (VP on the track + 1 per adventurer + 1 per 2 Gold + Lord bonus = total):</source>
        <translation>Loppupisteytys (VP radalla + 1 per seikkailija + 1 per 2 kultaa + lordin bonus = yhteensä):</translation>
    </message>
    <message>
        <source>Final scoring (VP on the track + 1 per adventurer + 1 per 2 Gold + Lord bonus − corruption = total):</source>
        <comment>Skullport</comment>
        <translation>Loppupisteytys (VP radalla + 1 jokaisesta seikkailijasta + 1 jokaisesta 2 kullasta + lordin bonus − korruptio = yhteensä):</translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {track} + {adventurers} adventurers + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) − {cost} (%n corruption at {each} each) = {total} VP</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat}: {track} + {adventurers} seikkailijaa + {gold_vp} ({gold} kultaa) + {lord_vp} ({lord}) − {cost} (%n korruptio, {each} kukin) = {total} VP</numerusform>
            <numerusform>{seat}: {track} + {adventurers} seikkailijaa + {gold_vp} ({gold} kultaa) + {lord_vp} ({lord}) − {cost} (%n korruptiota, {each} kukin) = {total} VP</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: {track} + {adventurers} adventurers + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) = {total} VP</source>
        <translation>{seat}: {track} + {adventurers} seikkailijaa + {gold_vp} ({gold} kultaa) + {lord_vp} ({lord}) = {total} VP</translation>
    </message>
    <message>
        <source>{seat}: {track} VP on the track, {adv} for adventurers, {gvp} for {gold} Gold, {lvp} from the Lord {lord} — {total} VP.</source>
        <translation>{seat}: {track} VP radalla, {adv} seikkailijoista, {gvp} kullasta ({gold}), {lvp} lordista {lord} — {total} VP.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} holds %n corruption, each costing {each} VP: {vp} VP.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>Pelaajalla {seat} on %n korruptio, kukin maksaa {each} VP: {vp} VP.</numerusform>
            <numerusform>Pelaajalla {seat} on %n korruptiota, kukin maksaa {each} VP: {vp} VP.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names} wins with {top} VP.</source>
        <translation>Voittaja: {names}, {top} VP.</translation>
    </message>
    <message>
        <source>{names} win with {top} VP. {tied} tie on {top} VP; the most Gold ({gold}) breaks the tie — still tied, they share the victory.</source>
        <translation>Voittajat: {names}, {top} VP. Tasapisteissä {top} VP: {tied}; eniten kultaa ({gold}) ratkaisee tasatilanteen — jos tasatilanne jatkuu, voitto jaetaan.</translation>
    </message>
    <message>
        <source>{names} wins with {top} VP. {tied} tie on {top} VP; the most Gold ({gold}) breaks the tie.</source>
        <translation>Voittaja: {names}, {top} VP. Tasapisteissä {top} VP: {tied}; eniten kultaa ({gold}) ratkaisee tasatilanteen.</translation>
    </message>
    <message numerus="yes">
        <source>{a} and {b}</source>
        <comment>a list of two</comment>
        <translation>
            <numerusform>{a} ja {b}</numerusform>
            <numerusform>{a} ja {b}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bidding War: {quests} are revealed.</source>
        <extracomment>a special card&apos;s procedure: (state, the frame of the card&apos;s effect, events) special name -&gt; its procedure</extracomment>
        <translation>Tarjouskilpailu: paljastetaan {quests}.</translation>
    </message>
    <message>
        <source>no quest</source>
        <translation>ei tehtävää</translation>
    </message>
    <message numerus="yes">
        <source>Reveal %n quests from the deck for Bidding War</source>
        <translation>
            <numerusform>Paljasta pakasta %n tehtävä Tarjouskilpailu-korttia varten</numerusform>
            <numerusform>Paljasta pakasta %n tehtävää Tarjouskilpailu-korttia varten</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting with {seat}, each player keeps one and passes the rest to the left.</source>
        <translation>Aloittaen pelaajasta {seat} kukin pelaaja pitää yhden ja antaa loput vasemmalle.</translation>
    </message>
    <message>
        <source>Bidding War: keep one of the revealed quests.</source>
        <translation>Tarjouskilpailu: pidä yksi paljastetuista tehtävistä.</translation>
    </message>
    <message>
        <source>Keep {quest}</source>
        <translation>Pidä {quest}</translation>
    </message>
    <message>
        <source>{seat} keeps {quest}.</source>
        <translation>{seat} pitää tehtävän {quest}.</translation>
    </message>
    <message>
        <source>Special Assignment: name a quest type.</source>
        <translation>Erikoistehtävä: nimeä tehtävätyyppi.</translation>
    </message>
    <message>
        <source>Name {type}</source>
        <translation>Nimeä {type}</translation>
    </message>
    <message>
        <source>no quest of that type</source>
        <translation>ei sen tyyppistä tehtävää</translation>
    </message>
    <message>
        <source>Special Assignment ({type}): {seat} reveals {n} quest(s) and keeps {quest}.</source>
        <translation>Erikoistehtävä ({type}): {seat} paljastaa tehtäviä ({n}) ja pitää tehtävän {quest}.</translation>
    </message>
    <message>
        <source>Reveal quests until a {type} quest shows</source>
        <translation>Paljasta tehtäviä, kunnes esiin tulee tehtävä tyyppiä {type}</translation>
    </message>
    <message>
        <source>Discarded on the way: {names}. The {type} quest is kept.</source>
        <translation>Matkalla hylätyt: {names}. Tehtävä tyyppiä {type} pidetään.</translation>
    </message>
    <message>
        <source>Discard {quest} and score {vp} VP</source>
        <translation>Hylkää {quest} ja saa {vp} VP</translation>
    </message>
    <message>
        <source>Discard the mandatory quest {quest} and score {vp} VP</source>
        <translation>Hylkää pakollinen tehtävä {quest} ja saa {vp} VP</translation>
    </message>
    <message>
        <source>Keep all your quests</source>
        <translation>Pidä kaikki tehtäväsi</translation>
    </message>
    <message>
        <source>Change of Plans: discard a quest to score {vp} VP.</source>
        <translation>Suunnitelmien muutos: hylkää tehtävä ja saa {vp} VP.</translation>
    </message>
    <message>
        <source>{seat} keeps every quest.</source>
        <translation>{seat} pitää kaikki tehtävät.</translation>
    </message>
    <message>
        <source>{seat} discards {quest}.</source>
        <translation>{seat} hylkää tehtävän {quest}.</translation>
    </message>
    <message>
        <source>Give up {building}</source>
        <translation>Luovu rakennuksesta {building}</translation>
    </message>
    <message>
        <source>Real Estate Deal: give up one of your buildings.</source>
        <translation>Kiinteistökauppa: luovu yhdestä rakennuksestasi.</translation>
    </message>
    <message>
        <source>{seat} gives up {building}: it leaves the game.</source>
        <translation>{seat} luopuu rakennuksesta {building}: se poistuu pelistä.</translation>
    </message>
    <message numerus="yes">
        <source>%n Cleric(s)</source>
        <extracomment>each resource&apos;s name, singular and plural the order resources are named in each resource&apos;s count in words, as a translatable sentence with its plural forms</extracomment>
        <translation>
            <numerusform>%n pappi</numerusform>
            <numerusform>%n pappia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Fighter(s)</source>
        <translation>
            <numerusform>%n soturi</numerusform>
            <numerusform>%n soturia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Rogue(s)</source>
        <translation>
            <numerusform>%n veijari</numerusform>
            <numerusform>%n veijaria</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wizard(s)</source>
        <translation>
            <numerusform>%n velho</numerusform>
            <numerusform>%n velhoa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Gold</source>
        <translation>
            <numerusform>%n kulta</numerusform>
            <numerusform>%n kultaa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Corruption</source>
        <comment>Skullport&apos;s tokens of corruption</comment>
        <translation>
            <numerusform>%n korruptio</numerusform>
            <numerusform>%n korruptiota</numerusform>
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
        <translation>ei mitään</translation>
    </message>
    <message numerus="yes">
        <source>%n adventurer(s) of any kind</source>
        <translation>
            <numerusform>%n minkä tahansa lajin seikkailija</numerusform>
            <numerusform>%n minkä tahansa lajin seikkailijaa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{cost} and %n more adventurer(s) of any kind</source>
        <translation>
            <numerusform>{cost} ja %n muu minkä tahansa lajin seikkailija</numerusform>
            <numerusform>{cost} ja %n muuta minkä tahansa lajin seikkailijaa</numerusform>
        </translation>
    </message>
    <message>
        <source>{quest} ({type}): needs {cost}; {reward}</source>
        <translation>{quest} ({type}): vaatii {cost}; {reward}</translation>
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
        <translation>Yksikään ruutu ei ole sinulle avoinna: agenttisi jää pois kierrokselta</translation>
    </message>
    <message>
        <source>Complete {quest} ({type}): pay {cost}; {reward}</source>
        <translation>Suorita {quest} ({type}): maksa {cost}; {reward}</translation>
    </message>
    <message>
        <source>Complete {quest} ({type}) straight from Cliffwatch Inn: pay {cost}; {reward}</source>
        <translation>Suorita {quest} ({type}) suoraan Cliffwatchin majatalosta: maksa {cost}; {reward}</translation>
    </message>
    <message>
        <source>Complete the mandatory quest {quest}: pay {cost}; {reward}</source>
        <translation>Suorita pakollinen tehtävä {quest}: maksa {cost}; {reward}</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn to decide, not {other}&apos;s.</source>
        <translation>Päätösvuorossa on {seat}, ei {other}.</translation>
    </message>
    <message>
        <source>First answer this: {prompt} That is not one of the choices offered.</source>
        <translation>Vastaa ensin tähän: {prompt} Se ei ole yksi tarjotuista vaihtoehdoista.</translation>
    </message>
    <message>
        <source>That is not the kind of placement due now.</source>
        <translation>Nyt ei ole sen tyyppisen asettamisen vuoro.</translation>
    </message>
    <message>
        <source>Name the space to send the agent to.</source>
        <translation>Nimeä ruutu, johon agentti lähetetään.</translation>
    </message>
    <message>
        <source>You must send an agent to a free space: passing is only allowed when none is open to you.</source>
        <translation>Sinun on lähetettävä agentti vapaaseen ruutuun: passata voit vain, kun yksikään ei ole avoinna.</translation>
    </message>
    <message>
        <source>Quests are completed after placing an agent, at most one per turn.</source>
        <translation>Tehtävät suoritetaan agentin asettamisen jälkeen, enintään yksi vuorossa.</translation>
    </message>
    <message>
        <source>You must complete your mandatory quest before any other quest.</source>
        <translation>Sinun on suoritettava pakollinen tehtäväsi ennen muita tehtäviä.</translation>
    </message>
    <message>
        <source>That quest is not one of your active quests.</source>
        <translation>Se tehtävä ei ole yksi aktiivisista tehtävistäsi.</translation>
    </message>
    <message>
        <source>You cannot pay for that quest: it needs {cost}.</source>
        <translation>Et voi maksaa siitä tehtävästä: se vaatii {cost}.</translation>
    </message>
    <message>
        <source>There is no action &apos;{kind}&apos; now.</source>
        <translation>Toimintoa ”{kind}” ei ole nyt.</translation>
    </message>
    <message>
        <source>{seat} has no open space: the agent sits out the round.</source>
        <translation>Pelaajalla {seat} ei ole avointa ruutua: agentti jää pois kierrokselta.</translation>
    </message>
    <message>
        <source>Helden Mittelerdes (Heroes of Middle-earth)</source>
        <translation>Helden Mittelerdes (Keski-maan sankarit)</translation>
    </message>
    <message>
        <source>War of the Ring</source>
        <translation>Sormuksen sota</translation>
    </message>
    <message>
        <source>Lords of Waterdeep</source>
        <translation>Lords of Waterdeep</translation>
    </message>
    <message>
        <source>Middle-earth (War of the Ring)</source>
        <translation>Keski-maa (Sormuksen sota)</translation>
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
        <translation>Tuhkavuoret</translation>
    </message>
    <message>
        <source>Barad-dûr</source>
        <translation>Barad-dûr</translation>
    </message>
    <message>
        <source>Bree</source>
        <translation>Bri</translation>
    </message>
    <message>
        <source>Buckland</source>
        <translation>Bukinmaa</translation>
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
        <translation>Laakso</translation>
    </message>
    <message>
        <source>Dead Marshes</source>
        <translation>Kuolleet suot</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <translation>Hämypuronlaakso</translation>
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
        <translation>Drúadanin metsä</translation>
    </message>
    <message>
        <source>Druwaith Iaur</source>
        <translation>Druwaith Iaur</translation>
    </message>
    <message>
        <source>Eagles&apos; Eyrie</source>
        <translation>Kotkien pesä</translation>
    </message>
    <message>
        <source>East Harondor</source>
        <translation>Itä-Harondor</translation>
    </message>
    <message>
        <source>East Rhûn</source>
        <translation>Itä-Rhûn</translation>
    </message>
    <message>
        <source>Eastemnet</source>
        <translation>Itä-Emnet</translation>
    </message>
    <message>
        <source>Eastern Brown Lands</source>
        <translation>Itäiset Ruskeat maat</translation>
    </message>
    <message>
        <source>Eastern Emyn Muil</source>
        <translation>Itä-Emyn Muil</translation>
    </message>
    <message>
        <source>Eastern Mirkwood</source>
        <translation>Itä-Synkmetsä</translation>
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
        <translation>Jättijängät</translation>
    </message>
    <message>
        <source>Evendim</source>
        <translation>Hämyvesi</translation>
    </message>
    <message>
        <source>Fangorn</source>
        <translation>Fangorn</translation>
    </message>
    <message>
        <source>Far Harad</source>
        <translation>Kauko-Harad</translation>
    </message>
    <message>
        <source>Folde</source>
        <translation>Folde</translation>
    </message>
    <message>
        <source>Fords of Bruinen</source>
        <translation>Bruinenin kahlaamo</translation>
    </message>
    <message>
        <source>Fords of Isen</source>
        <translation>Rautkymin kahlaamot</translation>
    </message>
    <message>
        <source>Forlindon</source>
        <translation>Forlindon</translation>
    </message>
    <message>
        <source>Gap of Rohan</source>
        <translation>Rohanin aukko</translation>
    </message>
    <message>
        <source>Gladden Fields</source>
        <translation>Kurjenmiekkakentät</translation>
    </message>
    <message>
        <source>Goblin&apos;s Gate</source>
        <translation>Hiisiportti</translation>
    </message>
    <message>
        <source>Gorgoroth</source>
        <translation>Gorgoroth</translation>
    </message>
    <message>
        <source>Grey Havens</source>
        <translation>Harmaat satamat</translation>
    </message>
    <message>
        <source>Harlindon</source>
        <translation>Harlindon</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Helmin syvänne</translation>
    </message>
    <message>
        <source>High Pass</source>
        <translation>Korkea sola</translation>
    </message>
    <message>
        <source>Hollin</source>
        <translation>Paatsamala</translation>
    </message>
    <message>
        <source>Iron Hills</source>
        <translation>Rautavuoret</translation>
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
        <translation>Gramvuori</translation>
    </message>
    <message>
        <source>Mount Gundabad</source>
        <translation>Gundabadin vuori</translation>
    </message>
    <message>
        <source>Narrows of the Forest</source>
        <translation>Metsän kapeikko</translation>
    </message>
    <message>
        <source>Near Harad</source>
        <translation>Lähi-Harad</translation>
    </message>
    <message>
        <source>Noman-Lands</source>
        <translation>Ei-kenenkään-maat</translation>
    </message>
    <message>
        <source>North Anduin Vale</source>
        <translation>Anduinin pohjoislaakso</translation>
    </message>
    <message>
        <source>North Downs</source>
        <translation>Pohjoisvaarat</translation>
    </message>
    <message>
        <source>North Dunland</source>
        <translation>Pohjois-Mustainmaa</translation>
    </message>
    <message>
        <source>North Ered Luin</source>
        <translation>Pohjois-Ered Luin</translation>
    </message>
    <message>
        <source>North Ithilien</source>
        <translation>Pohjois-Ithilien</translation>
    </message>
    <message>
        <source>North Rhûn</source>
        <translation>Pohjois-Rhûn</translation>
    </message>
    <message>
        <source>Northern Dorwinion</source>
        <translation>Pohjois-Dorwinion</translation>
    </message>
    <message>
        <source>Northern Mirkwood</source>
        <translation>Pohjois-Synkmetsä</translation>
    </message>
    <message>
        <source>Northern Rhovanion</source>
        <translation>Pohjois-Rhovanion</translation>
    </message>
    <message>
        <source>Nurn</source>
        <translation>Nurn</translation>
    </message>
    <message>
        <source>Old Ford</source>
        <translation>Vanha kahlaamo</translation>
    </message>
    <message>
        <source>Old Forest</source>
        <translation>Vanha metsä</translation>
    </message>
    <message>
        <source>Old Forest Road</source>
        <translation>Vanha metsätie</translation>
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
        <translation>Rivendell</translation>
    </message>
    <message>
        <source>South Anduin Vale</source>
        <translation>Anduinin etelälaakso</translation>
    </message>
    <message>
        <source>South Downs</source>
        <translation>Etelävaarat</translation>
    </message>
    <message>
        <source>South Dunland</source>
        <translation>Etelä-Mustainmaa</translation>
    </message>
    <message>
        <source>South Ered Luin</source>
        <translation>Etelä-Ered Luin</translation>
    </message>
    <message>
        <source>South Ithilien</source>
        <translation>Etelä-Ithilien</translation>
    </message>
    <message>
        <source>South Rhûn</source>
        <translation>Etelä-Rhûn</translation>
    </message>
    <message>
        <source>Southern Dorwinion</source>
        <translation>Etelä-Dorwinion</translation>
    </message>
    <message>
        <source>Southern Mirkwood</source>
        <translation>Etelä-Synkmetsä</translation>
    </message>
    <message>
        <source>Southern Rhovanion</source>
        <translation>Etelä-Rhovanion</translation>
    </message>
    <message>
        <source>Tharbad</source>
        <translation>Tharbad</translation>
    </message>
    <message>
        <source>The Shire</source>
        <translation>Kontu</translation>
    </message>
    <message>
        <source>Tower Hills</source>
        <translation>Tornikukkulat</translation>
    </message>
    <message>
        <source>Trollshaws</source>
        <translation>Peikkometsä</translation>
    </message>
    <message>
        <source>Umbar</source>
        <translation>Umbar</translation>
    </message>
    <message>
        <source>Vale of the Carnen</source>
        <translation>Carnenin laakso</translation>
    </message>
    <message>
        <source>Vale of the Celduin</source>
        <translation>Celduinin laakso</translation>
    </message>
    <message>
        <source>Weather Hills</source>
        <translation>Viimavaarat</translation>
    </message>
    <message>
        <source>West Harondor</source>
        <translation>Länsi-Harondor</translation>
    </message>
    <message>
        <source>Westemnet</source>
        <translation>Länsi-Emnet</translation>
    </message>
    <message>
        <source>Western Brown Lands</source>
        <translation>Läntiset Ruskeat maat</translation>
    </message>
    <message>
        <source>Western Emyn Muil</source>
        <translation>Länsi-Emyn Muil</translation>
    </message>
    <message>
        <source>Western Mirkwood</source>
        <translation>Länsi-Synkmetsä</translation>
    </message>
    <message>
        <source>Withered Heath</source>
        <translation>Kuihtunut nummi</translation>
    </message>
    <message>
        <source>Woodland Realm</source>
        <translation>Metsävaltakunta</translation>
    </message>
    <message>
        <source>Belegaer, the Great Sea</source>
        <translation>Belegaer, Suuri meri</translation>
    </message>
    <message>
        <source>Sea of Rhûn</source>
        <translation>Rhûnin meri</translation>
    </message>
    <message>
        <source>Mirkwood</source>
        <translation>Synkmetsä</translation>
    </message>
    <message>
        <source>Lothlórien</source>
        <translation>Lothlórien</translation>
    </message>
    <message>
        <source>Impassable border</source>
        <translation>Ylittämätön raja</translation>
    </message>
    <message>
        <source>Misty Mountains</source>
        <translation>Sumuvuoret</translation>
    </message>
    <message>
        <source>Mountains of Mordor</source>
        <translation>Mordorin vuoret</translation>
    </message>
    <message>
        <source>White Mountains</source>
        <translation>Valkoiset vuoret</translation>
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
        <translation>Rautkymi</translation>
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
        <translation>MUSTAINMAA</translation>
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
        <translation>Waterdeep, loiston kaupunki</translation>
    </message>
    <message>
        <source>Sea Ward</source>
        <translation>Merikortteli</translation>
    </message>
    <message>
        <source>North Ward</source>
        <translation>Pohjoiskortteli</translation>
    </message>
    <message>
        <source>Castle Ward</source>
        <translation>Linnakortteli</translation>
    </message>
    <message>
        <source>Trades Ward</source>
        <translation>Kauppakortteli</translation>
    </message>
    <message>
        <source>City of the Dead</source>
        <translation>Kuolleiden kaupunki</translation>
    </message>
    <message>
        <source>Field Ward</source>
        <translation>Peltokortteli</translation>
    </message>
    <message>
        <source>Dock Ward</source>
        <translation>Satamakortteli</translation>
    </message>
    <message>
        <source>Southern Ward</source>
        <translation>Eteläkortteli</translation>
    </message>
    <message>
        <source>Field of Triumph</source>
        <translation>Voiton kenttä</translation>
    </message>
    <message>
        <source>Cliffwatch Inn 1</source>
        <translation>Cliffwatchin majatalo 1</translation>
    </message>
    <message>
        <source>Cliffwatch Inn 2</source>
        <translation>Cliffwatchin majatalo 2</translation>
    </message>
    <message>
        <source>Cliffwatch Inn 3</source>
        <translation>Cliffwatchin majatalo 3</translation>
    </message>
    <message>
        <source>The Grinning Lion Tavern</source>
        <translation>Virnistävän leijonan taverna</translation>
    </message>
    <message>
        <source>Castle Waterdeep</source>
        <translation>Waterdeepin linna</translation>
    </message>
    <message>
        <source>Blackstaff Tower</source>
        <translation>Mustasauvan torni</translation>
    </message>
    <message>
        <source>The Plinth</source>
        <translation>Jalusta</translation>
    </message>
    <message>
        <source>Aurora&apos;s Realms Shop</source>
        <translation>Auroran valtakuntien kauppa</translation>
    </message>
    <message>
        <source>Waterdeep Harbor 1</source>
        <translation>Waterdeepin satama 1</translation>
    </message>
    <message>
        <source>Waterdeep Harbor 2</source>
        <translation>Waterdeepin satama 2</translation>
    </message>
    <message>
        <source>Waterdeep Harbor 3</source>
        <translation>Waterdeepin satama 3</translation>
    </message>
    <message>
        <source>Builder&apos;s Hall</source>
        <translation>Rakentajien sali</translation>
    </message>
    <message>
        <source>Lot 1</source>
        <translation>Tontti 1</translation>
    </message>
    <message>
        <source>Lot 2</source>
        <translation>Tontti 2</translation>
    </message>
    <message>
        <source>Lot 3</source>
        <translation>Tontti 3</translation>
    </message>
    <message>
        <source>Lot 4</source>
        <translation>Tontti 4</translation>
    </message>
    <message>
        <source>Lot 5</source>
        <translation>Tontti 5</translation>
    </message>
    <message>
        <source>Lot 6</source>
        <translation>Tontti 6</translation>
    </message>
    <message>
        <source>Lot 7</source>
        <translation>Tontti 7</translation>
    </message>
    <message>
        <source>Lot 8</source>
        <translation>Tontti 8</translation>
    </message>
    <message>
        <source>Lot 9</source>
        <translation>Tontti 9</translation>
    </message>
    <message>
        <source>Lot 10</source>
        <translation>Tontti 10</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Kierros 1</translation>
    </message>
    <message>
        <source>Round 2</source>
        <translation>Kierros 2</translation>
    </message>
    <message>
        <source>Round 3</source>
        <translation>Kierros 3</translation>
    </message>
    <message>
        <source>Round 4</source>
        <translation>Kierros 4</translation>
    </message>
    <message>
        <source>Round 5</source>
        <translation>Kierros 5</translation>
    </message>
    <message>
        <source>Round 6</source>
        <translation>Kierros 6</translation>
    </message>
    <message>
        <source>Round 7</source>
        <translation>Kierros 7</translation>
    </message>
    <message>
        <source>Round 8</source>
        <translation>Kierros 8</translation>
    </message>
    <message>
        <source>Quest 1</source>
        <translation>Tehtävä 1</translation>
    </message>
    <message>
        <source>Quest 2</source>
        <translation>Tehtävä 2</translation>
    </message>
    <message>
        <source>Quest 3</source>
        <translation>Tehtävä 3</translation>
    </message>
    <message>
        <source>Quest 4</source>
        <translation>Tehtävä 4</translation>
    </message>
    <message>
        <source>For sale 1</source>
        <translation>Myytävänä 1</translation>
    </message>
    <message>
        <source>For sale 2</source>
        <translation>Myytävänä 2</translation>
    </message>
    <message>
        <source>For sale 3</source>
        <translation>Myytävänä 3</translation>
    </message>
    <message>
        <source>Quest deck</source>
        <translation>Tehtäväpakka</translation>
    </message>
    <message>
        <source>Quest discard</source>
        <translation>Tehtävien poistopakka</translation>
    </message>
    <message>
        <source>Intrigue deck</source>
        <translation>Juonittelupakka</translation>
    </message>
    <message>
        <source>Intrigue discard</source>
        <translation>Juonittelukorttien poistopakka</translation>
    </message>
    <message>
        <source>Building stack</source>
        <translation>Rakennuspino</translation>
    </message>
    <message>
        <source>Sea of Swords and Deepwater Harbor</source>
        <translation>Miekkojen meri ja Syvänveden satama</translation>
    </message>
    <message>
        <source>Cliffwatch Inn</source>
        <translation>Cliffwatchin majatalo</translation>
    </message>
    <message>
        <source>Waterdeep Harbor</source>
        <translation>Waterdeepin satama</translation>
    </message>
    <message>
        <source>side panel</source>
        <translation>sivupaneeli</translation>
    </message>
    <message>
        <source>Quests at Cliffwatch Inn</source>
        <translation>Tehtävät Cliffwatchin majatalossa</translation>
    </message>
    <message>
        <source>For sale at Builder&apos;s Hall</source>
        <translation>Myytävänä Rakentajien salissa</translation>
    </message>
    <message>
        <source>Score track (0-99)</source>
        <translation>Pisterata (0-99)</translation>
    </message>
    <message>
        <source>Central Middle-earth</source>
        <translation>Keskinen Keski-maa</translation>
    </message>
    <message>
        <source>Eregion</source>
        <translation>Eregion</translation>
    </message>
    <message>
        <source>Dunland</source>
        <translation>Mustainmaa</translation>
    </message>
    <message>
        <source>Goblin-town</source>
        <translation>Hiisikaupunki</translation>
    </message>
    <message>
        <source>Caras Galadhon</source>
        <translation>Caras Galadhon</translation>
    </message>
    <message>
        <source>Anduin Fords</source>
        <translation>Anduinin kahlaamot</translation>
    </message>
    <message>
        <source>Beorn&apos;s Hall</source>
        <translation>Beornin talo</translation>
    </message>
    <message>
        <source>Woodmen&apos;s Glades</source>
        <translation>Metsäläisten aukeat</translation>
    </message>
    <message>
        <source>Heart of Mirkwood</source>
        <translation>Synkmetsän sydän</translation>
    </message>
    <message>
        <source>Mountains of Mirkwood</source>
        <translation>Synkmetsän vuoret</translation>
    </message>
    <message>
        <source>West Guldur</source>
        <translation>Länsi-Guldur</translation>
    </message>
    <message>
        <source>East Bight</source>
        <translation>Itäpoukama</translation>
    </message>
    <message>
        <source>Rhûn</source>
        <translation>Rhûn</translation>
    </message>
    <message>
        <source>Wizard&apos;s Vale</source>
        <translation>Velhon laakso</translation>
    </message>
    <message>
        <source>East Fangorn</source>
        <translation>Itä-Fangorn</translation>
    </message>
    <message>
        <source>Field of Celebrant</source>
        <translation>Celebrantin kenttä</translation>
    </message>
    <message>
        <source>The Wold</source>
        <translation>Wold</translation>
    </message>
    <message>
        <source>Westfold</source>
        <translation>Länsimanner</translation>
    </message>
    <message>
        <source>Eastfold</source>
        <translation>Itämanner</translation>
    </message>
    <message>
        <source>Paths of the Dead</source>
        <translation>Kuolleiden kulkutiet</translation>
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
        <translation>Mustajuuren laakso</translation>
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
        <translation>Ruskeat maat</translation>
    </message>
    <message>
        <source>Emyn Muil</source>
        <translation>Emyn Muil</translation>
    </message>
    <message>
        <source>Noman-lands</source>
        <translation>Ei-kenenkään-maat</translation>
    </message>
    <message>
        <source>Wetwang</source>
        <translation>Vetelikkö</translation>
    </message>
    <message>
        <source>Plains of the Easterlings</source>
        <translation>Itäläisten tasangot</translation>
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
        <translation>Núrnenin rannat</translation>
    </message>
    <message>
        <source>Bay of Belfalas</source>
        <translation>Belfalasin lahti</translation>
    </message>
    <message>
        <source>Sea of Núrnen</source>
        <translation>Núrnenin meri</translation>
    </message>
    <message>
        <source>Long Lake</source>
        <translation>Pitkäjärvi</translation>
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
        <translation>Entinoja</translation>
    </message>
    <message>
        <source>Poros</source>
        <translation>Poros</translation>
    </message>
    <message>
        <source>MIRKWOOD</source>
        <translation>SYNKMETSÄ</translation>
    </message>
    <message>
        <source>Play a card on a line</source>
        <translation>Pelaa kortti kulkureitille</translation>
    </message>
    <message>
        <source>Put on the Ring</source>
        <translation>Pujota Sormus sormeen</translation>
    </message>
    <message>
        <source>Skip playing cards</source>
        <translation>Jätä kortit pelaamatta</translation>
    </message>
    <message>
        <source>Fight a foe</source>
        <translation>Taistele vihollista vastaan</translation>
    </message>
    <message>
        <source>Call Gandalf (5 shields)</source>
        <translation>Kutsu Gandalf (5 kilpeä)</translation>
    </message>
    <message>
        <source>Play a yellow card</source>
        <translation>Pelaa keltainen kortti</translation>
    </message>
    <message>
        <source>Pay the price</source>
        <translation>Maksa hinta</translation>
    </message>
    <message>
        <source>Pay shields for help</source>
        <translation>Maksa kilpiä avusta</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Poista kortti</translation>
    </message>
    <message>
        <source>Preparations</source>
        <translation>Valmistelut</translation>
    </message>
    <message>
        <source>Hand out the cards</source>
        <translation>Jaa kortit</translation>
    </message>
    <message>
        <source>The Council: pass a card on</source>
        <translation>Neuvonpito: anna kortti eteenpäin</translation>
    </message>
    <message>
        <source>Mount Doom</source>
        <translation>Tuomiovuori</translation>
    </message>
    <message>
        <source>Travel on</source>
        <translation>Jatka matkaa</translation>
    </message>
    <message>
        <source>Foresight: put the tiles back</source>
        <translation>Ennakointi: palauta laatat</translation>
    </message>
    <message>
        <source>Foes are coming</source>
        <translation>Vihollisia tulossa</translation>
    </message>
    <message>
        <source>reveal event tiles</source>
        <extracomment>what the game waits for, by the kind of question</extracomment>
        <translation>paljasta tapahtumalaattoja</translation>
    </message>
    <message>
        <source>play cards, or draw two, or heal</source>
        <translation>pelaa kortteja, nosta kaksi tai parannu</translation>
    </message>
    <message>
        <source>pay the price</source>
        <translation>maksa hinta</translation>
    </message>
    <message>
        <source>pay shields for help</source>
        <translation>maksa kilpiä avusta</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>poista kortti</translation>
    </message>
    <message>
        <source>preparations or not</source>
        <translation>valmistellaanko vai ei</translation>
    </message>
    <message>
        <source>hand out the turned-up cards</source>
        <translation>jaa käännetyt kortit</translation>
    </message>
    <message>
        <source>pass a card on</source>
        <translation>anna kortti eteenpäin</translation>
    </message>
    <message>
        <source>travel on</source>
        <translation>jatka matkaa</translation>
    </message>
    <message>
        <source>roll to destroy the Ring</source>
        <translation>heitä ja yritä tuhota Sormus</translation>
    </message>
    <message>
        <source>cast the Ring into the fire</source>
        <translation>heitä Sormus tuleen</translation>
    </message>
    <message>
        <source>put the tiles back</source>
        <translation>palauta laatat</translation>
    </message>
    <message>
        <source>fight a foe first, or let the foes come</source>
        <translation>taistele ensin vihollista vastaan tai päästä viholliset esiin</translation>
    </message>
    <message>
        <source>Ignore the next die roll.</source>
        <extracomment>a yellow card&apos;s power in a few words (on the card in hand)</extracomment>
        <translation>Jätä seuraava heitto huomiotta.</translation>
    </message>
    <message>
        <source>Turn the next event aside.</source>
        <translation>Torju seuraava tapahtuma.</translation>
    </message>
    <message>
        <source>No harm for missing life tokens at this board&apos;s end.</source>
        <translation>Puuttuvista Elämä-pelimerkeistä ei haittaa tämän laudan lopussa.</translation>
    </message>
    <message>
        <source>Draw cards until you hold six.</source>
        <translation>Nosta kortteja, kunnes sinulla on kuusi.</translation>
    </message>
    <message>
        <source>Heal one step.</source>
        <translation>Yksi askel kohti valoa.</translation>
    </message>
    <message>
        <source>Heal two steps.</source>
        <translation>Kaksi askelta kohti valoa.</translation>
    </message>
    <message>
        <source>Defeat any one foe: drag it onto the foe.</source>
        <translation>Kukista mikä tahansa vihollinen: vedä kortti vihollisen päälle.</translation>
    </message>
    <message>
        <source>Give a card to another hobbit.</source>
        <translation>Anna kortti toiselle hobitille.</translation>
    </message>
    <message>
        <source>Kept to the end, it counts as one more shield.</source>
        <translation>Loppuun asti säilytettynä lasketaan yhdeksi lisäkilveksi.</translation>
    </message>
    <message>
        <source>see the top three tiles</source>
        <extracomment>a Gandalf card&apos;s help in a few words (on its card)</extracomment>
        <translation>katso kolme päällimmäistä laattaa</translation>
    </message>
    <message>
        <source>move a line two spaces</source>
        <translation>siirrä kulkureittiä kaksi ruutua</translation>
    </message>
    <message>
        <source>heal two steps</source>
        <translation>kaksi askelta kohti valoa</translation>
    </message>
    <message>
        <source>turn the next event aside</source>
        <translation>torju seuraava tapahtuma</translation>
    </message>
    <message>
        <source>draw four cards</source>
        <translation>nosta neljä korttia</translation>
    </message>
    <message>
        <source>stop Sauron&apos;s next move</source>
        <translation>pysäytä Sauronin seuraava siirto</translation>
    </message>
    <message>
        <source>the next roll shows blank</source>
        <translation>seuraava heitto on tyhjä sivu</translation>
    </message>
    <message>
        <source>defeat two foes</source>
        <translation>kukista kaksi vihollista</translation>
    </message>
    <message>
        <source>the next event is turned aside</source>
        <extracomment>what was played ahead and still waits (state.wards)</extracomment>
        <translation>seuraava tapahtuma torjutaan</translation>
    </message>
    <message>
        <source>the next die roll is ignored</source>
        <translation>seuraava heitto jätetään huomiotta</translation>
    </message>
    <message>
        <source>Sauron&apos;s next move is stopped</source>
        <translation>Sauronin seuraava siirto pysäytetään</translation>
    </message>
    <message>
        <source>no harm for missing life tokens</source>
        <translation>puuttuvista Elämä-pelimerkeistä ei haittaa</translation>
    </message>
    <message>
        <source>Sam faces the next event with the die</source>
        <translation>Sam kohtaa seuraavan tapahtuman arpakuutiolla</translation>
    </message>
    <message>
        <source>a shield</source>
        <extracomment>the reward of a line&apos;s space, for its tooltip</extracomment>
        <translation>kilpi</translation>
    </message>
    <message>
        <source>a big shield</source>
        <translation>iso kilpi</translation>
    </message>
    <message>
        <source>a ring token</source>
        <translation>Sormus-pelimerkki</translation>
    </message>
    <message>
        <source>a heart token</source>
        <translation>Sydän-pelimerkki</translation>
    </message>
    <message>
        <source>a sun token</source>
        <translation>Aurinko-pelimerkki</translation>
    </message>
    <message>
        <source>roll the die</source>
        <translation>heitä arpakuutiota</translation>
    </message>
    <message>
        <source>heal one step</source>
        <translation>askel kohti valoa</translation>
    </message>
    <message>
        <source>two foes appear</source>
        <translation>kaksi vihollista ilmestyy</translation>
    </message>
    <message>
        <source>Elven Cloaks</source>
        <translation>Haltiaviitat</translation>
    </message>
    <message>
        <source>It Is a Gift</source>
        <translation>Se on lahja</translation>
    </message>
    <message>
        <source>the defender is in the Fellowship&apos;s region</source>
        <translation>puolustaja on Saattueen alueella</translation>
    </message>
    <message>
        <source>Elven Rope</source>
        <translation>Haltiaköysi</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Galadrielin lasipullo</translation>
    </message>
    <message>
        <source>Sméagol Helps Nice Master</source>
        <translation>Sméagol auttaa kilttiä isäntää</translation>
    </message>
    <message>
        <source>Mithril Coat and Sting</source>
        <translation>Mithril-paita ja Piikki</translation>
    </message>
    <message>
        <source>Blade of Westernesse</source>
        <translation>Westernessen terä</translation>
    </message>
    <message>
        <source>a hobbit is in the battle</source>
        <translation>taistelussa on hobitti</translation>
    </message>
    <message>
        <source>Axe and Bow</source>
        <translation>Kirves ja jousi</translation>
    </message>
    <message>
        <source>Mighty Attack</source>
        <translation>Mahtava hyökkäys</translation>
    </message>
    <message>
        <source>Gimli or Legolas is in the Fellowship</source>
        <translation>Gimli tai Legolas on Saattueessa</translation>
    </message>
    <message>
        <source>a companion is in the battle</source>
        <translation>taistelussa on toveri</translation>
    </message>
    <message>
        <source>Horn of Gondor</source>
        <translation>Gondorin torvi</translation>
    </message>
    <message>
        <source>Boromir is in the Fellowship</source>
        <translation>Boromir on Saattueessa</translation>
    </message>
    <message>
        <source>Wizard&apos;s Staff</source>
        <translation>Velhon sauva</translation>
    </message>
    <message>
        <source>Servant of the Secret Fire</source>
        <translation>Salaisen tulen palvelija</translation>
    </message>
    <message>
        <source>Gandalf the Grey is in the Fellowship</source>
        <translation>Harmaa Gandalf on Saattueessa</translation>
    </message>
    <message>
        <source>Gandalf is in the battle</source>
        <translation>Gandalf on taistelussa</translation>
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
        <translation>Konkari tai Aragorn on taistelussa</translation>
    </message>
    <message>
        <source>There Is Another Way</source>
        <translation>On toinenkin tie</translation>
    </message>
    <message>
        <source>Heroic Death</source>
        <translation>Sankarikuolema</translation>
    </message>
    <message>
        <source>a Free Peoples leader or a companion is in the battle</source>
        <translation>taistelussa on Vapaiden kansojen johtaja tai toveri</translation>
    </message>
    <message>
        <source>I Will Go Alone</source>
        <translation>Minä menen yksin</translation>
    </message>
    <message>
        <source>Daring Defiance</source>
        <translation>Uhkarohkea uhma</translation>
    </message>
    <message>
        <source>the Fellowship still has a companion</source>
        <translation>Saattueessa on vielä toveri</translation>
    </message>
    <message>
        <source>Bilbo&apos;s Song</source>
        <translation>Bilbon laulu</translation>
    </message>
    <message>
        <source>Fateful Strike</source>
        <translation>Kohtalokas isku</translation>
    </message>
    <message>
        <source>Mirror of Galadriel</source>
        <translation>Galadrielin kuvastin</translation>
    </message>
    <message>
        <source>Challenge of the King</source>
        <translation>Kuninkaan haaste</translation>
    </message>
    <message>
        <source>Sudden Strike</source>
        <translation>Äkillinen isku</translation>
    </message>
    <message>
        <source>Strider or Aragorn is with a Free Peoples army in a Gondor or Rohan region</source>
        <translation>Konkari tai Aragorn on Vapaiden kansojen armeijan mukana Gondorin tai Rohanin alueella</translation>
    </message>
    <message>
        <source>Gwaihir the Windlord</source>
        <translation>Gwaihir, Tuulten herra</translation>
    </message>
    <message>
        <source>We Prove the Swifter</source>
        <translation>Me olemme nopeampia</translation>
    </message>
    <message>
        <source>There and Back Again</source>
        <translation>Sinne ja takaisin</translation>
    </message>
    <message>
        <source>Brave Stand</source>
        <translation>Urhea vastarinta</translation>
    </message>
    <message>
        <source>The Eagles are Coming!</source>
        <translation>Kotkat tulevat!</translation>
    </message>
    <message>
        <source>a Free Peoples army with a companion is in or next to the region of a Shadow army with Nazgûl</source>
        <translation>Vapaiden kansojen armeija, jossa on toveri, on samalla tai viereisellä alueella kuin Varjon armeija, jossa on Nazgûl</translation>
    </message>
    <message>
        <source>The Ents Awake: Treebeard</source>
        <translation>Entit heräävät: Puuparta</translation>
    </message>
    <message>
        <source>Ents&apos; Rage</source>
        <translation>Enttien raivo</translation>
    </message>
    <message>
        <source>Gandalf the White is in play and a companion is in Fangorn</source>
        <translation>Valkoinen Gandalf on pelissä ja Fangornissa on toveri</translation>
    </message>
    <message>
        <source>the defender is in a Rohan region, Fangorn or Orthanc</source>
        <translation>puolustaja on Rohanin alueella, Fangornissa tai Orthancissa</translation>
    </message>
    <message>
        <source>The Ents Awake: Huorns</source>
        <translation>Entit heräävät: huornit</translation>
    </message>
    <message>
        <source>Huorn-dark</source>
        <translation>Huornien pimeys</translation>
    </message>
    <message>
        <source>The Ents Awake: Entmoot</source>
        <translation>Entit heräävät: enttikäräjät</translation>
    </message>
    <message>
        <source>Nameless Wood</source>
        <translation>Nimetön metsä</translation>
    </message>
    <message>
        <source>Dead Men of Dunharrow</source>
        <translation>Dunhargin kuolleet</translation>
    </message>
    <message>
        <source>Strider or Aragorn is in a Rohan region (a besieged stronghold counts)</source>
        <translation>Konkari tai Aragorn on Rohanin alueella (myös piiritetty linnake käy)</translation>
    </message>
    <message>
        <source>House of the Stewards</source>
        <translation>Käskynhaltijoiden huone</translation>
    </message>
    <message>
        <source>Boromir is in a Gondor region</source>
        <translation>Boromir on Gondorin alueella</translation>
    </message>
    <message>
        <source>The Grey Company</source>
        <translation>Harmaa komppania</translation>
    </message>
    <message>
        <source>Strider or Aragorn is with a Free Peoples army</source>
        <translation>Konkari tai Aragorn on Vapaiden kansojen armeijan mukana</translation>
    </message>
    <message>
        <source>The Last Battle</source>
        <translation>Viimeinen taistelu</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Päivänvalo</translation>
    </message>
    <message>
        <source>Aragorn is with a Free Peoples army outside every Free Peoples nation</source>
        <translation>Aragorn on Vapaiden kansojen armeijan mukana kaikkien Vapaiden kansojen maiden ulkopuolella</translation>
    </message>
    <message>
        <source>A Power too Great</source>
        <translation>Liian suuri mahti</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>Ei armoa</translation>
    </message>
    <message>
        <source>The Power of Tom Bombadil</source>
        <translation>Tom Bombadilin mahti</translation>
    </message>
    <message>
        <source>Advantageous Position</source>
        <translation>Edullinen asema</translation>
    </message>
    <message>
        <source>the defender is inside a Free Peoples nation</source>
        <translation>puolustaja on Vapaiden kansojen maassa</translation>
    </message>
    <message>
        <source>Book of Mazarbul</source>
        <translation>Mazarbulin kirja</translation>
    </message>
    <message>
        <source>The Spirit of Mordor</source>
        <translation>Mordorin henki</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Tiedustelijat</translation>
    </message>
    <message>
        <source>the Free Peoples army defends in a field battle</source>
        <translation>Vapaiden kansojen armeija puolustautuu kenttätaistelussa</translation>
    </message>
    <message>
        <source>Faramir&apos;s Rangers</source>
        <translation>Faramirin samoojat</translation>
    </message>
    <message>
        <source>Shield-wall</source>
        <translation>Kilpimuuri</translation>
    </message>
    <message>
        <source>Fear! Fire! Foes!</source>
        <translation>Pelko! Tuli! Viholliset!</translation>
    </message>
    <message>
        <source>Wisdom of Elrond</source>
        <translation>Elrondin viisaus</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>Hämmennys</translation>
    </message>
    <message>
        <source>The Red Arrow</source>
        <translation>Punainen nuoli</translation>
    </message>
    <message>
        <source>Gondor is active</source>
        <translation>Gondor on aktiivinen</translation>
    </message>
    <message>
        <source>Help Unlooked For</source>
        <translation>Odottamaton apu</translation>
    </message>
    <message>
        <source>Paths of the Woses</source>
        <translation>Villi-ihmisten polut</translation>
    </message>
    <message>
        <source>Rohan is at war</source>
        <translation>Rohan on sodassa</translation>
    </message>
    <message>
        <source>Through a Day and a Night</source>
        <translation>Läpi päivän ja yön</translation>
    </message>
    <message>
        <source>targets a Free Peoples army with a companion</source>
        <translation>kohteena on Vapaiden kansojen armeija, jossa on toveri</translation>
    </message>
    <message>
        <source>Círdan&apos;s Ships</source>
        <translation>Círdanin laivat</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Sijoittaminen</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Aloiteoikeus</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Ampuminen</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Taistelu</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moraali</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Rynnäkkö</translation>
    </message>
    <message>
        <source>Place a figure</source>
        <translation>Aseta figuuri</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Hyppää</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Käänny</translation>
    </message>
    <message>
        <source>End the move phase</source>
        <translation>Päätä liikevaihe</translation>
    </message>
    <message>
        <source>End the shoot phase</source>
        <translation>Päätä ampumavaihe</translation>
    </message>
    <message>
        <source>After the fight</source>
        <translation>Taistelun jälkeen</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>ei panssaria</translation>
    </message>
    <message>
        <source>light armour</source>
        <translation>kevyt panssari</translation>
    </message>
    <message>
        <source>heavy armour</source>
        <translation>raskas panssari</translation>
    </message>
    <message>
        <source>heavy armour and a shield-wall</source>
        <translation>raskas panssari ja kilpimuuri</translation>
    </message>
    <message>
        <source>on foot</source>
        <translation>jalkaväki</translation>
    </message>
    <message>
        <source>small</source>
        <translation>pieni</translation>
    </message>
    <message>
        <source>large</source>
        <translation>suuri</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>ratsuväki</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>avoin maasto</translation>
    </message>
    <message>
        <source>difficult ground: every centimetre counts double</source>
        <translation>vaikea maasto: jokainen senttimetri lasketaan kahdesti</translation>
    </message>
    <message>
        <source>an obstacle {h} cm high</source>
        <translation>este, korkeus {h} cm</translation>
    </message>
    <message>
        <source>impassable: nobody enters it</source>
        <translation>läpipääsemätön: sinne ei mene kukaan</translation>
    </message>
    <message>
        <source>{p}%</source>
        <comment>a chance in percent</comment>
        <translation>{p}&#xa0;%</translation>
    </message>
    <message>
        <source>Deployment zone</source>
        <translation>Sijoitusalue</translation>
    </message>
    <message>
        <source>The heirloom</source>
        <translation>Perintökalleus</translation>
    </message>
    <message>
        <source>The ford</source>
        <translation>Kahlaamo</translation>
    </message>
    <message>
        <source>Waiting to be placed</source>
        <translation>Odottaa asettamista</translation>
    </message>
    <message>
        <source>The fallen</source>
        <translation>Kaatuneet</translation>
    </message>
    <message>
        <source>High ground: a figure up here stands higher than one below.</source>
        <translation>Korkea maasto: täällä seisova figuuri on korkeammalla kuin alempana oleva.</translation>
    </message>
    <message>
        <source>Blocks sight: a target behind it is in cover.</source>
        <translation>Estää näkyvyyden: sen takana oleva kohde on suojassa.</translation>
    </message>
    <message>
        <source>Move {m} cm · Fight {f} · Strength {s} · Defence {d} · Courage {c}</source>
        <translation>Liike {m} cm · Taistelu {f} · Voima {s} · Puolustus {d} · Rohkeus {c}</translation>
    </message>
    <message>
        <source>Shoot {n}+</source>
        <translation>Ampuminen {n}+</translation>
    </message>
    <message>
        <source>Defence against shots {a}, in a fight {b}</source>
        <translation>Puolustus laukauksia vastaan {a}, taistelussa {b}</translation>
    </message>
    <message>
        <source>{weapon}: range {r} cm, Strength {s}</source>
        <translation>{weapon}: kantama {r} cm, Voima {s}</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>kaatunut</translation>
    </message>
    <message>
        <source>cowed: lying down until it rallies</source>
        <translation>lamaantunut: makaa maassa, kunnes toipuu</translation>
    </message>
    <message>
        <source>ran this turn</source>
        <translation>juoksi tällä vuorolla</translation>
    </message>
    <message>
        <source>ran last turn: may not run again now</source>
        <translation>juoksi viime vuorolla: ei saa juosta nyt uudelleen</translation>
    </message>
    <message>
        <source>carries the heirloom</source>
        <translation>kantaa perintökalleutta</translation>
    </message>
    <message>
        <source>has moved</source>
        <translation>on liikkunut</translation>
    </message>
    <message>
        <source>{name} is in a fight with {foe} and must stay to fight it.</source>
        <translation>{name} on taistelussa (vastustaja: {foe}), ja sen on jäätävä taistelemaan.</translation>
    </message>
    <message>
        <source>{name} has no enemy in sight and in range.</source>
        <translation>{name} ei näe yhtään vihollista kantamansa sisällä.</translation>
    </message>
    <message>
        <source>Drop the shooter on the enemy it shoots at.</source>
        <translation>Pudota ampuja sen vihollisen päälle, johon se ampuu.</translation>
    </message>
    <message>
        <source>{name} has no fight still to be fought this turn.</source>
        <translation>{name}: tällä vuorolla ei ole enää taistelua ratkaistavana.</translation>
    </message>
    <message>
        <source>That fight is not waiting now.</source>
        <translation>Tuo taistelu ei ole nyt vuorossa.</translation>
    </message>
    <message>
        <source>Nothing is moved in this phase.</source>
        <translation>Tässä vaiheessa ei liikuteta mitään.</translation>
    </message>
    <message>
        <source>{d} cm</source>
        <translation>{d} cm</translation>
    </message>
    <message>
        <source>Place {name} here</source>
        <translation>Aseta {name} tähän</translation>
    </message>
    <message>
        <source>Drop {name} on the enemy to shoot at.</source>
        <translation>Pudota {name} sen vihollisen päälle, johon haluat ampua.</translation>
    </message>
    <message>
        <source>Fight {target}: {name} wins and wounds {p}, is wounded {q}</source>
        <translation>Taistelu (vastassa {target}): {name} voittaa ja haavoittaa {p}, haavoittuu itse {q}</translation>
    </message>
    <message>
        <source>{name}: {cost} of {limit} cm, {left} cm left</source>
        <translation>{name}: {cost}/{limit} cm, jäljellä {left} cm</translation>
    </message>
    <message>
        <source>{name} runs: {cost} of {limit} cm
no shooting or charging after a run</source>
        <translation>{name} juoksee: {cost}/{limit} cm
juoksun jälkeen ei ampumista eikä rynnäkköä</translation>
    </message>
    <message>
        <source>Jump {obstacle}: {fail} fails and ends the turn, a 6 crosses and goes on; otherwise it crosses and stops
{p} to cross</source>
        <translation>Hyppy (este: {obstacle}): {fail} epäonnistuu ja päättää vuoron, 6 ylittää ja jatkaa; muuten figuuri ylittää ja pysähtyy
ylitys onnistuu: {p}</translation>
    </message>
    <message>
        <source>{name} cannot get there.</source>
        <translation>{name} ei pääse sinne.</translation>
    </message>
    <message>
        <source>{target} is out of reach: the charge would fail and {name} would do nothing more this turn</source>
        <translation>{target} on ulottumattomissa: rynnäkkö epäonnistuisi, eikä {name} tekisi tällä vuorolla enää mitään</translation>
    </message>
    <message>
        <source>Charge {target}: {cost} of {limit} cm
in the fight: wins and wounds {p}, is wounded {q}</source>
        <translation>Rynnäkkö (kohde: {target}): {cost}/{limit} cm
taistelussa: voittaa ja haavoittaa {p}, haavoittuu itse {q}</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>ei muuntimia</translation>
    </message>
    <message>
        <source>a desperate shot: a natural 6 to hit and a natural 6 to wound ({p})</source>
        <translation>epätoivoinen laukaus: osumaan tarvitaan silmäluku 6 ja haavoittamaan silmäluku 6 ({p})</translation>
    </message>
    <message>
        <source>to hit {h}+ ({p}), to wound {w}+ ({q})</source>
        <translation>osumaan {h}+ ({p}), haavoittamaan {w}+ ({q})</translation>
    </message>
    <message>
        <source>{target}: {d} cm of {r}
{mods}
{odds}</source>
        <translation>{target}: {d}/{r} cm
{mods}
{odds}</translation>
    </message>
    <message>
        <source>Turn {n} of {m}</source>
        <translation>Vuoro {n}/{m}</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuurit</translation>
    </message>
    <message>
        <source>{n} of {m} standing</source>
        <translation>{n}/{m} pystyssä</translation>
    </message>
    <message>
        <source>Cowed</source>
        <translation>Lamaantuneet</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Murtuu</translation>
    </message>
    <message>
        <source>after {n} fallen</source>
        <translation>kun kaatuneita on {n}</translation>
    </message>
    <message>
        <source>In the ford</source>
        <translation>Kahlaamossa</translation>
    </message>
    <message>
        <source>carried by {name}</source>
        <translation>kantaja: {name}</translation>
    </message>
    <message>
        <source>acts first this turn</source>
        <translation>toimii ensin tällä vuorolla</translation>
    </message>
    <message>
        <source>Out of reach (the charge would fail)</source>
        <translation>Ulottumattomissa (rynnäkkö epäonnistuu)</translation>
    </message>
    <message>
        <source>the Elves are at war</source>
        <translation>haltiat ovat sodassa</translation>
    </message>
    <message>
        <source>a Free Peoples elite is in the battle</source>
        <translation>taistelussa on Vapaiden kansojen eliittiyksikkö</translation>
    </message>
    <message>
        <source>Guards of the Citadel</source>
        <translation>Linnan vartiosto</translation>
    </message>
    <message>
        <source>Celeborn&apos;s Galadhrim</source>
        <translation>Celebornin galadhrimit</translation>
    </message>
    <message>
        <source>Riders of Théoden</source>
        <translation>Théodenin ratsastajat</translation>
    </message>
    <message>
        <source>Grimbeorn the Old, Son of Beorn</source>
        <translation>Vanha Grimbeorn, Beornin poika</translation>
    </message>
    <message>
        <source>Imrahil of Dol Amroth</source>
        <translation>Dol Amrothin Imrahil</translation>
    </message>
    <message>
        <source>King Brand&apos;s Men</source>
        <translation>Kuningas Brandin miehet</translation>
    </message>
    <message>
        <source>Swords in Eriador</source>
        <translation>Miekkoja Eriadorissa</translation>
    </message>
    <message>
        <source>Kindred of Glorfindel</source>
        <translation>Glorfindelin heimo</translation>
    </message>
    <message>
        <source>Dáin Ironfoot&apos;s Guard</source>
        <translation>Dáin Rautajalan kaarti</translation>
    </message>
    <message>
        <source>Valour</source>
        <translation>Urhoollisuus</translation>
    </message>
    <message>
        <source>Éomer, Son of Éomund</source>
        <translation>Éomer, Éomundin poika</translation>
    </message>
    <message>
        <source>Thranduil&apos;s Archers</source>
        <translation>Thranduilin jousimiehet</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Lukitarin luola</translation>
    </message>
    <message>
        <source>One for the Dark Lord</source>
        <translation>Yksi Mustalle ruhtinaalle</translation>
    </message>
    <message>
        <source>The Ring is Mine!</source>
        <translation>Sormus on minun!</translation>
    </message>
    <message>
        <source>On, On They Went</source>
        <translation>Eteenpäin, yhä eteenpäin</translation>
    </message>
    <message>
        <source>Give it to Uss!</source>
        <translation>Anna se meille!</translation>
    </message>
    <message>
        <source>Orc Patrol</source>
        <translation>Örkkipartio</translation>
    </message>
    <message>
        <source>Cruel as Death</source>
        <translation>Julma kuin kuolema</translation>
    </message>
    <message>
        <source>the Fellowship is not in a region with a Free Peoples settlement</source>
        <translation>Saattue ei ole alueella, jolla on Vapaiden kansojen asutus</translation>
    </message>
    <message>
        <source>the Nazgûl in the battle give leadership 2 or more</source>
        <translation>taistelun Nazgûlien johtajuus on vähintään 2</translation>
    </message>
    <message>
        <source>Isildur&apos;s Bane</source>
        <translation>Isildurin turma</translation>
    </message>
    <message>
        <source>Foul Thing from the Deep</source>
        <translation>Iljetys syvyyksistä</translation>
    </message>
    <message>
        <source>They Are Terrible</source>
        <translation>Ne ovat hirvittäviä</translation>
    </message>
    <message>
        <source>the Nazgûl in the battle give leadership 1 or more</source>
        <translation>taistelun Nazgûlien johtajuus on vähintään 1</translation>
    </message>
    <message>
        <source>Candles of Corpses</source>
        <translation>Ruumiskynttilät</translation>
    </message>
    <message>
        <source>Dread and Despair</source>
        <translation>Kauhu ja epätoivo</translation>
    </message>
    <message>
        <source>The Nazgûl Strike!</source>
        <translation>Nazgûlit iskevät!</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Musta henkäys</translation>
    </message>
    <message>
        <source>the Fellowship&apos;s progress is 1 or more</source>
        <translation>Saattueen eteneminen on vähintään 1</translation>
    </message>
    <message>
        <source>a Nazgûl is in the battle</source>
        <translation>taistelussa on Nazgûl</translation>
    </message>
    <message>
        <source>Nazgûl Search</source>
        <translation>Nazgûlien etsintä</translation>
    </message>
    <message>
        <source>Foul Stench</source>
        <translation>Iljettävä löyhkä</translation>
    </message>
    <message>
        <source>Cruel Weather</source>
        <translation>Julma sää</translation>
    </message>
    <message>
        <source>Morgul Wound</source>
        <translation>Morgul-haava</translation>
    </message>
    <message>
        <source>the Fellowship is revealed</source>
        <translation>Saattue on paljastettu</translation>
    </message>
    <message>
        <source>Lure of the Ring</source>
        <translation>Sormuksen houkutus</translation>
    </message>
    <message>
        <source>The Breaking of the Fellowship</source>
        <translation>Saattueen hajoaminen</translation>
    </message>
    <message>
        <source>Worn with Sorrow and Toil</source>
        <translation>Surun ja vaivan uuvuttamat</translation>
    </message>
    <message>
        <source>Words of Power</source>
        <translation>Mahtisanat</translation>
    </message>
    <message>
        <source>Flocks of Crebain</source>
        <translation>Crebain-parvet</translation>
    </message>
    <message>
        <source>Balrog of Moria</source>
        <translation>Morian balrog</translation>
    </message>
    <message>
        <source>Durin&apos;s Bane</source>
        <translation>Durinin turma</translation>
    </message>
    <message>
        <source>the defender is at most two regions from Moria</source>
        <translation>puolustaja on enintään kahden alueen päässä Moriasta</translation>
    </message>
    <message>
        <source>The Lidless Eye</source>
        <translation>Luometon silmä</translation>
    </message>
    <message>
        <source>Dreadful Spells</source>
        <translation>Kauheat loitsut</translation>
    </message>
    <message>
        <source>Devilry of Orthanc</source>
        <translation>Orthancin pirunkonstit</translation>
    </message>
    <message>
        <source>a Shadow army with Nazgûl is in or next to the region of a Free Peoples army</source>
        <translation>Varjon armeija, jossa on Nazgûl, on samalla tai viereisellä alueella kuin Vapaiden kansojen armeija</translation>
    </message>
    <message>
        <source>an Isengard unit is in the battle and the defender is in a stronghold</source>
        <translation>taistelussa on Rautapihan yksikkö ja puolustaja on linnakkeessa</translation>
    </message>
    <message>
        <source>Grond, Hammer of the Underworld</source>
        <translation>Grond, Manalan vasara</translation>
    </message>
    <message>
        <source>the Witch-king is in play, with a Shadow army besieging a stronghold</source>
        <translation>Noitakuningas on pelissä, ja Varjon armeija piirittää linnaketta</translation>
    </message>
    <message>
        <source>The Palantír of Orthanc</source>
        <translation>Orthancin palantír</translation>
    </message>
    <message>
        <source>Saruman is in play</source>
        <translation>Saruman on pelissä</translation>
    </message>
    <message>
        <source>Wormtongue</source>
        <translation>Kärmekieli</translation>
    </message>
    <message>
        <source>The Ringwraiths Are Abroad</source>
        <translation>Sormusaaveet liikkuvat maailmalla</translation>
    </message>
    <message>
        <source>The Black Captain Commands</source>
        <translation>Musta päällikkö käskee</translation>
    </message>
    <message>
        <source>the Witch-king is in play</source>
        <translation>Noitakuningas on pelissä</translation>
    </message>
    <message>
        <source>Return to Valinor</source>
        <translation>Paluu Valinoriin</translation>
    </message>
    <message>
        <source>Deadly Strife</source>
        <translation>Tappava kamppailu</translation>
    </message>
    <message>
        <source>the Shadow holds an Elven stronghold</source>
        <translation>Varjo hallitsee haltioiden linnaketta</translation>
    </message>
    <message>
        <source>The Fighting Uruk-hai</source>
        <translation>Taistelevat uruk-hait</translation>
    </message>
    <message>
        <source>Onslaught</source>
        <translation>Ryntäys</translation>
    </message>
    <message>
        <source>Saruman is in play and an army with an Isengard unit is besieging a stronghold</source>
        <translation>Saruman on pelissä, ja armeija, jossa on Rautapihan yksikkö, piirittää linnaketta</translation>
    </message>
    <message>
        <source>Denethor&apos;s Folly</source>
        <translation>Denethorin mielettömyys</translation>
    </message>
    <message>
        <source>a Shadow army besieges Minas Tirith</source>
        <translation>Varjon armeija piirittää Minas Tirithiä</translation>
    </message>
    <message>
        <source>The Day Without Dawn</source>
        <translation>Aamuton päivä</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <translation>Säälimätön hyökkäys</translation>
    </message>
    <message>
        <source>every Shadow nation is at war</source>
        <translation>kaikki Varjon kansat ovat sodassa</translation>
    </message>
    <message>
        <source>Threats and Promises</source>
        <translation>Uhkauksia ja lupauksia</translation>
    </message>
    <message>
        <source>Stormcrow</source>
        <translation>Myrskyvaris</translation>
    </message>
    <message>
        <source>Great Host</source>
        <translation>Suuri sotajoukko</translation>
    </message>
    <message>
        <source>the Fellowship or a companion is inside a Free Peoples nation that is not at war</source>
        <translation>Saattue tai toveri on sellaisen Vapaiden kansojen kansan maassa, joka ei ole sodassa</translation>
    </message>
    <message>
        <source>Shadows Gather</source>
        <translation>Varjot kerääntyvät</translation>
    </message>
    <message>
        <source>Mûmakil</source>
        <translation>Mûmakil</translation>
    </message>
    <message>
        <source>a Southrons &amp; Easterlings elite is in the battle</source>
        <translation>taistelussa on etelän ja idän kansojen eliittiyksikkö</translation>
    </message>
    <message>
        <source>The Shadow Lengthens</source>
        <translation>Varjo pitenee</translation>
    </message>
    <message>
        <source>The Shadow is Moving</source>
        <translation>Varjo liikkuu</translation>
    </message>
    <message>
        <source>Swarm of Bats</source>
        <translation>Lepakkoparvi</translation>
    </message>
    <message>
        <source>Corsairs of Umbar</source>
        <translation>Umbarin korsaarit</translation>
    </message>
    <message>
        <source>the Southrons &amp; Easterlings are at war</source>
        <translation>etelän ja idän kansat ovat sodassa</translation>
    </message>
    <message>
        <source>Rage of the Dunlendings</source>
        <translation>Mustainmaalaisten raivo</translation>
    </message>
    <message>
        <source>Isengard is at war</source>
        <translation>Rautapiha on sodassa</translation>
    </message>
    <message>
        <source>Return of the Witch-king</source>
        <translation>Noitakuninkaan paluu</translation>
    </message>
    <message>
        <source>Half-orcs and Goblin-men</source>
        <translation>Puoliörkit ja hiisi-ihmiset</translation>
    </message>
    <message>
        <source>We Come to Kill</source>
        <translation>Tulemme tappamaan</translation>
    </message>
    <message>
        <source>a Shadow elite is in the battle</source>
        <translation>taistelussa on Varjon eliittiyksikkö</translation>
    </message>
    <message>
        <source>Olog-hai</source>
        <translation>Olog-hai</translation>
    </message>
    <message>
        <source>Sauron is at war</source>
        <translation>Sauron on sodassa</translation>
    </message>
    <message>
        <source>Hill-trolls</source>
        <translation>Kukkulapeikot</translation>
    </message>
    <message>
        <source>A New Power is Rising</source>
        <translation>Uusi mahti nousee</translation>
    </message>
    <message>
        <source>Many Kings to the Service of Mordor</source>
        <translation>Monta kuningasta Mordorin palvelukseen</translation>
    </message>
    <message>
        <source>The King is Revealed</source>
        <translation>Kuningas paljastuu</translation>
    </message>
    <message>
        <source>Aragorn is in play</source>
        <translation>Aragorn on pelissä</translation>
    </message>
    <message>
        <source>Shadows on the Misty Mountains</source>
        <translation>Varjoja Sumuvuorilla</translation>
    </message>
    <message>
        <source>Orcs Multiplying Again</source>
        <translation>Örkit lisääntyvät jälleen</translation>
    </message>
    <message>
        <source>Horde from the East</source>
        <translation>Lauma idästä</translation>
    </message>
    <message>
        <source>Monsters Roused</source>
        <translation>Hirviöt heräävät</translation>
    </message>
    <message>
        <source>Desperate Battle</source>
        <translation>Epätoivoinen taistelu</translation>
    </message>
    <message>
        <source>Musterings of Long-planned War</source>
        <translation>Kauan suunnitellun sodan värväykset</translation>
    </message>
    <message>
        <source>Pits of Mordor</source>
        <translation>Mordorin kuopat</translation>
    </message>
    <message>
        <source>Your special hunt tile, Elven Cloaks, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 0 damage.</source>
        <translation>Ajojahdin erikoislaattasi ”Haltiaviitat” tulee peliin: se odottaa laudan vieressä ja lisätään ajojahtipussiin, kun Saattue on Mordorin radalla (heti, jos se on jo siellä). Laatta tekee 0 vahinkoa.</translation>
    </message>
    <message>
        <source>+1 to every die of your combat roll and of your leader re-roll.</source>
        <translation>+1 jokaiseen taisteluheittosi ja johtajan uusintaheittosi noppaan.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Elven Rope, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 0 damage.</source>
        <translation>Ajojahdin erikoislaattasi ”Haltiaköysi” tulee peliin: se odottaa laudan vieressä ja lisätään ajojahtipussiin, kun Saattue on Mordorin radalla (heti, jos se on jo siellä). Laatta tekee 0 vahinkoa.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Phial of Galadriel, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile heals 2 corruption.</source>
        <translation>Ajojahdin erikoislaattasi ”Galadrielin lasipullo” tulee peliin: se odottaa laudan vieressä ja lisätään ajojahtipussiin, kun Saattue on Mordorin radalla (heti, jos se on jo siellä). Laatta vähentää turmelusta 2:lla.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Sméagol Helps Nice Master, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile heals 1 corruption.</source>
        <translation>Ajojahdin erikoislaattasi ”Sméagol auttaa kilttiä isäntää” tulee peliin: se odottaa laudan vieressä ja lisätään ajojahtipussiin, kun Saattue on Mordorin radalla (heti, jos se on jo siellä). Laatta vähentää turmelusta 1:llä.</translation>
    </message>
    <message>
        <source>Goes on the table. Once the Shadow has drawn a hunt tile, you may discard this card to draw another tile: the new one counts instead, and the first returns to the hunt pool.</source>
        <translation>Asetetaan pöydälle. Kun Varjo on nostanut ajojahtilaatan, voit poistaa tämän kortin ja nostaa toisen laatan: uusi laatta pätee ensimmäisen sijaan, ja ensimmäinen palaa ajojahtipussiin.</translation>
    </message>
    <message>
        <source>After your leader re-roll, you may spend one of its hits to eliminate a minion of your choice in the battle; that hit no longer counts against the army.</source>
        <translation>Johtajan uusintaheittosi jälkeen voit käyttää yhden sen osumista poistaaksesi pelistä valitsemasi taistelussa olevan kätyrin; tätä osumaa ei enää lasketa armeijaa vastaan.</translation>
    </message>
    <message>
        <source>Goes on the table. When a hunt tile would damage the Fellowship, you may discard this card to lower that damage by 1 (never below 0). It is discarded at once if both Gimli and Legolas leave the Fellowship.</source>
        <translation>Asetetaan pöydälle. Kun ajojahtilaatta tekisi Saattueelle vahinkoa, voit poistaa tämän kortin ja vähentää vahinkoa 1:llä (ei koskaan alle 0:n). Kortti poistetaan heti, jos sekä Gimli että Legolas lähtevät Saattueesta.</translation>
    </message>
    <message>
        <source>Before your leader re-roll, one missed die of your combat roll turns into a hit; in exchange, the companion in the battle with the least leadership gives up that leadership.</source>
        <translation>Ennen johtajan uusintaheittoasi yksi taisteluheittosi ohi mennyt noppa muuttuu osumaksi; vastineeksi se taistelussa oleva toveri, jolla on pienin johtajuus, luopuu johtajuudestaan.</translation>
    </message>
    <message>
        <source>The printed card lets you pick the companion who gives up leadership; the app always picks the one with the least.</source>
        <translation>Painetussa kortissa saat itse valita, mikä toveri luopuu johtajuudestaan; sovellus valitsee aina sen, jolla johtajuutta on vähiten.</translation>
    </message>
    <message>
        <source>Goes on the table. When a hunt tile would damage the Fellowship, you may discard this card to lower that damage by 1 (never below 0). It is discarded at once if Boromir leaves the Fellowship.</source>
        <translation>Asetetaan pöydälle. Kun ajojahtilaatta tekisi Saattueelle vahinkoa, voit poistaa tämän kortin ja vähentää vahinkoa 1:llä (ei koskaan alle 0:n). Kortti poistetaan heti, jos Boromir lähtee Saattueesta.</translation>
    </message>
    <message>
        <source>Goes on the table. Just before a hunt tile is drawn, you may discard this card so that no tile is drawn that time. It is discarded at once if Gandalf the Grey leaves the Fellowship.</source>
        <translation>Asetetaan pöydälle. Juuri ennen kuin ajojahtilaatta nostetaan, voit poistaa tämän kortin, jolloin sillä kertaa laattaa ei nosteta. Kortti poistetaan heti, jos Harmaa Gandalf lähtee Saattueesta.</translation>
    </message>
    <message>
        <source>+1 to every die of your combat roll.</source>
        <translation>+1 jokaiseen taisteluheittosi noppaan.</translation>
    </message>
    <message>
        <source>Roll three dice and heal 1 corruption for every 5 or 6. With Strider as guide, every 3 or better heals.</source>
        <translation>Heitä kolmea noppaa ja vähennä turmelusta 1:llä jokaisesta 5:stä tai 6:sta. Jos Konkari on opas, jokainen vähintään 3:n tulos vähentää turmelusta.</translation>
    </message>
    <message>
        <source>Before your leader re-roll, Strider gives up his leadership to turn one missed die into a hit, or Aragorn gives up his to turn up to two missed dice into hits.</source>
        <translation>Ennen johtajan uusintaheittoasi Konkari luopuu johtajuudestaan ja muuttaa yhden ohi menneen nopan osumaksi, tai Aragorn luopuu omastaan ja muuttaa enintään kaksi ohi mennyttä noppaa osumiksi.</translation>
    </message>
    <message>
        <source>Heal 1 corruption. If Gollum guides, you may then move the hidden Fellowship (the Shadow rolls for the hunt, but no die joins the hunt box) or hide it if it is revealed.</source>
        <translation>Vähennä turmelusta 1:llä. Jos Klonkku on opas, voit sen jälkeen siirtää piilossa olevaa Saattuetta (Varjo heittää ajojahdin, mutta yhtään noppaa ei lisätä ajojahtiruutuun) tai kätkeä sen, jos se on paljastettu.</translation>
    </message>
    <message>
        <source>Before taking casualties from the Shadow&apos;s combat roll and re-roll, you may sacrifice one of your leaders in the battle to cancel 1 hit, or a companion in the battle to cancel as many hits as their level.</source>
        <translation>Ennen kuin otat tappiot Varjon taisteluheitosta ja uusintaheitosta, voit uhrata yhden taistelussa olevista johtajistasi kumotaksesi 1 osuman tai taistelussa olevan toverin kumotaksesi niin monta osumaa kuin sen taso on.</translation>
    </message>
    <message>
        <source>A sacrificed leader is taken from the first nation (in alphabetical order) with a leader in the battle.</source>
        <translation>Uhrattu johtaja otetaan ensimmäiseltä (aakkosjärjestyksessä) kansalta, jolla on johtaja taistelussa.</translation>
    </message>
    <message>
        <source>Separate one companion or a group of companions from the Fellowship; they may move one region further than usual. Then heal 1 corruption.</source>
        <translation>Erota yksi toveri tai toveriryhmä Saattueesta; he saavat siirtyä yhden alueen tavallista pidemmälle. Vähennä sitten turmelusta 1:llä.</translation>
    </message>
    <message>
        <source>Every companion of yours in the battle gives up their leadership, and the combat card the Shadow played this round is cancelled.</source>
        <translation>Jokainen taistelussa oleva toverisi luopuu johtajuudestaan, ja Varjon tällä kierroksella pelaama taistelukortti kumotaan.</translation>
    </message>
    <message>
        <source>In the app the companions give up their leadership even when the Shadow played no combat card.</source>
        <translation>Sovelluksessa toverit luopuvat johtajuudestaan silloinkin, kun Varjo ei pelannut taistelukorttia.</translation>
    </message>
    <message>
        <source>Heal 1 corruption, or 2 if Gollum is the guide.</source>
        <translation>Vähennä turmelusta 1:llä, tai 2:lla, jos Klonkku on opas.</translation>
    </message>
    <message>
        <source>With at least one hit on your leader re-roll, a Nazgûl in the battle is also eliminated. With two or more re-roll hits you may eliminate a minion in the battle instead.</source>
        <translation>Jos johtajan uusintaheitossasi on vähintään yksi osuma, myös yksi taistelussa oleva Nazgûl poistetaan pelistä. Jos uusintaheitossa on kaksi osumaa tai enemmän, voit sen sijaan poistaa pelistä taistelussa olevan kätyrin.</translation>
    </message>
    <message>
        <source>Reading: the Witch-king is a Nazgûl but also a minion who leaves the game for good, so one re-roll hit takes only a Nazgûl figure; two or more may take him as the minion.</source>
        <translation>Tulkinta: Noitakuningas on Nazgûl mutta myös kätyri, joka poistuu pelistä lopullisesti, joten yksi uusintaheiton osuma vie vain Nazgûl-nappulan; kaksi tai useampi voi viedä hänet kätyrinä.</translation>
    </message>
    <message>
        <source>Turn one of your unused Character dice into a Will of the West. If the Fellowship stands in Lórien while Lórien is unconquered, also heal 1 corruption.</source>
        <translation>Käännä yksi käyttämättömistä Hahmonopistasi Lännen tahdoksi. Jos Saattue on Lórienissa eikä Lórienia ole vallattu, vähennä myös turmelusta 1:llä.</translation>
    </message>
    <message>
        <source>Draw three hunt tiles. When all three are Eyes, they go back into the pool and Strider/Aragorn is eliminated. Otherwise every Eye drawn leaves the game for good and the other tiles go back with no effect.</source>
        <translation>Nosta kolme ajojahtilaattaa. Jos kaikki kolme ovat Silmiä, ne palaavat pussiin ja Konkari/Aragorn poistetaan pelistä. Muuten jokainen nostettu Silmä poistuu pelistä lopullisesti ja muut laatat palaavat pussiin ilman vaikutusta.</translation>
    </message>
    <message>
        <source>Before the combat roll, make an extra attack with as many dice as your leadership in the battle (5 at most); its hits are applied at once.</source>
        <translation>Tee ennen taisteluheittoa ylimääräinen hyökkäys niin monella nopalla kuin johtajuutesi taistelussa on (enintään 5); sen osumat otetaan huomioon heti.</translation>
    </message>
    <message>
        <source>Separate one companion or a group from the Fellowship, reaching up to the Fellowship&apos;s progress + 4 regions, or move one companion or a group standing together up to 4 regions. They may end in a stronghold under siege.</source>
        <translation>Erota yksi toveri tai ryhmä Saattueesta enintään Saattueen etenemisen + 4 alueen päähän, tai siirrä yhtä toveria tai yhdessä olevaa ryhmää enintään 4 aluetta. He saavat päätyä piiritettyyn linnakkeeseen.</translation>
    </message>
    <message>
        <source>Either a companion or a group leaves the Fellowship, or a companion or a group standing together on the map moves; in both cases they may go two regions further than usual and may end in a stronghold under siege.</source>
        <translation>Joko toveri tai ryhmä lähtee Saattueesta, tai kartalla oleva toveri tai yhdessä oleva ryhmä siirtyy; kummassakin tapauksessa he saavat kulkea kaksi aluetta tavallista pidemmälle ja päätyä piiritettyyn linnakkeeseen.</translation>
    </message>
    <message>
        <source>Separate one companion or a group from the Fellowship; they may go one region further than usual. Then, if Gimli or Legolas is in the Woodland Realm, Dale or Erebor, the Dwarves and the North become active and the Dwarves, Elves and North each move one step towards war.</source>
        <translation>Erota yksi toveri tai ryhmä Saattueesta; he saavat kulkea yhden alueen tavallista pidemmälle. Jos sitten Gimli tai Legolas on Metsävaltakunnassa, Laaksossa tai Ereborissa, kääpiöt ja Pohjola muuttuvat aktiivisiksi, ja kääpiöt, haltiat ja Pohjola siirtyvät kukin askeleen kohti sotaa.</translation>
    </message>
    <message>
        <source>For each companion in the battle, the Shadow rolls one combat die fewer, but always at least one.</source>
        <translation>Jokaista taistelussa olevaa toveria kohden Varjo heittää yhden taistelunopan vähemmän, mutta aina vähintään yhden.</translation>
    </message>
    <message>
        <source>Pick a Shadow army with Nazgûl in or next to a Free Peoples army with a companion. Roll a die per Nazgûl in it (5 at most): each 5 or 6 eliminates one. The survivors fly to an unconquered Sauron stronghold the Shadow picks. The Witch-king does not count.</source>
        <translation>Valitse Varjon armeija, jossa on Nazgûleja ja joka on samalla tai viereisellä alueella kuin Vapaiden kansojen armeija, jossa on toveri. Heitä yksi noppa kutakin sen Nazgûlia kohden (enintään 5): jokainen 5 tai 6 poistaa yhden pelistä. Eloonjääneet lentävät Varjon valitsemaan valtaamattomaan Sauronin linnakkeeseen. Noitakuningasta ei lasketa.</translation>
    </message>
    <message>
        <source>Roll three dice: every 4 or better is a hit on the Shadow army in Orthanc. If that army is wiped out, its Nazgûl and minions go with it; if Saruman is in Orthanc with no army, he is eliminated. Then, with Gandalf the White in Fangorn or Rohan, you may play another Character event free.</source>
        <translation>Heitä kolmea noppaa: jokainen vähintään 4 on osuma Orthancissa olevaan Varjon armeijaan. Jos armeija tuhoutuu kokonaan, sen Nazgûlit ja kätyrit tuhoutuvat sen mukana; jos Saruman on Orthancissa ilman armeijaa, hänet poistetaan pelistä. Jos sitten Valkoinen Gandalf on Fangornissa tai Rohanissa, voit pelata ilmaiseksi toisen hahmo-tapahtumakortin.</translation>
    </message>
    <message>
        <source>+2 to every die of your combat roll.</source>
        <translation>+2 jokaiseen taisteluheittosi noppaan.</translation>
    </message>
    <message>
        <source>Nazgûl and minions in Orthanc fall only when the Ents destroy an army there (the Witch-king too); with no army in Orthanc only Saruman falls. The free card needs no die.</source>
        <translation>Orthancissa olevat Nazgûlit ja kätyrit kaatuvat vain, kun entit tuhoavat siellä olevan armeijan (myös Noitakuningas); jos Orthancissa ei ole armeijaa, vain Saruman kaatuu. Ilmainen kortti ei vaadi noppaa.</translation>
    </message>
    <message>
        <source>The Shadow rolls no more than two combat dice.</source>
        <translation>Varjo heittää enintään kahta taistelunoppaa.</translation>
    </message>
    <message>
        <source>You score two extra hits if your combat roll or your leader re-roll hits at least once.</source>
        <translation>Saat kaksi ylimääräistä osumaa, jos taisteluheittosi tai johtajan uusintaheittosi osuu vähintään kerran.</translation>
    </message>
    <message>
        <source>Strider/Aragorn goes to Erech, Lamedon or Pelargir, alone or with the companions beside him. A Shadow army there takes hits equal to a die roll, then retreats or, if it cannot, is destroyed with its Nazgûl and minions. Then you may recruit up to three Gondor regulars there, taking control if needed.</source>
        <translation>Konkari/Aragorn siirtyy Erechiin, Lamedoniin tai Pelargiriin yksin tai vierellään olevien toverien kanssa. Siellä oleva Varjon armeija saa nopanheiton verran osumia ja vetäytyy sitten tai, jos se ei voi, tuhoutuu Nazgûleineen ja kätyreineen. Sen jälkeen voit värvätä sinne enintään kolme Gondorin perusyksikköä ja ottaa alueen tarvittaessa hallintaasi.</translation>
    </message>
    <message>
        <source>The Shadow chooses where its army retreats; an army wiped out by the hits takes its Nazgûl and minions with it. You choose how many regulars to recruit (none to three, as many as are left and fit).</source>
        <translation>Varjo valitsee, minne sen armeija vetäytyy; osumissa kokonaan tuhoutuva armeija vie Nazgûlinsa ja kätyrinsä mukanaan. Sinä valitset, montako perusyksikköä värväät (nollasta kolmeen, niin monta kuin niitä on jäljellä ja mahtuu).</translation>
    </message>
    <message>
        <source>Add a Gondor regular or elite to the region where Boromir stands, then draw two Strategy cards.</source>
        <translation>Lisää Gondorin perus- tai eliittiyksikkö alueelle, jolla Boromir on, ja nosta sitten kaksi strategiakorttia.</translation>
    </message>
    <message>
        <source>In Strider/Aragorn&apos;s army, a regular is swapped for an elite of the same nation; then draw two Strategy cards.</source>
        <translation>Konkarin/Aragornin armeijassa yksi perusyksikkö vaihdetaan saman kansan eliittiyksikköön; nosta sitten kaksi strategiakorttia.</translation>
    </message>
    <message>
        <source>Goes on the table. While it stays, action dice you spend to move the Fellowship are not put in the hunt box. It is discarded as soon as the Fellowship is revealed or declared.</source>
        <translation>Asetetaan pöydälle. Niin kauan kuin kortti on pöydällä, Saattueen siirtämiseen käyttämiäsi toimintanoppia ei laiteta ajojahtiruutuun. Kortti poistetaan heti, kun Saattue paljastuu tai sen olinpaikka ilmoitetaan.</translation>
    </message>
    <message>
        <source>The Shadow rolls no more than three combat dice.</source>
        <translation>Varjo heittää enintään kolmea taistelunoppaa.</translation>
    </message>
    <message>
        <source>The Elven nation moves one step towards war and the card goes on the table: while it stays, Shadow armies may neither enter nor attack Lórien, Rivendell and the Grey Havens. The Shadow can remove it with any action die and by discarding an Army-die Strategy card and a Character card.</source>
        <translation>Haltioiden kansa siirtyy askeleen kohti sotaa ja kortti asetetaan pöydälle: niin kauan kuin se on siellä, Varjon armeijat eivät saa mennä Lórieniin, Rivendelliin tai Harmaisiin satamiin eivätkä hyökätä niihin. Varjo voi poistaa kortin millä tahansa toimintanopalla, kun se samalla poistaa Armeijanopan strategiakortin ja hahmokortin.</translation>
    </message>
    <message>
        <source>You score one extra hit if your combat roll or your leader re-roll hits at least once.</source>
        <translation>Saat yhden ylimääräisen osuman, jos taisteluheittosi tai johtajan uusintaheittosi osuu vähintään kerran.</translation>
    </message>
    <message>
        <source>The North moves one step towards war and the card goes on the table: while it stays, Shadow armies may neither enter nor attack the Old Forest, the Shire and Buckland. The Shadow can remove it with any action die and by discarding an Army-die Strategy card and a Character card.</source>
        <translation>Pohjola siirtyy askeleen kohti sotaa ja kortti asetetaan pöydälle: niin kauan kuin se on siellä, Varjon armeijat eivät saa mennä Vanhaan metsään, Kontuun tai Bukinmaahan eivätkä hyökätä niihin. Varjo voi poistaa kortin millä tahansa toimintanopalla, kun se samalla poistaa Armeijanopan strategiakortin ja hahmokortin.</translation>
    </message>
    <message>
        <source>-1 to every die of the Shadow&apos;s combat roll; an unmodified 6 still hits.</source>
        <translation>-1 jokaiseen Varjon taisteluheiton noppaan; muuntamaton 6 osuu silti.</translation>
    </message>
    <message>
        <source>Any or all companions outside the Fellowship may move. Then, if a companion stands in Erebor or Ered Luin, the Dwarves become active and go straight to war.</source>
        <translation>Yksi, useampi tai kaikki Saattueen ulkopuolella olevat toverit saavat siirtyä. Jos sitten jokin toveri on Ereborissa tai Ered Luinissa, kääpiöt muuttuvat aktiivisiksi ja siirtyvät suoraan sotaan.</translation>
    </message>
    <message>
        <source>Pick a Shadow army made up of units from two or more Shadow nations and roll five dice: every 5 or 6 is a hit on that army.</source>
        <translation>Valitse Varjon armeija, jossa on yksiköitä kahdesta tai useammasta Varjon kansasta, ja heitä viittä noppaa: jokainen 5 tai 6 on osuma siihen armeijaan.</translation>
    </message>
    <message>
        <source>Before the combat roll, your army slips away to a free adjacent region or withdraws into its stronghold, and the battle ends there.</source>
        <translation>Ennen taisteluheittoa armeijasi livahtaa vapaalle viereiselle alueelle tai vetäytyy linnakkeeseensa, ja taistelu päättyy siihen.</translation>
    </message>
    <message>
        <source>Pick a Shadow army in Osgiliath, North Ithilien or South Ithilien and roll three dice: every 5 or 6 is a hit on it. Then, if a Free Peoples army holds Osgiliath, recruit a Gondor regular or elite and a Gondor leader there.</source>
        <translation>Valitse Varjon armeija Osgiliathissa, Pohjois-Ithilienissä tai Etelä-Ithilienissä ja heitä kolmea noppaa: jokainen 5 tai 6 on osuma siihen. Jos sitten Vapaiden kansojen armeija hallitsee Osgiliathia, värvää sinne Gondorin perus- tai eliittiyksikkö ja Gondorin johtaja.</translation>
    </message>
    <message>
        <source>Before you take casualties, if the Shadow&apos;s roll and re-roll scored two or more hits, one of those hits is cancelled.</source>
        <translation>Ennen kuin otat tappiot: jos Varjon heitto ja uusintaheitto tuottivat kaksi osumaa tai enemmän, yksi niistä kumotaan.</translation>
    </message>
    <message>
        <source>Any or all companions outside the Fellowship may move. Then, if a companion stands in the Shire or Bree, the North becomes active and goes straight to war.</source>
        <translation>Yksi, useampi tai kaikki Saattueen ulkopuolella olevat toverit saavat siirtyä. Jos sitten jokin toveri on Konnussa tai Briissä, Pohjola muuttuu aktiiviseksi ja siirtyy suoraan sotaan.</translation>
    </message>
    <message>
        <source>Choose a Free Peoples nation not yet at war: it becomes active and moves one step towards war.</source>
        <translation>Valitse Vapaiden kansojen kansa, joka ei vielä ole sodassa: se muuttuu aktiiviseksi ja siirtyy askeleen kohti sotaa.</translation>
    </message>
    <message>
        <source>Each unmodified 1 in the Shadow&apos;s combat roll is a hit on the Shadow&apos;s own army, and those dice cannot be re-rolled.</source>
        <translation>Jokainen muuntamaton 1 Varjon taisteluheitossa on osuma Varjon omaan armeijaan, eikä näitä noppia saa heittää uudelleen.</translation>
    </message>
    <message>
        <source>Rohan moves one step towards war. Then recruit a Rohan regular or elite and a Rohan leader in Edoras.</source>
        <translation>Rohan siirtyy askeleen kohti sotaa. Värvää sitten Edorasiin Rohanin perus- tai eliittiyksikkö ja Rohanin johtaja.</translation>
    </message>
    <message>
        <source>A Free Peoples army next to a stronghold besieged by the Shadow attacks the besiegers. For the whole battle the Shadow rolls one combat die fewer (at least one) per Free Peoples unit inside the stronghold when the attack starts.</source>
        <translation>Vapaiden kansojen armeija, joka on Varjon piirittämän linnakkeen viereisellä alueella, hyökkää piirittäjien kimppuun. Koko taistelun ajan Varjo heittää yhden taistelunopan vähemmän (kuitenkin vähintään yhden) jokaista Vapaiden kansojen yksikköä kohden, joka on linnakkeen sisällä hyökkäyksen alkaessa.</translation>
    </message>
    <message>
        <source>A whole Free Peoples army in a Rohan region (even a besieged stronghold) goes straight to Minas Tirith, or to a region next to it if the Shadow holds Minas Tirith or has an army there. The destination must be free for army movement.</source>
        <translation>Kokonainen Vapaiden kansojen armeija Rohanin alueelta (myös piiritetystä linnakkeesta) siirtyy suoraan Minas Tirithiin tai sen viereiselle alueelle, jos Varjo hallitsee Minas Tirithiä tai sillä on siellä armeija. Kohteen on oltava vapaa armeijan liikkumiselle.</translation>
    </message>
    <message>
        <source>A Free Peoples army with a companion (not shut in a siege) moves up to two regions through regions free for army movement. It moves whole and stops if it meets another Free Peoples army.</source>
        <translation>Vapaiden kansojen armeija, jossa on toveri (eikä se ole piirityksen saartama), siirtyy enintään kaksi aluetta armeijan liikkumiselle vapaiden alueiden kautta. Se liikkuu kokonaisena ja pysähtyy, jos se kohtaa toisen Vapaiden kansojen armeijan.</translation>
    </message>
    <message>
        <source>The printed card allows splitting the army before it moves; the app always moves the whole army.</source>
        <translation>Painettu kortti sallii armeijan jakamisen ennen siirtoa; sovellus siirtää aina koko armeijan.</translation>
    </message>
    <message>
        <source>Choose a coastal region that holds a Free Peoples army and is free for you, and recruit two Elven units there, regulars or elites as you choose. Nothing happens if no such region is free.</source>
        <translation>Valitse rannikkoalue, jolla on Vapaiden kansojen armeija ja joka on sinulle vapaa, ja värvää sinne kaksi haltioiden yksikköä, perus- tai eliittiyksiköitä valintasi mukaan. Mitään ei tapahdu, jos tällaista vapaata aluetta ei ole.</translation>
    </message>
    <message>
        <source>Before the combat roll, your elite units (5 at most) make an extra attack; its hits are applied at once.</source>
        <translation>Ennen taisteluheittoa eliittiyksikkösi (enintään 5) tekevät ylimääräisen hyökkäyksen; sen osumat otetaan huomioon heti.</translation>
    </message>
    <message>
        <source>Coastal means a region whose border touches the Great Sea on the board (the Grey Havens, the Gondor coast from Anfalas to Pelargir, and the other shore regions).</source>
        <translation>Rannikkoalue on alue, jonka raja koskettaa laudalla Suurta merta (Harmaat satamat, Gondorin rannikko Anfalasista Pelargiriin ja muut ranta-alueet).</translation>
    </message>
    <message>
        <source>Recruit a Gondor regular or elite and a Gondor leader in Minas Tirith.</source>
        <translation>Värvää Minas Tirithiin Gondorin perus- tai eliittiyksikkö ja Gondorin johtaja.</translation>
    </message>
    <message>
        <source>Add an Elven regular or elite to Lórien, then draw a Strategy card.</source>
        <translation>Lisää Lórieniin haltioiden perus- tai eliittiyksikkö ja nosta sitten strategiakortti.</translation>
    </message>
    <message>
        <source>Recruit a Rohan regular or elite and a Rohan leader in Edoras, or instead in a Rohan region where one of your companions stands.</source>
        <translation>Värvää Edorasiin Rohanin perus- tai eliittiyksikkö ja Rohanin johtaja, tai sen sijaan Rohanin alueelle, jolla joku tovereistasi on.</translation>
    </message>
    <message>
        <source>Recruit a North regular or elite and a North leader in Carrock.</source>
        <translation>Värvää Carrockiin Pohjolan perus- tai eliittiyksikkö ja Pohjolan johtaja.</translation>
    </message>
    <message>
        <source>Recruit a Gondor regular or elite and a Gondor leader in Dol Amroth.</source>
        <translation>Värvää Dol Amrothiin Gondorin perus- tai eliittiyksikkö ja Gondorin johtaja.</translation>
    </message>
    <message>
        <source>Recruit two North regulars in Dale, then draw a Strategy card.</source>
        <translation>Värvää Laaksoon kaksi Pohjolan perusyksikköä ja nosta sitten strategiakortti.</translation>
    </message>
    <message>
        <source>Recruit a North regular or elite in the Shire and a Dwarven one in Ered Luin, then draw a Strategy card.</source>
        <translation>Värvää Kontuun Pohjolan perus- tai eliittiyksikkö ja Ered Luiniin kääpiöiden perus- tai eliittiyksikkö, ja nosta sitten strategiakortti.</translation>
    </message>
    <message>
        <source>Add an Elven regular or elite to Rivendell, then draw a Strategy card.</source>
        <translation>Lisää Rivendelliin haltioiden perus- tai eliittiyksikkö ja nosta sitten strategiakortti.</translation>
    </message>
    <message>
        <source>Recruit a Dwarven regular or elite and a Dwarven leader in Erebor.</source>
        <translation>Värvää Ereboriin kääpiöiden perus- tai eliittiyksikkö ja kääpiöiden johtaja.</translation>
    </message>
    <message>
        <source>Recruit a Rohan regular or elite and a Rohan leader in a free Rohan region that has a settlement.</source>
        <translation>Värvää Rohanin perus- tai eliittiyksikkö ja Rohanin johtaja vapaalle Rohanin alueelle, jolla on asutus.</translation>
    </message>
    <message>
        <source>Add an Elven regular or elite to the Woodland Realm, then draw a Strategy card.</source>
        <translation>Lisää Metsävaltakuntaan haltioiden perus- tai eliittiyksikkö ja nosta sitten strategiakortti.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Shelob&apos;s Lair, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals damage equal to a die roll and stops the Fellowship&apos;s advance.</source>
        <translation>Ajojahdin erikoislaattasi ”Lukitarin luola” tulee peliin: se odottaa laudan vieressä ja lisätään ajojahtipussiin, kun Saattue on Mordorin radalla (heti, jos se on jo siellä). Laatta tekee nopanheiton verran vahinkoa ja pysäyttää Saattueen etenemisen.</translation>
    </message>
    <message>
        <source>Your special hunt tile, The Ring is Mine!, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile is an Eye that reveals the Fellowship and stops its advance.</source>
        <translation>Ajojahdin erikoislaattasi ”Sormus on minun!” tulee peliin: se odottaa laudan vieressä ja lisätään ajojahtipussiin, kun Saattue on Mordorin radalla (heti, jos se on jo siellä). Laatta on Silmä, joka paljastaa Saattueen ja pysäyttää sen etenemisen.</translation>
    </message>
    <message>
        <source>Your special hunt tile, On, On They Went, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 3 damage and stops the Fellowship&apos;s advance.</source>
        <translation>Ajojahdin erikoislaattasi ”Eteenpäin, yhä eteenpäin” tulee peliin: se odottaa laudan vieressä ja lisätään ajojahtipussiin, kun Saattue on Mordorin radalla (heti, jos se on jo siellä). Laatta tekee 3 vahinkoa ja pysäyttää Saattueen etenemisen.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Give it to Uss!, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 1 damage, reveals the Fellowship and stops its advance.</source>
        <translation>Ajojahdin erikoislaattasi ”Anna se meille!” tulee peliin: se odottaa laudan vieressä ja lisätään ajojahtipussiin, kun Saattue on Mordorin radalla (heti, jos se on jo siellä). Laatta tekee 1 vahingon, paljastaa Saattueen ja pysäyttää sen etenemisen.</translation>
    </message>
    <message>
        <source>Draw a hunt tile. An Eye or a Free Peoples special tile is discarded with no effect; any other tile takes effect as after a successful hunt.</source>
        <translation>Nosta ajojahtilaatta. Silmä tai Vapaiden kansojen erikoislaatta poistetaan ilman vaikutusta; mikä tahansa muu laatta vaikuttaa kuin onnistuneen ajojahdin jälkeen.</translation>
    </message>
    <message>
        <source>The Nazgûl give up 2 leadership, and every die of your combat roll gets +1.</source>
        <translation>Nazgûlit luopuvat 2 johtajuudesta, ja jokainen taisteluheittosi noppa saa +1.</translation>
    </message>
    <message>
        <source>Draw a hunt tile. An Eye or a Free Peoples special tile is discarded with no effect; any other tile takes effect as after a successful hunt, but no companion, guide or card may reduce its damage before the Ring is used.</source>
        <translation>Nosta ajojahtilaatta. Silmä tai Vapaiden kansojen erikoislaatta poistetaan ilman vaikutusta; mikä tahansa muu laatta vaikuttaa kuin onnistuneen ajojahdin jälkeen, mutta mikään toveri, opas tai kortti ei saa vähentää sen vahinkoa ennen kuin Sormusta käytetään.</translation>
    </message>
    <message>
        <source>Draw a hunt tile. An Eye or a Free Peoples special tile is discarded with no effect; any other tile takes effect as after a successful hunt, but if it deals damage a random companion of the Fellowship must be lost to reduce it before the Ring is used.</source>
        <translation>Nosta ajojahtilaatta. Silmä tai Vapaiden kansojen erikoislaatta poistetaan ilman vaikutusta; mikä tahansa muu laatta vaikuttaa kuin onnistuneen ajojahdin jälkeen, mutta jos se tekee vahinkoa, Saattueen satunnainen toveri on menetettävä sen vähentämiseksi ennen kuin Sormusta käytetään.</translation>
    </message>
    <message>
        <source>The Nazgûl give up 1 leadership, and every die of your leader re-roll gets +1.</source>
        <translation>Nazgûlit luopuvat 1 johtajuudesta, ja jokainen johtajan uusintaheittosi noppa saa +1.</translation>
    </message>
    <message>
        <source>Roll three dice: every 4 or better adds 1 corruption. If Gollum is the guide, only 6s count.</source>
        <translation>Heitä kolmea noppaa: jokainen vähintään 4 lisää 1 turmeluksen. Jos Klonkku on opas, vain 6:t lasketaan.</translation>
    </message>
    <message>
        <source>Before the combat roll, give up as many points of Nazgûl leadership as you like (at least 1); the Free Peoples roll one combat die fewer per point, but always at least one.</source>
        <translation>Luovu ennen taisteluheittoa niin monesta Nazgûlien johtajuuspisteestä kuin haluat (vähintään 1); Vapaat kansat heittävät jokaista pistettä kohden yhden taistelunopan vähemmän, mutta aina vähintään yhden.</translation>
    </message>
    <message>
        <source>Move as many of the Nazgûl as you like, the Witch-king too. Then, if one of them stands with the Fellowship, you may discard a Free Peoples Character card from their table or make a hunt roll as if the Fellowship had moved.</source>
        <translation>Siirrä niin montaa Nazgûlia kuin haluat, myös Noitakuningasta. Jos sitten joku niistä on samalla alueella kuin Saattue, voit poistaa Vapaiden kansojen hahmokortin heidän pöydältään tai tehdä ajojahtiheiton kuin Saattue olisi liikkunut.</translation>
    </message>
    <message>
        <source>When your leader re-roll hits at least once, you may also eliminate a Free Peoples leader in the battle, or instead a companion in the battle whose level is no higher than the re-roll&apos;s hits.</source>
        <translation>Kun johtajan uusintaheittosi osuu vähintään kerran, voit myös poistaa pelistä taistelussa olevan Vapaiden kansojen johtajan tai sen sijaan taistelussa olevan toverin, jonka taso on enintään uusintaheiton osumien määrä.</translation>
    </message>
    <message>
        <source>The Witch-king counts as a Nazgûl. The hunt roll is offered only when the hunt box holds Shadow dice; you may also do neither.</source>
        <translation>Noitakuningas lasketaan Nazgûliksi. Ajojahtiheittoa tarjotaan vain, kun ajojahtiruudussa on Varjon noppia; voit myös jättää kummankin tekemättä.</translation>
    </message>
    <message>
        <source>Move as many of the Nazgûl as you like, the Witch-king too. Then, if one of them stands with the hidden Fellowship, it is revealed (and the Free Peoples move it as after a hunt).</source>
        <translation>Siirrä niin montaa Nazgûlia kuin haluat, myös Noitakuningasta. Jos sitten joku niistä on samalla alueella kuin piilossa oleva Saattue, Saattue paljastuu (ja Vapaat kansat siirtävät sitä kuin ajojahdin jälkeen).</translation>
    </message>
    <message>
        <source>If the Nazgûl&apos;s leadership in the battle is at least the Free Peoples&apos; total leadership, the Free Peoples get no leader re-roll.</source>
        <translation>Jos Nazgûlien johtajuus taistelussa on vähintään yhtä suuri kuin Vapaiden kansojen kokonaisjohtajuus, Vapaat kansat eivät saa johtajan uusintaheittoa.</translation>
    </message>
    <message>
        <source>The Witch-king counts as a Nazgûl.</source>
        <translation>Noitakuningas lasketaan Nazgûliksi.</translation>
    </message>
    <message>
        <source>Move the Fellowship figure to an adjacent region of your choice; its progress does not change.</source>
        <translation>Siirrä Saattueen nappula valitsemallesi viereiselle alueelle; sen eteneminen ei muutu.</translation>
    </message>
    <message>
        <source>Add 2 corruption if the Ring-bearer has 3 corruption or less, otherwise add 1.</source>
        <translation>Lisää 2 turmelusta, jos Sormuksen viejällä on turmelusta 3 tai vähemmän, muuten lisää 1.</translation>
    </message>
    <message>
        <source>A companion of the Fellowship is drawn at random. The Free Peoples choose: the Ring-bearer takes corruption equal to that companion&apos;s level, or the companion is eliminated. If Gollum is the guide (or no companion is left), add 1 corruption instead.</source>
        <translation>Saattueesta arvotaan toveri. Vapaat kansat valitsevat: Sormuksen viejä saa toverin tason verran turmelusta, tai toveri poistetaan pelistä. Jos Klonkku on opas (tai tovereita ei ole jäljellä), lisää sen sijaan 1 turmelus.</translation>
    </message>
    <message>
        <source>Draw a hunt tile; an Eye or a Free Peoples special tile has no effect. Otherwise the Free Peoples separate as many companions as its number (a die tile is rolled) in the Fellowship&apos;s region, ignoring reveal and stop. With Gollum as guide, add 1 corruption instead.</source>
        <translation>Nosta ajojahtilaatta; Silmällä tai Vapaiden kansojen erikoislaatalla ei ole vaikutusta. Muuten Vapaat kansat erottavat Saattueen alueelle niin monta toveria kuin laatan luku on (noppalaatan kohdalla heitetään noppaa), paljastusta ja pysähdystä huomioimatta. Jos Klonkku on opas, lisää sen sijaan 1 turmelus.</translation>
    </message>
    <message>
        <source>On the Mordor track the companions who must leave are eliminated instead.</source>
        <translation>Mordorin radalla lähtemään joutuvat toverit poistetaan sen sijaan pelistä.</translation>
    </message>
    <message>
        <source>Goes on the table. Each time a companion of the Fellowship is taken as a hunt casualty, you may also discard a Free Peoples Character card: a random one from their hand, or one from their table. It leaves the table if the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Asetetaan pöydälle. Aina kun Saattueen toveri menetetään ajojahdin tappiona, voit myös poistaa Vapaiden kansojen hahmokortin: satunnaisen heidän kädestään tai yhden heidän pöydältään. Kortti lähtee pöydältä, jos Saattueen olinpaikaksi ilmoitetaan valtaamaton Vapaiden kansojen kaupunki tai linnake.</translation>
    </message>
    <message>
        <source>Choose a companion in the battle: for this round they lose their leadership and special abilities (a Captain of the West adds no extra die).</source>
        <translation>Valitse taistelussa oleva toveri: tämän kierroksen ajan hän menettää johtajuutensa ja erikoiskykynsä (Lännen päällikkö ei lisää ylimääräistä noppaa).</translation>
    </message>
    <message>
        <source>Using it does not discard it: it stays for the next casualty.</source>
        <translation>Käyttäminen ei poista korttia: se jää odottamaan seuraavaa tappiota.</translation>
    </message>
    <message>
        <source>Goes on the table. Before a hunt roll, you may discard it so that every die of that roll, re-rolls included, gets +1. It leaves the table if the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Asetetaan pöydälle. Ennen ajojahtiheittoa voit poistaa kortin, jolloin jokainen tuon heiton noppa, uusintaheitot mukaan lukien, saa +1. Kortti lähtee pöydältä, jos Saattueen olinpaikaksi ilmoitetaan valtaamaton Vapaiden kansojen kaupunki tai linnake.</translation>
    </message>
    <message>
        <source>Goes on the table. When the Fellowship is declared or revealed after a move that cannot avoid Moria, you may discard it to draw an extra hunt tile: an Eye does nothing, any other tile counts as after a successful hunt. Or discard it to play Durin&apos;s Bane in a battle.</source>
        <translation>Asetetaan pöydälle. Kun Saattueen olinpaikka ilmoitetaan tai Saattue paljastuu sellaisen siirron jälkeen, joka ei voi välttää Moriaa, voit poistaa kortin ja nostaa ylimääräisen ajojahtilaatan: Silmä ei tee mitään, mikä tahansa muu laatta pätee kuin onnistuneen ajojahdin jälkeen. Tai poista kortti pelataksesi taistelussa taistelukortin ”Durinin turma”.</translation>
    </message>
    <message>
        <source>Before the combat roll, make an extra attack with three dice, each 4 or better a hit; its hits are applied at once.</source>
        <translation>Tee ennen taisteluheittoa ylimääräinen hyökkäys kolmella nopalla, joista jokainen vähintään 4 on osuma; sen osumat otetaan huomioon heti.</translation>
    </message>
    <message>
        <source>The extra tile&apos;s reveal icon is ignored when the Fellowship was declared in a city or stronghold of the Free Peoples. A move cannot avoid Moria when it starts or ends there or no path of its length goes around.</source>
        <translation>Ylimääräisen laatan paljastussymboli jätetään huomiotta, jos Saattueen olinpaikaksi ilmoitettiin Vapaiden kansojen kaupunki tai linnake. Siirto ei voi välttää Moriaa, kun se alkaa Moriasta tai päättyy Moriaan tai kun yksikään yhtä pitkä reitti ei kierrä sitä.</translation>
    </message>
    <message>
        <source>Turn up to three of your unused action dice into Eyes and put them straight into the hunt box.</source>
        <translation>Käännä enintään kolme käyttämätöntä toimintanoppaasi Silmiksi ja laita ne suoraan ajojahtiruutuun.</translation>
    </message>
    <message>
        <source>Pick a Shadow army with Nazgûl and a Free Peoples army in or next to its region. Roll a die per Nazgûl in that Shadow army, the Witch-king counting as one (5 at most): every 5 or 6 is a hit on the Free Peoples army.</source>
        <translation>Valitse Varjon armeija, jossa on Nazgûleja, ja Vapaiden kansojen armeija samalla tai viereisellä alueella. Heitä yksi noppa kutakin tuon Varjon armeijan Nazgûlia kohden, Noitakuningas mukaan lukien (enintään 5): jokainen 5 tai 6 on osuma Vapaiden kansojen armeijaan.</translation>
    </message>
    <message>
        <source>The Witch-king&apos;s army attacks the stronghold it besieges. This siege battle lasts three rounds instead of one, and in round one the Free Peoples may play a combat card only if a companion is in the battle.</source>
        <translation>Noitakuninkaan armeija hyökkää piirittämäänsä linnakkeeseen. Tämä piiritystaistelu kestää yhden kierroksen sijaan kolme, ja ensimmäisellä kierroksella Vapaat kansat saavat pelata taistelukortin vain, jos taistelussa on toveri.</translation>
    </message>
    <message>
        <source>Goes on the table. Each time you play an event card with an Event die, draw one more card from the deck of your choice. The Free Peoples can remove it with a Will of the West die, or any die and an Elven ring. It leaves if Saruman is eliminated.</source>
        <translation>Asetetaan pöydälle. Aina kun pelaat tapahtumakortin Tapahtumanopalla, nosta yksi kortti lisää valitsemastasi pakasta. Vapaat kansat voivat poistaa kortin Lännen tahto -nopalla tai millä tahansa nopalla ja haltiasormuksella. Kortti lähtee, jos Saruman poistetaan pelistä.</translation>
    </message>
    <message>
        <source>Goes on the table. While it lies there, Rohan becomes active only through a companion, a Shadow attack on Edoras or Helm&apos;s Deep, or the Fellowship declared in one of them; any other activation is undone. It leaves the table once Rohan is active or Saruman is eliminated.</source>
        <translation>Asetetaan pöydälle. Niin kauan kuin kortti on pöydällä, Rohan muuttuu aktiiviseksi vain toverin ansiosta, Varjon hyökätessä Edorasiin tai Helmin syvänteeseen tai kun Saattueen olinpaikaksi ilmoitetaan jompikumpi niistä; muu aktivointi perutaan. Kortti lähtee pöydältä, kun Rohan on aktiivinen tai Saruman poistetaan pelistä.</translation>
    </message>
    <message>
        <source>A Rohan kept passive by this card stays one step short of war on the political track.</source>
        <translation>Tämän kortin passiivisena pitämä Rohan jää poliittisella radalla askeleen päähän sodasta.</translation>
    </message>
    <message>
        <source>Move as many of the Nazgûl as you like, the Witch-king too. Afterwards either move up to two armies that include a Nazgûl or the Witch-king one region each, or attack with one such army.</source>
        <translation>Siirrä niin montaa Nazgûlia kuin haluat, myös Noitakuningasta. Siirrä sen jälkeen joko enintään kahta armeijaa, joissa on Nazgûl tai Noitakuningas, kutakin yhden alueen verran, tai hyökkää yhdellä tällaisella armeijalla.</translation>
    </message>
    <message>
        <source>Either recruit two Nazgûl where the Witch-king stands, or move as many of the Nazgûl as you like (the Witch-king among them). Afterwards the Witch-king&apos;s army may move one region or attack.</source>
        <translation>Joko värvää kaksi Nazgûlia alueelle, jolla Noitakuningas on, tai siirrä niin montaa Nazgûlia kuin haluat (Noitakuningas mukaan lukien). Sen jälkeen Noitakuninkaan armeija saa siirtyä yhden alueen tai hyökätä.</translation>
    </message>
    <message>
        <source>For every Elven stronghold not under siege, roll a die per Elven unit there (5 at most): every 6 is a hit on that Elven army.</source>
        <translation>Heitä jokaisen piirittämättömän haltioiden linnakkeen kohdalla yksi noppa kutakin siellä olevaa haltioiden yksikköä kohden (enintään 5): jokainen 6 on osuma tuohon haltioiden armeijaan.</translation>
    </message>
    <message>
        <source>Both armies add 2 to every die of their combat rolls and leader re-rolls.</source>
        <translation>Molemmat armeijat lisäävät 2 jokaiseen taisteluheittojensa ja johtajan uusintaheittojensa noppaan.</translation>
    </message>
    <message>
        <source>An army with Isengard units attacks the stronghold it besieges. This siege battle lasts three rounds instead of one, and in round one the Free Peoples may play a combat card only if a companion is in the battle.</source>
        <translation>Armeija, jossa on Rautapihan yksiköitä, hyökkää piirittämäänsä linnakkeeseen. Tämä piiritystaistelu kestää yhden kierroksen sijaan kolme, ja ensimmäisellä kierroksella Vapaat kansat saavat pelata taistelukortin vain, jos taistelussa on toveri.</translation>
    </message>
    <message>
        <source>After casualties are removed, you may take up to 4 hits on your own army; roll a die for each, and every 4 or better is a hit on the enemy.</source>
        <translation>Kun tappiot on poistettu, voit ottaa omaan armeijaasi enintään 4 osumaa; heitä kustakin noppaa, ja jokainen vähintään 4 on osuma viholliseen.</translation>
    </message>
    <message>
        <source>Goes on the table, and a Free Peoples leader in Minas Tirith is eliminated. While it stays, the Free Peoples play no combat cards in battles at Minas Tirith. They can remove it with a Will of the West die, or any die if Gandalf or Aragorn is in Minas Tirith.</source>
        <translation>Asetetaan pöydälle, ja yksi Minas Tirithissä oleva Vapaiden kansojen johtaja poistetaan pelistä. Niin kauan kuin kortti on pöydällä, Vapaat kansat eivät pelaa taistelukortteja Minas Tirithin taisteluissa. He voivat poistaa kortin Lännen tahto -nopalla tai millä tahansa nopalla, jos Gandalf tai Aragorn on Minas Tirithissä.</translation>
    </message>
    <message>
        <source>Every unused Free Peoples action die showing Will of the West is discarded.</source>
        <translation>Jokainen käyttämätön Vapaiden kansojen toimintanoppa, joka näyttää Lännen tahtoa, poistetaan.</translation>
    </message>
    <message>
        <source>Before the combat roll you may take up to 2 hits on your own army; each one adds +1 to every die of your combat roll.</source>
        <translation>Ennen taisteluheittoa voit ottaa omaan armeijaasi enintään 2 osumaa; kukin niistä lisää +1 jokaiseen taisteluheittosi noppaan.</translation>
    </message>
    <message>
        <source>Goes on the table. While it stays, the Free Peoples cannot spend a Muster die (or a Will of the West used as one) to move a passive nation along the political track. It leaves once a Free Peoples nation advances because of an attack or a companion.</source>
        <translation>Asetetaan pöydälle. Niin kauan kuin kortti on pöydällä, Vapaat kansat eivät voi käyttää Värväysnoppaa (tai sellaisena käytettyä Lännen tahtoa) passiivisen kansan siirtämiseen poliittisella radalla. Kortti lähtee, kun jokin Vapaiden kansojen kansa etenee hyökkäyksen tai toverin vuoksi.</translation>
    </message>
    <message>
        <source>Choose a Free Peoples nation not at war where the Fellowship or a companion stands: it moves one step back on the political track, and the Free Peoples eliminate one of its leaders, regulars or elites, wherever it stands.</source>
        <translation>Valitse Vapaiden kansojen kansa, joka ei ole sodassa ja jonka maassa Saattue tai toveri on: se siirtyy poliittisella radalla askeleen taaksepäin, ja Vapaat kansat poistavat pelistä yhden sen johtajista, perusyksiköistä tai eliittiyksiköistä, missä tahansa se onkin.</translation>
    </message>
    <message>
        <source>After casualties are removed, if your army units number at least twice the enemy&apos;s, you score one more hit.</source>
        <translation>Kun tappiot on poistettu: jos armeijayksikköjäsi on vähintään kaksi kertaa niin paljon kuin vihollisen, saat yhden osuman lisää.</translation>
    </message>
    <message>
        <source>One Shadow army moves up to three regions, through regions free for army movement, and must end with another Shadow army that is not under siege. The army moves whole and picks up no units on the way.</source>
        <translation>Yksi Varjon armeija siirtyy enintään kolme aluetta armeijan liikkumiselle vapaiden alueiden kautta, ja sen on päätettävä siirtonsa toisen, piirittämättömän Varjon armeijan luo. Armeija liikkuu kokonaisena eikä ota mukaansa yksiköitä matkalla.</translation>
    </message>
    <message>
        <source>+1 to every die of your combat roll. After the re-roll, if your hits this round (card attacks included) exceed the Free Peoples&apos;, you score one more hit.</source>
        <translation>+1 jokaiseen taisteluheittosi noppaan. Jos uusintaheiton jälkeen osumiasi on tällä kierroksella (korttien hyökkäykset mukaan lukien) enemmän kuin Vapailla kansoilla, saat yhden osuman lisää.</translation>
    </message>
    <message>
        <source>The printed card lets you split off part of the army before it moves; the app moves the whole army.</source>
        <translation>Painetussa kortissa voit erottaa osan armeijasta ennen siirtoa; sovellus siirtää koko armeijan.</translation>
    </message>
    <message>
        <source>Two Shadow armies move, each up to two regions through regions free for army movement, and each must end with another Shadow army that is not under siege. Armies move whole, picking up nothing on the way.</source>
        <translation>Kaksi Varjon armeijaa siirtyy, kumpikin enintään kaksi aluetta armeijan liikkumiselle vapaiden alueiden kautta, ja kummankin on päätettävä siirtonsa toisen, piirittämättömän Varjon armeijan luo. Armeijat liikkuvat kokonaisina eivätkä ota mitään mukaansa matkalla.</translation>
    </message>
    <message>
        <source>The printed card lets you split off part of an army before it moves; the app moves whole armies.</source>
        <translation>Painetussa kortissa voit erottaa osan armeijasta ennen siirtoa; sovellus siirtää kokonaisia armeijoita.</translation>
    </message>
    <message>
        <source>Choose up to four different Shadow armies; each may move one region.</source>
        <translation>Valitse enintään neljä eri Varjon armeijaa; kukin saa siirtyä yhden alueen.</translation>
    </message>
    <message>
        <source>The combat card the Free Peoples played this round is cancelled; if they played none, every die of your leader re-roll gets +1.</source>
        <translation>Vapaiden kansojen tällä kierroksella pelaama taistelukortti kumotaan; jos he eivät pelanneet sellaista, jokainen johtajan uusintaheittosi noppa saa +1.</translation>
    </message>
    <message>
        <source>The Shadow army in Umbar sails to Anfalas, Dol Amroth, Lamedon or Pelargir; units beyond the stacking limit are removed. A Free Peoples army there is attacked at once, and the Shadow may not call the battle off unless that army was already besieged.</source>
        <translation>Umbarissa oleva Varjon armeija purjehtii Anfalasiin, Dol Amrothiin, Lamedoniin tai Pelargiriin; pinoamisrajan ylittävät yksiköt poistetaan. Siellä olevan Vapaiden kansojen armeijan kimppuun hyökätään heti, eikä Varjo saa perua taistelua, ellei tuo armeija ollut jo piiritettynä.</translation>
    </message>
    <message>
        <source>The fleet lands once its battle has cleared the region; if the Free Peoples there were besieged it joins the besiegers in a siege battle.</source>
        <translation>Laivasto nousee maihin, kun sen taistelu on tyhjentänyt alueen; jos siellä olevat Vapaat kansat olivat piiritettyinä, se liittyy piirittäjiin piiritystaistelussa.</translation>
    </message>
    <message>
        <source>Recruit two Isengard regulars in a free region next to North or South Dunland. Then you may move up to four Isengard units from North and/or South Dunland into that region.</source>
        <translation>Värvää kaksi Rautapihan perusyksikköä vapaalle alueelle Pohjois- tai Etelä-Mustainmaan viereen. Sen jälkeen voit siirtää sille alueelle enintään neljä Rautapihan yksikköä Pohjois- ja/tai Etelä-Mustainmaasta.</translation>
    </message>
    <message>
        <source>You choose how many units move from North and from South Dunland (four in all at most); the app moves elites before regulars.</source>
        <translation>Sinä valitset, montako yksikköä siirtyy Pohjois- ja montako Etelä-Mustainmaasta (yhteensä enintään neljä); sovellus siirtää eliittiyksiköt ennen perusyksiköitä.</translation>
    </message>
    <message>
        <source>The Witch-king moves to Angmar; then, if Angmar is free, recruit two Sauron regulars and a Sauron elite there.</source>
        <translation>Noitakuningas siirtyy Angmariin; jos Angmar on sitten vapaa, värvää sinne kaksi Sauronin perusyksikköä ja Sauronin eliittiyksikkö.</translation>
    </message>
    <message>
        <source>Recruit an Isengard regular or elite in a free region where a Shadow army stands.</source>
        <translation>Värvää Rautapihan perus- tai eliittiyksikkö vapaalle alueelle, jolla on Varjon armeija.</translation>
    </message>
    <message>
        <source>After casualties are removed, your elite units (5 at most) attack again: every 5 or 6 is a hit.</source>
        <translation>Kun tappiot on poistettu, eliittiyksikkösi (enintään 5) hyökkäävät uudelleen: jokainen 5 tai 6 on osuma.</translation>
    </message>
    <message>
        <source>Recruit a Sauron regular or elite in a free region where a Shadow army stands.</source>
        <translation>Värvää Sauronin perus- tai eliittiyksikkö vapaalle alueelle, jolla on Varjon armeija.</translation>
    </message>
    <message>
        <source>Swap two Sauron regulars anywhere on the board for two Sauron elites.</source>
        <translation>Vaihda kaksi Sauronin perusyksikköä missä tahansa laudalla kahteen Sauronin eliittiyksikköön.</translation>
    </message>
    <message>
        <source>Recruit two Isengard regulars in North Dunland and two in South Dunland, plus two Isengard units in Orthanc, each a regular or an elite as you choose.</source>
        <translation>Värvää kaksi Rautapihan perusyksikköä Pohjois-Mustainmaahan ja kaksi Etelä-Mustainmaahan sekä kaksi Rautapihan yksikköä Orthanciin, kukin valintasi mukaan perus- tai eliittiyksikkö.</translation>
    </message>
    <message>
        <source>Recruit two Southron &amp; Easterling regulars in each of three different Southron &amp; Easterling settlements.</source>
        <translation>Värvää kaksi etelän ja idän kansojen perusyksikköä kuhunkin kolmesta eri etelän ja idän kansojen asutuksesta.</translation>
    </message>
    <message>
        <source>Recruit five Sauron regulars and one Nazgûl in Minas Morgul.</source>
        <translation>Värvää Minas Morguliin viisi Sauronin perusyksikköä ja yksi Nazgûl.</translation>
    </message>
    <message>
        <source>In Mount Gram or in Moria, recruit one Nazgûl and two Sauron units (regular or elite).</source>
        <translation>Värvää Gramvuorelle tai Moriaan yksi Nazgûl ja kaksi Sauronin yksikköä (perus- tai eliittiyksikköjä).</translation>
    </message>
    <message>
        <source>Recruit three Sauron regulars in Dol Guldur and three in Mount Gundabad.</source>
        <translation>Värvää kolme Sauronin perusyksikköä Dol Gulduriin ja kolme Gundabadin vuorelle.</translation>
    </message>
    <message>
        <source>Recruit five Southron &amp; Easterling regulars in one free region of that nation on the map&apos;s eastern edge: North, East or South Rhûn, Khand or Far Harad.</source>
        <translation>Värvää viisi etelän ja idän kansojen perusyksikköä yhdelle tämän kansan vapaalle alueelle kartan itälaidalla: Pohjois-, Itä- tai Etelä-Rhûniin, Khandiin tai Kauko-Haradiin.</translation>
    </message>
    <message>
        <source>Recruit a Sauron elite in Trollshaws and one Sauron regular each in Angmar, the Ettenmoors and Weather Hills.</source>
        <translation>Värvää Sauronin eliittiyksikkö Peikkometsään ja yksi Sauronin perusyksikkö kuhunkin seuraavista: Angmar, Jättijängät ja Viimavaarat.</translation>
    </message>
    <message>
        <source>Both armies add 1 to every die of their combat rolls and leader re-rolls.</source>
        <translation>Molemmat armeijat lisäävät 1 jokaiseen taisteluheittojensa ja johtajan uusintaheittojensa noppaan.</translation>
    </message>
    <message>
        <source>Recruit five Southron &amp; Easterling regulars in Gorgoroth and five Sauron regulars in Nurn.</source>
        <translation>Värvää Gorgorothiin viisi etelän ja idän kansojen perusyksikköä ja Nurniin viisi Sauronin perusyksikköä.</translation>
    </message>
    <message>
        <source>In three different Sauron strongholds, recruit two Sauron regulars each.</source>
        <translation>Värvää kolmeen eri Sauronin linnakkeeseen kuhunkin kaksi Sauronin perusyksikköä.</translation>
    </message>
    <message>
        <source>Gandalf the Grey</source>
        <translation>Harmaa Gandalf</translation>
    </message>
    <message>
        <source>After playing an event card with an Event or Will of the West die, draw a Character event card.</source>
        <translation>Kun olet pelannut tapahtumakortin Tapahtuma- tai Lännen tahto -nopalla, nosta hahmo-tapahtumakortti.</translation>
    </message>
    <message>
        <source>+1 combat strength to the Free Peoples army he is with (still at most 5 dice).</source>
        <translation>+1 taisteluvoimaa Vapaiden kansojen armeijalle, jonka mukana hän on (silti enintään 5 noppaa).</translation>
    </message>
    <message>
        <source>Out of the Fellowship he may be replaced by Gandalf the White.</source>
        <translation>Saattueen ulkopuolella hänet voidaan korvata Valkoisella Gandalfilla.</translation>
    </message>
    <message>
        <source>Strider</source>
        <translation>Konkari</translation>
    </message>
    <message>
        <source>Any action die may hide a revealed Fellowship; the first die used to move the Fellowship each turn does not go to the hunt box.</source>
        <translation>Mikä tahansa toimintanoppa voi kätkeä paljastetun Saattueen; ensimmäinen Saattueen siirtämiseen käytetty noppa kullakin vuorolla ei mene ajojahtiruutuun.</translation>
    </message>
    <message>
        <source>Out of the Fellowship he may be crowned as Aragorn.</source>
        <translation>Saattueen ulkopuolella hänet voidaan kruunata Aragorniksi.</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Boromir</translation>
    </message>
    <message>
        <source>May be eliminated to reduce hunt damage.</source>
        <translation>Voidaan poistaa pelistä ajojahdin vahingon vähentämiseksi.</translation>
    </message>
    <message>
        <source>In an unconquered Gondor city or stronghold, any action die advances Gondor one political step.</source>
        <translation>Valtaamattomassa Gondorin kaupungissa tai linnakkeessa mikä tahansa toimintanoppa vie Gondoria askeleen eteenpäin poliittisella radalla.</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Legolas</translation>
    </message>
    <message>
        <source>In an unconquered Elven stronghold, any action die advances the Elves one political step.</source>
        <translation>Valtaamattomassa haltioiden linnakkeessa mikä tahansa toimintanoppa vie haltioita askeleen eteenpäin poliittisella radalla.</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Gimli</translation>
    </message>
    <message>
        <source>In unconquered Erebor, any action die advances the Dwarves one political step.</source>
        <translation>Valtaamattomassa Ereborissa mikä tahansa toimintanoppa vie kääpiöitä askeleen eteenpäin poliittisella radalla.</translation>
    </message>
    <message>
        <source>Meriadoc</source>
        <translation>Meriadoc</translation>
    </message>
    <message>
        <source>When the hunt does damage, he may leave the Fellowship (separate) to reduce it by one.</source>
        <translation>Kun ajojahti tekee vahinkoa, hän voi lähteä Saattueesta (erota) ja vähentää vahinkoa yhdellä.</translation>
    </message>
    <message>
        <source>If eliminated while in the Fellowship (not on the Mordor track), he is separated instead.</source>
        <translation>Jos hänet poistettaisiin pelistä hänen ollessaan Saattueessa (ei Mordorin radalla), hänet erotetaan sen sijaan.</translation>
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
        <translation>Konkari on Minas Tirithissä, Dol Amrothissa tai Pelargirissa, eikä sitä ole vallattu; hänet korvataan Aragornilla.</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Valkoinen Gandalf</translation>
    </message>
    <message>
        <source>Gandalf the Grey has left the Fellowship or been eliminated, and a minion is or was in play; he replaces Gandalf the Grey, or enters in Fangorn or an unconquered Elven stronghold.</source>
        <translation>Harmaa Gandalf on lähtenyt Saattueesta tai hänet on poistettu pelistä, ja jokin kätyri on tai on ollut pelissä; hän korvaa Harmaan Gandalfin tai saapuu Fangorniin tai valtaamattomaan haltioiden linnakkeeseen.</translation>
    </message>
    <message>
        <source>Moving alone or with one hobbit he counts as level 4.</source>
        <translation>Kun hän liikkuu yksin tai yhden hobitin kanssa, hänen tasonsa on 4.</translation>
    </message>
    <message>
        <source>May give up his leadership at the start of a battle to cancel all Nazgûl leadership in it.</source>
        <translation>Voi taistelun alussa luopua johtajuudestaan ja kumota siten kaiken Nazgûlien johtajuuden siinä taistelussa.</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Klonkku</translation>
    </message>
    <message>
        <source>Reveal icons on standard hunt tiles do not reveal the Fellowship (Shadow special tiles and Eye tiles still do); if the hunt did not reveal it, the Fellowship may be revealed to reduce the damage by one.</source>
        <translation>Tavallisten ajojahtilaattojen paljastussymbolit eivät paljasta Saattuetta (Varjon erikoislaatat ja Silmä-laatat paljastavat silti); jos ajojahti ei paljastanut Saattuetta, sen voi paljastaa vahingon vähentämiseksi yhdellä.</translation>
    </message>
    <message>
        <source>When no companion is left in the Fellowship, Gollum joins it as the guide.</source>
        <translation>Kun Saattueessa ei ole enää yhtään toveria, Klonkku liittyy siihen oppaaksi.</translation>
    </message>
    <message>
        <source>Isengard is at war and Orthanc is unconquered; he is placed in Orthanc and never leaves it.</source>
        <translation>Rautapiha on sodassa eikä Orthancia ole vallattu; hänet asetetaan Orthanciin, eikä hän koskaan lähde sieltä.</translation>
    </message>
    <message>
        <source>While Orthanc is his and not besieged, a Muster die recruits one Isengard regular in each Isengard settlement, or upgrades two regulars in Orthanc to elites.</source>
        <translation>Niin kauan kuin Orthanc on hänen eikä sitä piiritetä, Värväysnoppa värvää yhden Rautapihan perusyksikön jokaiseen Rautapihan asutukseen tai korottaa kaksi Orthancin perusyksikköä eliittiyksiköiksi.</translation>
    </message>
    <message>
        <source>Isengard elites also count as leaders for movement and combat.</source>
        <translation>Rautapihan eliittiyksiköt lasketaan myös johtajiksi liikkumisessa ja taistelussa.</translation>
    </message>
    <message>
        <source>The Witch-king</source>
        <translation>Noitakuningas</translation>
    </message>
    <message>
        <source>Sauron and at least one Free Peoples nation are at war; he is placed with a Shadow army that has a Sauron unit. Entering activates every Free Peoples nation.</source>
        <translation>Sauron ja vähintään yksi Vapaiden kansojen kansa ovat sodassa; hänet asetetaan Varjon armeijaan, jossa on Sauronin yksikkö. Hänen saapumisensa aktivoi kaikki Vapaiden kansojen kansat.</translation>
    </message>
    <message>
        <source>Moves like a Nazgûl (unlimited level).</source>
        <translation>Liikkuu kuin Nazgûl (rajoittamaton taso).</translation>
    </message>
    <message>
        <source>After playing a combat card in the first round of a battle he is in, draw an event card of that card&apos;s type.</source>
        <translation>Kun olet pelannut taistelukortin sellaisen taistelun ensimmäisellä kierroksella, jossa hän on mukana, nosta samantyyppinen tapahtumakortti.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron</source>
        <translation>Sauronin suu</translation>
    </message>
    <message>
        <source>The Lord of the Rings — Friends &amp; Foes</source>
        <translation>Taru Sormusten Herrasta — Ystävät &amp; viholliset</translation>
    </message>
    <message>
        <source>The Skirmish Table</source>
        <translation>Kahakka</translation>
    </message>
    <message>
        <source>Space 0 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 0</translation>
    </message>
    <message>
        <source>Space 1 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 1</translation>
    </message>
    <message>
        <source>Space 2 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 2</translation>
    </message>
    <message>
        <source>Space 3 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 3</translation>
    </message>
    <message>
        <source>Space 4 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 4</translation>
    </message>
    <message>
        <source>Space 5 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 5</translation>
    </message>
    <message>
        <source>Space 6 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 6</translation>
    </message>
    <message>
        <source>Space 7 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 7</translation>
    </message>
    <message>
        <source>Space 8 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 8</translation>
    </message>
    <message>
        <source>Space 9 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 9</translation>
    </message>
    <message>
        <source>Space 10 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 10</translation>
    </message>
    <message>
        <source>Space 11 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 11</translation>
    </message>
    <message>
        <source>Space 12 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 12</translation>
    </message>
    <message>
        <source>Space 13 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 13</translation>
    </message>
    <message>
        <source>Space 14 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 14</translation>
    </message>
    <message>
        <source>Space 15 of the corruption line</source>
        <translation>Turmeluksen radan ruutu 15</translation>
    </message>
    <message>
        <source>Place 1 of the foe line</source>
        <translation>Vihollislinjan paikka 1</translation>
    </message>
    <message>
        <source>Place 2 of the foe line</source>
        <translation>Vihollislinjan paikka 2</translation>
    </message>
    <message>
        <source>Place 3 of the foe line</source>
        <translation>Vihollislinjan paikka 3</translation>
    </message>
    <message>
        <source>Place 4 of the foe line</source>
        <translation>Vihollislinjan paikka 4</translation>
    </message>
    <message>
        <source>Place 5 of the foe line</source>
        <translation>Vihollislinjan paikka 5</translation>
    </message>
    <message>
        <source>Place 6 of the foe line</source>
        <translation>Vihollislinjan paikka 6</translation>
    </message>
    <message>
        <source>Place 7 of the foe line</source>
        <translation>Vihollislinjan paikka 7</translation>
    </message>
    <message>
        <source>Place 8 of the foe line</source>
        <translation>Vihollislinjan paikka 8</translation>
    </message>
    <message>
        <source>The scenario board</source>
        <translation>Seikkailulauta</translation>
    </message>
    <message>
        <source>The main line</source>
        <translation>Pääreitti</translation>
    </message>
    <message>
        <source>The first activity line</source>
        <translation>Ensimmäinen kulkureitti</translation>
    </message>
    <message>
        <source>The second activity line</source>
        <translation>Toinen kulkureitti</translation>
    </message>
    <message>
        <source>The third activity line</source>
        <translation>Kolmas kulkureitti</translation>
    </message>
    <message>
        <source>Event 1</source>
        <translation>Tapahtuma 1</translation>
    </message>
    <message>
        <source>Event 2</source>
        <translation>Tapahtuma 2</translation>
    </message>
    <message>
        <source>Event 3</source>
        <translation>Tapahtuma 3</translation>
    </message>
    <message>
        <source>Event 4</source>
        <translation>Tapahtuma 4</translation>
    </message>
    <message>
        <source>Event 5</source>
        <translation>Tapahtuma 5</translation>
    </message>
    <message>
        <source>Event 6</source>
        <translation>Tapahtuma 6</translation>
    </message>
    <message>
        <source>The event tiles</source>
        <translation>Tapahtumalaatat</translation>
    </message>
    <message>
        <source>The last event tile</source>
        <translation>Viimeisin tapahtumalaatta</translation>
    </message>
    <message>
        <source>Bag End</source>
        <translation>Repunpää</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Kätesi</translation>
    </message>
    <message>
        <source>The Fords of Isen</source>
        <translation>Rautkymin kahlaamot</translation>
    </message>
    <message>
        <source>The Isen, west reach</source>
        <translation>Rautkymi, läntinen osuus</translation>
    </message>
    <message>
        <source>The Isen, east reach</source>
        <translation>Rautkymi, itäinen osuus</translation>
    </message>
    <message>
        <source>The Fords</source>
        <translation>Kahlaamot</translation>
    </message>
    <message>
        <source>Reed beds</source>
        <translation>Kaislikko</translation>
    </message>
    <message>
        <source>Sedge beds</source>
        <translation>Saraikko</translation>
    </message>
    <message>
        <source>The old dike</source>
        <translation>Vanha valli</translation>
    </message>
    <message>
        <source>The broken dike</source>
        <translation>Sortunut valli</translation>
    </message>
    <message>
        <source>Watch-hill</source>
        <translation>Vartiomäki</translation>
    </message>
    <message>
        <source>Barrow-hill</source>
        <translation>Hautakumpu</translation>
    </message>
    <message>
        <source>Standing stones</source>
        <translation>Pystykivet</translation>
    </message>
    <message>
        <source>Fallen stones</source>
        <translation>Kaatuneet kivet</translation>
    </message>
    <message>
        <source>Fangorn&apos;s Eaves</source>
        <translation>Fangornin laita</translation>
    </message>
    <message>
        <source>Fangorn&apos;s edge</source>
        <translation>Fangornin reuna</translation>
    </message>
    <message>
        <source>The deep eaves</source>
        <translation>Metsänlaidan siimes</translation>
    </message>
    <message>
        <source>Old thicket</source>
        <translation>Vanha tiheikkö</translation>
    </message>
    <message>
        <source>Hollow thicket</source>
        <translation>Ontto tiheikkö</translation>
    </message>
    <message>
        <source>Grey stones</source>
        <translation>Harmaat kivet</translation>
    </message>
    <message>
        <source>Mossy boulders</source>
        <translation>Sammaloituneet järkäleet</translation>
    </message>
    <message>
        <source>Fallen log</source>
        <translation>Kaatunut runko</translation>
    </message>
    <message>
        <source>Fallen elm</source>
        <translation>Kaatunut jalava</translation>
    </message>
    <message>
        <source>Amon Hen</source>
        <translation>Amon Hen</translation>
    </message>
    <message>
        <source>The Seat of Seeing</source>
        <translation>Näkemisen istuin</translation>
    </message>
    <message>
        <source>Ruined gatehouse</source>
        <translation>Raunioitunut porttirakennus</translation>
    </message>
    <message>
        <source>Ruined watch-house</source>
        <translation>Raunioitunut vartiotupa</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>Kivimuuri</translation>
    </message>
    <message>
        <source>Boulder</source>
        <translation>Järkäle</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Piikki</translation>
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
        <translation>Gandalfin sauva</translation>
    </message>
    <message>
        <source>The Book of Mazarbul</source>
        <translation>Mazarbulin kirja</translation>
    </message>
    <message>
        <source>The pipe</source>
        <translation>Piippu</translation>
    </message>
    <message>
        <source>Lembas</source>
        <translation>Lembas</translation>
    </message>
    <message>
        <source>The Elessar</source>
        <translation>Elessar</translation>
    </message>
    <message>
        <source>The phial of Galadriel</source>
        <translation>Galadrielin lasipullo</translation>
    </message>
    <message>
        <source>The belt of Galadriel</source>
        <translation>Galadrielin vyö</translation>
    </message>
    <message>
        <source>Celeborn</source>
        <translation>Celeborn</translation>
    </message>
    <message>
        <source>Elven cloak</source>
        <translation>Haltiaviitta</translation>
    </message>
    <message>
        <source>Elven boats</source>
        <translation>Haltiaveneet</translation>
    </message>
    <message>
        <source>Elven rope</source>
        <translation>Haltiaköysi</translation>
    </message>
    <message>
        <source>The leaf brooch</source>
        <translation>Lehtisolki</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Hallavaharja</translation>
    </message>
    <message>
        <source>The Riders of Rohan</source>
        <translation>Rohanin ratsastajat</translation>
    </message>
    <message>
        <source>The Army of the Dead</source>
        <translation>Kuolleiden armeija</translation>
    </message>
    <message>
        <source>Ghân-buri-Ghân</source>
        <translation>Ghân-buri-Ghân</translation>
    </message>
    <message>
        <source>Bill the Pony</source>
        <translation>Bil-poni</translation>
    </message>
    <message>
        <source>Barliman Butterbur</source>
        <translation>Viljami Voivalvatti</translation>
    </message>
    <message>
        <source>Tom Bombadil</source>
        <translation>Tom Bombadil</translation>
    </message>
    <message>
        <source>Farmer Maggot</source>
        <translation>Isäntä Katajainen</translation>
    </message>
    <message>
        <source>Goldberry</source>
        <translation>Kultamarja</translation>
    </message>
    <message>
        <source>Quickbeam</source>
        <translation>Pikapuu</translation>
    </message>
    <message>
        <source>The Huorns</source>
        <translation>Huornit</translation>
    </message>
    <message>
        <source>The palantír</source>
        <translation>Palantír</translation>
    </message>
    <message>
        <source>Gwaihir</source>
        <translation>Gwaihir</translation>
    </message>
    <message>
        <source>Foresight</source>
        <translation>Ennakointi</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>Johdatus</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Parannus</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Taika</translation>
    </message>
    <message>
        <source>Persistence</source>
        <translation>Sinnikkyys</translation>
    </message>
    <message>
        <source>Defiance</source>
        <translation>Uhma</translation>
    </message>
    <message>
        <source>Immunity</source>
        <translation>Koskemattomuus</translation>
    </message>
    <message>
        <source>Fire Storm</source>
        <translation>Tulimyrsky</translation>
    </message>
    <message>
        <source>Lagduf</source>
        <translation>Lagduf</translation>
    </message>
    <message>
        <source>Mountain-Trolls</source>
        <translation>Vuorenpeikot</translation>
    </message>
    <message>
        <source>Wolf Riders</source>
        <translation>Susiratsastajat</translation>
    </message>
    <message>
        <source>Haradrim</source>
        <translation>Haradrimit</translation>
    </message>
    <message>
        <source>Shagrat&apos;s Patrol</source>
        <translation>Shagratin partio</translation>
    </message>
    <message>
        <source>Black Rider</source>
        <translation>Musta ratsastaja</translation>
    </message>
    <message>
        <source>Bill Ferny</source>
        <translation>Bil Imarre</translation>
    </message>
    <message>
        <source>Barrow-wight</source>
        <translation>Hautaolento</translation>
    </message>
    <message>
        <source>Cave-Troll</source>
        <translation>Luolapeikko</translation>
    </message>
    <message>
        <source>Moria Goblins</source>
        <translation>Morian hiidet</translation>
    </message>
    <message>
        <source>Dunlendings</source>
        <translation>Mustainmaalaiset</translation>
    </message>
    <message>
        <source>Crebain</source>
        <translation>Crebain</translation>
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
        <translation>Itäläiset</translation>
    </message>
    <message>
        <source>Half-orcs</source>
        <translation>Puoliörkit</translation>
    </message>
    <message>
        <source>Variags of Khand</source>
        <translation>Khandin variagit</translation>
    </message>
    <message>
        <source>Orcs of Minas Morgul</source>
        <translation>Minas Morgulin örkit</translation>
    </message>
    <message>
        <source>Sharkey&apos;s Ruffians</source>
        <translation>Sarkun roistot</translation>
    </message>
    <message>
        <source>Wargs</source>
        <translation>Hukat</translation>
    </message>
    <message>
        <source>Gorbag&apos;s Orcs</source>
        <translation>Gorbagin örkit</translation>
    </message>
    <message>
        <source>Old Man Willow</source>
        <translation>Vanha Paju-ukko</translation>
    </message>
    <message>
        <source>Fell Beast</source>
        <translation>Siivekäs peto</translation>
    </message>
    <message>
        <source>Orc Archers</source>
        <translation>Örkkijousimiehet</translation>
    </message>
    <message>
        <source>The Nazgûl appears</source>
        <translation>Nazgûl ilmestyy</translation>
    </message>
    <message>
        <source>The Council</source>
        <translation>Neuvonpito</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Toipuminen</translation>
    </message>
    <message>
        <source>The test of Galadriel</source>
        <translation>Galadrielin koettelemus</translation>
    </message>
    <message>
        <source>The road to Weathertop</source>
        <translation>Tie Viimapäälle</translation>
    </message>
    <message>
        <source>Black Riders in the night</source>
        <translation>Mustat ratsastajat yöllä</translation>
    </message>
    <message>
        <source>Weathertop</source>
        <translation>Viimapää</translation>
    </message>
    <message>
        <source>Black Riders at the gate</source>
        <translation>Mustat ratsastajat portilla</translation>
    </message>
    <message>
        <source>The Prancing Pony</source>
        <translation>Pomppiva poni</translation>
    </message>
    <message>
        <source>Attack on the inn</source>
        <translation>Hyökkäys majataloon</translation>
    </message>
    <message>
        <source>Strider&apos;s guidance</source>
        <translation>Konkarin opastus</translation>
    </message>
    <message>
        <source>The Midgewater Marshes</source>
        <translation>Sääskivedensuot</translation>
    </message>
    <message>
        <source>Battle against the wolves, the orcs and the Balrog</source>
        <translation>Taistelu susia, örkkejä ja balrogia vastaan</translation>
    </message>
    <message>
        <source>Speak, friend, and enter</source>
        <translation>Puhu, ystävä, ja astu sisään</translation>
    </message>
    <message>
        <source>The Watcher in the Water</source>
        <translation>Vedenvartija</translation>
    </message>
    <message>
        <source>A stone in the well</source>
        <translation>Kivi kaivoon</translation>
    </message>
    <message>
        <source>Trapped!</source>
        <translation>Ansassa!</translation>
    </message>
    <message>
        <source>The orcs attack</source>
        <translation>Örkit hyökkäävät</translation>
    </message>
    <message>
        <source>Fly, you fools!</source>
        <translation>Paetkaa, hölmöt!</translation>
    </message>
    <message>
        <source>The march of the Ents</source>
        <translation>Enttien marssi</translation>
    </message>
    <message>
        <source>The flooding of Isengard</source>
        <translation>Rautapihan tulva</translation>
    </message>
    <message>
        <source>The shadow of Orthanc</source>
        <translation>Orthancin varjo</translation>
    </message>
    <message>
        <source>The voice of Saruman</source>
        <translation>Sarumanin ääni</translation>
    </message>
    <message>
        <source>Orcs of the White Hand</source>
        <translation>Valkoisen käden örkit</translation>
    </message>
    <message>
        <source>The palantír of Orthanc</source>
        <translation>Orthancin palantír</translation>
    </message>
    <message>
        <source>Battle of the Spells</source>
        <translation>Loitsujen taistelu</translation>
    </message>
    <message>
        <source>The Great Eye</source>
        <translation>Iso Silmä</translation>
    </message>
    <message>
        <source>Wormtongue unmasked</source>
        <translation>Kärmekieli paljastuu</translation>
    </message>
    <message>
        <source>Orcs attack the gate</source>
        <translation>Örkit hyökkäävät portille</translation>
    </message>
    <message>
        <source>The fire of Orthanc</source>
        <translation>Orthancin tuli</translation>
    </message>
    <message>
        <source>The orcs storm forward</source>
        <translation>Örkit rynnistävät</translation>
    </message>
    <message>
        <source>The orcs take Helm&apos;s Deep</source>
        <translation>Örkit valtaavat Helmin syvänteen</translation>
    </message>
    <message>
        <source>Henneth Annûn</source>
        <translation>Henneth Annûn</translation>
    </message>
    <message>
        <source>The faces of the dead</source>
        <translation>Kuolleiden kasvot</translation>
    </message>
    <message>
        <source>The forbidden pool</source>
        <translation>Kielletty lampi</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl searches for the Ring</source>
        <translation>Nazgûlien ruhtinas etsii Sormusta</translation>
    </message>
    <message>
        <source>Shelob appears</source>
        <translation>Lukitar ilmestyy</translation>
    </message>
    <message>
        <source>Shelob attacks</source>
        <translation>Lukitar hyökkää</translation>
    </message>
    <message>
        <source>The struggle up Mount Doom</source>
        <translation>Ponnistus Tuomiovuorelle</translation>
    </message>
    <message>
        <source>The siege of Minas Tirith</source>
        <translation>Minas Tirithin piiritys</translation>
    </message>
    <message>
        <source>Sam saves Frodo</source>
        <translation>Sam pelastaa Frodon</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl attacks</source>
        <translation>Nazgûlien ruhtinas hyökkää</translation>
    </message>
    <message>
        <source>The battle of the Pelennor Fields</source>
        <translation>Pelennorin taistelu</translation>
    </message>
    <message>
        <source>Surrounded by dark forces</source>
        <translation>Pimeyden voimien saartamina</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Jousi</translation>
    </message>
    <message>
        <source>Elven bow</source>
        <translation>Haltiajousi</translation>
    </message>
    <message>
        <source>Orc bow</source>
        <translation>Örkkijousi</translation>
    </message>
    <message>
        <source>Crossbow</source>
        <translation>Varsijousi</translation>
    </message>
    <message>
        <source>Throwing spears</source>
        <translation>Heittokeihäät</translation>
    </message>
    <message>
        <source>Throwing axes</source>
        <translation>Heittokirveet</translation>
    </message>
    <message>
        <source>Captain of Rohan</source>
        <translation>Rohanin päällikkö</translation>
    </message>
    <message>
        <source>Rider of Rohan</source>
        <translation>Rohanin ratsastaja</translation>
    </message>
    <message>
        <source>Veteran of the Westfold</source>
        <translation>Länsimantereen veteraani</translation>
    </message>
    <message>
        <source>Bowman of the Westfold</source>
        <translation>Länsimantereen jousimies</translation>
    </message>
    <message>
        <source>Ranger captain</source>
        <translation>Samoojapäällikkö</translation>
    </message>
    <message>
        <source>Ranger of Gondor</source>
        <translation>Gondorin samooja</translation>
    </message>
    <message>
        <source>Uruk-hai captain</source>
        <translation>Uruk-hai-päällikkö</translation>
    </message>
    <message>
        <source>Uruk-hai warrior</source>
        <translation>Uruk-hai-soturi</translation>
    </message>
    <message>
        <source>Uruk-hai crossbowman</source>
        <translation>Uruk-hai-varsijousimies</translation>
    </message>
    <message>
        <source>Goblin captain</source>
        <translation>Hiisipäällikkö</translation>
    </message>
    <message>
        <source>Goblin warrior</source>
        <translation>Hiisisoturi</translation>
    </message>
    <message>
        <source>Goblin archer</source>
        <translation>Hiisijousimies</translation>
    </message>
    <message>
        <source>Dwarf captain</source>
        <translation>Kääpiöpäällikkö</translation>
    </message>
    <message>
        <source>Dwarf warrior</source>
        <translation>Kääpiösoturi</translation>
    </message>
    <message>
        <source>Dwarf hewer</source>
        <translation>Kääpiöhakkaaja</translation>
    </message>
    <message>
        <source>Dwarf axe-thrower</source>
        <translation>Kääpiöiden kirveenheittäjä</translation>
    </message>
    <message>
        <source>Galadhrim captain</source>
        <translation>Galadhrim-päällikkö</translation>
    </message>
    <message>
        <source>Galadhrim archer</source>
        <translation>Galadhrim-jousimies</translation>
    </message>
    <message>
        <source>Galadhrim warrior</source>
        <translation>Galadhrim-soturi</translation>
    </message>
    <message>
        <source>Riders of the Westfold</source>
        <translation>Länsimantereen ratsastajat</translation>
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
        <translation>Ithilienin samoojat</translation>
    </message>
    <message>
        <source>Men of Gondor</source>
        <translation>Gondorin ihmiset</translation>
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
        <translation>Uglúkin Uruk-hai</translation>
    </message>
    <message>
        <source>Uruk-hai of Isengard</source>
        <translation>Rautapihan Uruk-hai</translation>
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
        <translation>Morian hiidet</translation>
    </message>
    <message>
        <source>Orcs of the Misty Mountains</source>
        <translation>Sumuvuorten örkit</translation>
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
        <translation>Ereborin kääpiöt</translation>
    </message>
    <message>
        <source>Durin&apos;s Folk</source>
        <translation>Durinin kansa</translation>
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
        <translation>Lothlórienin vartijat</translation>
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
        <translation>Yhteenotto Amon Henillä</translation>
    </message>
    <message>
        <source>Two warbands meet on the wooded slopes below the Seat of Seeing, and neither will give way. Break the enemy before your own warband breaks: a warband that has lost half of its figures is beaten.</source>
        <translation>Kaksi sotajoukkoa kohtaa metsäisillä rinteillä Näkemisen istuimen alla, eikä kumpikaan aio väistyä. Murra vihollinen ennen kuin oma sotajoukkosi murtuu: sotajoukko, joka on menettänyt puolet figuureistaan, on lyöty.</translation>
    </message>
    <message>
        <source>Hold the Fords of Isen</source>
        <translation>Rautkymin kahlaamojen puolustus</translation>
    </message>
    <message>
        <source>The Isen runs shallow over its stony islets, and whoever holds the crossing holds the road. When the last turn ends, the warband with more figures standing in the ford, not cowed, wins.</source>
        <translation>Rautkymi virtaa matalana kivisten saarekkeidensa lomassa, ja joka pitää ylityspaikan, hallitsee tietä. Kun viimeinen vuoro päättyy, voittaa se sotajoukko, jolla on kahlaamossa enemmän pystyssä olevia, lamaantumattomia figuureja.</translation>
    </message>
    <message>
        <source>The Heirloom under the Eaves</source>
        <translation>Perintökalleus metsän laidassa</translation>
    </message>
    <message>
        <source>An heirloom lies where it fell among the first trees of Fangorn. Pick it up and carry it off your own table edge to win; if nobody has done so by the end of the last turn, the side holding it wins.</source>
        <translation>Perintökalleus makaa siellä, minne se putosi Fangornin ensimmäisten puiden sekaan. Nosta se ja vie se oman pöydänreunasi yli, niin voitat; jos kukaan ei ole tehnyt niin viimeisen vuoron loppuun mennessä, voittaa se puoli, jonka hallussa se on.</translation>
    </message>
    <message>
        <source>The Fellowship is on the Mordor track, or every Free Peoples nation is at war; he is placed in a region with an unconquered Sauron stronghold.</source>
        <translation>Saattue on Mordorin radalla tai kaikki Vapaiden kansojen kansat ovat sodassa; hänet asetetaan alueelle, jolla on valtaamaton Sauronin linnake.</translation>
    </message>
    <message>
        <source>Once a turn, a Muster die may be used as an Army die.</source>
        <translation>Kerran vuorossa Värväysnoppaa voi käyttää Armeijanoppana.</translation>
    </message>
    <message>
        <source>Dwarves</source>
        <translation>Kääpiöt</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Haltiat</translation>
    </message>
    <message>
        <source>Southrons &amp; Easterlings</source>
        <translation>Etelän ja idän kansat</translation>
    </message>
    <message>
        <source>The first-player marker comes to you, and an intrigue card to your hand.</source>
        <translation>Saat aloituspelaajan merkin ja juonittelukortin käteesi.</translation>
    </message>
    <message>
        <source>Gain 2 Fighters.</source>
        <translation>Saat 2 soturia.</translation>
    </message>
    <message>
        <source>Gain 1 Cleric.</source>
        <translation>Saat 1 papin.</translation>
    </message>
    <message>
        <source>Gain 1 Wizard.</source>
        <translation>Saat 1 velhon.</translation>
    </message>
    <message>
        <source>Gain 2 Rogues.</source>
        <translation>Saat 2 veijaria.</translation>
    </message>
    <message>
        <source>Gain 4 Gold.</source>
        <translation>Saat 4 kultaa.</translation>
    </message>
    <message>
        <source>Buy one of the face-up buildings: pay its price, put it on a free lot, collect its VP tokens.</source>
        <translation>Osta yksi kuvapuoli ylöspäin olevista rakennuksista: maksa sen hinta, aseta se vapaalle tontille ja kerää sen VP-merkit.</translation>
    </message>
    <message>
        <source>Choose one of the quests on offer; collect 2 Gold as well.</source>
        <translation>Valitse yksi tarjolla olevista tehtävistä; saat lisäksi 2 kultaa.</translation>
    </message>
    <message>
        <source>Choose one of the quests on offer; an intrigue card comes to your hand as well.</source>
        <translation>Valitse yksi tarjolla olevista tehtävistä; saat lisäksi juonittelukortin käteesi.</translation>
    </message>
    <message>
        <source>Clear away all four face-up quests, deal four new ones, then pick up one of them.</source>
        <translation>Poista kaikki neljä kuvapuoli ylöspäin olevaa tehtävää, jaa neljä uutta ja ota sitten yksi niistä.</translation>
    </message>
    <message>
        <source>Play an intrigue card from your hand (no card, no entry). After every agent is out, this agent moves on to a free space elsewhere.</source>
        <translation>Pelaa juonittelukortti kädestäsi (ilman korttia tänne ei pääse). Kun kaikki agentit on asetettu, tämä agentti siirtyy vapaaseen ruutuun muualle.</translation>
    </message>
    <message>
        <source>Entry Well</source>
        <translation>Sisääntulokaivo</translation>
    </message>
    <message>
        <source>Choose one of the quests on offer at Cliffwatch Inn; afterwards you may play an intrigue card.</source>
        <translation>Valitse yksi Cliffwatchin majatalossa tarjolla olevista tehtävistä; sen jälkeen voit pelata juonittelukortin.</translation>
    </message>
    <message>
        <source>Hall of Mirrors</source>
        <translation>Peilisali</translation>
    </message>
    <message>
        <source>Either one adventurer of whatever kind you like, or a Fighter together with a Rogue.</source>
        <translation>Joko yksi haluamasi seikkailija tai soturi ja veijari yhdessä.</translation>
    </message>
    <message>
        <source>The Grim Statue</source>
        <translation>Synkkä patsas</translation>
    </message>
    <message>
        <source>Two intrigue cards come to your hand.</source>
        <translation>Kaksi juonittelukorttia tulee käteesi.</translation>
    </message>
    <message>
        <source>Hall of the Voice</source>
        <translation>Äänen sali</translation>
    </message>
    <message>
        <source>Collect 5 Gold and a corruption, pick a quest at Cliffwatch Inn and an intrigue card besides.</source>
        <translation>Kerää 5 kultaa ja 1 korruptio, ja ota lisäksi tehtävä Cliffwatchin majatalosta sekä juonittelukortti.</translation>
    </message>
    <message>
        <source>Skull Island</source>
        <translation>Kallosaari</translation>
    </message>
    <message>
        <source>Two adventurers of any kinds join your tavern, bringing a corruption along.</source>
        <translation>Kaksi minkä tahansa seikkailijaa liittyy tavernaasi ja tuo mukanaan 1 korruption.</translation>
    </message>
    <message>
        <source>Slavers&apos; Market</source>
        <translation>Orjatori</translation>
    </message>
    <message>
        <source>Two Fighters and two Rogues join your tavern, bringing a corruption along.</source>
        <translation>Kaksi soturia ja kaksi veijaria liittyvät tavernaasi ja tuovat mukanaan 1 korruption.</translation>
    </message>
    <message>
        <source>Caravan Court</source>
        <translation>Karavaanipiha</translation>
    </message>
    <message>
        <source>Collect every Fighter piled here (2 are added when built and each round).</source>
        <translation>Kerää kaikki tänne kasautuneet soturit (2 lisätään rakennettaessa ja joka kierroksella).</translation>
    </message>
    <message>
        <source>Owner gains 1 Fighter.</source>
        <translation>Omistaja saa 1 soturin.</translation>
    </message>
    <message>
        <source>Dragon Tower</source>
        <translation>Lohikäärmetorni</translation>
    </message>
    <message>
        <source>A Wizard joins your tavern, and an intrigue card your hand.</source>
        <translation>Velho liittyy tavernaasi ja juonittelukortti käteesi.</translation>
    </message>
    <message>
        <source>Owner draws an intrigue card.</source>
        <translation>Omistaja nostaa juonittelukortin.</translation>
    </message>
    <message>
        <source>Fetlock Court</source>
        <translation>Vuohispiha</translation>
    </message>
    <message>
        <source>Two Fighters and a Wizard join your tavern.</source>
        <translation>Kaksi soturia ja velho liittyvät tavernaasi.</translation>
    </message>
    <message>
        <source>Owner gains a Fighter or a Wizard.</source>
        <translation>Omistaja saa soturin tai velhon.</translation>
    </message>
    <message>
        <source>The Golden Horn</source>
        <translation>Kultainen torvi</translation>
    </message>
    <message>
        <source>Collect all the Gold piled here (4 are added when built and each round).</source>
        <translation>Kerää kaikki tänne kasautunut kulta (4 lisätään rakennettaessa ja joka kierroksella).</translation>
    </message>
    <message>
        <source>Owner gains 2 Gold.</source>
        <translation>Omistaja saa 2 kultaa.</translation>
    </message>
    <message>
        <source>Helmstar Warehouse</source>
        <translation>Helmstarin varasto</translation>
    </message>
    <message>
        <source>Two Rogues join your tavern, with 2 Gold besides.</source>
        <translation>Kaksi veijaria liittyy tavernaasi, ja saat lisäksi 2 kultaa.</translation>
    </message>
    <message>
        <source>Owner gains 1 Rogue.</source>
        <translation>Omistaja saa 1 veijarin.</translation>
    </message>
    <message>
        <source>Heroes&apos; Garden</source>
        <translation>Sankarien puutarha</translation>
    </message>
    <message>
        <source>Pick up a face-up quest; you may finish it on the spot, and if you do, 4 VP extra.</source>
        <translation>Ota kuvapuoli ylöspäin oleva tehtävä; voit suorittaa sen saman tien, ja jos teet niin, saat 4 VP lisää.</translation>
    </message>
    <message>
        <source>Owner scores 2 VP.</source>
        <translation>Omistaja saa 2 VP.</translation>
    </message>
    <message>
        <source>House of Good Spirits</source>
        <translation>Hyvän hengen talo</translation>
    </message>
    <message>
        <source>A Fighter joins your tavern, plus one adventurer of whatever kind you like.</source>
        <translation>Soturi liittyy tavernaasi, ja lisäksi yksi haluamasi seikkailija.</translation>
    </message>
    <message>
        <source>House of Heroes</source>
        <translation>Sankarien talo</translation>
    </message>
    <message>
        <source>Two Fighters and a Cleric join your tavern.</source>
        <translation>Kaksi soturia ja pappi liittyvät tavernaasi.</translation>
    </message>
    <message>
        <source>Owner gains a Cleric or a Fighter.</source>
        <translation>Omistaja saa papin tai soturin.</translation>
    </message>
    <message>
        <source>House of the Moon</source>
        <translation>Kuun talo</translation>
    </message>
    <message>
        <source>A Cleric joins your tavern; choose one of the quests on offer at Cliffwatch Inn.</source>
        <translation>Pappi liittyy tavernaasi; valitse yksi Cliffwatchin majatalossa tarjolla olevista tehtävistä.</translation>
    </message>
    <message>
        <source>House of Wonder</source>
        <translation>Ihmeiden talo</translation>
    </message>
    <message>
        <source>Pay 2 Gold for two adventurers, each a Cleric or a Wizard as you like.</source>
        <translation>Maksa 2 kultaa kahdesta seikkailijasta, kumpikin valintasi mukaan pappi tai velho.</translation>
    </message>
    <message>
        <source>Jesters&apos; Court</source>
        <translation>Narrien piha</translation>
    </message>
    <message>
        <source>Collect every Rogue piled here (2 are added when built and each round).</source>
        <translation>Kerää kaikki tänne kasautuneet veijarit (2 lisätään rakennettaessa ja joka kierroksella).</translation>
    </message>
    <message>
        <source>New Olamn</source>
        <translation>Uusi Olamn</translation>
    </message>
    <message>
        <source>Two Rogues and a Wizard join your tavern.</source>
        <translation>Kaksi veijaria ja velho liittyvät tavernaasi.</translation>
    </message>
    <message>
        <source>Owner gains a Rogue or a Wizard.</source>
        <translation>Omistaja saa veijarin tai velhon.</translation>
    </message>
    <message>
        <source>Northgate</source>
        <translation>Pohjoisportti</translation>
    </message>
    <message>
        <source>Gain one adventurer of any kind and 2 Gold.</source>
        <translation>Saat yhden minkä tahansa seikkailijan ja 2 kultaa.</translation>
    </message>
    <message>
        <source>The Palace of Waterdeep</source>
        <translation>Waterdeepin palatsi</translation>
    </message>
    <message>
        <source>Take the Ambassador: next round it is placed for you before anyone else moves.</source>
        <translation>Ota Lähettiläs: seuraavalla kierroksella se asetetaan puolestasi ennen kuin kukaan muu asettaa agenttia.</translation>
    </message>
    <message>
        <source>The Skulkway</source>
        <translation>Hiiviskelykuja</translation>
    </message>
    <message>
        <source>A Rogue and a Fighter join your tavern, with 2 Gold besides.</source>
        <translation>Veijari ja soturi liittyvät tavernaasi, ja saat lisäksi 2 kultaa.</translation>
    </message>
    <message>
        <source>Owner gains a Fighter or a Rogue.</source>
        <translation>Omistaja saa soturin tai veijarin.</translation>
    </message>
    <message>
        <source>Smuggler&apos;s Dock</source>
        <translation>Salakuljettajan laituri</translation>
    </message>
    <message>
        <source>Pay 2 Gold for four adventurers, each a Fighter or a Rogue as you like.</source>
        <translation>Maksa 2 kultaa neljästä seikkailijasta, kukin valintasi mukaan soturi tai veijari.</translation>
    </message>
    <message>
        <source>Spires of the Morning</source>
        <translation>Aamun tornit</translation>
    </message>
    <message>
        <source>Collect every Cleric piled here (1 is added when built and each round).</source>
        <translation>Kerää kaikki tänne kasautuneet papit (1 lisätään rakennettaessa ja joka kierroksella).</translation>
    </message>
    <message>
        <source>The Stone House</source>
        <translation>Kivitalo</translation>
    </message>
    <message>
        <source>Gain 1 Gold for every bought building on the board, yours or not.</source>
        <translation>Saat 1 kullan jokaisesta laudalla olevasta ostetusta rakennuksesta, omastasi tai muiden.</translation>
    </message>
    <message>
        <source>The Three Pearls</source>
        <translation>Kolme helmeä</translation>
    </message>
    <message>
        <source>Hand back any 2 adventurers and take any 3.</source>
        <translation>Palauta mitkä tahansa 2 seikkailijaa ja ota mitkä tahansa 3.</translation>
    </message>
    <message>
        <source>The Tower of Luck</source>
        <translation>Onnen torni</translation>
    </message>
    <message>
        <source>Two Rogues and a Cleric join your tavern.</source>
        <translation>Kaksi veijaria ja pappi liittyvät tavernaasi.</translation>
    </message>
    <message>
        <source>Owner gains a Cleric or a Rogue.</source>
        <translation>Omistaja saa papin tai veijarin.</translation>
    </message>
    <message>
        <source>Tower of the Order</source>
        <translation>Veljeskunnan torni</translation>
    </message>
    <message>
        <source>Collect every Wizard piled here (1 is added when built and each round).</source>
        <translation>Kerää kaikki tänne kasautuneet velhot (1 lisätään rakennettaessa ja joka kierroksella).</translation>
    </message>
    <message>
        <source>The Waymoot</source>
        <translation>Teidenristeys</translation>
    </message>
    <message>
        <source>Collect the VP piled here (3 are added when built and each round) and pick up a face-up quest.</source>
        <translation>Kerää tänne kasautuneet VP:t (3 lisätään rakennettaessa ja joka kierroksella) ja ota kuvapuoli ylöspäin oleva tehtävä.</translation>
    </message>
    <message>
        <source>The Yawning Portal</source>
        <translation>Haukotteleva portti</translation>
    </message>
    <message>
        <source>Two adventurers of whatever kinds you like join your tavern.</source>
        <translation>Kaksi haluamaasi seikkailijaa liittyy tavernaasi.</translation>
    </message>
    <message>
        <source>Owner gains one adventurer of any kind.</source>
        <translation>Omistaja saa yhden minkä tahansa seikkailijan.</translation>
    </message>
    <message>
        <source>The Zoarstar</source>
        <translation>Zoarstar</translation>
    </message>
    <message>
        <source>Borrow the action of any space an opponent&apos;s agent is standing on.</source>
        <translation>Lainaa minkä tahansa sellaisen ruudun toiminto, jossa on vastustajan agentti.</translation>
    </message>
    <message>
        <source>Belkram&apos;s Tomb</source>
        <translation>Belkramin hauta</translation>
    </message>
    <message>
        <source>Collect 5 Gold; afterwards you may play an intrigue card.</source>
        <translation>Kerää 5 kultaa; sen jälkeen voit pelata juonittelukortin.</translation>
    </message>
    <message>
        <source>Citadel of the Bloody Hand</source>
        <translation>Verisen käden linnake</translation>
    </message>
    <message>
        <source>Four Fighters join your tavern; then choose two action spaces and drop a Fighter from the supply on each, for whoever next visits them.</source>
        <translation>Neljä soturia liittyy tavernaasi; valitse sitten kaksi toimintaruutua ja laita kumpaankin soturi yleisestä varannosta sille, joka seuraavaksi vierailee siellä.</translation>
    </message>
    <message>
        <source>Owner gains 2 Fighters.</source>
        <translation>Omistaja saa 2 soturia.</translation>
    </message>
    <message>
        <source>Hall of Many Pillars</source>
        <translation>Monien pylväiden sali</translation>
    </message>
    <message>
        <source>Play an intrigue card from your hand (no card, no entry), and up to two more after it.</source>
        <translation>Pelaa juonittelukortti kädestäsi (ilman korttia tänne ei pääse) ja sen jälkeen enintään kaksi lisää.</translation>
    </message>
    <message>
        <source>Hall of Sleeping Kings</source>
        <translation>Nukkuvien kuninkaiden sali</translation>
    </message>
    <message>
        <source>A Fighter and a Rogue join your tavern; afterwards you may play an intrigue card.</source>
        <translation>Soturi ja veijari liittyvät tavernaasi; sen jälkeen voit pelata juonittelukortin.</translation>
    </message>
    <message>
        <source>Hall of Three Lords</source>
        <translation>Kolmen lordin sali</translation>
    </message>
    <message>
        <source>Take three adventurers of your choice out of your tavern and set one on each of three different action spaces, then score 10 VP.</source>
        <translation>Ota tavernastasi kolme valitsemaasi seikkailijaa ja laita yksi kuhunkin kolmesta eri toimintaruudusta; saat sitten 10 VP.</translation>
    </message>
    <message>
        <source>High Duke&apos;s Tomb</source>
        <translation>Yliherttuan hauta</translation>
    </message>
    <message>
        <source>Collect 8 Gold; then choose two action spaces and drop 2 Gold from the supply on each, for whoever next visits them.</source>
        <translation>Kerää 8 kultaa; valitse sitten kaksi toimintaruutua ja laita kumpaankin 2 kultaa yleisestä varannosta sille, joka seuraavaksi vierailee siellä.</translation>
    </message>
    <message>
        <source>Owner gains 4 Gold.</source>
        <translation>Omistaja saa 4 kultaa.</translation>
    </message>
    <message>
        <source>Room of Wisdom</source>
        <translation>Viisauden huone</translation>
    </message>
    <message>
        <source>Two Clerics join your tavern; then drop a Cleric from the supply on an action space of your choosing, for whoever next visits it.</source>
        <translation>Kaksi pappia liittyy tavernaasi; laita sitten pappi yleisestä varannosta valitsemaasi toimintaruutuun sille, joka seuraavaksi vierailee siellä.</translation>
    </message>
    <message>
        <source>Owner gains 1 Cleric.</source>
        <translation>Omistaja saa 1 papin.</translation>
    </message>
    <message>
        <source>Shadowdusk Hold</source>
        <translation>Shadowduskin linnake</translation>
    </message>
    <message>
        <source>Four Rogues join your tavern; then choose two action spaces and drop a Rogue from the supply on each, for whoever next visits them.</source>
        <translation>Neljä veijaria liittyy tavernaasi; valitse sitten kaksi toimintaruutua ja laita kumpaankin veijari yleisestä varannosta sille, joka seuraavaksi vierailee siellä.</translation>
    </message>
    <message>
        <source>Owner gains 2 Rogues.</source>
        <translation>Omistaja saa 2 veijaria.</translation>
    </message>
    <message>
        <source>The Eye&apos;s Lair</source>
        <translation>Silmän pesä</translation>
    </message>
    <message>
        <source>One adventurer of whatever kind you like joins your tavern; afterwards you may play an intrigue card.</source>
        <translation>Yksi haluamasi seikkailija liittyy tavernaasi; sen jälkeen voit pelata juonittelukortin.</translation>
    </message>
    <message>
        <source>The Librarium</source>
        <translation>Librarium</translation>
    </message>
    <message>
        <source>Two Wizards join your tavern; then drop a Wizard from the supply on an action space of your choosing, for whoever next visits it.</source>
        <translation>Kaksi velhoa liittyy tavernaasi; laita sitten velho yleisestä varannosta valitsemaasi toimintaruutuun sille, joka seuraavaksi vierailee siellä.</translation>
    </message>
    <message>
        <source>Owner gains 1 Wizard.</source>
        <translation>Omistaja saa 1 velhon.</translation>
    </message>
    <message>
        <source>The Lost Cavern</source>
        <translation>Kadonnut luola</translation>
    </message>
    <message>
        <source>Throw away one of your unfinished quests (never a mandatory one) for a Fighter, a Rogue and one adventurer of whatever kind you like.</source>
        <translation>Hylkää yksi suorittamattomista tehtävistäsi (ei koskaan pakollista tehtävää) ja saat soturin, veijarin ja yhden haluamasi seikkailijan.</translation>
    </message>
    <message>
        <source>Trobriand&apos;s Graveyard</source>
        <translation>Trobriandin hautausmaa</translation>
    </message>
    <message>
        <source>Draw 2 intrigue cards and collect 4 Gold, then throw away 2 intrigue cards from your hand.</source>
        <translation>Nosta 2 juonittelukorttia ja kerää 4 kultaa, ja hylkää sitten kädestäsi 2 juonittelukorttia.</translation>
    </message>
    <message>
        <source>Cryptkey Facilitations</source>
        <translation>Cryptkeyn välityspalvelut</translation>
    </message>
    <message>
        <source>Three Rogues and 5 Gold join your tavern, bringing a corruption along.</source>
        <translation>Kolme veijaria ja 5 kultaa tulevat tavernaasi ja tuovat mukanaan 1 korruption.</translation>
    </message>
    <message>
        <source>Owner gains 3 Gold.</source>
        <translation>Omistaja saa 3 kultaa.</translation>
    </message>
    <message>
        <source>Delver&apos;s Folly</source>
        <translation>Luolankävijän hulluus</translation>
    </message>
    <message>
        <source>Move a corruption token from your tavern onto any action space; the next agent to go there picks it up.</source>
        <translation>Siirrä korruptiomerkki tavernastasi mihin tahansa toimintaruutuun; seuraava sinne menevä agentti poimii sen.</translation>
    </message>
    <message>
        <source>Monsters Made to Order</source>
        <translation>Hirviöitä tilauksesta</translation>
    </message>
    <message>
        <source>Scoop up all the corruption lying here (one more is laid here when built and each round); for each token, one of your agents out in the city comes home to your pool.</source>
        <translation>Kerää kaikki tänne kasautunut korruptio (1 lisätään rakennettaessa ja joka kierroksella); jokaista merkkiä kohden yksi kaupungissa olevista agenteistasi palaa kotiin varantoosi.</translation>
    </message>
    <message>
        <source>Promenade of the Dark Maiden</source>
        <translation>Pimeän neidon promenadi</translation>
    </message>
    <message>
        <source>As many as two corruption tokens in your tavern leave the game for good.</source>
        <translation>Enintään kaksi tavernasi korruptiomerkkiä poistuu pelistä lopullisesti.</translation>
    </message>
    <message>
        <source>Owner scores 3 VP.</source>
        <translation>Omistaja saa 3 VP.</translation>
    </message>
    <message>
        <source>Secret Shrine</source>
        <translation>Salainen pyhäkkö</translation>
    </message>
    <message>
        <source>Put one of your corruption tokens back on the track to gain a Cleric.</source>
        <translation>Palauta yksi korruptiomerkeistäsi korruptioradalle ja saat papin.</translation>
    </message>
    <message>
        <source>Shradin&apos;s Excellent Zombies</source>
        <translation>Shradinin erinomaiset zombit</translation>
    </message>
    <message>
        <source>Three Fighters and a Cleric join your tavern, bringing a corruption along.</source>
        <translation>Kolme soturia ja pappi liittyvät tavernaasi ja tuovat mukanaan 1 korruption.</translation>
    </message>
    <message>
        <source>The Deepfires</source>
        <translation>Syvyyksien tulet</translation>
    </message>
    <message>
        <source>One adventurer of whatever kind you like and 5 Gold join your tavern, bringing a corruption along; pick a quest at Cliffwatch Inn as well.</source>
        <translation>Yksi haluamasi seikkailija ja 5 kultaa tulevat tavernaasi ja tuovat mukanaan 1 korruption; ota lisäksi tehtävä Cliffwatchin majatalosta.</translation>
    </message>
    <message>
        <source>The Frontal Lobe</source>
        <translation>Otsalohko</translation>
    </message>
    <message>
        <source>Hand back one adventurer of any kind for three Wizards, who bring a corruption along.</source>
        <translation>Palauta yksi minkä tahansa seikkailija ja saat kolme velhoa, jotka tuovat mukanaan 1 korruption.</translation>
    </message>
    <message>
        <source>Owner gains the very kind of adventurer the visitor handed back.</source>
        <translation>Omistaja saa samanlaisen seikkailijan kuin vierailija palautti.</translation>
    </message>
    <message>
        <source>The Hell Hound&apos;s Muzzle</source>
        <translation>Hornankoiran kuono</translation>
    </message>
    <message>
        <source>One adventurer of each kind joins your tavern, bringing a corruption along.</source>
        <translation>Yksi seikkailija kutakin lajia liittyy tavernaasi, ja ne tuovat mukanaan 1 korruption.</translation>
    </message>
    <message>
        <source>The Poisoned Quill</source>
        <translation>Myrkytetty sulkakynä</translation>
    </message>
    <message>
        <source>Put one of your corruption tokens back on the track, and play an intrigue card from your hand.</source>
        <translation>Palauta yksi korruptiomerkeistäsi korruptioradalle ja pelaa juonittelukortti kädestäsi.</translation>
    </message>
    <message>
        <source>The Thrown Gauntlet</source>
        <translation>Heitetty taisteluhansikas</translation>
    </message>
    <message>
        <source>Three Fighters and three Rogues join your tavern, bringing a corruption along.</source>
        <translation>Kolme soturia ja kolme veijaria liittyvät tavernaasi ja tuovat mukanaan 1 korruption.</translation>
    </message>
    <message>
        <source>Owner gains a Fighter and a Rogue.</source>
        <translation>Omistaja saa soturin ja veijarin.</translation>
    </message>
    <message>
        <source>Thimblewine&apos;s Pawnshop</source>
        <translation>Thimblewinen panttilainaamo</translation>
    </message>
    <message>
        <source>Put one of your corruption tokens back on the track to collect 1 Gold.</source>
        <translation>Palauta yksi korruptiomerkeistäsi korruptioradalle ja kerää 1 kulta.</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Väijytys</translation>
    </message>
    <message>
        <source>Every opponent gives up a Fighter; you gain a Fighter for each one who has none.</source>
        <translation>Jokainen vastustaja luovuttaa soturin; saat soturin jokaisesta, jolla sellaista ei ole.</translation>
    </message>
    <message>
        <source>Arcane Mishap</source>
        <translation>Arkaaninen onnettomuus</translation>
    </message>
    <message>
        <source>Every opponent gives up a Wizard; you draw an intrigue card for each one who has none.</source>
        <translation>Jokainen vastustaja luovuttaa velhon; nostat juonittelukortin jokaisesta, jolla sellaista ei ole.</translation>
    </message>
    <message>
        <source>Assassination</source>
        <translation>Salamurha</translation>
    </message>
    <message>
        <source>Every opponent gives up a Rogue; you gain 2 Gold for each one who has none.</source>
        <translation>Jokainen vastustaja luovuttaa veijarin; saat 2 kultaa jokaisesta, jolla sellaista ei ole.</translation>
    </message>
    <message>
        <source>Lack of Faith</source>
        <translation>Uskon puute</translation>
    </message>
    <message>
        <source>Every opponent gives up a Cleric; you score 2 VP for each one who has none.</source>
        <translation>Jokainen vastustaja luovuttaa papin; saat 2 VP jokaisesta, jolla sellaista ei ole.</translation>
    </message>
    <message>
        <source>Bribe Agent</source>
        <translation>Agentin lahjonta</translation>
    </message>
    <message>
        <source>Pay 2 Gold, then borrow the action of any space an opponent&apos;s agent is standing on.</source>
        <translation>Maksa 2 kultaa ja lainaa sitten minkä tahansa sellaisen ruudun toiminto, jossa on vastustajan agentti.</translation>
    </message>
    <message>
        <source>Free Drinks!</source>
        <translation>Ilmaiset juomat!</translation>
    </message>
    <message>
        <source>Lure one adventurer of your choice out of an opponent&apos;s tavern into yours.</source>
        <translation>Houkuttele valitsemasi seikkailija vastustajan tavernasta omaasi.</translation>
    </message>
    <message>
        <source>Accelerate Plans</source>
        <translation>Suunnitelmien kiirehtiminen</translation>
    </message>
    <message>
        <source>One of your agents at Waterdeep Harbor comes home; then place two agents at once.</source>
        <translation>Yksi agenteistasi Waterdeepin satamassa palaa kotiin; aseta sitten kaksi agenttia kerralla.</translation>
    </message>
    <message>
        <source>Bidding War</source>
        <translation>Tarjouskilpailu</translation>
    </message>
    <message>
        <source>Reveal a quest per player; going round from you, everyone keeps one.</source>
        <translation>Paljasta yksi tehtävä pelaajaa kohden; sinusta alkaen kukin vuorollaan pitää yhden.</translation>
    </message>
    <message>
        <source>Call for Adventurers</source>
        <translation>Kutsu seikkailijoille</translation>
    </message>
    <message>
        <source>Two adventurers of any kind join you; every opponent gets one of any kind.</source>
        <translation>Saat kaksi minkä tahansa seikkailijaa; jokainen vastustaja saa yhden minkä tahansa.</translation>
    </message>
    <message>
        <source>Call in a Favor</source>
        <translation>Palveluksen periminen</translation>
    </message>
    <message>
        <source>Pick one: 4 Gold, 2 Fighters, 2 Rogues, a Wizard or a Cleric.</source>
        <translation>Valitse yksi: 4 kultaa, 2 soturia, 2 veijaria, velho tai pappi.</translation>
    </message>
    <message>
        <source>Change of Plans</source>
        <translation>Suunnitelmien muutos</translation>
    </message>
    <message>
        <source>Drop one of your unfinished quests for 6 VP; each opponent may drop one for 3 VP.</source>
        <translation>Hylkää yksi suorittamattomista tehtävistäsi ja saa 6 VP; jokainen vastustaja voi hylätä yhden ja saada 3 VP.</translation>
    </message>
    <message>
        <source>Conscription</source>
        <translation>Kutsunta</translation>
    </message>
    <message>
        <source>Gain 2 Fighters; an opponent you pick gains 1 Fighter.</source>
        <translation>Saat 2 soturia; valitsemasi vastustaja saa 1 soturin.</translation>
    </message>
    <message>
        <source>Crime Wave</source>
        <translation>Rikosaalto</translation>
    </message>
    <message>
        <source>Gain 2 Rogues; an opponent you pick gains 1 Rogue.</source>
        <translation>Saat 2 veijaria; valitsemasi vastustaja saa 1 veijarin.</translation>
    </message>
    <message>
        <source>Good Faith</source>
        <translation>Hyvä usko</translation>
    </message>
    <message>
        <source>Gain 2 Clerics; an opponent you pick gains 1 Cleric.</source>
        <translation>Saat 2 pappia; valitsemasi vastustaja saa 1 papin.</translation>
    </message>
    <message>
        <source>Graduation Day</source>
        <translation>Valmistujaispäivä</translation>
    </message>
    <message>
        <source>Gain 2 Wizards; an opponent you pick gains 1 Wizard.</source>
        <translation>Saat 2 velhoa; valitsemasi vastustaja saa 1 velhon.</translation>
    </message>
    <message>
        <source>Real Estate Deal</source>
        <translation>Kiinteistökauppa</translation>
    </message>
    <message>
        <source>Give up an empty building of yours and take one from Builder&apos;s Hall in its place, free.</source>
        <translation>Luovu yhdestä tyhjästä rakennuksestasi ja ota sen tilalle ilmaiseksi rakennus Rakentajien salista.</translation>
    </message>
    <message>
        <source>Recall Agent</source>
        <translation>Agentin paluukutsu</translation>
    </message>
    <message>
        <source>One agent of yours already out in the city goes home to your pool.</source>
        <translation>Yksi jo kaupungissa oleva agenttisi palaa kotiin varantoosi.</translation>
    </message>
    <message>
        <source>Recruit Spies</source>
        <translation>Vakoojien värväys</translation>
    </message>
    <message>
        <source>Gain 2 Rogues; each opponent may hand you a Rogue once and score 3 VP for it.</source>
        <translation>Saat 2 veijaria; jokainen vastustaja voi kerran antaa sinulle veijarin ja saada siitä 3 VP.</translation>
    </message>
    <message>
        <source>Request Assistance</source>
        <translation>Avunpyyntö</translation>
    </message>
    <message>
        <source>Gain 2 Fighters; each opponent may hand you a Fighter once and score 3 VP for it.</source>
        <translation>Saat 2 soturia; jokainen vastustaja voi kerran antaa sinulle soturin ja saada siitä 3 VP.</translation>
    </message>
    <message>
        <source>Research Agreement</source>
        <translation>Tutkimussopimus</translation>
    </message>
    <message>
        <source>Gain 2 Wizards; each opponent may hand you a Wizard once and score 5 VP for it.</source>
        <translation>Saat 2 velhoa; jokainen vastustaja voi kerran antaa sinulle velhon ja saada siitä 5 VP.</translation>
    </message>
    <message>
        <source>Sample Wares</source>
        <translation>Tavaranäytteet</translation>
    </message>
    <message>
        <source>Send an idle agent to a building still for sale in Builder&apos;s Hall and use it as if it were yours.</source>
        <translation>Lähetä vapaa agentti Rakentajien salissa vielä myytävänä olevaan rakennukseen ja käytä sitä kuin se olisi omasi.</translation>
    </message>
    <message>
        <source>Special Assignment</source>
        <translation>Erikoistehtävä</translation>
    </message>
    <message>
        <source>Name a quest type and turn up quests until one of that type shows; keep it.</source>
        <translation>Nimeä tehtävätyyppi ja käännä esiin tehtäviä, kunnes sen tyyppinen tulee esiin; pidä se.</translation>
    </message>
    <message>
        <source>Spread the Wealth</source>
        <translation>Vaurauden jakaminen</translation>
    </message>
    <message>
        <source>Gain 4 Gold; an opponent you pick gains 2 Gold.</source>
        <translation>Saat 4 kultaa; valitsemasi vastustaja saa 2 kultaa.</translation>
    </message>
    <message>
        <source>Summon the Faithful</source>
        <translation>Uskollisten kutsu</translation>
    </message>
    <message>
        <source>Gain 2 Clerics; each opponent may hand you a Cleric once and score 5 VP for it.</source>
        <translation>Saat 2 pappia; jokainen vastustaja voi kerran antaa sinulle papin ja saada siitä 5 VP.</translation>
    </message>
    <message>
        <source>Tax Collection</source>
        <translation>Verojen kanto</translation>
    </message>
    <message>
        <source>Gain 4 Gold; each opponent may pay you 4 Gold once and score 4 VP for it.</source>
        <translation>Saat 4 kultaa; jokainen vastustaja voi kerran maksaa sinulle 4 kultaa ja saada siitä 4 VP.</translation>
    </message>
    <message>
        <source>Fend Off Bandits</source>
        <translation>Rosvojen torjunta</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (2 Fighters and 1 Wizard for 2 VP), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (2 soturia ja 1 velho, palkkiona 2 VP), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Score 2 VP.</source>
        <translation>Saat 2 VP.</translation>
    </message>
    <message>
        <source>Foil the Zhentarim</source>
        <translation>Zhentarimin juonien estäminen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Fighter, 1 Rogue and 1 Wizard for 2 VP), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (1 soturi, 1 veijari ja 1 velho, palkkiona 2 VP), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Placate Angry Merchants</source>
        <translation>Vihaisten kauppiaiden lepyttäminen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Fighter and 1 Wizard for 4 VP), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (1 pappi, 1 soturi ja 1 velho, palkkiona 4 VP), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Score 4 VP.</source>
        <translation>Saat 4 VP.</translation>
    </message>
    <message>
        <source>Quell Riots</source>
        <translation>Mellakoiden tukahduttaminen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (2 Clerics and 1 Fighter for 4 VP), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (2 pappia ja 1 soturi, palkkiona 4 VP), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Repel Drow Invaders</source>
        <translation>Drow-hyökkääjien torjunta</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric and 2 Rogues for 2 VP), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (1 pappi ja 2 veijaria, palkkiona 2 VP), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Stamp Out Cultists</source>
        <translation>Kultistien kitkeminen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Fighter and 1 Rogue for 2 VP), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (1 pappi, 1 soturi ja 1 veijari, palkkiona 2 VP), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Call for Assistance</source>
        <translation>Avunhuuto</translation>
    </message>
    <message>
        <source>Pick an opponent and lead two adventurers out of their tavern into yours, each a Fighter or a Rogue.</source>
        <translation>Valitse vastustaja ja houkuttele hänen tavernastaan omaasi kaksi seikkailijaa, kumpikin soturi tai veijari.</translation>
    </message>
    <message>
        <source>Demolish</source>
        <translation>Purku</translation>
    </message>
    <message>
        <source>Tear down a bought building with no agent on it (if it was not yours, pay its owner its price in Gold), then take a building from Builder&apos;s Hall without paying.</source>
        <translation>Pura ostettu rakennus, jossa ei ole agenttia (jos se ei ollut sinun, maksa sen omistajalle sen hinta kultana), ja ota sitten rakennus Rakentajien salista maksamatta.</translation>
    </message>
    <message>
        <source>Inevitable Betrayal</source>
        <translation>Väistämätön petos</translation>
    </message>
    <message>
        <source>Pick an opponent: one adventurer of your choice and 2 Gold move from their tavern to yours, and then this very card goes into their hand.</source>
        <translation>Valitse vastustaja: yksi valitsemasi seikkailija ja 2 kultaa siirtyvät hänen tavernastaan omaasi, minkä jälkeen juuri tämä kortti siirtyy hänen käteensä.</translation>
    </message>
    <message>
        <source>Manipulate</source>
        <translation>Manipulointi</translation>
    </message>
    <message>
        <source>Shift an opponent&apos;s agent to a free space, whose action its owner may then take; afterwards you place one of your idle agents.</source>
        <translation>Siirrä vastustajan agentti vapaaseen ruutuun, jonka toiminnon agentin omistaja saa sitten käyttää; sen jälkeen asetat yhden vapaista agenteistasi.</translation>
    </message>
    <message>
        <source>Preferential Treatment</source>
        <translation>Erityiskohtelu</translation>
    </message>
    <message>
        <source>The first-player marker comes to you, with 2 Gold besides.</source>
        <translation>Aloituspelaajan merkki siirtyy sinulle, ja saat lisäksi 2 kultaa.</translation>
    </message>
    <message>
        <source>Allied Faiths</source>
        <translation>Liittoutuneet uskonnot</translation>
    </message>
    <message>
        <source>Hand a Cleric from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Anna tavernastasi pappi valitsemallesi vastustajalle; saat eleestä 8 VP.</translation>
    </message>
    <message>
        <source>Architectural Innovation</source>
        <translation>Arkkitehtoninen innovaatio</translation>
    </message>
    <message>
        <source>Gain 2 Gold; you may also buy one of the buildings for sale in Builder&apos;s Hall at its price.</source>
        <translation>Saat 2 kultaa; voit myös ostaa yhden Rakentajien salissa myytävänä olevista rakennuksista sen hinnalla.</translation>
    </message>
    <message>
        <source>Friendly Loan</source>
        <translation>Ystävällinen laina</translation>
    </message>
    <message>
        <source>Hand 4 Gold from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Anna tavernastasi 4 kultaa valitsemallesi vastustajalle; saat eleestä 8 VP.</translation>
    </message>
    <message>
        <source>Honor Among Thieves</source>
        <translation>Varkaiden kunnia</translation>
    </message>
    <message>
        <source>Hand two Rogues from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Anna tavernastasi kaksi veijaria valitsemallesi vastustajalle; saat eleestä 8 VP.</translation>
    </message>
    <message>
        <source>Information Broker</source>
        <translation>Tiedonvälittäjä</translation>
    </message>
    <message>
        <source>Three intrigue cards come to your hand, and one to the hand of every opponent.</source>
        <translation>Kolme juonittelukorttia tulee käteesi ja yksi jokaisen vastustajan käteen.</translation>
    </message>
    <message>
        <source>Mercenary Contract</source>
        <translation>Palkkasoturisopimus</translation>
    </message>
    <message>
        <source>Hand two Fighters from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Anna tavernastasi kaksi soturia valitsemallesi vastustajalle; saat eleestä 8 VP.</translation>
    </message>
    <message>
        <source>Open Lord</source>
        <translation>Avoin lordi</translation>
    </message>
    <message>
        <source>Show everyone your Lord and drop any mandatory quest you still owe; from now on, opponents&apos; attack and mandatory-quest cards pass you by.</source>
        <translation>Näytä lordisi kaikille ja hylkää kaikki pakolliset tehtävät, jotka ovat vielä suorittamatta; tästä eteenpäin vastustajien hyökkäyskortit ja pakollisen tehtävän kortit eivät vaikuta sinuun.</translation>
    </message>
    <message>
        <source>Organized Crime</source>
        <translation>Järjestäytynyt rikollisuus</translation>
    </message>
    <message>
        <source>Two Rogues for you; two action spaces of your choosing get a Rogue from the supply apiece, waiting for their next visitors.</source>
        <translation>Saat kaksi veijaria; kahteen valitsemaasi toimintaruutuun tulee kumpaankin veijari yleisestä varannosta odottamaan seuraavaa vierailijaa.</translation>
    </message>
    <message>
        <source>Proselytize</source>
        <translation>Käännytys</translation>
    </message>
    <message>
        <source>A Cleric for you, and another from the supply waits on an action space of your choosing for its next visitor.</source>
        <translation>Saat papin, ja toinen pappi yleisestä varannosta odottaa valitsemassasi toimintaruudussa sen seuraavaa vierailijaa.</translation>
    </message>
    <message>
        <source>Recruitment Drive</source>
        <translation>Värväyskampanja</translation>
    </message>
    <message>
        <source>Two Fighters for you; two action spaces of your choosing get a Fighter from the supply apiece, waiting for their next visitors.</source>
        <translation>Saat kaksi soturia; kahteen valitsemaasi toimintaruutuun tulee kumpaankin soturi yleisestä varannosta odottamaan seuraavaa vierailijaa.</translation>
    </message>
    <message>
        <source>Sponsor Apprentices</source>
        <translation>Oppipoikien tukeminen</translation>
    </message>
    <message>
        <source>A Wizard for you, and another from the supply waits on an action space of your choosing for its next visitor.</source>
        <translation>Saat velhon, ja toinen velho yleisestä varannosta odottaa valitsemassasi toimintaruudussa sen seuraavaa vierailijaa.</translation>
    </message>
    <message>
        <source>Tax Revolt</source>
        <translation>Verokapina</translation>
    </message>
    <message>
        <source>4 Gold for you; two action spaces of your choosing get 2 Gold from the supply apiece, waiting for their next visitors.</source>
        <translation>Saat 4 kultaa; kahteen valitsemaasi toimintaruutuun tulee kumpaankin 2 kultaa yleisestä varannosta odottamaan seuraavaa vierailijaa.</translation>
    </message>
    <message>
        <source>Unexpected Success</source>
        <translation>Odottamaton menestys</translation>
    </message>
    <message>
        <source>Draw two intrigue cards, one at a time; each may be played the moment it arrives.</source>
        <translation>Nosta kaksi juonittelukorttia yksi kerrallaan; kunkin voi pelata heti, kun se saapuu.</translation>
    </message>
    <message>
        <source>Unlikely Assistance</source>
        <translation>Epätodennäköinen apu</translation>
    </message>
    <message>
        <source>Hand a Wizard from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Anna tavernastasi velho valitsemallesi vastustajalle; saat eleestä 8 VP.</translation>
    </message>
    <message>
        <source>Evade Assassin</source>
        <translation>Salamurhaajan välttely</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (2 Rogues and 1 Wizard for an intrigue card), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (2 veijaria ja 1 velho, palkkiona juonittelukortti), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Draw an intrigue card.</source>
        <translation>Nosta juonittelukortti.</translation>
    </message>
    <message>
        <source>Subdue Illithid Menace</source>
        <translation>Illithid-uhan kukistaminen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric and 2 Fighters for an intrigue card), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (1 pappi ja 2 soturia, palkkiona juonittelukortti), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Unveil Abyssal Agent</source>
        <translation>Abyssin agentin paljastaminen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric and 1 Wizard for an intrigue card), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (1 pappi ja 1 velho, palkkiona juonittelukortti), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <translation>Kiristys</translation>
    </message>
    <message>
        <source>Pick an opponent: 2 of their Gold move to your tavern, and you get a secret look at their Lord.</source>
        <translation>Valitse vastustaja: 2 kultaa hänen tavernastaan siirtyy omaasi, ja saat katsoa salaa hänen lordiaan.</translation>
    </message>
    <message>
        <source>Doppelganger</source>
        <translation>Kaksoisolento</translation>
    </message>
    <message>
        <source>Borrow the action of a space where the agent of an opponent with more corruption than you stands.</source>
        <translation>Lainaa sellaisen ruudun toiminto, jossa on sellaisen vastustajan agentti, jolla on enemmän korruptiota kuin sinulla.</translation>
    </message>
    <message>
        <source>Expose Corruption</source>
        <translation>Korruption paljastaminen</translation>
    </message>
    <message>
        <source>Every opponent who holds more corruption than you must take one more from the track.</source>
        <translation>Jokaisen vastustajan, jolla on enemmän korruptiota kuin sinulla, on otettava korruptioradalta yksi lisää.</translation>
    </message>
    <message>
        <source>Foist Responsibility</source>
        <translation>Vastuun sälyttäminen</translation>
    </message>
    <message>
        <source>Take a corruption, then pass a mandatory quest you still owe to an opponent who holds corruption already.</source>
        <translation>Ota 1 korruptio ja siirrä sitten suorittamaton pakollinen tehtäväsi vastustajalle, jolla on jo korruptiota.</translation>
    </message>
    <message>
        <source>Forge Deed</source>
        <translation>Kauppakirjan väärennös</translation>
    </message>
    <message>
        <source>Take two corruption and make a building an opponent owns your own.</source>
        <translation>Ota 2 korruptiota ja tee vastustajan omistamasta rakennuksesta omasi.</translation>
    </message>
    <message>
        <source>Black Market Money</source>
        <translation>Mustan pörssin rahaa</translation>
    </message>
    <message>
        <source>Gain 9 Gold and a corruption; every opponent may also help themselves to 4 Gold and a corruption.</source>
        <translation>Saat 9 kultaa ja 1 korruption; jokainen vastustaja voi myös ottaa itselleen 4 kultaa ja 1 korruption.</translation>
    </message>
    <message>
        <source>Bribe the Watch</source>
        <translation>Vartion lahjominen</translation>
    </message>
    <message>
        <source>Pay 2 Gold and put as many as two of your corruption tokens back on the track; every opponent may pay 4 Gold to put one back.</source>
        <translation>Maksa 2 kultaa ja palauta enintään kaksi korruptiomerkkiäsi korruptioradalle; jokainen vastustaja voi maksaa 4 kultaa ja palauttaa yhden.</translation>
    </message>
    <message>
        <source>Corrupting Influence</source>
        <translation>Korruptoiva vaikutus</translation>
    </message>
    <message>
        <source>Two action spaces of your choosing each get a corruption token from the track, waiting for their next visitors.</source>
        <translation>Kahteen valitsemaasi toimintaruutuun tulee kumpaankin korruptiomerkki korruptioradalta odottamaan seuraavaa vierailijaa.</translation>
    </message>
    <message>
        <source>Dark Dagger Assassination</source>
        <translation>Pimeän tikarin salamurha</translation>
    </message>
    <message>
        <source>Gain 4 Rogues and a corruption; every opponent may also help themselves to 2 Rogues and a corruption.</source>
        <translation>Saat 4 veijaria ja 1 korruption; jokainen vastustaja voi myös ottaa itselleen 2 veijaria ja 1 korruption.</translation>
    </message>
    <message>
        <source>Donations for Cyric</source>
        <translation>Lahjoituksia Cyricille</translation>
    </message>
    <message>
        <source>Gain 2 Clerics and a corruption; every opponent may also help themselves to a Cleric and a corruption.</source>
        <translation>Saat 2 pappia ja 1 korruption; jokainen vastustaja voi myös ottaa itselleen papin ja 1 korruption.</translation>
    </message>
    <message>
        <source>Honorable Example</source>
        <translation>Kunniallinen esimerkki</translation>
    </message>
    <message>
        <source>Score 6 VP if you are the cleanest at the table: every opponent must hold more corruption than you.</source>
        <translation>Saat 6 VP, jos olet pöydän puhtoisin: jokaisella vastustajalla on oltava enemmän korruptiota kuin sinulla.</translation>
    </message>
    <message>
        <source>Iron Ring Slaves</source>
        <translation>Rautarenkaan orjat</translation>
    </message>
    <message>
        <source>Gain 4 Fighters and a corruption; every opponent may also help themselves to 2 Fighters and a corruption.</source>
        <translation>Saat 4 soturia ja 1 korruption; jokainen vastustaja voi myös ottaa itselleen 2 soturia ja 1 korruption.</translation>
    </message>
    <message>
        <source>Mind Flayer Mercenaries</source>
        <translation>Mielennylkijäpalkkasoturit</translation>
    </message>
    <message>
        <source>Gain 2 Wizards and a corruption; every opponent may also help themselves to a Wizard and a corruption.</source>
        <translation>Saat 2 velhoa ja 1 korruption; jokainen vastustaja voi myös ottaa itselleen velhon ja 1 korruption.</translation>
    </message>
    <message>
        <source>Release the Hounds</source>
        <translation>Päästäkää koirat irti</translation>
    </message>
    <message>
        <source>Three corruption tokens leave the track and the game for good: each one left now weighs more.</source>
        <translation>Kolme korruptiomerkkiä poistuu korruptioradalta ja pelistä lopullisesti: jokainen jäljelle jäävä painaa nyt enemmän.</translation>
    </message>
    <message>
        <source>Repent</source>
        <translation>Katumus</translation>
    </message>
    <message>
        <source>One corruption token of yours goes back onto the track.</source>
        <translation>Yksi korruptiomerkeistäsi palaa korruptioradalle.</translation>
    </message>
    <message>
        <source>Scapegoat</source>
        <translation>Syntipukki</translation>
    </message>
    <message>
        <source>Give back one adventurer of your choice and as many as two corruption tokens; every opponent may give back two adventurers and one corruption token.</source>
        <translation>Palauta yksi valitsemasi seikkailija ja enintään kaksi korruptiomerkkiä; jokainen vastustaja voi palauttaa kaksi seikkailijaa ja yhden korruptiomerkin.</translation>
    </message>
    <message>
        <source>Clear Rust Monster Nest</source>
        <translation>Ruostehirviöiden pesän tyhjentäminen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Fighter, 1 Wizard and 2 Gold for 2 VP), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (1 soturi, 1 velho ja 2 kultaa, palkkiona 2 VP), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Cover Up a Scandal</source>
        <translation>Skandaalin peittely</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Fighter, 1 Rogue and 1 Wizard for 2 VP and a corruption token sent back), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (1 pappi, 1 soturi, 1 veijari ja 1 velho, palkkiona 2 VP ja yhden korruptiomerkin palautus), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Score 2 VP; one of your corruption tokens may go back to the track.</source>
        <translation>Saat 2 VP; yksi korruptiomerkeistäsi voi palata korruptioradalle.</translation>
    </message>
    <message>
        <source>Hunt Hidden Ghoul</source>
        <translation>Piileskelevän ghoulin jahtaaminen</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Rogue and 2 Gold for 2 VP), they may complete no other quest.</source>
        <translation>Sälytä tämä kiireellinen tehtävä vastustajalle: ennen kuin se on suoritettu (1 pappi, 1 veijari ja 2 kultaa, palkkiona 2 VP), hän ei voi suorittaa muita tehtäviä.</translation>
    </message>
    <message>
        <source>Brianne Byndraeth</source>
        <translation>Brianne Byndraeth</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Skullduggery quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Arkaanit- tai Vehkeily-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Caladorn Cassalanter</source>
        <translation>Caladorn Cassalanter</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Skullduggery or Warfare quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Vehkeily- tai Sodankäynti-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Durnan the Wanderer</source>
        <translation>Durnan Vaeltaja</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Commerce or Warfare quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Kauppa- tai Sodankäynti-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Khelben Arunsun, the Blackstaff</source>
        <translation>Khelben Arunsun, Mustasauva</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Warfare quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Arkaanit- tai Sodankäynti-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Kyriani Agrivar</source>
        <translation>Kyriani Agrivar</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Piety quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Arkaanit- tai Hurskaus-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Larissa Neathal</source>
        <translation>Larissa Neathal</translation>
    </message>
    <message>
        <source>Revealed at the end: each building under your control is worth 6 VP.</source>
        <translation>Paljastetaan lopussa: jokainen hallitsemasi rakennus tuottaa 6 VP.</translation>
    </message>
    <message>
        <source>Mirt the Moneylender</source>
        <translation>Mirt Rahanlainaaja</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Commerce or Piety quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Kauppa- tai Hurskaus-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Nindil Jalbuck</source>
        <translation>Nindil Jalbuck</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Piety or Skullduggery quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Hurskaus- tai Vehkeily-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Nymara Scheiron</source>
        <translation>Nymara Scheiron</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Commerce or Skullduggery quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Kauppa- tai Vehkeily-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Piergeiron the Paladinson</source>
        <translation>Piergeiron Paladininpoika</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Piety or Warfare quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Hurskaus- tai Sodankäynti-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Sammereza Sulphontis</source>
        <translation>Sammereza Sulphontis</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Commerce quest is worth 4 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu Arkaanit- tai Kauppa-tehtävä tuottaa 4 VP lisää.</translation>
    </message>
    <message>
        <source>Danilo Thann</source>
        <translation>Danilo Thann</translation>
    </message>
    <message>
        <source>Revealed at the end: every finished quest of any type is worth 3 VP more (mandatory quests, having no type, never count).</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu tehtävä tyypistä riippumatta tuottaa 3 VP lisää (pakollisia tehtäviä ei lasketa koskaan, koska niillä ei ole tyyppiä).</translation>
    </message>
    <message>
        <source>Halaster Blackcloak</source>
        <translation>Halaster Blackcloak</translation>
    </message>
    <message>
        <source>Revealed at the end: 4 VP more for each Undermountain quest you finished (not a mandatory one) and for each Undermountain building you own.</source>
        <translation>Paljastetaan lopussa: 4 VP lisää jokaisesta suorittamastasi Undermountain-tehtävästä (ei pakollisesta tehtävästä) ja jokaisesta omistamastasi Undermountain-rakennuksesta.</translation>
    </message>
    <message>
        <source>Trobriand</source>
        <translation>Trobriand</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished quest whose reward scored 10 VP or more is worth 5 VP more.</source>
        <translation>Paljastetaan lopussa: jokainen suoritettu tehtävä, jonka palkkio oli vähintään 10 VP, tuottaa 5 VP lisää.</translation>
    </message>
    <message>
        <source>Irusyl Eraneth</source>
        <translation>Irusyl Eraneth</translation>
    </message>
    <message>
        <source>Revealed at the end: name one quest type; each finished quest of that type is worth 6 VP more.</source>
        <translation>Paljastetaan lopussa: nimeä yksi tehtävätyyppi; jokainen suoritettu sen tyyppinen tehtävä tuottaa 6 VP lisää.</translation>
    </message>
    <message>
        <source>Sangalor</source>
        <translation>Sangalor</translation>
    </message>
    <message>
        <source>Revealed at the end: 4 VP more for each Skullport quest you finished (not a mandatory one) and for each Skullport building you own.</source>
        <translation>Paljastetaan lopussa: 4 VP lisää jokaisesta suorittamastasi Skullport-tehtävästä (ei pakollisesta tehtävästä) ja jokaisesta omistamastasi Skullport-rakennuksesta.</translation>
    </message>
    <message>
        <source>The Xanathar</source>
        <translation>Xanathar</translation>
    </message>
    <message>
        <source>Revealed at the end: each corruption token still in your tavern earns you 4 VP (it costs you what the track says as well).</source>
        <translation>Paljastetaan lopussa: jokainen tavernassasi yhä oleva korruptiomerkki tuottaa sinulle 4 VP (menetät silti myös korruptioradan osoittaman määrän VP:tä).</translation>
    </message>
    <message>
        <source>Domesticate Owlbears</source>
        <translation>Pöllökarhujen kesyttäminen</translation>
    </message>
    <message>
        <source>Score 8 VP; gain 1 Fighter and 2 Gold.</source>
        <translation>Saat 8 VP sekä 1 soturin ja 2 kultaa.</translation>
    </message>
    <message>
        <source>Explore Ahghairon&apos;s Tower</source>
        <translation>Ahghaironin tornin tutkiminen</translation>
    </message>
    <message>
        <source>Score 6 VP.</source>
        <translation>Saat 6 VP.</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Wizards also draws you an intrigue card.</source>
        <translation>Pysyvä: kun saat toiminnostasi velhoja, nostat myös juonittelukortin.</translation>
    </message>
    <message>
        <source>Expose Red Wizards&apos; Spies</source>
        <translation>Punaisten velhojen vakoojien paljastaminen</translation>
    </message>
    <message>
        <source>Score 20 VP; draw an intrigue card.</source>
        <translation>Saat 20 VP; nosta juonittelukortti.</translation>
    </message>
    <message>
        <source>Host Festival for Sune</source>
        <translation>Juhlan järjestäminen Sunen kunniaksi</translation>
    </message>
    <message>
        <source>Score 9 VP; gain 2 Clerics.</source>
        <translation>Saat 9 VP ja 2 pappia.</translation>
    </message>
    <message>
        <source>Infiltrate Halaster&apos;s Circle</source>
        <translation>Soluttautuminen Halasterin piiriin</translation>
    </message>
    <message>
        <source>Score 25 VP.</source>
        <translation>Saat 25 VP.</translation>
    </message>
    <message>
        <source>Investigate Aberrant Infestation</source>
        <translation>Poikkeavan vitsauksen tutkiminen</translation>
    </message>
    <message>
        <source>Score 13 VP; draw an intrigue card.</source>
        <translation>Saat 13 VP; nosta juonittelukortti.</translation>
    </message>
    <message>
        <source>Recover the Magister&apos;s Orb</source>
        <translation>Magisterin kuulan palauttaminen</translation>
    </message>
    <message>
        <source>Lasting: once a round you may place an agent on a space an opponent&apos;s agent already holds.</source>
        <translation>Pysyvä: kerran kierroksessa voit asettaa agentin ruutuun, jossa on jo vastustajan agentti.</translation>
    </message>
    <message>
        <source>Recruit for Blackstaff Academy</source>
        <translation>Värväys Mustasauvan akatemiaan</translation>
    </message>
    <message>
        <source>Score 6 VP; gain 3 Wizards.</source>
        <translation>Saat 6 VP ja 3 velhoa.</translation>
    </message>
    <message>
        <source>Research Chronomancy</source>
        <translation>Aikamagian tutkiminen</translation>
    </message>
    <message>
        <source>Score 4 VP, gain 1 Wizard and bring one of your placed agents home to your pool.</source>
        <translation>Saat 4 VP ja 1 velhon, ja yksi asettamistasi agenteista palaa kotiin varantoosi.</translation>
    </message>
    <message>
        <source>Retrieve Ancient Artifacts</source>
        <translation>Muinaisten esineiden noutaminen</translation>
    </message>
    <message>
        <source>Score 11 VP; gain 4 Gold.</source>
        <translation>Saat 11 VP ja 4 kultaa.</translation>
    </message>
    <message>
        <source>Steal Spellbook from Silverhand</source>
        <translation>Loitsukirjan varastaminen Silverhandilta</translation>
    </message>
    <message>
        <source>Score 7 VP; gain 4 Gold; draw 2 intrigue cards.</source>
        <translation>Saat 7 VP ja 4 kultaa; nosta 2 juonittelukorttia.</translation>
    </message>
    <message>
        <source>Study the Illusk Arch</source>
        <translation>Illuskin kaaren tutkiminen</translation>
    </message>
    <message>
        <source>Score 8 VP.</source>
        <translation>Saat 8 VP.</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Arcana quest, 2 more VP.</source>
        <translation>Pysyvä: aina kun suoritat toisen Arkaanit-tehtävän, saat 2 VP lisää.</translation>
    </message>
    <message>
        <source>Ally with House Thann</source>
        <translation>Liitto Thannin suvun kanssa</translation>
    </message>
    <message>
        <source>Bribe the Shipwrights</source>
        <translation>Laivanrakentajien lahjominen</translation>
    </message>
    <message>
        <source>Score 10 VP.</source>
        <translation>Saat 10 VP.</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Gold also brings you 1 Rogue.</source>
        <translation>Pysyvä: kun saat toiminnostasi kultaa, saat myös 1 veijarin.</translation>
    </message>
    <message>
        <source>Establish New Merchant Guild</source>
        <translation>Uuden kauppiaskillan perustaminen</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Commerce quest, 2 more VP.</source>
        <translation>Pysyvä: aina kun suoritat toisen Kauppa-tehtävän, saat 2 VP lisää.</translation>
    </message>
    <message>
        <source>Impersonate Adarbrent Noble</source>
        <translation>Adarbrentin aatelisena esiintyminen</translation>
    </message>
    <message>
        <source>Score 18 VP; draw 2 intrigue cards.</source>
        <translation>Saat 18 VP; nosta 2 juonittelukorttia.</translation>
    </message>
    <message>
        <source>Infiltrate Builder&apos;s Hall</source>
        <translation>Soluttautuminen Rakentajien saliin</translation>
    </message>
    <message>
        <source>Lasting: 4 VP for every building you acquire from now on.</source>
        <translation>Pysyvä: 4 VP jokaisesta rakennuksesta, jonka hankit tästä eteenpäin.</translation>
    </message>
    <message>
        <source>Loot the Crypt of Chauntea</source>
        <translation>Chauntean kryptan ryöstäminen</translation>
    </message>
    <message>
        <source>Score 7 VP, draw an intrigue card and take the top quest of the deck.</source>
        <translation>Saat 7 VP, nostat juonittelukortin ja otat pakan päällimmäisen tehtävän.</translation>
    </message>
    <message>
        <source>Lure Artisans of Mirabar</source>
        <translation>Mirabarin käsityöläisten houkutteleminen</translation>
    </message>
    <message>
        <source>Score 4 VP; pick any building waiting in Builder&apos;s Hall and build it for nothing.</source>
        <translation>Saat 4 VP; valitse mikä tahansa Rakentajien salissa odottava rakennus ja rakenna se ilmaiseksi.</translation>
    </message>
    <message>
        <source>Placate the Walking Statue</source>
        <translation>Kävelevän patsaan lepyttäminen</translation>
    </message>
    <message>
        <source>Score 10 VP; the top tile of the building stack becomes yours, free of charge.</source>
        <translation>Saat 10 VP; rakennuspinon päällimmäinen laatta tulee omaksesi veloituksetta.</translation>
    </message>
    <message>
        <source>Safeguard Eltorchul Mage</source>
        <translation>Eltorchulin maagin suojeleminen</translation>
    </message>
    <message>
        <source>Score 4 VP; gain 2 Wizards.</source>
        <translation>Saat 4 VP ja 2 velhoa.</translation>
    </message>
    <message>
        <source>Send Aid to the Harpers</source>
        <translation>Avun lähettäminen harpisteille</translation>
    </message>
    <message>
        <source>Score 15 VP; one opponent of your choice receives 4 Gold.</source>
        <translation>Saat 15 VP; valitsemasi vastustaja saa 4 kultaa.</translation>
    </message>
    <message>
        <source>Spy on the House of Light</source>
        <translation>Valon huoneen vakoileminen</translation>
    </message>
    <message>
        <source>Score 6 VP; gain 6 Gold.</source>
        <translation>Saat 6 VP ja 6 kultaa.</translation>
    </message>
    <message>
        <source>Thin the City Watch</source>
        <translation>Kaupunginvahdin harventaminen</translation>
    </message>
    <message>
        <source>Score 9 VP; gain 4 Rogues.</source>
        <translation>Saat 9 VP ja 4 veijaria.</translation>
    </message>
    <message>
        <source>Convert a Noble to Lathander</source>
        <translation>Aatelisen käännyttäminen Lathanderin uskoon</translation>
    </message>
    <message>
        <source>Score 8 VP and pick up one quest from Cliffwatch Inn.</source>
        <translation>Saat 8 VP ja otat yhden tehtävän Cliffwatchin majatalosta.</translation>
    </message>
    <message>
        <source>Create a Shrine to Oghma</source>
        <translation>Pyhäkön pystyttäminen Oghmalle</translation>
    </message>
    <message>
        <source>Defend the Tower of Luck</source>
        <translation>Onnen tornin puolustaminen</translation>
    </message>
    <message>
        <source>No immediate reward: the value lies in the lasting effect.</source>
        <translation>Ei välitöntä palkkiota: arvo on pysyvässä vaikutuksessa.</translation>
    </message>
    <message>
        <source>Lasting: at the start of every round, one adventurer of any kind joins your tavern.</source>
        <translation>Pysyvä: jokaisen kierroksen alussa yksi minkä tahansa seikkailija liittyy tavernaasi.</translation>
    </message>
    <message>
        <source>Discover Hidden Temple of Lolth</source>
        <translation>Lolthin kätketyn temppelin löytäminen</translation>
    </message>
    <message>
        <source>Score 10 VP and pick up one quest from Cliffwatch Inn.</source>
        <translation>Saat 10 VP ja otat yhden tehtävän Cliffwatchin majatalosta.</translation>
    </message>
    <message>
        <source>Eliminate Vampire Coven</source>
        <translation>Vampyyrien pesän tuhoaminen</translation>
    </message>
    <message>
        <source>Form an Alliance with the Rashemi</source>
        <translation>Liiton solmiminen rashemilaisten kanssa</translation>
    </message>
    <message>
        <source>Heal Fallen Gray Hand Soldiers</source>
        <translation>Kaatuneiden Harmaan käden sotilaiden parantaminen</translation>
    </message>
    <message>
        <source>Score 6 VP; gain 6 Fighters.</source>
        <translation>Saat 6 VP ja 6 soturia.</translation>
    </message>
    <message>
        <source>Perform the Penance of Duty</source>
        <translation>Velvollisuuden katumusharjoitus</translation>
    </message>
    <message>
        <source>Score 12 VP; gain 1 Cleric and 1 Fighter.</source>
        <translation>Saat 12 VP, 1 papin ja 1 soturin.</translation>
    </message>
    <message>
        <source>Produce a Miracle for the Masses</source>
        <translation>Ihme kansanjoukoille</translation>
    </message>
    <message>
        <source>Score 5 VP.</source>
        <translation>Saat 5 VP.</translation>
    </message>
    <message>
        <source>Lasting: once a round, when an action of yours yields Clerics, you may swap one Fighter, Rogue or Wizard from your tavern for a Cleric.</source>
        <translation>Pysyvä: kerran kierroksessa, kun saat toiminnostasi pappeja, voit vaihtaa yhden tavernasi soturin, veijarin tai velhon pappiin.</translation>
    </message>
    <message>
        <source>Protect the House of Wonder</source>
        <translation>Ihmeiden talon suojeleminen</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Piety quest, 2 more VP.</source>
        <translation>Pysyvä: aina kun suoritat toisen Hurskaus-tehtävän, saat 2 VP lisää.</translation>
    </message>
    <message>
        <source>Recruit Paladins for Tyr</source>
        <translation>Paladiinien värvääminen Tyrille</translation>
    </message>
    <message>
        <source>Score 10 VP; gain 3 Clerics.</source>
        <translation>Saat 10 VP ja 3 pappia.</translation>
    </message>
    <message>
        <source>Seal Gate to Cyric&apos;s Realm</source>
        <translation>Cyricin valtakunnan portin sinetöiminen</translation>
    </message>
    <message>
        <source>Score 20 VP.</source>
        <translation>Saat 20 VP.</translation>
    </message>
    <message>
        <source>Build a Reputation in Skullport</source>
        <translation>Maineen hankkiminen Skullportissa</translation>
    </message>
    <message>
        <source>Score 10 VP; draw an intrigue card.</source>
        <translation>Saat 10 VP; nosta juonittelukortti.</translation>
    </message>
    <message>
        <source>Establish Harpers Safe House</source>
        <translation>Harpistien turvatalon perustaminen</translation>
    </message>
    <message>
        <source>Score 8 VP, plus 2 VP for each building you own right now.</source>
        <translation>Saat 8 VP sekä 2 VP jokaisesta rakennuksesta, jonka omistat juuri nyt.</translation>
    </message>
    <message>
        <source>Establish Shadow Thieves&apos; Guild</source>
        <translation>Varjovarkaiden killan perustaminen</translation>
    </message>
    <message>
        <source>Expose Cult Corruption</source>
        <translation>Kultin korruption paljastaminen</translation>
    </message>
    <message>
        <source>Score 4 VP; gain 2 Clerics.</source>
        <translation>Saat 4 VP ja 2 pappia.</translation>
    </message>
    <message>
        <source>Fence Goods for Duke of Darkness</source>
        <translation>Varastetun tavaran välittäminen Pimeyden herttualle</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Rogues also pays you 2 Gold.</source>
        <translation>Pysyvä: kun saat toiminnostasi veijareita, saat myös 2 kultaa.</translation>
    </message>
    <message>
        <source>Install a Spy in Castle Waterdeep</source>
        <translation>Vakoojan sijoittaminen Waterdeepin linnaan</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Skullduggery quest, 2 more VP.</source>
        <translation>Pysyvä: aina kun suoritat toisen Vehkeily-tehtävän, saat 2 VP lisää.</translation>
    </message>
    <message>
        <source>Place a Sleeper Agent in Skullport</source>
        <translation>Nukkuvan agentin sijoittaminen Skullportiin</translation>
    </message>
    <message>
        <source>Lasting: 2 VP each time you play an intrigue card.</source>
        <translation>Pysyvä: 2 VP aina kun pelaat juonittelukortin.</translation>
    </message>
    <message>
        <source>Prison Break</source>
        <translation>Vankilapako</translation>
    </message>
    <message>
        <source>Score 14 VP, gain 2 Fighters, and you may play an intrigue card from your hand straight away.</source>
        <translation>Saat 14 VP ja 2 soturia, ja voit heti pelata juonittelukortin kädestäsi.</translation>
    </message>
    <message>
        <source>Procure Stolen Goods</source>
        <translation>Varastetun tavaran hankkiminen</translation>
    </message>
    <message>
        <source>Score 8 VP; draw 2 intrigue cards.</source>
        <translation>Saat 8 VP; nosta 2 juonittelukorttia.</translation>
    </message>
    <message>
        <source>Raid on Undermountain</source>
        <translation>Ryöstöretki Undermountainiin</translation>
    </message>
    <message>
        <source>Score 20 VP; gain 2 Gold.</source>
        <translation>Saat 20 VP ja 2 kultaa.</translation>
    </message>
    <message>
        <source>Steal from House Adarbrent</source>
        <translation>Varkaus Adarbrentin suvulta</translation>
    </message>
    <message>
        <source>Score 10 VP; gain 6 Gold.</source>
        <translation>Saat 10 VP ja 6 kultaa.</translation>
    </message>
    <message>
        <source>Take Over Rival Organization</source>
        <translation>Kilpailevan järjestön kaappaaminen</translation>
    </message>
    <message>
        <source>Score 10 VP; gain 4 Rogues.</source>
        <translation>Saat 10 VP ja 4 veijaria.</translation>
    </message>
    <message>
        <source>Ambush Artor Morlin</source>
        <translation>Artor Morlinin väijyttäminen</translation>
    </message>
    <message>
        <source>Score 8 VP; gain 4 Gold.</source>
        <translation>Saat 8 VP ja 4 kultaa.</translation>
    </message>
    <message>
        <source>Bolster City Guard</source>
        <translation>Kaupunginvartion vahvistaminen</translation>
    </message>
    <message>
        <source>Bolster Griffon Cavalry</source>
        <translation>Aarnikotkaratsuväen vahvistaminen</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Fighters brings one Fighter more.</source>
        <translation>Pysyvä: kun saat toiminnostasi sotureita, saat yhden soturin lisää.</translation>
    </message>
    <message>
        <source>Confront the Xanathar</source>
        <translation>Xanatharin kohtaaminen</translation>
    </message>
    <message>
        <source>Defeat Uprising from Undermountain</source>
        <translation>Undermountainin kapinan kukistaminen</translation>
    </message>
    <message>
        <source>Score 11 VP; gain 2 Fighters.</source>
        <translation>Saat 11 VP ja 2 soturia.</translation>
    </message>
    <message>
        <source>Deliver an Ultimatum</source>
        <translation>Uhkavaatimuksen esittäminen</translation>
    </message>
    <message>
        <source>Deliver Weapons to Selune&apos;s Temple</source>
        <translation>Aseiden toimittaminen Selunen temppeliin</translation>
    </message>
    <message>
        <source>Quell Mercenary Uprising</source>
        <translation>Palkkasoturikapinan tukahduttaminen</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Warfare quest, 2 more VP.</source>
        <translation>Pysyvä: aina kun suoritat toisen Sodankäynti-tehtävän, saat 2 VP lisää.</translation>
    </message>
    <message>
        <source>Raid Orc Stronghold</source>
        <translation>Hyökkäys örkkien linnakkeeseen</translation>
    </message>
    <message>
        <source>Recruit Lieutenant</source>
        <translation>Luutnantin värvääminen</translation>
    </message>
    <message>
        <source>No VP: the Lieutenant joins your agent pool.</source>
        <translation>Ei VP:tä: Luutnantti liittyy agenttivarantoosi.</translation>
    </message>
    <message>
        <source>Lasting: the Lieutenant is one of your agents until the game ends (placed like any other).</source>
        <translation>Pysyvä: Luutnantti on yksi agenteistasi pelin loppuun asti (asetetaan kuten muutkin).</translation>
    </message>
    <message>
        <source>Repel Seawraiths</source>
        <translation>Merihaamujen torjunta</translation>
    </message>
    <message>
        <source>Score 15 VP; gain 2 Gold.</source>
        <translation>Saat 15 VP ja 2 kultaa.</translation>
    </message>
    <message>
        <source>Train Bladesingers</source>
        <translation>Miekkalaulajien kouluttaminen</translation>
    </message>
    <message>
        <source>Score 4 VP; gain 1 Fighter and 1 Wizard.</source>
        <translation>Saat 4 VP, 1 soturin ja 1 velhon.</translation>
    </message>
    <message>
        <source>Deal with the Black Viper</source>
        <translation>Sopimus Mustan kyyn kanssa</translation>
    </message>
    <message>
        <source>Score 10 VP, then draw four intrigue cards one by one; any of them may be played the moment it arrives.</source>
        <translation>Saat 10 VP ja nostat sitten neljä juonittelukorttia yksi kerrallaan; minkä tahansa niistä voi pelata heti, kun se saapuu.</translation>
    </message>
    <message>
        <source>Establish Wizard Academy</source>
        <translation>Velhoakatemian perustaminen</translation>
    </message>
    <message>
        <source>Score 12 VP.</source>
        <translation>Saat 12 VP.</translation>
    </message>
    <message>
        <source>Lasting: each Arcana quest that comes into your hands brings a Wizard with it.</source>
        <translation>Pysyvä: jokainen saamasi Arkaanit-tehtävä tuo mukanaan velhon.</translation>
    </message>
    <message>
        <source>Explore Trobriand&apos;s Graveyard</source>
        <translation>Trobriandin hautausmaan tutkiminen</translation>
    </message>
    <message>
        <source>Score 40 VP.</source>
        <translation>Saat 40 VP.</translation>
    </message>
    <message>
        <source>Resurrect Dead Wizards</source>
        <translation>Kuolleiden velhojen herättäminen henkiin</translation>
    </message>
    <message>
        <source>Score 6 VP; three Wizards join your tavern.</source>
        <translation>Saat 6 VP; kolme velhoa liittyy tavernaasi.</translation>
    </message>
    <message>
        <source>Study in the Librarium</source>
        <translation>Opiskelu Librariumissa</translation>
    </message>
    <message>
        <source>Score 11 VP.</source>
        <translation>Saat 11 VP.</translation>
    </message>
    <message>
        <source>Lasting: once an action of yours has let you play intrigue, draw one card more; you may play that one straight away.</source>
        <translation>Pysyvä: kun toimintosi on antanut sinun pelata juonittelukortin, nosta yksi kortti lisää; voit pelata sen heti.</translation>
    </message>
    <message>
        <source>Survive a Meeting with Halaster</source>
        <translation>Halasterin kohtaamisesta selviytyminen</translation>
    </message>
    <message>
        <source>Score 15 VP; one intrigue card for every Wizard among the adventurers you paid.</source>
        <translation>Saat 15 VP; yksi juonittelukortti jokaisesta velhosta, joka oli maksamiesi seikkailijoiden joukossa.</translation>
    </message>
    <message>
        <source>Obtain Builder&apos;s Plans</source>
        <translation>Rakentajan piirustusten hankkiminen</translation>
    </message>
    <message>
        <source>Score 13 VP.</source>
        <translation>Saat 13 VP.</translation>
    </message>
    <message>
        <source>Lasting: once a round one of your agents may visit a building still for sale in Builder&apos;s Hall and use it as if you owned it.</source>
        <translation>Pysyvä: kerran kierroksessa yksi agenteistasi voi vierailla Rakentajien salissa vielä myytävänä olevassa rakennuksessa ja käyttää sitä kuin omistaisit sen.</translation>
    </message>
    <message>
        <source>Ransack Whitehelm&apos;s Tomb</source>
        <translation>Whitehelmin haudan ryöstäminen</translation>
    </message>
    <message>
        <source>Recruit for City Watch</source>
        <translation>Värväys kaupunginvahtiin</translation>
    </message>
    <message>
        <source>Score 8 VP; if you hand over 10 Gold right away, three Fighters and three Rogues sign on.</source>
        <translation>Saat 8 VP; jos luovutat heti 10 kultaa, kolme soturia ja kolme veijaria pestautuu palvelukseesi.</translation>
    </message>
    <message>
        <source>Sponsor Bounty Hunters</source>
        <translation>Palkkionmetsästäjien rahoittaminen</translation>
    </message>
    <message>
        <source>Lasting: 4 Gold arrive with each Commerce quest that comes into your hands.</source>
        <translation>Pysyvä: jokaisen saamasi Kauppa-tehtävän mukana tulee 4 kultaa.</translation>
    </message>
    <message>
        <source>Steal Gems from the Bone Throne</source>
        <translation>Jalokivien varastaminen Luuvaltaistuimelta</translation>
    </message>
    <message>
        <source>Score 7 VP; gain 10 Gold.</source>
        <translation>Saat 7 VP ja 10 kultaa.</translation>
    </message>
    <message>
        <source>Threaten the Builders&apos; Guilds</source>
        <translation>Rakentajien kiltojen uhkailu</translation>
    </message>
    <message>
        <source>Score 13 VP; every building on offer in Builder&apos;s Hall becomes yours at no cost.</source>
        <translation>Saat 13 VP; jokainen Rakentajien salissa tarjolla oleva rakennus tulee omaksesi maksutta.</translation>
    </message>
    <message>
        <source>Diplomatic Mission to Suzail</source>
        <translation>Diplomaattimatka Suzailiin</translation>
    </message>
    <message>
        <source>Lasting: the quests on offer at Cliffwatch Inn count as yours to complete, without taking them first.</source>
        <translation>Pysyvä: Cliffwatchin majatalossa tarjolla olevat tehtävät lasketaan sinun tehtäviksesi, ja voit suorittaa ne ottamatta niitä ensin.</translation>
    </message>
    <message>
        <source>Establish Temple to Ibrandul</source>
        <translation>Ibrandulin temppelin perustaminen</translation>
    </message>
    <message>
        <source>Score 11 VP and gain one adventurer of each kind; then every quest on offer at Cliffwatch Inn is yours.</source>
        <translation>Saat 11 VP ja yhden seikkailijan kutakin lajia; sen jälkeen jokainen Cliffwatchin majatalossa tarjolla oleva tehtävä on sinun.</translation>
    </message>
    <message>
        <source>Plunder the Island Temple</source>
        <translation>Saaritemppelin ryöstäminen</translation>
    </message>
    <message>
        <source>Rescue Clerics of Tymora</source>
        <translation>Tymoran pappien pelastaminen</translation>
    </message>
    <message>
        <source>Score 10 VP; three Clerics join your tavern.</source>
        <translation>Saat 10 VP; kolme pappia liittyy tavernaasi.</translation>
    </message>
    <message>
        <source>Root Out Loviatar&apos;s Faithful</source>
        <translation>Loviatarin uskollisten kitkeminen</translation>
    </message>
    <message>
        <source>Score 15 VP, and 2 VP more for each Cleric among the adventurers you paid.</source>
        <translation>Saat 15 VP sekä 2 VP lisää jokaisesta papista, joka oli maksamiesi seikkailijoiden joukossa.</translation>
    </message>
    <message>
        <source>Sanctify a Desecrated Temple</source>
        <translation>Häväistyn temppelin pyhittäminen</translation>
    </message>
    <message>
        <source>Lasting: each Piety quest that comes into your hands brings a Cleric with it.</source>
        <translation>Pysyvä: jokainen saamasi Hurskaus-tehtävä tuo mukanaan papin.</translation>
    </message>
    <message>
        <source>Ally with the Xanathar&apos;s Guild</source>
        <translation>Liitto Xanatharin killan kanssa</translation>
    </message>
    <message>
        <source>Lasting: each Skullduggery quest that comes into your hands brings two Rogues with it.</source>
        <translation>Pysyvä: jokainen saamasi Vehkeily-tehtävä tuo mukanaan kaksi veijaria.</translation>
    </message>
    <message>
        <source>Break into Blackstaff Tower</source>
        <translation>Murtautuminen Mustasauvan torniin</translation>
    </message>
    <message>
        <source>Defend the Lanceboard Room</source>
        <translation>Lanceboard-huoneen puolustaminen</translation>
    </message>
    <message>
        <source>Score 12 VP; eight adventurers of whatever kinds you like join your tavern.</source>
        <translation>Saat 12 VP; kahdeksan haluamaasi seikkailijaa liittyy tavernaasi.</translation>
    </message>
    <message>
        <source>Impersonate Tax Collector</source>
        <translation>Veronkantajana esiintyminen</translation>
    </message>
    <message>
        <source>Score 9 VP.</source>
        <translation>Saat 9 VP.</translation>
    </message>
    <message>
        <source>Lasting: when your own agent visits a building you own, you also collect what its owner would get.</source>
        <translation>Pysyvä: kun oma agenttisi vierailee omistamassasi rakennuksessa, saat myös sen, minkä rakennuksen omistaja saisi.</translation>
    </message>
    <message>
        <source>Survive Arcturia&apos;s Transformation</source>
        <translation>Arcturian muodonmuutoksesta selviytyminen</translation>
    </message>
    <message>
        <source>Score 6 VP; six Rogues join your tavern.</source>
        <translation>Saat 6 VP; kuusi veijaria liittyy tavernaasi.</translation>
    </message>
    <message>
        <source>Unleash Crime Spree</source>
        <translation>Rikossarjan käynnistäminen</translation>
    </message>
    <message>
        <source>Score 12 VP; give up four Rogues on the spot if you like, for 10 VP more.</source>
        <translation>Saat 12 VP; halutessasi voit luovuttaa heti neljä veijaria ja saada 10 VP lisää.</translation>
    </message>
    <message>
        <source>Battle in Muiral&apos;s Gauntlet</source>
        <translation>Taistelu Muiralin kujanjuoksussa</translation>
    </message>
    <message>
        <source>Defend the Yawning Portal</source>
        <translation>Haukottelevan portin puolustaminen</translation>
    </message>
    <message>
        <source>Score 15 VP and gain two adventurers of any kind; up to three of your agents out in the city may come home to your pool.</source>
        <translation>Saat 15 VP ja kaksi minkä tahansa seikkailijaa; enintään kolme kaupungissa olevista agenteistasi voi palata kotiin varantoosi.</translation>
    </message>
    <message>
        <source>Destroy a Temple of Selvetarm</source>
        <translation>Selvetarmin temppelin tuhoaminen</translation>
    </message>
    <message>
        <source>Score 10 VP; give up four Fighters on the spot if you like, for 10 VP more.</source>
        <translation>Saat 10 VP; halutessasi voit luovuttaa heti neljä soturia ja saada 10 VP lisää.</translation>
    </message>
    <message>
        <source>Recover the Flame of the North</source>
        <translation>Pohjoisen liekin palauttaminen</translation>
    </message>
    <message>
        <source>Lasting: each Warfare quest that comes into your hands brings two Fighters with it.</source>
        <translation>Pysyvä: jokainen saamasi Sodankäynti-tehtävä tuo mukanaan kaksi soturia.</translation>
    </message>
    <message>
        <source>Seize Citadel of the Bloody Hand</source>
        <translation>Verisen käden linnakkeen valtaaminen</translation>
    </message>
    <message>
        <source>Lasting: after you complete any other quest, you may keep one of the adventurers you paid for it.</source>
        <translation>Pysyvä: kun olet suorittanut minkä tahansa muun tehtävän, voit pitää yhden siihen maksamistasi seikkailijoista.</translation>
    </message>
    <message>
        <source>Wake the Six Sleepers</source>
        <translation>Kuuden nukkujan herättäminen</translation>
    </message>
    <message>
        <source>Score 8 VP; six Fighters join your tavern.</source>
        <translation>Saat 8 VP; kuusi soturia liittyy tavernaasi.</translation>
    </message>
    <message>
        <source>Establish Cult Cell</source>
        <translation>Kulttisolun perustaminen</translation>
    </message>
    <message>
        <source>Score 18 VP, gain two Fighters and a Wizard, draw an intrigue card, and take three corruption.</source>
        <translation>Saat 18 VP, kaksi soturia ja velhon, nostat juonittelukortin ja otat 3 korruptiota.</translation>
    </message>
    <message>
        <source>Investigate Thayan Vessel</source>
        <translation>Thaylaisen aluksen tutkiminen</translation>
    </message>
    <message>
        <source>Score 13 VP; two adventurers of any kind and two intrigue cards are yours.</source>
        <translation>Saat 13 VP sekä kaksi minkä tahansa seikkailijaa ja kaksi juonittelukorttia.</translation>
    </message>
    <message>
        <source>Recruit Academy Castoffs</source>
        <translation>Akatemian hylkiöiden värvääminen</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Blackstaff Tower, you may add a Wizard and a corruption to what you get.</source>
        <translation>Pysyvä: aina kun agenttisi menee Mustasauvan torniin, voit ottaa saamasi lisäksi velhon ja 1 korruption.</translation>
    </message>
    <message>
        <source>Renew Guards and Wards</source>
        <translation>Vartijoiden ja suojaloitsujen uusiminen</translation>
    </message>
    <message>
        <source>Score 9 VP; send back as many as two of your corruption tokens to the track.</source>
        <translation>Saat 9 VP; palauta enintään kaksi korruptiomerkkiäsi korruptioradalle.</translation>
    </message>
    <message>
        <source>Seal an Entrance to Skullport</source>
        <translation>Skullportin sisäänkäynnin sinetöiminen</translation>
    </message>
    <message>
        <source>Score 10 VP; send back as many as three of your corruption tokens to the track.</source>
        <translation>Saat 10 VP; palauta enintään kolme korruptiomerkkiäsi korruptioradalle.</translation>
    </message>
    <message>
        <source>Uncover Forbidden Lore</source>
        <translation>Kielletyn tiedon paljastaminen</translation>
    </message>
    <message>
        <source>Score 17 VP.</source>
        <translation>Saat 17 VP.</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Waterdeep Harbor, you may play one or two extra intrigue cards there; doing so costs you a corruption.</source>
        <translation>Pysyvä: aina kun agenttisi menee Waterdeepin satamaan, voit pelata siellä yhden tai kaksi ylimääräistä juonittelukorttia; hintana otat 1 korruption.</translation>
    </message>
    <message>
        <source>Defame Rival Business</source>
        <translation>Kilpailevan liikkeen mustamaalaaminen</translation>
    </message>
    <message>
        <source>Lasting: each time a building becomes yours, you may move one corruption token from your tavern onto an action space of your choice.</source>
        <translation>Pysyvä: aina kun rakennus tulee omaksesi, voit siirtää yhden korruptiomerkin tavernastasi valitsemaasi toimintaruutuun.</translation>
    </message>
    <message>
        <source>Donate to the City</source>
        <translation>Lahjoitus kaupungille</translation>
    </message>
    <message>
        <source>Score 13 VP; send back as many as three of your corruption tokens to the track.</source>
        <translation>Saat 13 VP; palauta enintään kolme korruptiomerkkiäsi korruptioradalle.</translation>
    </message>
    <message>
        <source>Extort Aurora</source>
        <translation>Auroran kiristäminen</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Aurora&apos;s Realms Shop, you may add 4 Gold and a corruption to what you get.</source>
        <translation>Pysyvä: aina kun agenttisi menee Auroran valtakuntien kauppaan, voit ottaa saamasi lisäksi 4 kultaa ja 1 korruption.</translation>
    </message>
    <message>
        <source>Fund Alchemical Research</source>
        <translation>Alkemistisen tutkimuksen rahoittaminen</translation>
    </message>
    <message>
        <source>Score 20 VP and gain 12 Gold, at the price of three corruption.</source>
        <translation>Saat 20 VP ja 12 kultaa, hintana 3 korruptiota.</translation>
    </message>
    <message>
        <source>Fund Pilgrimage of Waukeen</source>
        <translation>Waukeenin pyhiinvaelluksen rahoittaminen</translation>
    </message>
    <message>
        <source>Score 16 VP.</source>
        <translation>Saat 16 VP.</translation>
    </message>
    <message>
        <source>Pay Fines</source>
        <translation>Sakkojen maksaminen</translation>
    </message>
    <message>
        <source>Score 4 VP; send back as many as two of your corruption tokens to the track.</source>
        <translation>Saat 4 VP; palauta enintään kaksi korruptiomerkkiäsi korruptioradalle.</translation>
    </message>
    <message>
        <source>Banish Evil Spirits</source>
        <translation>Pahojen henkien karkottaminen</translation>
    </message>
    <message>
        <source>Score 5 VP and gain one adventurer of any kind; send back as many as two of your corruption tokens to the track.</source>
        <translation>Saat 5 VP ja yhden minkä tahansa seikkailijan; palauta enintään kaksi korruptiomerkkiäsi korruptioradalle.</translation>
    </message>
    <message>
        <source>Enter the Tower of Seven Woes</source>
        <translation>Seitsemän surun torniin astuminen</translation>
    </message>
    <message>
        <source>Score 19 VP and gain three Clerics, at the price of four corruption.</source>
        <translation>Saat 19 VP ja kolme pappia, hintana 4 korruptiota.</translation>
    </message>
    <message>
        <source>Give Honor to Mask</source>
        <translation>Kunnianosoitus Maskille</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to The Plinth, you may add a Cleric and a corruption to what you get.</source>
        <translation>Pysyvä: aina kun agenttisi menee Jalustalle, voit ottaa saamasi lisäksi papin ja 1 korruption.</translation>
    </message>
    <message>
        <source>Institute Reforms</source>
        <translation>Uudistusten käynnistäminen</translation>
    </message>
    <message>
        <source>Protect Converts to Eilistraee</source>
        <translation>Eilistraeen uskoon kääntyneiden suojeleminen</translation>
    </message>
    <message>
        <source>Lasting: once in each of your turns, when you send corruption back to the track, one more token may follow it.</source>
        <translation>Pysyvä: kerran kunkin vuorosi aikana, kun palautat korruptiota korruptioradalle, voit palauttaa yhden merkin lisää.</translation>
    </message>
    <message>
        <source>Sanctify Temple to Oghma</source>
        <translation>Oghman temppelin pyhittäminen</translation>
    </message>
    <message>
        <source>Score 18 VP.</source>
        <translation>Saat 18 VP.</translation>
    </message>
    <message>
        <source>Bury the Bodies</source>
        <translation>Ruumiiden hautaaminen</translation>
    </message>
    <message>
        <source>Score 20 VP, at the price of two corruption.</source>
        <translation>Saat 20 VP, hintana 2 korruptiota.</translation>
    </message>
    <message>
        <source>Expand Guild Activities</source>
        <translation>Killan toiminnan laajentaminen</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to The Grinning Lion Tavern, you may add two Rogues and a corruption to what you get.</source>
        <translation>Pysyvä: aina kun agenttisi menee Virnistävän leijonan tavernaan, voit ottaa saamasi lisäksi kaksi veijaria ja 1 korruption.</translation>
    </message>
    <message>
        <source>Rescue a Victim from the Skulls</source>
        <translation>Uhrin pelastaminen Kalloilta</translation>
    </message>
    <message>
        <source>Score 9 VP and gain one adventurer of any kind; one of your corruption tokens may go back to the track.</source>
        <translation>Saat 9 VP ja yhden minkä tahansa seikkailijan; yksi korruptiomerkeistäsi voi palata korruptioradalle.</translation>
    </message>
    <message>
        <source>Save Kidnapped Nobles</source>
        <translation>Kaapattujen aatelisten pelastaminen</translation>
    </message>
    <message>
        <source>Score 9 VP and gain four Fighters; send back as many as three of your corruption tokens to the track.</source>
        <translation>Saat 9 VP ja neljä soturia; palauta enintään kolme korruptiomerkkiäsi korruptioradalle.</translation>
    </message>
    <message>
        <source>Shelter Zhentarim Agents</source>
        <translation>Zhentarimin agenttien piilottelu</translation>
    </message>
    <message>
        <source>Score 16 VP, at the price of one corruption.</source>
        <translation>Saat 16 VP, hintana 1 korruptio.</translation>
    </message>
    <message>
        <source>Lasting: the first time in each of your turns that corruption comes your way, draw an intrigue card.</source>
        <translation>Pysyvä: kun saat korruptiota ensimmäisen kerran kunkin vuorosi aikana, nosta juonittelukortti.</translation>
    </message>
    <message>
        <source>Swindle the Builders&apos; Guilds</source>
        <translation>Rakentajien kiltojen huijaaminen</translation>
    </message>
    <message>
        <source>Score 13 VP and take three corruption; two of the buildings on offer in Builder&apos;s Hall become yours for free.</source>
        <translation>Saat 13 VP ja otat 3 korruptiota; kaksi Rakentajien salissa tarjolla olevista rakennuksista tulee omaksesi ilmaiseksi.</translation>
    </message>
    <message>
        <source>Assassinate Rivals</source>
        <translation>Kilpailijoiden salamurhaaminen</translation>
    </message>
    <message>
        <source>Score 16 VP and take two corruption; every opponent sends one adventurer of their choice back to the supply.</source>
        <translation>Saat 16 VP ja otat 2 korruptiota; jokainen vastustaja palauttaa yhden valitsemansa seikkailijan yleiseen varantoon.</translation>
    </message>
    <message>
        <source>Fix the Champion&apos;s Games</source>
        <translation>Mestarin kisojen peukalointi</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Field of Triumph, you may add two Fighters and a corruption to what you get.</source>
        <translation>Pysyvä: aina kun agenttisi menee Voiton kentälle, voit ottaa saamasi lisäksi kaksi soturia ja 1 korruption.</translation>
    </message>
    <message>
        <source>Improve Prison Security</source>
        <translation>Vankilan turvallisuuden parantaminen</translation>
    </message>
    <message>
        <source>Score 8 VP; as many as three of your corruption tokens leave the game for good.</source>
        <translation>Saat 8 VP; enintään kolme korruptiomerkkiäsi poistuu pelistä lopullisesti.</translation>
    </message>
    <message>
        <source>Patrol Dock Ward</source>
        <translation>Satamakorttelin partiointi</translation>
    </message>
    <message>
        <source>Score 9 VP; four Rogues join your tavern.</source>
        <translation>Saat 9 VP; neljä veijaria liittyy tavernaasi.</translation>
    </message>
    <message>
        <source>Train Castle Guards</source>
        <translation>Linnanvartijoiden kouluttaminen</translation>
    </message>
    <message>
        <source>Lasting: each time anyone takes the first-player marker, you gain a Fighter, and so does the taker if that is someone else.</source>
        <translation>Pysyvä: aina kun joku ottaa aloituspelaajan merkin, saat soturin, ja niin saa myös merkin ottaja, jos se on joku muu.</translation>
    </message>
    <message>
        <source>Uncover Drow Plot</source>
        <translation>Drow-juonen paljastaminen</translation>
    </message>
    <message>
        <source>Score 18 VP; send back as many as two of your corruption tokens to the track.</source>
        <translation>Saat 18 VP; palauta enintään kaksi korruptiomerkkiäsi korruptioradalle.</translation>
    </message>
    <message>
        <source>City Guard</source>
        <translation>Kaupunginvartio</translation>
    </message>
    <message>
        <source>Harpers</source>
        <translation>Harpistit</translation>
    </message>
    <message>
        <source>Knights of the Shield</source>
        <translation>Kilven ritarit</translation>
    </message>
    <message>
        <source>Red Sashes</source>
        <translation>Punavyöt</translation>
    </message>
    <message>
        <source>Silverstars</source>
        <translation>Hopeatähdet</translation>
    </message>
    <message>
        <source>Starts on The Palace of Waterdeep once that building is in play. Whoever visits the Palace takes it; at the start of the next round that player places it before the first player&apos;s turn, like one of their agents (owner benefits: it counts as an opponent&apos;s agent, even on its holder&apos;s own building). When that round ends it goes back to the Palace.</source>
        <translation>Aloittaa Waterdeepin palatsista, kun tämä rakennus on pelissä. Palatsissa vieraileva pelaaja ottaa sen; seuraavan kierroksen alussa hän asettaa sen ennen aloituspelaajan vuoroa kuten yhden agenteistaan (omistajan etu: se lasketaan vastustajan agentiksi, jopa haltijansa omassa rakennuksessa). Kun kierros päättyy, se palaa palatsiin.</translation>
    </message>
    <message>
        <source>Joins the pool of whoever completes Recruit Lieutenant and stays theirs for the rest of the game; it is placed exactly like their other agents.</source>
        <translation>Liittyy tehtävän ”Luutnantin värvääminen” suorittavan pelaajan varantoon ja pysyy hänellä pelin loppuun asti; se asetetaan täsmälleen kuten hänen muut agenttinsa.</translation>
    </message>
    <message>
        <source>Scoundrels of Skullport</source>
        <translation>Scoundrels of Skullport</translation>
    </message>
    <message>
        <source>Welcome to Helden Mittelerdes. Each player leads heroes across Middle-earth: open up the places of your side, conquer the other side&apos;s lands and fortresses, and fight the other player&apos;s heroes. Hold 11 fortresses to win at once; otherwise the most points after the last round win (lands 1, fortresses 3).</source>
        <translation>Tervetuloa Helden Mittelerdes -peliin. Kukin pelaaja johtaa sankareita halki Keski-maan: avaa oman puolesi paikat, valtaa toisen puolen maat ja linnoitukset ja taistele toisen pelaajan sankareita vastaan. Pidä hallussasi 11 linnoitusta, niin voitat heti; muuten viimeisen kierroksen jälkeen voittaa se, jolla on eniten pisteitä (maa 1, linnoitus 3).</translation>
    </message>
    <message>
        <source>A turn begins by drawing a hero card. Play “Draw a hero card” from the Actions panel.</source>
        <translation>Vuoro alkaa sankarikortin nostamisella. Pelaa ”Nosta sankarikortti” Toiminnot-paneelista.</translation>
    </message>
    <message>
        <source>Now the campaign. Drag one of your heroes (a token with a gold ring) onto a neighbouring place: it moves there, or attacks what stands there, or opens the land up. The places it may go light up; a drop the rules refuse snaps back with the reason.</source>
        <translation>Nyt sotaretki. Vedä yksi sankareistasi (kultaisella renkaalla merkitty nappula) viereiseen paikkaan: se siirtyy sinne, hyökkää siellä olevan kimppuun tai avaa maan. Paikat, joihin se voi mennä, syttyvät; sääntöjen hylkäämä siirto palautuu, ja syy kerrotaan.</translation>
    </message>
    <message>
        <source>A hero card in your hand can be brought into play at its start location, once per turn: play “Bring a hero into play” from the Actions panel.</source>
        <translation>Kädessäsi olevan sankarikortin voi tuoda peliin sen aloituspaikkaan kerran vuorossa: pelaa ”Tuo sankari peliin” Toiminnot-paneelista.</translation>
    </message>
    <message>
        <source>Raising a hero&apos;s banner opens up the free places of your side around him at once. Try it, or take another step of your campaign.</source>
        <translation>Kun sankari nostaa lippunsa, hän avaa heti ympäriltään oman puolesi miehittämättömät paikat. Kokeile sitä tai tee sotaretkelläsi seuraava siirto.</translation>
    </message>
    <message>
        <source>Before you attack a place, point at it while you carry the hero: the tooltip and the Rules panel give the chance to conquer it, worked out from the dice. Every roll is then explained in the Rules panel.</source>
        <translation>Ennen kuin hyökkäät paikkaan, osoita sitä sankaria kantaessasi: työkaluvihje ja sääntöpaneeli kertovat nopista lasketun todennäköisyyden vallata se. Sen jälkeen jokainen heitto selitetään sääntöpaneelissa.</translation>
    </message>
    <message>
        <source>Press H or click Hint for the computer&apos;s three best choices, with its reasons. When you are done, play “End the turn”.</source>
        <translation>Paina H tai napsauta Vihje-painiketta, niin näet tietokoneen kolme parasta vaihtoehtoa perusteluineen. Kun olet valmis, pelaa ”Päätä vuoro”.</translation>
    </message>
    <message>
        <source>Welcome to the co-operative Lord of the Rings game. You and the computer are hobbits on one team: travel from Bag End to Mordor and destroy the Ring before Sauron meets the hobbits on the corruption line at the top of the board. Everyone wins or loses together.</source>
        <translation>Tervetuloa yhteistyöpeliin Taru Sormusten Herrasta. Sinä ja tietokone olette hobitteja samassa joukkueessa: matkatkaa Repunpäästä Mordoriin ja tuhotkaa Sormus, ennen kuin Sauron kohtaa hobitit laudan yläreunan turmeluksen radalla. Kaikki voittavat tai häviävät yhdessä.</translation>
    </message>
    <message>
        <source>Before setting out you may prepare. Choose in the Actions panel.</source>
        <translation>Ennen matkaan lähtöä voit tehdä valmisteluja. Valitse Toiminnot-paneelissa.</translation>
    </message>
    <message>
        <source>The hobbits may help each other: give a card to the hobbit who needs it, or decline.</source>
        <translation>Hobitit voivat auttaa toisiaan: anna kortti sitä tarvitsevalle hobitille tai kieltäydy.</translation>
    </message>
    <message>
        <source>Each turn of a scenario starts by revealing event tiles: click the stack of tiles (or play “Reveal the next event tile”). A tile may bring an event that hurts the team; the Rules panel explains each one.</source>
        <translation>Seikkailulaudan jokainen vuoro alkaa tapahtumalaattojen paljastamisella: napsauta laattapinoa (tai pelaa ”Paljasta seuraava tapahtumalaatta”). Laatta voi tuoda tapahtuman, joka vahingoittaa joukkuetta; sääntöpaneeli selittää jokaisen.</translation>
    </message>
    <message>
        <source>Now play cards from your hand onto the scenario&apos;s lines: drag a card onto a line it fits (the lines it fits light up) to move the team along it. Foes on the foe line are fought by clicking the leftmost one.</source>
        <translation>Pelaa nyt kortteja kädestäsi seikkailulaudan kulkureiteille: vedä kortti sille sopivalle kulkureitille (sopivat reitit syttyvät), niin joukkue etenee sitä pitkin. Vihollislinjan vihollisia vastaan taistellaan napsauttamalla vasemmanpuoleisinta.</translation>
    </message>
    <message>
        <source>Not sure what helps the team most? Press H or click Hint for the computer&apos;s three best choices, with its reasons; “What would a teammate do?” in the Help menu gives one teammate&apos;s advice.</source>
        <translation>Etkö ole varma, mikä auttaa joukkuetta eniten? Paina H tai napsauta Vihje-painiketta, niin näet tietokoneen kolme parasta vaihtoehtoa perusteluineen; Ohje-valikon ”Mitä joukkuetoveri tekisi?” antaa yhden joukkuetoverin neuvon.</translation>
    </message>
    <message>
        <source>Keep going: reveal tiles, play cards, and end your turn when you are done. Finish your next turn to end this guide.</source>
        <translation>Jatka: paljasta laattoja, pelaa kortteja ja päätä vuorosi, kun olet valmis. Vie seuraava vuorosi loppuun, niin opastus päättyy.</translation>
    </message>
    <message>
        <source>Welcome to the Middle-earth skirmish table. Two warbands meet on a measured table: figures stand anywhere, distances are in centimetres, and every shot and fight is rolled. Win the scenario&apos;s objective or break the enemy.</source>
        <translation>Tervetuloa Keski-maan kahakkaan. Kaksi sotajoukkoa kohtaa mitatulla pöydällä: figuurit voivat seistä missä tahansa, etäisyydet mitataan senttimetreinä, ja jokainen laukaus ja taistelu ratkaistaan nopanheitolla. Saavuta skenaarion tavoite tai murra vihollinen.</translation>
    </message>
    <message>
        <source>First place your warband. Drag each of your figures into your deployment zone (drawn on the table); the players take turns placing one figure each.</source>
        <translation>Sijoita ensin sotajoukkosi. Vedä jokainen figuurisi sijoitusalueellesi (se on piirretty pöytään); pelaajat sijoittavat vuorotellen yhden figuurin kerrallaan.</translation>
    </message>
    <message>
        <source>Each turn starts with a roll for priority; the side that has it moves first. In the move phase, drag a figure: its path, the distance and what is left of its Move follow the pointer, and the ground it can reach is drawn. Drop it on an enemy to charge.</source>
        <translation>Jokainen vuoro alkaa aloiteoikeusheitolla; puoli, jolla aloiteoikeus on, liikkuu ensin. Vedä liikevaiheessa figuuria: sen reitti, etäisyys ja jäljellä oleva Liike seuraavat osoitinta, ja maasto, johon se ylettyy, piirretään näkyviin. Pudota se vihollisen päälle tehdäksesi rynnäkön.</translation>
    </message>
    <message>
        <source>Turn a figure with the mouse wheel over it. Drag with the right mouse button to measure any distance on the table.</source>
        <translation>Käännä figuuria hiiren rullalla, kun osoitin on sen päällä. Vedä hiiren oikealla painikkeella mitataksesi minkä tahansa etäisyyden pöydällä.</translation>
    </message>
    <message>
        <source>Move your other figures the same way, then play “End the move phase” from the Actions panel.</source>
        <translation>Siirrä muut figuurisi samalla tavalla ja pelaa sitten ”Päätä liikevaihe” Toiminnot-paneelista.</translation>
    </message>
    <message>
        <source>Shots and fights come next: before you shoot or fight, the odds to hit and to wound are shown, with every modifier; after the roll the Rules panel explains it in full. Press H or click Hint for the computer&apos;s three best choices.</source>
        <translation>Seuraavaksi tulevat laukaukset ja taistelut: ennen kuin ammut tai taistelet, näet todennäköisyydet osua ja haavoittaa kaikkine muuntimineen; heiton jälkeen sääntöpaneeli selittää sen kokonaan. Paina H tai napsauta Vihje-painiketta, niin näet tietokoneen kolme parasta vaihtoehtoa.</translation>
    </message>
    <message>
        <source>Play on until your side moves again in the next turn to finish this guide.</source>
        <translation>Jatka peliä, kunnes puolesi liikkuu taas seuraavalla vuorolla, niin opastus päättyy.</translation>
    </message>
    <message>
        <source>Welcome to War of the Ring. You lead the Free Peoples: carry the Ring to Mount Doom with the Fellowship while your armies hold out against the Shadow. Each turn both sides roll action dice and take turns using one die at a time.</source>
        <translation>Tervetuloa Sormuksen sotaan. Johdat Vapaita kansoja: vie Sormus Saattueen mukana Tuomiovuorelle, samalla kun armeijasi pitävät puoliaan Varjoa vastaan. Joka vuorolla molemmat puolet heittävät toimintanoppansa ja käyttävät niitä vuorotellen noppa kerrallaan.</translation>
    </message>
    <message>
        <source>The Players panel shows each side: its victory points, the cards in its hand and its dice. The Shadow is played by the computer on Easy.</source>
        <translation>Pelaajat-paneeli näyttää kummankin puolen voittopisteet, kädessä olevat kortit ja nopat. Varjoa pelaa tietokone Helppo-tasolla.</translation>
    </message>
    <message>
        <source>A turn starts with the Fellowship phase: you may reveal the Fellowship or change its guide. Not now: play “End the Fellowship phase” from the Actions panel.</source>
        <translation>Vuoro alkaa Saattueen vaiheella: voit ilmoittaa Saattueen olinpaikan tai vaihtaa sen oppaan. Ei nyt: pelaa ”Lopeta Saattueen vaihe” Toiminnot-paneelista.</translation>
    </message>
    <message>
        <source>Your action dice are rolled, and the Shadow has put some of its dice in the Hunt box. Click the Fellowship (the Ring-bearers&apos; figure, framed) and move it with a Character die: it goes one step unseen, and the Shadow hunts it. Point at the choice first: the Rules panel gives the odds of the hunt.</source>
        <translation>Toimintanoppasi on heitetty, ja Varjo on pannut osan nopistaan ajojahtiruutuun. Napsauta Saattuetta (Sormuksen viejien nappula, kehystetty) ja siirrä sitä Hahmonopalla: se etenee piilossa yhden askeleen, ja Varjo jahtaa sitä. Osoita ensin valintaa: sääntöpaneeli kertoo ajojahdin todennäköisyydet.</translation>
    </message>
    <message>
        <source>Every roll is explained in full in the Rules panel, with the rule that applies. A roll stays in the game log, marked with a die: click it to read it again.</source>
        <translation>Jokainen heitto selitetään sääntöpaneelissa kokonaan sovellettavan säännön kanssa. Heitto jää pelin lokiin nopalla merkittynä: napsauta sitä lukeaksesi sen uudelleen.</translation>
    </message>
    <message>
        <source>Now your armies. Drag an army (a figure with a gold ring) onto a neighbouring region: the regions it may go to light up, and a move the rules refuse snaps back with the reason. Dropping on an enemy army attacks it, and the tooltip gives the battle&apos;s odds before you let go.</source>
        <translation>Nyt armeijasi. Vedä armeija (kultaisella renkaalla merkitty nappula) viereiselle alueelle: alueet, joille se voi mennä, syttyvät; sääntöjen hylkäämä siirto palautuu, ja syy kerrotaan. Jos pudotat armeijan vihollisarmeijan päälle, se hyökkää, ja työkaluvihje näyttää taistelun todennäköisyydet, ennen kuin päästät irti.</translation>
    </message>
    <message>
        <source>Not sure what is best? Press H or click Hint: the computer&apos;s three best choices for you, each with its reason, lit on the board. Nothing is played until you choose.</source>
        <translation>Etkö ole varma, mikä on parasta? Paina H tai napsauta Vihje-painiketta: tietokoneen kolme parasta vaihtoehtoa sinulle korostuvat laudalla, kukin perusteluineen. Mitään ei pelata ennen kuin valitset.</translation>
    </message>
    <message>
        <source>Use your remaining dice the same way, or pass, until the turn ends. Then the next turn begins with its Fellowship phase: end it again to finish this guide.</source>
        <translation>Käytä loput noppasi samalla tavalla tai passaa, kunnes vuoro päättyy. Sitten seuraava vuoro alkaa Saattueen vaiheella: lopeta se taas, niin opastus päättyy.</translation>
    </message>
    <message>
        <source>Welcome to Lords of Waterdeep. You are a secret Lord of the city: send your agents to the city&apos;s buildings to hire adventurers and earn gold, then spend them to complete quests for victory points. The game lasts eight rounds.</source>
        <translation>Tervetuloa Lords of Waterdeep -peliin. Olet kaupungin salainen lordi: lähetä agenttisi kaupungin rakennuksiin palkkaamaan seikkailijoita ja ansaitsemaan kultaa, ja käytä ne sitten tehtävien suorittamiseen voittopisteitä vastaan. Peli kestää kahdeksan kierrosta.</translation>
    </message>
    <message>
        <source>Your mat, under the city, holds your agents, your quests, your intrigue cards and your tavern of adventurers. Your Lord card there is yours alone to see: it scores extra points at the end for quests of its kinds.</source>
        <translation>Pelaajalautasi kaupungin alla sisältää agenttisi, tehtäväsi, juonittelukorttisi ja seikkailijoiden tavernasi. Siellä oleva lordikorttisi näkyy vain sinulle: se antaa lopussa lisäpisteitä omien tyyppiensä tehtävistä.</translation>
    </message>
    <message>
        <source>Drag one of your agents from your mat onto a free space of the city: each space says what it gives. The spaces it may go light up. Try a space that gives adventurers, or Builder&apos;s Hall to buy a building.</source>
        <translation>Vedä yksi agenteistasi pelaajalaudaltasi kaupungin vapaaseen ruutuun: jokaisessa ruudussa lukee, mitä se antaa. Ruudut, joihin agentti voi mennä, syttyvät. Kokeile ruutua, joka antaa seikkailijoita, tai Rakentajien salia, josta voit ostaa rakennuksen.</translation>
    </message>
    <message>
        <source>Some spaces ask a question next (which building, which adventurers): answer it in the Actions panel, or by clicking on the board where it shows.</source>
        <translation>Jotkin ruudut kysyvät sen jälkeen jotain (mikä rakennus, mitkä seikkailijat): vastaa Toiminnot-paneelissa tai napsauttamalla laudalla siellä, missä kysymys näkyy.</translation>
    </message>
    <message>
        <source>The players take turns placing one agent each. Place your next agent; when you have the adventurers a quest asks for, complete it by clicking it on your mat.</source>
        <translation>Pelaajat asettavat vuorotellen yhden agentin kerrallaan. Aseta seuraava agenttisi; kun sinulla on tehtävän vaatimat seikkailijat, suorita tehtävä napsauttamalla sitä pelaajalaudallasi.</translation>
    </message>
    <message>
        <source>Quests come from Cliffwatch Inn: place an agent there, then click a quest to take it. Press H or click Hint when you want the computer&apos;s three best choices, with its reasons.</source>
        <translation>Tehtävät saadaan Cliffwatchin majatalosta: aseta sinne agentti ja ota tehtävä napsauttamalla sitä. Paina H tai napsauta Vihje-painiketta, kun haluat nähdä tietokoneen kolme parasta vaihtoehtoa perusteluineen.</translation>
    </message>
    <message>
        <source>Place your remaining agents. When every agent is out, the round ends and the agents come home. Finish this round to end the guide.</source>
        <translation>Aseta loput agenttisi. Kun kaikki agentit on asetettu, kierros päättyy ja agentit palaavat kotiin. Pelaa tämä kierros loppuun, niin opastus päättyy.</translation>
    </message>
    <message>
        <source>Undermountain</source>
        <extracomment>(Scoundrels of Skullport) the names the modules&apos; boards add to the map</extracomment>
        <translation>Undermountain</translation>
    </message>
    <message>
        <source>Harder quests that ask for more Gold and adventurers and pay far more, and buildings that leave resources on action spaces for whoever comes next.</source>
        <translation>Vaikeampia tehtäviä, jotka vaativat enemmän kultaa ja seikkailijoita mutta palkitsevat paljon runsaammin, sekä rakennuksia, jotka jättävät resursseja toimintaruutuihin seuraavaksi tulevalle.</translation>
    </message>
    <message>
        <source>Skullport</source>
        <translation>Skullport</translation>
    </message>
    <message>
        <source>Corruption: generous buildings, quests and intrigue cards hand out corruption tokens, and each one left in a tavern costs VP at the end - the more is out, the more each costs.</source>
        <translation>Korruptio: anteliaat rakennukset, tehtävät ja juonittelukortit jakavat korruptiomerkkejä, ja jokainen tavernaan lopussa jäävä merkki maksaa VP:tä – mitä enemmän niitä on liikkeellä, sitä enemmän kukin maksaa.</translation>
    </message>
    <message>
        <source>Gray Hands</source>
        <translation>Harmaat kädet</translation>
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
        <translation>Valkoinen Saruman</translation>
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
        <translation>Puuparta</translation>
    </message>
    <message>
        <source>The Necromancer</source>
        <translation>Noitaherra</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <translation>Sauronin suu</translation>
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
        <translation>Suurörkki</translation>
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
        <translation>Gríma Kärmekieli</translation>
    </message>
    <message>
        <source>Shelob</source>
        <translation>Lukitar</translation>
    </message>
    <message>
        <source>Great Goblin</source>
        <translation>Suurhiisi</translation>
    </message>
    <message>
        <source>The Black Serpent</source>
        <translation>Musta käärme</translation>
    </message>
    <message>
        <source>Corsair Captain</source>
        <translation>Korsaaripäällikkö</translation>
    </message>
    <message>
        <source>Easterling Warlord</source>
        <translation>Itäläisten sotaherra</translation>
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
        <translation>Valkoisen kaupungin puolustus</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <translation>Rohanin ratsastajat</translation>
    </message>
    <message>
        <source>Cleanse Dol Guldur</source>
        <translation>Dol Guldurin puhdistus</translation>
    </message>
    <message>
        <source>The Black Gate Opens</source>
        <translation>Musta portti aukeaa</translation>
    </message>
    <message>
        <source>March of the Ents</source>
        <translation>Enttien marssi</translation>
    </message>
    <message>
        <source>Realms of the Elves</source>
        <translation>Haltioiden valtakunnat</translation>
    </message>
    <message>
        <source>The Dark Tower Falls</source>
        <translation>Mustan tornin sortuminen</translation>
    </message>
    <message>
        <source>Siege of Gondor</source>
        <translation>Gondorin piiritys</translation>
    </message>
    <message>
        <source>Shadow over Lórien</source>
        <translation>Varjo Lórienin yllä</translation>
    </message>
    <message>
        <source>Fall of the Hornburg</source>
        <translation>Ämyrilinnan sortuminen</translation>
    </message>
    <message>
        <source>Orcs of the Mountains</source>
        <translation>Vuorten örkit</translation>
    </message>
    <message>
        <source>War in the North</source>
        <translation>Sota pohjoisessa</translation>
    </message>
    <message>
        <source>Fangorn Burns</source>
        <translation>Fangorn palaa</translation>
    </message>
    <message>
        <source>Master of the Anduin</source>
        <translation>Anduinin herra</translation>
    </message>
    <message>
        <source>The Gap of Rohan</source>
        <translation>Rohanin aukko</translation>
    </message>
    <message>
        <source>{seat}: {n} decisions, median {median} ms, 95th percentile {p95} ms, max {most} ms</source>
        <translation>{seat}: {n} päätöstä, mediaani {median} ms, 95. persentiili {p95} ms, enintään {most} ms</translation>
    </message>
    <message>
        <source>game {n} (seed {seed}) raised {error}: {message}</source>
        <translation>peli {n} (siemen {seed}) aiheutti virheen {error}: {message}</translation>
    </message>
    <message>
        <source>[{n}/{games}] {seconds}s, errors {errors}</source>
        <translation>[{n}/{games}] {seconds} s, virheitä {errors}</translation>
    </message>
    <message>
        <source>game: {game}; seats: {seats} (rotated each game); seed {seed}</source>
        <translation>peli: {game}; paikat: {seats} (vaihtuvat joka pelissä); siemen {seed}</translation>
    </message>
    <message>
        <source>game: {game}; seats: {seats}; seed {seed}</source>
        <translation>peli: {game}; paikat: {seats}; siemen {seed}</translation>
    </message>
    <message>
        <source>average length: {length} actions; unfinished (stopped at {most} actions): {unfinished}; errors: {errors}</source>
        <translation>keskipituus: {length} toimintoa; keskeneräisiä (pysäytetty {most} toiminnon kohdalla): {unfinished}; virheitä: {errors}</translation>
    </message>
    <message>
        <source>thinking time per seat kind:</source>
        <translation>miettimisaika paikan tyypin mukaan:</translation>
    </message>
    <message>
        <source>wins by seat: {wins}</source>
        <translation>voitot paikoittain: {wins}</translation>
    </message>
    <message>
        <source>{games} games: {tally} unfinished {unfinished} errors {errors}</source>
        <translation>{games} peliä: {tally} keskeneräisiä {unfinished} virheitä {errors}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>game over: {reason}</source>
        <translation>peli päättyi: {reason}</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>vuorossa: {player}</translation>
    </message>
    <message>
        <source>no one to move</source>
        <translation>kukaan ei ole vuorossa</translation>
    </message>
    <message>
        <source>{file}: valid {game} save, {players} players, {done} of {steps} actions replayed, {where}.</source>
        <translation>{file}: kelvollinen tallennus ({game}), {players} pelaajaa, {done}/{steps} toimintoa toistettu, {where}.</translation>
    </message>
    <message>
        <source>Demo: {game}, {first} (computer, normal) against {second} (computer, easy), seed {seed}.</source>
        <translation>Esittely: {game}, {first} (tietokone, normaali) vastaan {second} (tietokone, helppo), siemen {seed}.</translation>
    </message>
    <message>
        <source>[{n} actions played] {summary}</source>
        <translation>[{n} toimintoa pelattu] {summary}</translation>
    </message>
    <message>
        <source>Demo stopped after {n} actions. {summary}</source>
        <translation>Esittely pysäytettiin {n} toiminnon jälkeen. {summary}</translation>
    </message>
    <message>
        <source>Final board saved to {file}</source>
        <translation>Lopullinen lauta tallennettu: {file}</translation>
    </message>
    <message>
        <source>The final board could not be drawn: {problem}</source>
        <translation>Lopullista lautaa ei voitu piirtää: {problem}</translation>
    </message>
    <message>
        <source>Unknown measure &apos;{name}&apos;. Choose one of: {names}.</source>
        <translation>Tuntematon mittaus &apos;{name}&apos;. Valitse jokin näistä: {names}.</translation>
    </message>
    <message>
        <source>the language of the messages (English, Türkçe, Deutsch, Suomi); else the environment&apos;s</source>
        <translation>viestien kieli (English, Türkçe, Deutsch, Suomi); muuten ympäristön kieli</translation>
    </message>
    <message>
        <source>a game option, e.g. modules=skullport or long_game=true (repeatable)</source>
        <translation>pelin asetus, esim. modules=skullport tai long_game=true (voi toistaa)</translation>
    </message>
    <message>
        <source>simulate plays computer seats only: use ai:&lt;level&gt; for every seat</source>
        <translation>simulate pelaa vain tietokonepaikoilla: käytä jokaiselle paikalle ai:&lt;level&gt;</translation>
    </message>
    <message>
        <source>--{option}: {problem}</source>
        <translation>--{option}: {problem}</translation>
    </message>
    <message>
        <source>--out-dir: there is no folder {folder}</source>
        <translation>--out-dir: kansiota {folder} ei ole</translation>
    </message>
    <message>
        <source>--out-dir: the folder cannot be written ({problem})</source>
        <translation>--out-dir: kansioon ei voi kirjoittaa ({problem})</translation>
    </message>
    <message>
        <source>--option: &apos;{text}&apos; is not NAME=VALUE</source>
        <translation>--option: &apos;{text}&apos; ei ole muotoa NIMI=ARVO</translation>
    </message>
    <message>
        <source>{game} is played by {least} to {most} players, not {players}</source>
        <translation>peliä {game} pelaa {least}–{most} pelaajaa, ei {players}</translation>
    </message>
    <message>
        <source>{game} cannot be set up for {players} players: {problem}</source>
        <translation>peliä {game} ei voi valmistella {players} pelaajalle: {problem}</translation>
    </message>
    <message>
        <source>realms-table-cli: stopped.</source>
        <translation>realms-table-cli: pysäytetty.</translation>
    </message>
    <message>
        <source>realms-table-cli: {problem}</source>
        <translation>realms-table-cli: {problem}</translation>
    </message>
    <message>
        <source>realms-table-cli: unexpected error ({error}): {problem}</source>
        <translation>realms-table-cli: odottamaton virhe ({error}): {problem}</translation>
    </message>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own sentences (Python 3.11), for the catalogs: argparse says them through `_` / `ngettext`</extracomment>
        <translation>käyttö: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>sijaintiargumentit</translation>
    </message>
    <message>
        <source>options</source>
        <translation>valitsimet</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>näytä tämä ohje ja lopeta</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>seuraavat argumentit vaaditaan: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>tuntemattomat argumentit: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>virheellinen valinta: %(value)r (valitse näistä: %(choices)s)</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>odotettiin yhtä argumenttia</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumentti %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>virheellinen arvo (%(type)s): %(value)r</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>moniselitteinen valitsin: %(option)s voi tarkoittaa näitä: %(matches)s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>ei sallittu argumentin %s kanssa</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>yksi argumenteista %s vaaditaan</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>odotettiin vähintään yhtä argumenttia</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>ohitettiin nimenomainen argumentti %r</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>näytä ohjelman versionumero ja lopeta</translation>
    </message>
    <message>
        <source>the command line is wrong</source>
        <translation>komentorivi on virheellinen</translation>
    </message>
    <message>
        <source>{program}: {problem} See {command} --help.</source>
        <translation>{program}: {problem} Katso {command} --help.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a whole number</source>
        <translation>&apos;{text}&apos; ei ole kokonaisluku</translation>
    </message>
    <message>
        <source>{value} is too small: it must be {minimum} or more</source>
        <translation>{value} on liian pieni: sen on oltava vähintään {minimum}</translation>
    </message>
    <message>
        <source>there is no folder {folder}</source>
        <translation>kansiota {folder} ei ole</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} on kansio</translation>
    </message>
    <message>
        <source>{path} is not a regular file</source>
        <translation>{path} ei ole tavallinen tiedosto</translation>
    </message>
    <message>
        <source>{path} cannot be written ({why})</source>
        <translation>tiedostoon {path} ei voi kirjoittaa ({why})</translation>
    </message>
    <message>
        <source>Unknown computer level &apos;{level}&apos;. Choose one of: {levels}.</source>
        <translation>Tuntematon tietokoneen taso &apos;{level}&apos;. Valitse jokin näistä: {levels}.</translation>
    </message>
    <message>
        <source>A seat is &apos;human&apos; or &apos;ai:&lt;level&gt;&apos;, not &apos;{text}&apos;.</source>
        <translation>Paikka on &apos;human&apos; tai &apos;ai:&lt;level&gt;&apos;, ei &apos;{text}&apos;.</translation>
    </message>
    <message>
        <source>There is no game called &apos;{name}&apos;. Known games: {known}.</source>
        <translation>Peliä nimeltä &apos;{name}&apos; ei ole. Tunnetut pelit: {known}.</translation>
    </message>
    <message>
        <source>the field &apos;{field}&apos; is wrong ({problem})</source>
        <translation>kenttä &apos;{field}&apos; on virheellinen ({problem})</translation>
    </message>
    <message>
        <source>The file is empty: it is not a Realms Table save.</source>
        <translation>Tiedosto on tyhjä: se ei ole Realms Table -tallennus.</translation>
    </message>
    <message>
        <source>The save file is damaged: it is truncated, ending in the middle of the data. It was probably not written completely.</source>
        <translation>Tallennustiedosto on vioittunut: se on katkennut ja päättyy kesken tietojen. Sitä ei luultavasti kirjoitettu loppuun.</translation>
    </message>
    <message>
        <source>The save file is damaged: it is not valid JSON (line {line}, column {column}: {problem}).</source>
        <translation>Tallennustiedosto on vioittunut: se ei ole kelvollista JSONia (rivi {line}, sarake {column}: {problem}).</translation>
    </message>
    <message>
        <source>This file is not a Realms Table save (it is not JSON).</source>
        <translation>Tämä tiedosto ei ole Realms Table -tallennus (se ei ole JSONia).</translation>
    </message>
    <message>
        <source>The save file is damaged: its data is nested far too deeply.</source>
        <translation>Tallennustiedosto on vioittunut: sen tiedot ovat sisäkkäin aivan liian monella tasolla.</translation>
    </message>
    <message>
        <source>The save file is damaged: it holds a number far too long to be real.</source>
        <translation>Tallennustiedosto on vioittunut: siinä on luku, joka on aivan liian pitkä ollakseen todellinen.</translation>
    </message>
    <message>
        <source>This file is not a Realms Table save (it has no Realms Table format mark).</source>
        <translation>Tämä tiedosto ei ole Realms Table -tallennus (siinä ei ole Realms Table -muotomerkintää).</translation>
    </message>
    <message>
        <source>The save file is damaged: its format version must be a whole number, not {value}.</source>
        <translation>Tallennustiedosto on vioittunut: sen muotoversion on oltava kokonaisluku, ei {value}.</translation>
    </message>
    <message>
        <source>This save was written by a newer Realms Table (save format {version}; this version reads up to {newest}). Update the application to open it.</source>
        <translation>Tämän tallennuksen on kirjoittanut uudempi Realms Table (tallennusmuoto {version}; tämä versio lukee muotoja {newest} asti). Päivitä sovellus avataksesi sen.</translation>
    </message>
    <message>
        <source>The save file is damaged: there is no save format {version} (this version reads formats {oldest} to {newest}).</source>
        <translation>Tallennustiedosto on vioittunut: tallennusmuotoa {version} ei ole (tämä versio lukee muotoja {oldest}–{newest}).</translation>
    </message>
    <message>
        <source>The save file is damaged: {problem}.</source>
        <translation>Tallennustiedosto on vioittunut: {problem}.</translation>
    </message>
    <message>
        <source>Action {number} in the save has a detail no such move has ({details}). The file was probably edited by hand.</source>
        <translation>Tallennuksen toiminnossa {number} on tieto, jota sellaisella siirrolla ei ole ({details}). Tiedostoa on luultavasti muokattu käsin.</translation>
    </message>
    <message>
        <source>This save is for a game this version does not know (&apos;{game}&apos;).</source>
        <translation>Tämä tallennus on pelistä, jota tämä versio ei tunne (&apos;{game}&apos;).</translation>
    </message>
    <message>
        <source>The save&apos;s game options are wrong: &apos;{option}&apos; — {problem}.</source>
        <translation>Tallennuksen peliasetukset ovat virheelliset: &apos;{option}&apos; — {problem}.</translation>
    </message>
    <message>
        <source>The save&apos;s seats are wrong: {problem}</source>
        <translation>Tallennuksen paikat ovat virheelliset: {problem}</translation>
    </message>
    <message>
        <source>The save file is damaged: it records chance for {chance} actions but holds {actions}.</source>
        <translation>Tallennustiedosto on vioittunut: siihen on tallennettu sattuma {chance} toiminnolle, mutta toimintoja on {actions}.</translation>
    </message>
    <message>
        <source>The save&apos;s set-up does not fit its recorded chance: {problem} The file was probably edited by hand.</source>
        <translation>Tallennuksen alkuasetelma ei sovi sen tallennettuun sattumaan: {problem} Tiedostoa on luultavasti muokattu käsin.</translation>
    </message>
    <message>
        <source>The save&apos;s set-up cannot be played: {problem}</source>
        <translation>Tallennuksen alkuasetelmaa ei voi pelata: {problem}</translation>
    </message>
    <message>
        <source>The save names {seats} seats, but its game has {players} players.</source>
        <translation>Tallennus nimeää {seats} paikkaa, mutta sen pelissä on {players} pelaajaa.</translation>
    </message>
    <message>
        <source>The save file is damaged: it counts hints for {counts} seats, but its game has {players} (or a count below zero).</source>
        <translation>Tallennustiedosto on vioittunut: siinä lasketaan vihjeitä {counts} paikalle, mutta sen pelissä on {players} (tai jokin luku on alle nollan).</translation>
    </message>
    <message>
        <source>The save&apos;s set-up can no longer be played: {problem} The save was made by a version of Realms Table whose data for this game (its pieces, cards, boards or tables) differ from this version&apos;s, so it cannot be continued here.</source>
        <translation>Tallennuksen alkuasetelmaa ei voi enää pelata: {problem} Tallennus on tehty Realms Tablen versiolla, jonka tiedot tästä pelistä (nappulat, kortit, pelilaudat tai taulukot) poikkeavat tämän version tiedoista, joten sitä ei voi jatkaa tässä.</translation>
    </message>
    <message>
        <source>Action {number} in the save can no longer be replayed: {reason} The save was made by a version of Realms Table whose data for this game (its pieces, cards, boards or tables) differ from this version&apos;s, so it cannot be continued here.</source>
        <translation>Tallennuksen siirtoa {number} ei voi enää toistaa: {reason} Tallennus on tehty Realms Tablen versiolla, jonka tiedot tästä pelistä (nappulat, kortit, pelilaudat tai taulukot) poikkeavat tämän version tiedoista, joten sitä ei voi jatkaa tässä.</translation>
    </message>
    <message>
        <source>Action {number} in the save cannot be replayed: {reason} Either the file was edited by hand, or it was made by an earlier version of Realms Table whose data for this game differ from this version&apos;s.</source>
        <translation>Tallennuksen siirtoa {number} ei voi toistaa: {reason} Joko tiedostoa on muokattu käsin, tai se on tehty Realms Tablen aiemmalla versiolla, jonka tiedot tästä pelistä poikkeavat tämän version tiedoista.</translation>
    </message>
    <message>
        <source>Action {number} in the save ({action}) is not legal at that point: {reason} The file was probably edited by hand.</source>
        <translation>Tallennuksen toiminto {number} ({action}) ei ole sallittu siinä kohdassa: {reason} Tiedostoa on luultavasti muokattu käsin.</translation>
    </message>
    <message>
        <source>Action {number} in the save is not legal at that point: {reason} The file was probably edited by hand.</source>
        <translation>Tallennuksen toiminto {number} ei ole sallittu siinä kohdassa: {reason} Tiedostoa on luultavasti muokattu käsin.</translation>
    </message>
    <message>
        <source>Action {number} in the save does not fit its recorded chance: {problem} The file was probably edited by hand.</source>
        <translation>Tallennuksen toiminto {number} ei sovi tallennettuun sattumaan: {problem} Tiedostoa on luultavasti muokattu käsin.</translation>
    </message>
    <message>
        <source>Action {number} in the save cannot be replayed ({error}: {problem}). The file was probably edited by hand.</source>
        <translation>Tallennuksen toimintoa {number} ei voi toistaa ({error}: {problem}). Tiedostoa on luultavasti muokattu käsin.</translation>
    </message>
    <message>
        <source>The save&apos;s position ({position}) is outside its {actions} actions.</source>
        <translation>Tallennuksen kohta ({position}) on sen {actions} toiminnon ulkopuolella.</translation>
    </message>
    <message>
        <source>There is no file at {path}.</source>
        <translation>Sijainnissa {path} ei ole tiedostoa.</translation>
    </message>
    <message>
        <source>The file {path} cannot be read: {problem}.</source>
        <translation>Tiedostoa {path} ei voi lukea: {problem}.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a saved game.</source>
        <translation>{path} on kansio, ei tallennettu peli.</translation>
    </message>
    <message>
        <source>{path} is a pipe, not a saved game.</source>
        <translation>{path} on putki, ei tallennettu peli.</translation>
    </message>
    <message>
        <source>{path} is a device or other special file, not a saved game.</source>
        <translation>{path} on laite tai muu erikoistiedosto, ei tallennettu peli.</translation>
    </message>
    <message>
        <source>The file is too large to be a save ({size} MB; saves are far smaller).</source>
        <translation>Tiedosto on liian suuri ollakseen tallennus ({size} Mt; tallennukset ovat paljon pienempiä).</translation>
    </message>
    <message>
        <source>{path} is not a regular file, so it is not a saved game.</source>
        <translation>{path} ei ole tavallinen tiedosto, joten se ei ole tallennettu peli.</translation>
    </message>
    <message>
        <source>The file is too large to be a save (saves are far smaller).</source>
        <translation>Tiedosto on liian suuri ollakseen tallennus (tallennukset ovat paljon pienempiä).</translation>
    </message>
    <message>
        <source>This file is not a Realms Table save (it is not text).</source>
        <translation>Tämä tiedosto ei ole Realms Table -tallennus (se ei ole tekstiä).</translation>
    </message>
    <message>
        <source>{card}: nowhere free to recruit {nation} figures.</source>
        <translation>{card}: ei vapaata aluetta, jolle värvätä {nation} nappuloita.</translation>
    </message>
    <message>
        <source>Recruit in {region}</source>
        <translation>Värvää alueelle {region}</translation>
    </message>
    <message>
        <source>{figures} in {region}</source>
        <translation>{figures}, alue {region}</translation>
    </message>
    <message>
        <source>2 players; 3 or 4 play the seed&apos;s team variants</source>
        <translation>2 pelaajaa; 3 tai 4 pelaavat lähdetekstin joukkuemuunnelmia</translation>
    </message>
    <message>
        <source>the side of each seat; default: Free Peoples, Shadow, Free Peoples, Shadow</source>
        <translation>kunkin paikan puoli; oletus: Vapaat kansat, Varjo, Vapaat kansat, Varjo</translation>
    </message>
    <message>
        <source>what each seat plays in a team game (a side with one seat plays it whole)</source>
        <translation>mitä kukin paikka pelaa joukkuepelissä (jos puolella on vain yksi paikka, se pelaa koko puolta)</translation>
    </message>
    <message>
        <source>First guide</source>
        <translation>Ensimmäinen opas</translation>
    </message>
    <message>
        <source>the Fellowship&apos;s guide at the start (both are level 3)</source>
        <translation>Saattueen opas alussa (molemmat ovat tasoa 3)</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violetti</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Harmaa</translation>
    </message>
    <message>
        <source>2 to 6 players (a sixth needs a module)</source>
        <extracomment>the expansion&apos;s modules as the New Game dialog offers them, and the modules each choice plays with</extracomment>
        <translation>2–6 pelaajaa (kuudes tarvitsee moduulin)</translation>
    </message>
    <message>
        <source>Expansion modules</source>
        <translation>Laajennuksen moduulit</translation>
    </message>
    <message>
        <source>Scoundrels of Skullport: Undermountain, Skullport, or both</source>
        <translation>Scoundrels of Skullport: Undermountain, Skullport tai molemmat</translation>
    </message>
    <message>
        <source>The long game</source>
        <translation>Pitkä peli</translation>
    </message>
    <message>
        <source>one more agent each; needs a module, always so with six players or both modules</source>
        <translation>yksi agentti lisää kullekin; vaatii moduulin, aina käytössä kuudella pelaajalla tai molemmilla moduuleilla</translation>
    </message>
    <message>
        <source>A sixth player needs at least one module (Undermountain or Skullport): the sixth seat comes with the expansion.</source>
        <translation>Kuudes pelaaja tarvitsee vähintään yhden moduulin (Undermountain tai Skullport): kuudes paikka tulee laajennuksen mukana.</translation>
    </message>
    <message>
        <source>The long game needs at least one module (Undermountain or Skullport).</source>
        <translation>Pitkä peli vaatii vähintään yhden moduulin (Undermountain tai Skullport).</translation>
    </message>
    <message>
        <source>Nobody is to move now.</source>
        <extracomment>the menu that asks which of several actions (tests put a stand-in here)</extracomment>
        <translation>Kenenkään ei ole nyt vuoro.</translation>
    </message>
    <message>
        <source>This board has no line there.</source>
        <translation>Tällä laudalla ei ole siinä kulkureittiä.</translation>
    </message>
    <message>
        <source>That does not pay toward what is asked.</source>
        <translation>Se ei kelpaa maksuksi siihen, mitä vaaditaan.</translation>
    </message>
    <message>
        <source>Only Fire Brand defeats a foe by being dropped on it; to fight the leftmost foe, click it.</source>
        <translation>Vain Tulisoihtu kukistaa vihollisen, kun se pudotetaan vihollisen päälle; taistele vasemmanpuoleisinta vihollista vastaan napsauttamalla sitä.</translation>
    </message>
    <message>
        <source>To fight the leftmost foe, click it.</source>
        <translation>Taistele vasemmanpuoleisinta vihollista vastaan napsauttamalla sitä.</translation>
    </message>
    <message>
        <source>Life tokens and shields are given when an event or a foe asks for them: drop them on what is being paid.</source>
        <translation>Elämä-pelimerkit ja kilvet annetaan, kun tapahtuma tai vihollinen vaatii niitä: pudota ne sen päälle, mitä ollaan maksamassa.</translation>
    </message>
    <message>
        <source>Drop a card on a line of the scenario board, or on the event or foe being paid.</source>
        <translation>Pudota kortti seikkailulaudan kulkureitille tai maksettavana olevan tapahtuman tai vihollisen päälle.</translation>
    </message>
    <message>
        <source>That cannot be played there now.</source>
        <translation>Sitä ei voi nyt pelata siihen.</translation>
    </message>
    <message>
        <source>Only the leftmost foe can be fought: {foe}.</source>
        <translation>Vain vasemmanpuoleisinta vihollista vastaan voi taistella: {foe}.</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Taistelu</translation>
    </message>
    <message>
        <source>Friendship</source>
        <translation>Ystävyys</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Piiloutuminen</translation>
    </message>
    <message>
        <source>Travelling</source>
        <translation>Matka</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>jokeri</translation>
    </message>
    <message>
        <source>white</source>
        <translation>valkoinen</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>harmaa</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>keltainen</translation>
    </message>
    <message>
        <source>ring token</source>
        <translation>Sormus-pelimerkki</translation>
    </message>
    <message>
        <source>heart token</source>
        <translation>Sydän-pelimerkki</translation>
    </message>
    <message>
        <source>sun token</source>
        <translation>Aurinko-pelimerkki</translation>
    </message>
    <message>
        <source>life token</source>
        <translation>Elämä-pelimerkki</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>piilotettu kortti</translation>
    </message>
    <message>
        <source>{colour} joker</source>
        <translation>{colour} jokeri</translation>
    </message>
    <message>
        <source>{colour} {symbol} card</source>
        <translation>{colour} {symbol}-kortti</translation>
    </message>
    <message>
        <source>an unknown card</source>
        <translation>tuntematon kortti</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>tyhjä sivu</translation>
    </message>
    <message>
        <source>the Eye of Sauron</source>
        <translation>Sauronin silmä</translation>
    </message>
    <message>
        <source>one dark mark</source>
        <translation>yksi pimeyden merkki</translation>
    </message>
    <message>
        <source>two dark marks</source>
        <translation>kaksi pimeyden merkkiä</translation>
    </message>
    <message>
        <source>three dark marks</source>
        <translation>kolme pimeyden merkkiä</translation>
    </message>
    <message>
        <source>the two-cards sign</source>
        <translation>kahden kortin merkki</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Sam</translation>
    </message>
    <message>
        <source>Merry</source>
        <translation>Merri</translation>
    </message>
    <message>
        <source>Pippin</source>
        <translation>Pippin</translation>
    </message>
    <message>
        <source>Fatty</source>
        <translation>Pulla</translation>
    </message>
    <message numerus="yes">
        <source>Gandalf&apos;s Defiance holds Sauron back: he does not move %n step(s).</source>
        <translation>
            <numerusform>Gandalfin Uhma pidättää Sauronia: siirto (%n askel) jää tekemättä.</numerusform>
            <numerusform>Gandalfin Uhma pidättää Sauronia: siirto (%n askelta) jää tekemättä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sauron moves %n step(s) toward the hobbits, to space {space}.</source>
        <translation>
            <numerusform>Sauron liikkuu %n askeleen kohti hobitteja, ruutuun {space}.</numerusform>
            <numerusform>Sauron liikkuu %n askelta kohti hobitteja, ruutuun {space}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} moves %n step(s) into darkness, to space {space}.</source>
        <translation>
            <numerusform>{hobbit} siirtyy %n askeleen kohti pimeyttä, ruutuun {space}.</numerusform>
            <numerusform>{hobbit} siirtyy %n askelta kohti pimeyttä, ruutuun {space}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} moves toward the light, to space {space}.</source>
        <translation>{hobbit} siirtyy kohti valoa, ruutuun {space}.</translation>
    </message>
    <message>
        <source>Sauron reaches {hobbit}: {hobbit} is out of the game.</source>
        <translation>Sauron saavuttaa hobitin: {hobbit} putoaa pelistä.</translation>
    </message>
    <message>
        <source>The Ring-bearer has fallen: Sauron takes the Ring. The quest is lost.</source>
        <translation>Sormuksen viejä on pudonnut: Sauron kaappaa Sormuksen. Peli on menetetty.</translation>
    </message>
    <message>
        <source>Expert game: a hobbit has fallen, so the quest is lost.</source>
        <translation>Kokeneiden peli: hobitti on pudonnut, joten peli on menetetty.</translation>
    </message>
    <message>
        <source>{hobbit} would roll the die: {why}</source>
        <translation>{hobbit} heittäisi arpakuutiota: {why}</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Immunity: the die is set blank side up</source>
        <translation>Gandalfin Koskemattomuus: arpakuutio asetetaan tyhjä sivu ylöspäin</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>mitään ei tapahdu</translation>
    </message>
    <message>
        <source>Immunity: {hobbit}&apos;s roll shows the blank face.</source>
        <translation>Koskemattomuus: {hobbit} saa heitossa tyhjän sivun.</translation>
    </message>
    <message>
        <source>ignored: a card played ahead turns this result aside</source>
        <translation>jätetään huomiotta: ennalta pelattu kortti torjuu tämän tuloksen</translation>
    </message>
    <message>
        <source>the die</source>
        <translation>arpakuutio</translation>
    </message>
    <message>
        <source>{hobbit} rolls the die: {why}</source>
        <translation>{hobbit} heittää arpakuutiota: {why}</translation>
    </message>
    <message>
        <source>{hobbit} rolls {face}.</source>
        <translation>{hobbit} heittää: {face}.</translation>
    </message>
    <message>
        <source>Sauron moves one step toward the hobbits</source>
        <translation>Sauron liikkuu askeleen kohti hobitteja</translation>
    </message>
    <message>
        <source>{hobbit} discards two cards</source>
        <translation>{hobbit} poistaa kaksi korttia</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} moves %n step(s) into darkness</source>
        <translation>
            <numerusform>{hobbit} siirtyy %n askeleen kohti pimeyttä</numerusform>
            <numerusform>{hobbit} siirtyy %n askelta kohti pimeyttä</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} draws from the hobbit deck</source>
        <translation>Nostaa hobittipakasta: {hobbit}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), seen only by their holder</source>
        <translation>
            <numerusform>%n kortti, vain haltijansa näkee sen</numerusform>
            <numerusform>%n korttia, vain haltijansa näkee ne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck</source>
        <translation>
            <numerusform>pakassa on jäljellä %n kortti</numerusform>
            <numerusform>pakassa on jäljellä %n korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} draws %n hobbit card(s).</source>
        <translation>
            <numerusform>{hobbit} nostaa %n hobittikortin.</numerusform>
            <numerusform>{hobbit} nostaa %n hobittikorttia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n discarded hobbit card(s) into a new deck</source>
        <translation>
            <numerusform>Sekoita %n poistettu hobittikortti uudeksi pakaksi</numerusform>
            <numerusform>Sekoita %n poistettua hobittikorttia uudeksi pakaksi</numerusform>
        </translation>
    </message>
    <message>
        <source>the hobbits draw from the new deck</source>
        <translation>hobitit nostavat uudesta pakasta</translation>
    </message>
    <message>
        <source>The hobbit deck is empty: the discards are shuffled into a new deck.</source>
        <translation>Hobittikorttien pakka on tyhjä: poistopakka sekoitetaan uudeksi pakaksi.</translation>
    </message>
    <message>
        <source>{card} is no longer there to be won.</source>
        <translation>{card} ei ole enää saatavilla.</translation>
    </message>
    <message>
        <source>{hobbit} takes the feature card {card}.</source>
        <translation>{hobbit} saa ominaisuuskortin {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} takes a shield worth %n.</source>
        <translation>
            <numerusform>{hobbit} saa kilven, arvo %n.</numerusform>
            <numerusform>{hobbit} saa kilven, arvo %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} draws one of the face-down big shields</source>
        <translation>{hobbit} nostaa yhden kuvapuoli alaspäin olevista isoista kilvistä</translation>
    </message>
    <message numerus="yes">
        <source>a shield worth %n</source>
        <translation>
            <numerusform>kilpi, arvo %n</numerusform>
            <numerusform>kilpi, arvo %n</numerusform>
        </translation>
    </message>
    <message>
        <source>it goes to {hobbit}</source>
        <translation>sen saa {hobbit}</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} draws a big shield worth %n.</source>
        <translation>
            <numerusform>{hobbit} nostaa ison kilven, arvo %n.</numerusform>
            <numerusform>{hobbit} nostaa ison kilven, arvo %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No {token} is left in the supply.</source>
        <translation>Varanto on lopussa: {token}.</translation>
    </message>
    <message>
        <source>{hobbit} takes a {token}.</source>
        <translation>{hobbit} saa: {token}.</translation>
    </message>
    <message>
        <source>The foe deck is empty: no more foes come.</source>
        <translation>Vihollispakka on tyhjä: uusia vihollisia ei enää tule.</translation>
    </message>
    <message numerus="yes">
        <source>A foe comes out of the foe deck (%n left)</source>
        <translation>
            <numerusform>Vihollispakasta paljastuu vihollinen (%n jäljellä)</numerusform>
            <numerusform>Vihollispakasta paljastuu vihollinen (%n jäljellä)</numerusform>
        </translation>
    </message>
    <message>
        <source>to defeat it: {demand}</source>
        <translation>kukistamiseen tarvitaan: {demand}</translation>
    </message>
    <message>
        <source>A foe appears: {foe} ({demand}). Foes on the foe line: {count}.</source>
        <translation>Vihollinen ilmestyy: {foe} ({demand}). Vihollisia vihollislinjalla: {count}.</translation>
    </message>
    <message>
        <source>{foe} is defeated ({how}). Foes defeated: {count}.</source>
        <translation>Kukistettu: {foe} ({how}). Kukistettuja vihollisia: {count}.</translation>
    </message>
    <message numerus="yes">
        <source>%n {symbol} symbol(s)</source>
        <translation>
            <numerusform>%n {symbol}-kuvio</numerusform>
            <numerusform>%n {symbol}-kuviota</numerusform>
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
        <translation>kaikki kilvet</translation>
    </message>
    <message>
        <source>the card {card}</source>
        <translation>kortti {card}</translation>
    </message>
    <message numerus="yes">
        <source>roll the die %n time(s)</source>
        <translation>
            <numerusform>heitä arpakuutiota %n kerran</numerusform>
            <numerusform>heitä arpakuutiota %n kertaa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) into darkness</source>
        <translation>
            <numerusform>%n askel kohti pimeyttä</numerusform>
            <numerusform>%n askelta kohti pimeyttä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sauron moves %n step(s)</source>
        <translation>
            <numerusform>Sauron liikkuu %n askeleen</numerusform>
            <numerusform>Sauron liikkuu %n askelta</numerusform>
        </translation>
    </message>
    <message>
        <source>{parts}</source>
        <translation>{parts}</translation>
    </message>
    <message>
        <source>{place} · Sauron on {sauron} · foes {foes} · defeated {defeated}</source>
        <extracomment>the rule-based teammate&apos;s weights (tuned by simulation: see engines/quest/bench.py)</extracomment>
        <translation>{place} · Sauron {sauron} · viholliset {foes} · kukistettu {defeated}</translation>
    </message>
    <message>
        <source>the event tiles come first in a turn</source>
        <translation>vuorolla nostetaan ensin tapahtumalaatat</translation>
    </message>
    <message>
        <source>it moves the main line: the sooner the board ends, the fewer events</source>
        <translation>se vie pääreittiä eteenpäin: mitä aiemmin lauta päättyy, sitä vähemmän tapahtumia</translation>
    </message>
    <message>
        <source>it moves a line toward rewards the team still needs</source>
        <translation>se vie kulkureittiä kohti palkintoja, joita joukkue vielä tarvitsee</translation>
    </message>
    <message>
        <source>{hobbit} is too close to Sauron</source>
        <translation>Sauron on liian lähellä: {hobbit}</translation>
    </message>
    <message>
        <source>the hand is short of cards</source>
        <translation>kädessä on liian vähän kortteja</translation>
    </message>
    <message>
        <source>the foe line is getting long</source>
        <translation>vihollislinja pitenee</translation>
    </message>
    <message>
        <source>paying costs less than the penalty</source>
        <translation>maksaminen on halvempaa kuin rangaistus</translation>
    </message>
    <message>
        <source>the penalty costs less than paying</source>
        <translation>rangaistus on halvempi kuin maksaminen</translation>
    </message>
    <message>
        <source>the rules of thumb rate it best</source>
        <translation>nyrkkisäännöt pitävät tätä parhaana</translation>
    </message>
    <message>
        <source>The Fellowship sets out from Bag End. Sauron stands on space {space} of the corruption line.</source>
        <translation>Saattue lähtee Repunpäästä. Sauron on turmeluksen radan ruudussa {space}.</translation>
    </message>
    <message>
        <source>The Fellowship reaches {place}, a safe haven.</source>
        <translation>Saattue saapuu turvapaikkaan: {place}.</translation>
    </message>
    <message>
        <source>Shuffle the 23 event tiles for {board}</source>
        <translation>Sekoita 23 tapahtumalaattaa laudalle: {board}</translation>
    </message>
    <message>
        <source>the tiles are revealed one by one during the turns</source>
        <translation>laatat paljastetaan yksi kerrallaan vuorojen aikana</translation>
    </message>
    <message>
        <source>The Fellowship reaches {board}. {hobbit}, the Ring-bearer, begins.</source>
        <translation>Saattue saapuu seikkailulaudalle: {board}. Sormuksen viejä {hobbit} aloittaa.</translation>
    </message>
    <message>
        <source>The event tiles are shuffled.</source>
        <translation>Tapahtumalaatat sekoitetaan.</translation>
    </message>
    <message>
        <source>{place}: {step}.</source>
        <translation>{place}: {step}.</translation>
    </message>
    <message>
        <source>{hobbit} receives {card}.</source>
        <translation>{hobbit} saa kortin {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n revealed event tile(s) into a new stack</source>
        <translation>
            <numerusform>Sekoita %n paljastettu tapahtumalaatta uudeksi pinoksi</numerusform>
            <numerusform>Sekoita %n paljastettua tapahtumalaattaa uudeksi pinoksi</numerusform>
        </translation>
    </message>
    <message>
        <source>the turn goes on with the new stack</source>
        <translation>vuoro jatkuu uudella pinolla</translation>
    </message>
    <message>
        <source>The event tiles have run out: they are shuffled again.</source>
        <translation>Tapahtumalaatat loppuivat: ne sekoitetaan uudelleen.</translation>
    </message>
    <message>
        <source>{hobbit} reveals the next event tile</source>
        <translation>Seuraavan tapahtumalaatan nostaa: {hobbit}</translation>
    </message>
    <message>
        <source>the {symbol} line moves one space</source>
        <translation>kulkureitti ({symbol}) etenee yhden ruudun</translation>
    </message>
    <message>
        <source>this board has no {symbol} line: nothing moves</source>
        <translation>tällä laudalla ei ole kulkureittiä kuviolle {symbol}: mikään ei liiku</translation>
    </message>
    <message>
        <source>{hobbit} reveals an event tile: {tile}.</source>
        <translation>{hobbit} paljastaa tapahtumalaatan: {tile}.</translation>
    </message>
    <message>
        <source>The first tile of the turn shows a line: one foe appears first.</source>
        <translation>Vuoron ensimmäinen laatta näyttää kulkureittiä: ensin ilmestyy yksi vihollinen.</translation>
    </message>
    <message>
        <source>a sundial: the next event</source>
        <translation>aurinkokello: seuraava tapahtuma</translation>
    </message>
    <message>
        <source>the Ring: the Ring-bearer steps into darkness</source>
        <translation>Sormus: Sormuksen viejä ottaa askeleen kohti pimeyttä</translation>
    </message>
    <message>
        <source>the Eye or two steps into darkness</source>
        <translation>Silmä tai kaksi askelta kohti pimeyttä</translation>
    </message>
    <message>
        <source>three cards, or the next event</source>
        <translation>kolme korttia tai seuraava tapahtuma</translation>
    </message>
    <message>
        <source>a card, a life token and a shield, or the next event</source>
        <translation>kortti, Elämä-pelimerkki ja kilpi tai seuraava tapahtuma</translation>
    </message>
    <message>
        <source>the event marker moves on and the next event happens</source>
        <translation>tapahtumamerkki siirtyy ja seuraava tapahtuma toteutuu</translation>
    </message>
    <message>
        <source>the Ring-bearer takes one step into darkness</source>
        <translation>Sormuksen viejä siirtyy askeleen kohti pimeyttä</translation>
    </message>
    <message>
        <source>one hobbit may take two steps into darkness, else Sauron moves one step</source>
        <translation>yksi hobitti voi siirtyä kaksi askelta kohti pimeyttä, muuten Sauron etenee askeleen</translation>
    </message>
    <message>
        <source>the group may discard three cards, else the next event happens</source>
        <translation>ryhmä voi poistaa kolme korttia, muuten seuraava tapahtuma toteutuu</translation>
    </message>
    <message>
        <source>the group may give up a card, a life token and a shield, else the next event happens</source>
        <translation>ryhmä voi luovuttaa kortin, Elämä-pelimerkin ja kilven, muuten seuraava tapahtuma toteutuu</translation>
    </message>
    <message numerus="yes">
        <source>The turn ends with %n foes on the foe line: the foes win.</source>
        <translation>
            <numerusform>Vuoro päättyy, ja vihollislinjalla on %n vihollinen: viholliset voittavat.</numerusform>
            <numerusform>Vuoro päättyy, ja vihollislinjalla on %n vihollista: viholliset voittavat.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 30 foes are defeated: victory in war!</source>
        <translation>Kaikki 30 vihollista on kukistettu: sotavoitto!</translation>
    </message>
    <message>
        <source>the main line</source>
        <translation>pääreitti</translation>
    </message>
    <message>
        <source>the Fighting line</source>
        <translation>Taistelureitti</translation>
    </message>
    <message>
        <source>the Friendship line</source>
        <translation>Ystävyysreitti</translation>
    </message>
    <message>
        <source>the Hiding line</source>
        <translation>Piiloutumisreitti</translation>
    </message>
    <message>
        <source>the Travelling line</source>
        <translation>Matkareitti</translation>
    </message>
    <message>
        <source>{board} has no line for {symbol}: nothing moves.</source>
        <translation>Laudalla {board} ei ole kulkureittiä kuviolle {symbol}: mikään ei liiku.</translation>
    </message>
    <message>
        <source>{line} is already complete: nothing moves.</source>
        <translation>{line} on jo valmis: mikään ei liiku.</translation>
    </message>
    <message>
        <source>{line} moves to space {space}.</source>
        <translation>{line} etenee ruutuun {space}.</translation>
    </message>
    <message>
        <source>that symbol</source>
        <translation>se kuvio</translation>
    </message>
    <message>
        <source>a die space on the line</source>
        <translation>kulkureitin arpakuutioruutu</translation>
    </message>
    <message>
        <source>The main line of {board} is complete.</source>
        <translation>Pääreitti on valmis: {board}.</translation>
    </message>
    <message>
        <source>Event {n} of {board}: {event}.</source>
        <translation>Tapahtuma {n} ({board}): {event}.</translation>
    </message>
    <message>
        <source>A card played ahead turns the event aside: nothing happens.</source>
        <translation>Ennalta pelattu kortti torjuu tapahtuman: mitään ei tapahdu.</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery: Sam rolls the die instead, and the event is passed over.</source>
        <translation>Samin Urheus: Sam heittää sen sijaan arpakuutiota, ja tapahtuma ohitetaan.</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery</source>
        <translation>Samin Urheus</translation>
    </message>
    <message>
        <source>The sixth event is over: the Fellowship leaves this board.</source>
        <translation>Kuudes tapahtuma on ohi: Saattue lähtee tältä laudalta.</translation>
    </message>
    <message>
        <source>{event}: the line is complete.</source>
        <translation>{event}: kulkureitti on valmis.</translation>
    </message>
    <message>
        <source>{event}: the line is not complete.</source>
        <translation>{event}: kulkureitti ei ole valmis.</translation>
    </message>
    <message>
        <source>The top hobbit card of the deck is turned up</source>
        <translation>Pakan päällimmäinen hobittikortti käännetään esiin</translation>
    </message>
    <message>
        <source>its symbol is the one asked for</source>
        <translation>sen kuviota vaaditaan</translation>
    </message>
    <message>
        <source>The top hobbit card is turned up: {card}.</source>
        <translation>Päällimmäinen hobittikortti käännetään: {card}.</translation>
    </message>
    <message>
        <source>the event</source>
        <translation>tapahtuma</translation>
    </message>
    <message>
        <source>{event}: {hobbit} does not pay, so the penalty follows.</source>
        <translation>{event}: {hobbit} ei maksa, joten seuraa rangaistus.</translation>
    </message>
    <message>
        <source>{event}: nobody pays, so the penalty follows.</source>
        <translation>{event}: kukaan ei maksa, joten seuraa rangaistus.</translation>
    </message>
    <message>
        <source>{event}: the Fellowship does not pay.</source>
        <translation>{event}: Saattue ei maksa.</translation>
    </message>
    <message>
        <source>{hobbit} gives {card}.</source>
        <translation>{hobbit} antaa kortin {card}.</translation>
    </message>
    <message>
        <source>{hobbit} gives a {token}.</source>
        <translation>{hobbit} antaa: {token}.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives shields worth %n.</source>
        <translation>
            <numerusform>{hobbit} antaa kilpiä arvoltaan %n.</numerusform>
            <numerusform>{hobbit} antaa kilpiä arvoltaan %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fatty&apos;s Wit: Fatty spends his ability card instead of the shields.</source>
        <translation>Pullan Nokkeluus: Pulla käyttää kilpien sijaan kykykorttinsa.</translation>
    </message>
    <message>
        <source>its demand is met</source>
        <translation>sen vaatimus täytetään</translation>
    </message>
    <message>
        <source>{event}: paid.</source>
        <translation>{event}: maksettu.</translation>
    </message>
    <message>
        <source>{hobbit} takes it on: {event}.</source>
        <translation>{hobbit} ottaa sen itselleen: {event}.</translation>
    </message>
    <message>
        <source>{hobbit} does not pay.</source>
        <translation>{hobbit} ei maksa.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} discards all %n card(s).</source>
        <translation>
            <numerusform>{hobbit} poistaa ainoan korttinsa (%n).</numerusform>
            <numerusform>{hobbit} poistaa kaikki korttinsa (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives up shields worth %n.</source>
        <translation>
            <numerusform>{hobbit} luopuu kilvistä arvoltaan %n.</numerusform>
            <numerusform>{hobbit} luopuu kilvistä arvoltaan %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The feature cards still on this board are lost: {cards}.</source>
        <translation>Tämän laudan jäljellä olevat ominaisuuskortit menetetään: {cards}.</translation>
    </message>
    <message>
        <source>the Battle of the Spells</source>
        <translation>Loitsujen taistelu</translation>
    </message>
    <message>
        <source>{board} is behind the Fellowship.</source>
        <translation>Saattue on jättänyt taakseen: {board}.</translation>
    </message>
    <message>
        <source>Athelas: nobody is hurt for missing life tokens this time.</source>
        <translation>Athelas: puuttuvista Elämä-pelimerkeistä ei tällä kertaa haittaa kenellekään.</translation>
    </message>
    <message>
        <source>{hobbit} lacks: {tokens}.</source>
        <translation>{hobbit}: puuttuu {tokens}.</translation>
    </message>
    <message>
        <source>{hobbit} has the most ring tokens and becomes the Ring-bearer.</source>
        <translation>{hobbit} on kerännyt eniten Sormus-pelimerkkejä ja ryhtyy Sormuksen viejäksi.</translation>
    </message>
    <message numerus="yes">
        <source>The Ring reaches Mount Doom, but %n foes stand on the foe line: the foes win.</source>
        <translation>
            <numerusform>Sormus saapuu Tuomiovuorelle, mutta vihollislinjalla on %n vihollinen: viholliset voittavat.</numerusform>
            <numerusform>Sormus saapuu Tuomiovuorelle, mutta vihollislinjalla on %n vihollista: viholliset voittavat.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Ring is on Mount Doom: {hobbit} must try to destroy it.</source>
        <translation>Sormus on Tuomiovuorella: {hobbit} yrittää nyt tuhota sen.</translation>
    </message>
    <message>
        <source>to cast the Ring into the fire</source>
        <translation>Sormuksen heittäminen tuleen</translation>
    </message>
    <message>
        <source>No hobbit is left to destroy the Ring: the attempt has failed.</source>
        <translation>Yhtään hobittia ei ole jäljellä tuhoamaan Sormusta: yritys epäonnistui.</translation>
    </message>
    <message>
        <source>{hobbit} takes up the task.</source>
        <translation>{hobbit} jatkaa yritystä.</translation>
    </message>
    <message numerus="yes">
        <source>%n foes remain on the foe line: the hobbits are overwhelmed.</source>
        <translation>
            <numerusform>Vihollislinjalle jää %n vihollinen: hobitit jäävät alakynteen.</numerusform>
            <numerusform>Vihollislinjalle jää %n vihollista: hobitit jäävät alakynteen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Ring is destroyed in the fire of Mount Doom! The quest is won.</source>
        <translation>Sormus tuhoutuu Tuomiovuoren tulessa! Peli on voitettu.</translation>
    </message>
    <message>
        <source>The Great Eye finds the Ring: Sauron rules Middle-earth. The quest is lost.</source>
        <translation>Iso Silmä löytää Sormuksen: Sauron hallitsee Keski-maata. Peli on menetetty.</translation>
    </message>
    <message>
        <source>2 to 5 hobbits</source>
        <translation>2–5 hobittia</translation>
    </message>
    <message>
        <source>Sauron starts</source>
        <translation>Sauronin lähtöruutu</translation>
    </message>
    <message>
        <source>where Sauron starts: easy 15, normal 12, hard 10</source>
        <translation>mistä Sauron aloittaa: helppo 15, normaali 12, vaikea 10</translation>
    </message>
    <message>
        <source>Friends &amp; Foes</source>
        <translation>Ystävät &amp; viholliset</translation>
    </message>
    <message>
        <source>play with Friends &amp; Foes</source>
        <translation>pelaa Ystävät &amp; viholliset -lisäosan kanssa</translation>
    </message>
    <message>
        <source>Expert game</source>
        <translation>Kokeneiden peli</translation>
    </message>
    <message>
        <source>expert: the quest is lost when any hobbit falls</source>
        <translation>kokeneille: peli menetetään, kun yksikin hobitti putoaa</translation>
    </message>
    <message>
        <source>One person plays</source>
        <translation>Yksi pelaaja</translation>
    </message>
    <message>
        <source>one person plays all the human hobbits: no curtain between them</source>
        <translation>yksi ihminen pelaa kaikkia ihmisten hobitteja: ei verhoa heidän välilleen</translation>
    </message>
    <message>
        <source>Hobbit</source>
        <translation>Hobitti</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>The Ring-bearer fell: Sauron has taken the Ring.</source>
        <translation>Sormuksen viejä putosi: Sauron kaappasi Sormuksen.</translation>
    </message>
    <message>
        <source>The Great Eye found the Ring: Sauron rules Middle-earth.</source>
        <translation>Iso Silmä löysi Sormuksen: Sauron hallitsee Keski-maata.</translation>
    </message>
    <message>
        <source>Eight or more foes stood on the foe line: the foes have won.</source>
        <translation>Vihollislinjalla oli kahdeksan tai enemmän vihollista: viholliset voittivat.</translation>
    </message>
    <message>
        <source>All 30 foes were defeated: victory in war!</source>
        <translation>Kaikki 30 vihollista kukistettiin: sotavoitto!</translation>
    </message>
    <message>
        <source>The Ring was destroyed in the fire of Mount Doom!</source>
        <translation>Sormus tuhoutui Tuomiovuoren tulessa!</translation>
    </message>
    <message>
        <source>The Fellowship reached Mount Doom but could not destroy the Ring.</source>
        <translation>Saattue saavutti Tuomiovuoren mutta ei pystynyt tuhoamaan Sormusta.</translation>
    </message>
    <message>
        <source>A hobbit fell, and in the expert game that loses the quest.</source>
        <translation>Hobitti putosi, ja kokeneiden pelissä se merkitsee tappiota.</translation>
    </message>
    <message>
        <source>Mount Doom reached</source>
        <translation>Tuomiovuori saavutettu</translation>
    </message>
    <message>
        <source>Furthest main-line value</source>
        <translation>Pääreitin kaukaisin ruutu</translation>
    </message>
    <message>
        <source>Foes defeated</source>
        <translation>Kukistetut viholliset</translation>
    </message>
    <message>
        <source>Shields (Bill the Pony counts one)</source>
        <translation>Kilvet (Bil-poni lasketaan yhdeksi)</translation>
    </message>
    <message>
        <source>forward</source>
        <comment>the way a figure moves</comment>
        <extracomment>the way of a move from where the figure faces, clockwise from straight ahead (0° east, 90° south)</extracomment>
        <translation>eteenpäin</translation>
    </message>
    <message>
        <source>forward-right</source>
        <comment>the way a figure moves</comment>
        <translation>eteen oikealle</translation>
    </message>
    <message>
        <source>to the right</source>
        <comment>the way a figure moves</comment>
        <translation>oikealle</translation>
    </message>
    <message>
        <source>back-right</source>
        <comment>the way a figure moves</comment>
        <translation>taakse oikealle</translation>
    </message>
    <message>
        <source>back</source>
        <comment>the way a figure moves</comment>
        <translation>taaksepäin</translation>
    </message>
    <message>
        <source>back-left</source>
        <comment>the way a figure moves</comment>
        <translation>taakse vasemmalle</translation>
    </message>
    <message>
        <source>to the left</source>
        <comment>the way a figure moves</comment>
        <translation>vasemmalle</translation>
    </message>
    <message>
        <source>forward-left</source>
        <comment>the way a figure moves</comment>
        <translation>eteen vasemmalle</translation>
    </message>
    <message>
        <source>toward the ford</source>
        <translation>kohti kahlaamoa</translation>
    </message>
    <message>
        <source>toward the heirloom</source>
        <translation>kohti perintökalleutta</translation>
    </message>
    <message>
        <source>Place {name} {d} cm from the left edge, at the front of the zone</source>
        <translation>Aseta {name} {d} cm vasemmasta reunasta, alueen etuosaan</translation>
    </message>
    <message>
        <source>Place {name} {d} cm from the left edge, at the back of the zone</source>
        <translation>Aseta {name} {d} cm vasemmasta reunasta, alueen takaosaan</translation>
    </message>
    <message>
        <source>Place {name} {d} cm from the left edge, in the middle of the zone</source>
        <translation>Aseta {name} {d} cm vasemmasta reunasta, alueen keskelle</translation>
    </message>
    <message>
        <source>{name} runs {d} cm toward {target}</source>
        <translation>{name} juoksee {d} cm kohti kohdetta {target}</translation>
    </message>
    <message>
        <source>{name} walks {d} cm toward {target}</source>
        <translation>{name} kävelee {d} cm kohti kohdetta {target}</translation>
    </message>
    <message>
        <source>{name} runs {d} cm {way}</source>
        <translation>{name} juoksee {d} cm {way}</translation>
    </message>
    <message>
        <source>{name} walks {d} cm {way}</source>
        <translation>{name} kävelee {d} cm {way}</translation>
    </message>
    <message>
        <source>{name} jumps, {d} cm toward {target}</source>
        <translation>{name} hyppää, {d} cm kohti kohdetta {target}</translation>
    </message>
    <message>
        <source>{name} jumps, {d} cm {way}</source>
        <translation>{name} hyppää, {d} cm {way}</translation>
    </message>
    <message>
        <source>{name} charges {target} ({d} cm away)</source>
        <translation>{name} ryntää kohteen {target} kimppuun ({d} cm päässä)</translation>
    </message>
    <message>
        <source>{name} charges {target}: {d} cm away, beyond its Move (the charge fails)</source>
        <translation>{name} ryntää kohteen {target} kimppuun: {d} cm päässä, yli liikkeensä (rynnäkkö epäonnistuu)</translation>
    </message>
    <message>
        <source>{name} risks a desperate shot at {target}</source>
        <translation>{name} yrittää epätoivoista laukausta kohteeseen {target}</translation>
    </message>
    <message>
        <source>{name} shoots at {target}</source>
        <translation>{name} ampuu kohdetta {target}</translation>
    </message>
    <message>
        <source>{name} turns</source>
        <translation>{name} kääntyy</translation>
    </message>
    <message>
        <source>End moving</source>
        <translation>Liike valmis</translation>
    </message>
    <message>
        <source>End shooting</source>
        <translation>Ammunta valmis</translation>
    </message>
    <message>
        <source>{a} against {b}.</source>
        <translation>{a} vastaan {b}.</translation>
    </message>
    <message>
        <source>higher ground</source>
        <translation>korkeampi asema</translation>
    </message>
    <message>
        <source>support from {n} friend(s)</source>
        <translation>tuki, omia tukijoita: {n}</translation>
    </message>
    <message>
        <source>ran and was caught in a fight</source>
        <translation>juoksi ja joutui taisteluun</translation>
    </message>
    <message>
        <source>a cavalry charge</source>
        <translation>ratsuväen rynnäkkö</translation>
    </message>
    <message>
        <source>{a} and {b} are no longer in reach of each other.</source>
        <translation>{a} ja {b} eivät ole enää toistensa ulottuvilla.</translation>
    </message>
    <message>
        <source>{a} and {b} fight.</source>
        <translation>{a} ja {b} taistelevat.</translation>
    </message>
    <message>
        <source>{w} strikes at {lo}.</source>
        <translation>{w} iskee kohdetta {lo}.</translation>
    </message>
    <message>
        <source>{name} backs away 4 cm.</source>
        <translation>{name} perääntyy 4 cm.</translation>
    </message>
    <message>
        <source>{name} has no room to back away and stays cowed.</source>
        <translation>{name} ei pääse perääntymään ja pysyy lamaantuneena.</translation>
    </message>
    <message>
        <source>{name} has no room to back away: it is cowed and lies down.</source>
        <translation>{name} ei pääse perääntymään: se lamaantuu ja kaatuu maahan.</translation>
    </message>
    <message>
        <source>{name} follows up {d} cm.</source>
        <translation>{name} seuraa {d} cm.</translation>
    </message>
    <message>
        <source>{name} has no room to follow up and stays.</source>
        <translation>{name} ei pääse seuraamaan ja jää paikalleen.</translation>
    </message>
    <message>
        <source>{name} tries to hold its ground instead of following up</source>
        <translation>{name} yrittää pysyä paikallaan seuraamisen sijaan</translation>
    </message>
    <message>
        <source>{name} stays where it is</source>
        <translation>{name} jää paikalleen</translation>
    </message>
    <message>
        <source>{name} follows up 4 cm</source>
        <translation>{name} seuraa 4 cm</translation>
    </message>
    <message>
        <source>{name} tests its Courage to hold its ground.</source>
        <translation>{name} tekee rohkeuskokeen pysyäkseen paikallaan.</translation>
    </message>
    <message>
        <source>{kind} {n}</source>
        <translation>{kind} {n}</translation>
    </message>
    <message>
        <source>{a} and {b} meet on {table}.</source>
        <translation>Vastakkain: {a} ja {b}. Pöytä: {table}.</translation>
    </message>
    <message>
        <source>Roll-off: {side} places the first figure.</source>
        <translation>Aloitusheitto: ensimmäisen figuurin asettaa puoli {side}.</translation>
    </message>
    <message>
        <source>{name} takes up its place.</source>
        <translation>{name} asettuu paikalleen.</translation>
    </message>
    <message>
        <source>Turn {n} begins.</source>
        <translation>Vuoro {n} alkaa.</translation>
    </message>
    <message>
        <source>Priority roll: {side} chooses who acts first.</source>
        <translation>Aloiteoikeusheitto — valinta ({side}): kumpi puoli toimii ensin?</translation>
    </message>
    <message>
        <source>{side} has priority this turn.</source>
        <translation>Aloiteoikeus tällä vuorolla: {side}.</translation>
    </message>
    <message>
        <source>{side} has no figure free to move.</source>
        <translation>{side}: yksikään figuuri ei voi liikkua.</translation>
    </message>
    <message>
        <source>{name} tries to rally</source>
        <translation>{name} yrittää toipua</translation>
    </message>
    <message>
        <source>{name} stands up and fights on</source>
        <translation>{name} nousee ja taistelee edelleen</translation>
    </message>
    <message>
        <source>{name} stays down until the next morale phase</source>
        <translation>{name} pysyy maassa seuraavaan moraalivaiheeseen asti</translation>
    </message>
    <message>
        <source>{name} tests its Courage to rally.</source>
        <translation>{name} tekee rohkeuskokeen toipuakseen.</translation>
    </message>
    <message>
        <source>{side} has no figure left on the table.</source>
        <translation>{side}: pöydällä ei ole enää yhtään figuuria.</translation>
    </message>
    <message>
        <source>{why} Both sides removed {n} points of enemies: a draw.</source>
        <translation>{why} Kumpikin puoli poisti vihollisia {n} pisteen arvosta: tasapeli.</translation>
    </message>
    <message>
        <source>{why} {side} removed more enemy points ({n} to {m}) and wins.</source>
        <translation>{why} Voittaja: {side}, koska se poisti enemmän vihollisen pisteitä ({n} vastaan {m}).</translation>
    </message>
    <message>
        <source>Both warbands break in the same turn.</source>
        <translation>Molemmat sotajoukot murtuvat samalla vuorolla.</translation>
    </message>
    <message>
        <source>{loser} is broken: {side} wins.</source>
        <translation>Murtunut: {loser}. Voittaja: {side}.</translation>
    </message>
    <message>
        <source>The last turn is over: {side} holds the ford with {n} figure(s) against {m}.</source>
        <translation>Viimeinen vuoro on ohi. Kahlaamon haltija: {side}, figuureja {n} vastaan {m}.</translation>
    </message>
    <message>
        <source>The last turn is over and the ford is held by neither side.</source>
        <translation>Viimeinen vuoro on ohi, eikä kahlaamo ole kummankaan puolen hallussa.</translation>
    </message>
    <message>
        <source>The last turn is over: {side} holds the heirloom and wins.</source>
        <translation>Viimeinen vuoro on ohi. Perintökalleuden haltija ja voittaja: {side}.</translation>
    </message>
    <message>
        <source>The last turn is over and nobody holds the heirloom.</source>
        <translation>Viimeinen vuoro on ohi, eikä perintökalleus ole kenenkään hallussa.</translation>
    </message>
    <message>
        <source>The last turn is over and neither warband has broken.</source>
        <translation>Viimeinen vuoro on ohi, eikä kumpikaan sotajoukko ole murtunut.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Skenaario</translation>
    </message>
    <message>
        <source>the table, the objective and the number of turns</source>
        <translation>pöytä, tavoite ja vuorojen määrä</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Sotajoukko</translation>
    </message>
    <message>
        <source>the warband each player leads</source>
        <translation>sotajoukko, jota kukin pelaaja johtaa</translation>
    </message>
    <message>
        <source>deployment</source>
        <translation>sijoittaminen</translation>
    </message>
    <message>
        <source>priority</source>
        <translation>aloiteoikeus</translation>
    </message>
    <message>
        <source>move phase</source>
        <translation>liikevaihe</translation>
    </message>
    <message>
        <source>shoot phase</source>
        <translation>ampumavaihe</translation>
    </message>
    <message>
        <source>fight phase</source>
        <translation>taisteluvaihe</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moraali</translation>
    </message>
    <message>
        <source>{scenario}: deployment</source>
        <translation>{scenario}: sijoittaminen</translation>
    </message>
    <message>
        <source>Turn {n} of {m} · {phase}</source>
        <translation>Vuoro {n}/{m} · {phase}</translation>
    </message>
    <message>
        <source>{name} is no longer on the table.</source>
        <translation>{name} ei ole enää pöydällä.</translation>
    </message>
    <message>
        <source>{name} belongs to the other warband.</source>
        <translation>{name} kuuluu toiseen sotajoukkoon.</translation>
    </message>
    <message>
        <source>{name} is cowed and cannot act until it rallies in the morale phase.</source>
        <translation>{name} on lamaantunut eikä voi toimia ennen kuin toipuu moraalivaiheessa.</translation>
    </message>
    <message>
        <source>{name} can do nothing more this turn.</source>
        <translation>{name} ei voi tehdä tällä vuorolla enää mitään.</translation>
    </message>
    <message>
        <source>{name} has already moved this turn.</source>
        <translation>{name} on jo liikkunut tällä vuorolla.</translation>
    </message>
    <message>
        <source>{name} can walk there ({cost} of {limit} cm): running is for going further.</source>
        <translation>Figuuri {name} pääsee sinne kävellen ({cost}/{limit} cm): juostaan vain pidemmälle.</translation>
    </message>
    <message>
        <source>{name} is mounted: riders cannot run.</source>
        <translation>{name} on ratsain: ratsastajat eivät voi juosta.</translation>
    </message>
    <message>
        <source>{name} ran last turn and may not run twice in a row.</source>
        <translation>{name} juoksi viime vuorolla eikä saa juosta kahtena peräkkäisenä vuorona.</translation>
    </message>
    <message>
        <source>{name} carries the heirloom and cannot run with it.</source>
        <translation>{name} kantaa perintökalleutta eikä voi juosta sen kanssa.</translation>
    </message>
    <message>
        <source>{name} is finishing a move after a jump and cannot start running now.</source>
        <translation>{name} vie liikettään loppuun hypyn jälkeen eikä voi nyt alkaa juosta.</translation>
    </message>
    <message>
        <source>{name} can move {limit} cm; this is {cost} cm through {terrain}.</source>
        <translation>{name} voi liikkua {limit} cm; tämä reitti maksaa {cost} cm, koska se kulkee maaston läpi: {terrain}.</translation>
    </message>
    <message>
        <source>{name} can move {limit} cm; this is {cost} cm.</source>
        <translation>{name} voi liikkua {limit} cm; tämä reitti on {cost} cm.</translation>
    </message>
    <message>
        <source>{name} cannot get there: no way is open.</source>
        <translation>{name} ei pääse sinne: yksikään reitti ei ole auki.</translation>
    </message>
    <message>
        <source>The base would hang off the table&apos;s edge.</source>
        <translation>Jalusta ulottuisi pöydän reunan yli.</translation>
    </message>
    <message>
        <source>Nobody can enter {terrain}.</source>
        <translation>Sinne ei pääse kukaan: {terrain}.</translation>
    </message>
    <message>
        <source>that ground</source>
        <translation>läpipääsemätön maasto</translation>
    </message>
    <message>
        <source>{name}&apos;s base would stand on another figure&apos;s base.</source>
        <translation>Figuurin {name} jalusta olisi toisen figuurin jalustan päällä.</translation>
    </message>
    <message>
        <source>Only a charge may bring {name} within 2 cm of an enemy: drop it on the enemy to charge.</source>
        <translation>Vain rynnäkkö voi tuoda figuurin {name} enintään 2 cm:n päähän vihollisesta: ryntää pudottamalla se vihollisen päälle.</translation>
    </message>
    <message>
        <source>{terrain} is more than twice as tall as {name}: it cannot be crossed.</source>
        <translation>{terrain} on yli kaksi kertaa figuurin {name} korkuinen: sen yli ei pääse.</translation>
    </message>
    <message>
        <source>the obstacle</source>
        <translation>Este</translation>
    </message>
    <message>
        <source>{name} cannot get there: other figures or the ground are in the way.</source>
        <translation>{name} ei pääse sinne: muut figuurit tai maasto ovat tiellä.</translation>
    </message>
    <message>
        <source>{name} runs {cost} cm.</source>
        <translation>{name} juoksee {cost} cm.</translation>
    </message>
    <message>
        <source>{name} moves {cost} cm.</source>
        <translation>{name} liikkuu {cost} cm.</translation>
    </message>
    <message>
        <source>{name} can only charge an enemy on the table.</source>
        <translation>{name} voi rynnätä vain pöydällä olevan vihollisen kimppuun.</translation>
    </message>
    <message>
        <source>{name} is already in a fight with {foe}.</source>
        <translation>{name} on jo taistelussa (vastustaja: {foe}).</translation>
    </message>
    <message>
        <source>{name} has run this turn and cannot charge.</source>
        <translation>{name} on juossut tällä vuorolla eikä voi rynnätä.</translation>
    </message>
    <message>
        <source>{name} is finishing a move after a jump and cannot charge now.</source>
        <translation>{name} vie liikettään loppuun hypyn jälkeen eikä voi nyt rynnätä.</translation>
    </message>
    <message>
        <source>{name} cannot see {target} from where it stands.</source>
        <translation>{name} ei näe paikaltaan kohdetta {target}.</translation>
    </message>
    <message>
        <source>{name} charges {target} but cannot reach it: the charge fails, and {name} does nothing more this turn.</source>
        <translation>{name} ryntää kohteen {target} kimppuun mutta ei yllä siihen: rynnäkkö epäonnistuu, eikä {name} tee tällä vuorolla enää mitään.</translation>
    </message>
    <message>
        <source>{name} charges {target} ({cost} cm) and is in the fight.</source>
        <translation>{name} ryntää kohteen {target} kimppuun ({cost} cm) ja on taistelussa.</translation>
    </message>
    <message>
        <source>{name} stops short of {target}.</source>
        <translation>{name} pysähtyy ennen kohdetta {target}.</translation>
    </message>
    <message>
        <source>{name} is in a fight and must stay to fight it.</source>
        <translation>{name} on taistelussa, ja sen on jäätävä taistelemaan.</translation>
    </message>
    <message>
        <source>There is no obstacle to jump there.</source>
        <translation>Siinä ei ole estettä, jonka yli hypätä.</translation>
    </message>
    <message>
        <source>{name} can move {limit} cm; the obstacle&apos;s edge is {cost} cm away.</source>
        <translation>{name} voi liikkua {limit} cm; esteen reunaan on {cost} cm.</translation>
    </message>
    <message>
        <source>{name} tries to cross {obstacle}.</source>
        <translation>{name} yrittää ylittää esteen ({obstacle}).</translation>
    </message>
    <message>
        <source>{name} may move on {left} cm.</source>
        <translation>{name} saa liikkua vielä {left} cm.</translation>
    </message>
    <message>
        <source>{name} turns.</source>
        <translation>{name} kääntyy.</translation>
    </message>
    <message>
        <source>Keep priority: act first this turn</source>
        <translation>Pidä aloiteoikeus: toimi ensin tällä vuorolla</translation>
    </message>
    <message>
        <source>Hand priority to the enemy</source>
        <translation>Anna aloiteoikeus viholliselle</translation>
    </message>
    <message>
        <source>{name} tries to hold its ground (a Courage test)</source>
        <translation>{name} yrittää pysyä paikallaan (rohkeuskoe)</translation>
    </message>
    <message>
        <source>{a} fights {b}</source>
        <translation>Taistelu: {a} vastaan {b}</translation>
    </message>
    <message>
        <source>The skirmish is over.</source>
        <translation>Kahakka on päättynyt.</translation>
    </message>
    <message>
        <source>That is not something a player does in this game.</source>
        <translation>Sellaista pelaaja ei tee tässä pelissä.</translation>
    </message>
    <message>
        <source>It is {side}&apos;s decision now.</source>
        <translation>Nyt on valinnan vuoro: {side}.</translation>
    </message>
    <message>
        <source>First answer the question before you.</source>
        <translation>Vastaa ensin edessäsi olevaan kysymykseen.</translation>
    </message>
    <message>
        <source>Nobody asked that now.</source>
        <translation>Sitä ei nyt kysytty.</translation>
    </message>
    <message>
        <source>That belongs to another phase of the turn.</source>
        <translation>Se kuuluu vuoron toiseen vaiheeseen.</translation>
    </message>
    <message>
        <source>There is no such figure.</source>
        <translation>Sellaista figuuria ei ole.</translation>
    </message>
    <message>
        <source>Name a figure.</source>
        <translation>Nimeä figuuri.</translation>
    </message>
    <message>
        <source>{name} is already on the table.</source>
        <translation>{name} on jo pöydällä.</translation>
    </message>
    <message>
        <source>Name the enemy to charge.</source>
        <translation>Nimeä vihollinen, jonka kimppuun ryntäät.</translation>
    </message>
    <message>
        <source>Name the target.</source>
        <translation>Nimeä kohde.</translation>
    </message>
    <message>
        <source>{name}&apos;s base must lie wholly inside its deployment zone.</source>
        <translation>Figuurin {name} jalustan on oltava kokonaan sen sijoitusalueella.</translation>
    </message>
    <message>
        <source>{name} carries the heirloom off the table: {side} wins.</source>
        <translation>{name} vie perintökalleuden pois pöydältä. Voittaja: {side}.</translation>
    </message>
    <message>
        <source>combined armour</source>
        <translation>yhdistetty panssari</translation>
    </message>
    <message>
        <source>{side}&apos;s die</source>
        <translation>noppa ({side})</translation>
    </message>
    <message>
        <source>a tie: both roll again</source>
        <translation>tasatulos: molemmat heittävät uudelleen</translation>
    </message>
    <message>
        <source>Priority: each side rolls a die; the higher chooses who acts first this turn</source>
        <translation>Aloiteoikeus: kumpikin puoli heittää noppaa; suuremman tuloksen heittänyt päättää, kumpi toimii ensin tällä vuorolla</translation>
    </message>
    <message>
        <source>{side} rolled higher</source>
        <translation>suurempi tulos: {side}</translation>
    </message>
    <message>
        <source>{side} chooses who has priority</source>
        <translation>valinta ({side}): kummalla on aloiteoikeus</translation>
    </message>
    <message>
        <source>jump die</source>
        <translation>hyppynoppa</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>epäonnistui</translation>
    </message>
    <message>
        <source>{who} stays at the edge of {obstacle}; its move is over</source>
        <translation>{who} jää esteen reunalle ({obstacle}), ja sen liike on ohi</translation>
    </message>
    <message>
        <source>over</source>
        <translation>yli</translation>
    </message>
    <message>
        <source>{who} crosses {obstacle}; its move ends there</source>
        <translation>{who} ylittää esteen ({obstacle}), ja sen liike päättyy siihen</translation>
    </message>
    <message>
        <source>over with ease</source>
        <translation>sujuvasti yli</translation>
    </message>
    <message>
        <source>{who} crosses {obstacle} and may move on</source>
        <translation>{who} ylittää esteen ({obstacle}) ja saa jatkaa liikettään</translation>
    </message>
    <message>
        <source>{who} tries to cross {obstacle}</source>
        <translation>{who} yrittää ylittää esteen ({obstacle})</translation>
    </message>
    <message>
        <source>1 fails, 2–5 crosses and stops, 6 crosses and goes on</source>
        <translation>1 epäonnistuu, 2–5 ylittää ja pysähtyy, 6 ylittää ja jatkaa</translation>
    </message>
    <message>
        <source>die to hit</source>
        <translation>osumanoppa</translation>
    </message>
    <message>
        <source>a desperate shot: the modifiers do not count</source>
        <translation>epätoivoinen laukaus: muuntimet eivät vaikuta</translation>
    </message>
    <message>
        <source>a natural 6</source>
        <translation>silmäluku 6</translation>
    </message>
    <message>
        <source>a 1 always misses</source>
        <translation>1 menee aina ohi</translation>
    </message>
    <message>
        <source>{n} or more (Shoot {n}+)</source>
        <translation>{n} tai enemmän (Ampuminen {n}+)</translation>
    </message>
    <message>
        <source>{shooter} shoots at {target}</source>
        <translation>{shooter} ampuu kohdetta {target}</translation>
    </message>
    <message>
        <source>a hit</source>
        <translation>osuma</translation>
    </message>
    <message>
        <source>a miss</source>
        <translation>ohi</translation>
    </message>
    <message>
        <source>roll to wound</source>
        <translation>haavoittumisheitto</translation>
    </message>
    <message>
        <source>{striker} strikes {target}: Strength {s} against Defence {d}</source>
        <translation>{striker} iskee kohdetta {target}: Voima {s} vastaan Puolustus {d}</translation>
    </message>
    <message>
        <source>the chart shows no number: this blow cannot wound</source>
        <translation>taulukossa ei ole lukua: tämä isku ei voi haavoittaa</translation>
    </message>
    <message>
        <source>no wound</source>
        <translation>ei haavaa</translation>
    </message>
    <message>
        <source>{target} is not wounded</source>
        <translation>{target} ei haavoitu</translation>
    </message>
    <message>
        <source>wound die</source>
        <translation>haavoittumisnoppa</translation>
    </message>
    <message>
        <source>a natural 6 (a desperate shot)</source>
        <translation>silmäluku 6 (epätoivoinen laukaus)</translation>
    </message>
    <message>
        <source>{n} or more (the wound chart, Strength {s} against Defence {d})</source>
        <translation>{n} tai enemmän (haavoittumistaulukko, Voima {s} vastaan Puolustus {d})</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>haavoittui</translation>
    </message>
    <message>
        <source>not wounded</source>
        <translation>ei haavoittunut</translation>
    </message>
    <message>
        <source>{target} is removed from the table</source>
        <translation>{target} poistetaan pöydältä</translation>
    </message>
    <message>
        <source>{target} stays on the table</source>
        <translation>{target} jää pöydälle</translation>
    </message>
    <message>
        <source>fight die</source>
        <translation>taistelunoppa</translation>
    </message>
    <message>
        <source>cowed: it cannot win</source>
        <translation>lamaantunut: ei voi voittaa</translation>
    </message>
    <message>
        <source>{name} wins the fight</source>
        <translation>{name} voittaa taistelun</translation>
    </message>
    <message>
        <source>{foe} wins the fight</source>
        <translation>{foe} voittaa taistelun</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>tasapeli</translation>
    </message>
    <message>
        <source>{foe} is wounded and removed</source>
        <translation>{foe} haavoittuu ja poistetaan</translation>
    </message>
    <message>
        <source>{name} is wounded and removed</source>
        <translation>{name} haavoittuu ja poistetaan</translation>
    </message>
    <message>
        <source>{name} shoots at {target}: a desperate shot, a natural 6 to hit and to wound</source>
        <translation>{name} ampuu kohdetta {target}: epätoivoinen laukaus, osumaan ja haavoittamaan tarvitaan silmäluku 6</translation>
    </message>
    <message>
        <source>{name} shoots at {target}: {need} or more to hit (Shoot {shoot}, modifiers {mods})</source>
        <translation>{name} ampuu kohdetta {target}: osumaan tarvitaan {need} tai enemmän (Ampuminen {shoot}, muuntimet {mods})</translation>
    </message>
    <message>
        <source>hit {target}</source>
        <translation>osuma kohteeseen {target}</translation>
    </message>
    <message>
        <source>wound {target} (removed from the table)</source>
        <translation>kohteen {target} haavoittaminen (poistetaan pöydältä)</translation>
    </message>
    <message>
        <source>{target} hit but not wounded: cowed</source>
        <translation>{target} saa osuman mutta ei haavoitu: lamaantuu</translation>
    </message>
    <message>
        <source>{name} jumps {obstacle}: 1 fails, 2–5 crosses, 6 crosses and moves on (armour {penalty})</source>
        <translation>{name} hyppää (este: {obstacle}): 1 epäonnistuu, 2–5 ylittää, 6 ylittää ja jatkaa (panssari {penalty})</translation>
    </message>
    <message>
        <source>{name} jumps {obstacle}: 1 fails, 2–5 crosses, 6 crosses and moves on</source>
        <translation>{name} hyppää (este: {obstacle}): 1 epäonnistuu, 2–5 ylittää, 6 ylittää ja jatkaa</translation>
    </message>
    <message>
        <source>cross {obstacle}</source>
        <translation>esteen ylitys ({obstacle})</translation>
    </message>
    <message>
        <source>cross and move on (up to {left} cm)</source>
        <translation>ylitys ja liikkeen jatkaminen (enintään {left} cm)</translation>
    </message>
    <message>
        <source>fail: stays at the edge and does nothing more this turn</source>
        <translation>epäonnistuminen: jää reunalle eikä tee tällä vuorolla enää mitään</translation>
    </message>
    <message>
        <source>{name} cannot reach {target}: the charge fails and {name} does nothing more this turn</source>
        <translation>{name} ei yllä kohteeseen {target}: rynnäkkö epäonnistuu, eikä {name} tee tällä vuorolla enää mitään</translation>
    </message>
    <message>
        <source>reach {target}</source>
        <translation>kohteen {target} saavuttaminen</translation>
    </message>
    <message>
        <source>{name} charges {target}</source>
        <translation>{name} ryntää kohteen {target} kimppuun</translation>
    </message>
    <message>
        <source>{name} charges {foe}; the fight as the table stands: Fight {mine} against {theirs}</source>
        <translation>{name} ryntää kohteen {foe} kimppuun; taistelu pöydän nykytilanteessa: Taistelu {mine} vastaan {theirs}</translation>
    </message>
    <message>
        <source>{name} fights {foe}: Fight {mine} against {theirs}, a die each, the higher total wins</source>
        <translation>{name} taistelee (vastassa {foe}): Taistelu {mine} vastaan {theirs}, kumpikin heittää yhden nopan, suurempi summa voittaa</translation>
    </message>
    <message>
        <source>wound {foe} (removed from the table)</source>
        <translation>kohteen {foe} haavoittaminen (poistetaan pöydältä)</translation>
    </message>
    <message>
        <source>{name} follows up and strikes {foe}</source>
        <translation>{name} seuraa ja iskee kohdetta {foe}</translation>
    </message>
    <message>
        <source>{name} tests its Courage ({n} or less on two dice) to hold its ground, then strikes</source>
        <translation>{name} tekee rohkeuskokeen ({n} tai vähemmän kahdella nopalla) pysyäkseen paikallaan ja iskee sitten</translation>
    </message>
    <message>
        <source>hold its ground</source>
        <translation>paikallaan pysyminen</translation>
    </message>
    <message>
        <source>your table edge</source>
        <translation>oma pöydänreunasi</translation>
    </message>
    <message>
        <source>the heirloom</source>
        <translation>perintökalleus</translation>
    </message>
    <message>
        <source>the ford</source>
        <translation>kahlaamo</translation>
    </message>
    <message>
        <source>{pct}% to wound {target} and take it off the table ({hit}% to hit).</source>
        <translation>{pct} % mahdollisuus haavoittaa kohdetta {target} ja poistaa se pöydältä (osuman mahdollisuus {hit} %).</translation>
    </message>
    <message>
        <source>{win}% to win the fight against {foe} and {kill}% to wound it; {risk}% to be wounded.</source>
        <translation>{win} % mahdollisuus voittaa taistelu (vastassa {foe}) ja {kill} % mahdollisuus haavoittaa vastustajaa; {risk} % riski haavoittua itse.</translation>
    </message>
    <message>
        <source>The charge cannot reach {target}: it fails.</source>
        <translation>Rynnäkkö ei yllä kohteeseen {target}: se epäonnistuu.</translation>
    </message>
    <message>
        <source>{pct}% to get over the obstacle.</source>
        <translation>{pct} % mahdollisuus päästä esteen yli.</translation>
    </message>
    <message>
        <source>{pct}% to wound {foe} with the blow.</source>
        <translation>{pct} % mahdollisuus haavoittaa iskulla kohdetta {foe}.</translation>
    </message>
    <message>
        <source>{name} comes {d} cm closer to {goal}: {left} cm away now.</source>
        <translation>{name} pääsee {d} cm lähemmäs tavoitetta ({goal}): matkaa on nyt {left} cm.</translation>
    </message>
    <message>
        <source>{name} closes on {foe}: {gap} cm between them (was {was}).</source>
        <translation>{name} lähestyy kohdetta {foe}: välimatka {gap} cm (ennen {was}).</translation>
    </message>
    <message>
        <source>{name} keeps away from {foe}: {gap} cm between them (was {was}).</source>
        <translation>{name} pysyy loitolla kohteesta {foe}: välimatka {gap} cm (ennen {was}).</translation>
    </message>
    <message>
        <source>no blow lands; the fight ends even</source>
        <translation>kumpikaan ei saa iskua perille; taistelu päättyy tasan</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who} voittaa</translation>
    </message>
    <message>
        <source>{loser} backs away; {winner} strikes</source>
        <translation>{loser} perääntyy; {winner} iskee</translation>
    </message>
    <message>
        <source>the higher total wins; equal totals are a draw</source>
        <translation>suurempi yhteistulos voittaa; yhtä suuret tulokset ovat tasapeli</translation>
    </message>
    <message>
        <source>courage die</source>
        <translation>rohkeusnoppa</translation>
    </message>
    <message>
        <source>{n} or less (Courage {n})</source>
        <translation>{n} tai vähemmän (Rohkeus {n})</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>onnistui</translation>
    </message>
    <message>
        <source>{name} cannot shoot now.</source>
        <translation>{name} ei voi ampua nyt.</translation>
    </message>
    <message>
        <source>{name} is cowed and cannot shoot.</source>
        <translation>{name} on lamaantunut eikä voi ampua.</translation>
    </message>
    <message>
        <source>{name} has no bow or missile to shoot with.</source>
        <translation>Figuurilla {name} ei ole jousta eikä heittoasetta, jolla ampua.</translation>
    </message>
    <message>
        <source>{name} has already shot this turn.</source>
        <translation>{name} on jo ampunut tällä vuorolla.</translation>
    </message>
    <message>
        <source>{name} ran this turn and cannot shoot.</source>
        <translation>{name} juoksi tällä vuorolla eikä voi ampua.</translation>
    </message>
    <message>
        <source>{name} failed a charge or a jump this turn and does nothing more.</source>
        <translation>{name} epäonnistui tällä vuorolla rynnäkössä tai hypyssä eikä tee enää mitään.</translation>
    </message>
    <message>
        <source>{name} is in a fight with {foe} and cannot shoot.</source>
        <translation>{name} on taistelussa (vastustaja: {foe}) eikä voi ampua.</translation>
    </message>
    <message>
        <source>the target is cowed</source>
        <translation>kohde on lamaantunut</translation>
    </message>
    <message>
        <source>the target is bigger than a man</source>
        <translation>kohde on ihmistä suurempi</translation>
    </message>
    <message>
        <source>the target is smaller than a man</source>
        <translation>kohde on ihmistä pienempi</translation>
    </message>
    <message>
        <source>the shooter stands higher</source>
        <translation>ampuja seisoo korkeammalla</translation>
    </message>
    <message>
        <source>the target is partly in cover</source>
        <translation>kohde on osittain suojassa</translation>
    </message>
    <message>
        <source>the target is mostly in cover</source>
        <translation>kohde on enimmäkseen suojassa</translation>
    </message>
    <message>
        <source>{name} may only shoot at an enemy on the table.</source>
        <translation>{name} saa ampua vain pöydällä olevaan viholliseen.</translation>
    </message>
    <message>
        <source>{target} is outside {name}&apos;s field of view (90°).</source>
        <translation>{target} on figuurin {name} näkökentän (90°) ulkopuolella.</translation>
    </message>
    <message>
        <source>{target} is {d} cm away; {weapon} reaches {r} cm.</source>
        <translation>{target} on {d} cm:n päässä; {weapon}: kantama {r} cm.</translation>
    </message>
    <message>
        <source>{name} cannot see {target}.</source>
        <translation>{name} ei näe kohdetta {target}.</translation>
    </message>
    <message>
        <source>{name} would need a {n} to hit: only a desperate shot (a natural 6) is possible.</source>
        <translation>{name} tarvitsisi osuakseen tuloksen {n}: vain epätoivoinen laukaus (silmäluku 6) on mahdollinen.</translation>
    </message>
    <message>
        <source>A desperate shot is only for a shot that needs 7 or more; this one needs {n}.</source>
        <translation>Epätoivoinen laukaus on vain laukaukselle, joka vaatii heiton 7 tai enemmän; tämä vaatii heiton {n}.</translation>
    </message>
    <message>
        <source>{weapon} cannot wound {target} at all: not even a desperate shot is worth it.</source>
        <translation>{weapon} ei voi haavoittaa kohdetta {target} lainkaan: edes epätoivoinen laukaus ei kannata.</translation>
    </message>
    <message>
        <source>{name} shoots at {target} with {weapon}.</source>
        <translation>{name} ampuu kohdetta {target} (ase: {weapon}).</translation>
    </message>
    <message>
        <source>{weapon} strikes {target}.</source>
        <translation>{weapon} osuu kohteeseen {target}.</translation>
    </message>
    <message>
        <source>{target} is hit but not wounded: it is cowed and lies down.</source>
        <translation>{target} saa osuman mutta ei haavoitu: se lamaantuu ja kaatuu maahan.</translation>
    </message>
    <message>
        <source>{name} is wounded and removed from the table.</source>
        <translation>{name} haavoittuu ja poistetaan pöydältä.</translation>
    </message>
    <message>
        <source>{name} takes up the heirloom.</source>
        <translation>{name} nostaa perintökalleuden.</translation>
    </message>
    <message>
        <source>{name} drops the heirloom.</source>
        <translation>{name} pudottaa perintökalleuden.</translation>
    </message>
    <message numerus="yes">
        <source>Give back %n corruption to the track</source>
        <comment>Skullport</comment>
        <extracomment>(the computer) share of the pace at which corruption has left the track so far that it expects to go on</extracomment>
        <translation>
            <numerusform>Palauta %n korruptio radalle</numerusform>
            <numerusform>Palauta %n korruptiota radalle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n corruption out of the game</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>Poista %n korruptio pelistä</numerusform>
            <numerusform>Poista %n korruptiota pelistä</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your corruption</source>
        <comment>Skullport</comment>
        <translation>Pidä korruptiosi</translation>
    </message>
    <message numerus="yes">
        <source>give back up to %n corruption?</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>palautetaanko enintään %n korruptio?</numerusform>
            <numerusform>palautetaanko enintään %n korruptiota?</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} keeps its corruption.</source>
        <translation>{seat} pitää korruptionsa.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} gives %n corruption back to the track.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat} palauttaa %n korruption radalle.</numerusform>
            <numerusform>{seat} palauttaa %n korruptiota radalle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} puts %n corruption out of the game.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat} poistaa %n korruption pelistä.</numerusform>
            <numerusform>{seat} poistaa %n korruptiota pelistä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corruption token(s) leave the track for good; each one in a tavern now costs {vp} VP at the end.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>%n korruptiomerkki poistuu radalta lopullisesti; jokainen tavernassa oleva maksaa nyt lopussa {vp} VP.</numerusform>
            <numerusform>%n korruptiomerkkiä poistuu radalta lopullisesti; jokainen tavernassa oleva maksaa nyt lopussa {vp} VP.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} takes what was left on {place}: {what}.</source>
        <translation>{seat} ottaa sen, mitä ruutuun {place} jätettiin: {what}.</translation>
    </message>
    <message>
        <source>an adventurer</source>
        <comment>put on a space</comment>
        <translation>seikkailija</translation>
    </message>
    <message numerus="yes">
        <source>put {what} on which action space ({k} of %n)?</source>
        <translation>
            <numerusform>mihin toimintoruutuun laitetaan {what} ({k}/%n)?</numerusform>
            <numerusform>mihin toimintoruutuun laitetaan {what} ({k}/%n)?</numerusform>
        </translation>
    </message>
    <message>
        <source>On {place} (already holding {what})</source>
        <translation>Ruutuun {place} (siellä on jo {what})</translation>
    </message>
    <message>
        <source>On {place}</source>
        <translation>Ruutuun {place}</translation>
    </message>
    <message>
        <source>Which adventurer goes on {place}?</source>
        <translation>Mikä seikkailija laitetaan ruutuun {place}?</translation>
    </message>
    <message>
        <source>Put {what} there</source>
        <translation>Laita sinne {what}</translation>
    </message>
    <message>
        <source>{seat} leaves {what} on {place} for the next agent there.</source>
        <translation>{seat} jättää ruutuun {place} {what} seuraavalle sinne tulevalle agentille.</translation>
    </message>
    <message>
        <source>The computer rates your position after it {after} out of 100 (now {now}).</source>
        <translation>Sen jälkeen tietokone arvioi asemasi {after}/100 (nyt {now}).</translation>
    </message>
    <message>
        <source>the Ring&apos;s race: fewer steps left to Mount Doom</source>
        <translation>Sormuksen kilpajuoksu: vähemmän askelia Tuomiovuorelle</translation>
    </message>
    <message>
        <source>the Shadow&apos;s conquests: its points and the settlements it threatens</source>
        <translation>Varjon valloitukset: sen pisteet ja sen uhkaamat asutukset</translation>
    </message>
    <message>
        <source>the Free Peoples&apos; conquests: their points and the Shadow settlements they threaten</source>
        <translation>Vapaiden kansojen valloitukset: niiden pisteet ja niiden uhkaamat Varjon asutukset</translation>
    </message>
    <message>
        <source>the balance of the armies on the map</source>
        <translation>armeijoiden voimasuhteet kartalla</translation>
    </message>
    <message>
        <source>the Shadow&apos;s armies marching on the Free Peoples&apos; settlements</source>
        <translation>Varjon armeijoiden marssi kohti Vapaiden kansojen asutuksia</translation>
    </message>
    <message>
        <source>the Free Peoples&apos; armies marching on the Shadow&apos;s settlements</source>
        <translation>Vapaiden kansojen armeijoiden marssi kohti Varjon asutuksia</translation>
    </message>
    <message>
        <source>the nations&apos; way to war</source>
        <translation>kansojen tie sotaan</translation>
    </message>
    <message>
        <source>the characters who bring more action dice</source>
        <translation>hahmot, jotka tuovat lisää toimintanoppia</translation>
    </message>
    <message>
        <source>an Elven ring kept for later</source>
        <translation>myöhemmäksi säästetty haltiasormus</translation>
    </message>
    <message>
        <source>the cards in hand</source>
        <translation>käden kortit</translation>
    </message>
    <message>
        <source>an action die kept for later</source>
        <translation>myöhemmäksi säästetty toimintanoppa</translation>
    </message>
    <message>
        <source>the Fellowship hidden from the hunt</source>
        <translation>ajojahdilta piilossa oleva Saattue</translation>
    </message>
    <message>
        <source>the hunt tiles still to be drawn</source>
        <translation>vielä nostettavat ajojahtilaatat</translation>
    </message>
    <message>
        <source>{pct}% to take {region} fighting on to the end; victory points of the {side} after it: {vp}.</source>
        <translation>{pct} % mahdollisuus vallata {region}, jos taistelua jatketaan loppuun asti; {side}-puolen voittopisteet sen jälkeen: {vp}.</translation>
    </message>
    <message>
        <source>{pct}% to destroy the army in {region} fighting on to the end.</source>
        <translation>{pct} % mahdollisuus tuhota armeija alueella {region}, jos taistelua jatketaan loppuun asti.</translation>
    </message>
    <message>
        <source>Nothing better is in reach: the least harm to your plans.</source>
        <translation>Parempaa ei ole tarjolla: vähiten haittaa suunnitelmillesi.</translation>
    </message>
    <message>
        <source>It helps the Ring&apos;s race: the Fellowship&apos;s chance to reach Mount Doom, as the computer reckons it, goes from {a}% to {b}%.</source>
        <translation>Se auttaa Sormuksen kilpajuoksua: Saattueen mahdollisuus päästä Tuomiovuorelle muuttuu tietokoneen arvion mukaan {a} %:sta {b} %:iin.</translation>
    </message>
    <message>
        <source>It helps with {what}.</source>
        <translation>Se auttaa: {what}.</translation>
    </message>
    <message>
        <source>{pct}% to take {place}.</source>
        <translation>{pct} % mahdollisuus vallata {place}.</translation>
    </message>
    <message>
        <source>Your victory points go from {now} to {then}.</source>
        <translation>Voittopisteesi muuttuvat: {now} → {then}.</translation>
    </message>
    <message>
        <source>Each player&apos;s standing over the game</source>
        <translation>Jokaisen pelaajan asema pelin aikana</translation>
    </message>
    <message>
        <source>ahead</source>
        <translation>edellä</translation>
    </message>
    <message>
        <source>behind</source>
        <translation>jäljessä</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>siirto {n}</translation>
    </message>
    <message>
        <source>Turning points</source>
        <translation>Käännekohdat</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Onni</translation>
    </message>
    <message>
        <source>Changes of the lead: {n}.</source>
        <translation>Johdon vaihdoksia: {n}.</translation>
    </message>
    <message>
        <source>Move {n}, {player}: {action} ({change:+d} points of standing)</source>
        <translation>Siirto {n}, {player}: {action} ({change:+d} aseman pistettä)</translation>
    </message>
    <message>
        <source>the dice or cards made {luck:+d} of it</source>
        <translation>nopat tai kortit tekivät siitä {luck:+d}</translation>
    </message>
    <message>
        <source>the computer would have played: {action}</source>
        <translation>tietokone olisi pelannut: {action}</translation>
    </message>
    <message>
        <source>Each player’s costliest move</source>
        <translation>Kunkin pelaajan kallein siirto</translation>
    </message>
    <message>
        <source>{player}: no move lost standing by itself.</source>
        <translation>{player}: mikään oma siirto ei yksinään heikentänyt asemaa.</translation>
    </message>
    <message>
        <source>{player}: move {n}, {action} ({change:+d} points of standing, the dice&apos;s part taken out)</source>
        <translation>{player}: siirto {n}, {action} ({change:+d} aseman pistettä, noppien osuus poislukien)</translation>
    </message>
    <message>
        <source>luckier than could be expected</source>
        <translation>onnekkaampi kuin saattoi odottaa</translation>
    </message>
    <message>
        <source>unluckier than could be expected</source>
        <translation>epäonnisempi kuin saattoi odottaa</translation>
    </message>
    <message>
        <source>about as lucky as could be expected</source>
        <translation>suunnilleen niin onnekas kuin saattoi odottaa</translation>
    </message>
    <message>
        <source>{player}: {luck:+d} points of standing from the dice and cards over {moves} moves that rolled or drew — {verdict}.</source>
        <translation>{player}: {luck:+d} aseman pistettä nopista ja korteista {moves} siirrossa, joissa heitettiin tai nostettiin — {verdict}.</translation>
    </message>
    <message>
        <source>Hints asked for: {hints}.</source>
        <translation>Pyydetyt vihjeet: {hints}.</translation>
    </message>
    <message>
        <source>Standing is the computer&apos;s judgement of a position, from 50 points behind to 50 ahead.</source>
        <translation>Asema on tietokoneen arvio tilanteesta, 50 pisteen takaa-ajosta 50 pisteen johtoon.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Pelin läpikäynti</translation>
    </message>
    <message>
        <source>The game in review</source>
        <translation>Peli jälkikäteen</translation>
    </message>
    <message>
        <source>Odds: {lines}</source>
        <translation>Todennäköisyydet: {lines}</translation>
    </message>
    <message>
        <source>There is no guided first game for this game.</source>
        <extracomment>where a step may point: a panel, or a place / figure of the board (`place:&lt;id&gt;`, `figure:&lt;start of its id&gt;`) the kinds of action that finish the step when the player plays one; none: the step has a Next button with `until`: the step lasts until the player has no action of those kinds left (all figures placed) places lit on the board while the step is shown</extracomment>
        <translation>Tälle pelille ei ole opastettua ensimmäistä peliä.</translation>
    </message>
    <message>
        <source>The guided first game could not be read: {error}</source>
        <translation>Opastettua ensimmäistä peliä ei voitu lukea: {error}</translation>
    </message>
    <message>
        <source>Guided first game</source>
        <extracomment>the last guide was followed to its end (not skipped)</extracomment>
        <translation>Opastettu ensimmäinen peli</translation>
    </message>
    <message>
        <source>New here?</source>
        <translation>Ensimmäistä kertaa täällä?</translation>
    </message>
    <message>
        <source>A guided first game teaches you the turn step by step on the board, against the computer on Easy. You can find it later in the Help menu.</source>
        <translation>Opastettu ensimmäinen peli opettaa sinulle vuoron kulun askel askeleelta laudalla, tietokonetta vastaan Helppo-tasolla. Löydät sen myöhemmin myös Ohje-valikosta.</translation>
    </message>
    <message>
        <source>Start the guide</source>
        <translation>Aloita opastus</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Ei kiitos</translation>
    </message>
    <message>
        <source>Guided first game — step {n} of {count}</source>
        <translation>Opastettu ensimmäinen peli — vaihe {n}/{count}</translation>
    </message>
    <message>
        <source>Guided first game — done</source>
        <translation>Opastettu ensimmäinen peli — valmis</translation>
    </message>
    <message>
        <source>That is the turn. Play on against the computer: press H (or the Hint button) whenever you want its advice, watch the odds before each roll, and read the review when the game is over (Game menu).</source>
        <translation>Tällainen on vuoro. Jatka peliä tietokonetta vastaan: paina H (tai Vihje-painiketta) aina, kun haluat sen neuvoa, katso todennäköisyydet ennen jokaista heittoa ja lue pelin läpikäynti, kun peli on päättynyt (Peli-valikko).</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Sulje opastus</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Ohita opastus</translation>
    </message>
    <message>
        <source>{what}: {value} on average</source>
        <extracomment>a distribution over whole numbers: value -&gt; probability (the probabilities sum to 1)</extracomment>
        <translation>{what}: keskimäärin {value}</translation>
    </message>
    <message>
        <source>{what}: {percent}%</source>
        <translation>{what}: {percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Worked out exactly from the dice.</source>
        <translation>Laskettu tarkasti nopista.</translation>
    </message>
    <message numerus="yes">
        <source>Counted over %n seeded plays of the rules.</source>
        <translation>
            <numerusform>Laskettu %n toistettavasta, sääntöjen mukaisesta koeajosta.</numerusform>
            <numerusform>Laskettu %n toistettavasta, sääntöjen mukaisesta koeajosta.</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} The team&apos;s prospects after it: {after} out of 100 (now {now}).</source>
        <translation>{what} Joukkueen näkymät sen jälkeen: {after}/100 (nyt {now}).</translation>
    </message>
    <message numerus="yes">
        <source>Defeats {foe}; %n foe(s) left on the foe line.</source>
        <translation>
            <numerusform>Kukistaa vihollisen {foe}; vihollislinjalle jää %n vihollinen.</numerusform>
            <numerusform>Kukistaa vihollisen {foe}; vihollislinjalle jää %n vihollista.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moves {line} on {board} %n space(s) forward (to {at} of {last}).</source>
        <translation>
            <numerusform>Vie reittiä %n ruudun verran eteenpäin (reitti: {line}, lauta: {board}; nyt ruudussa {at}/{last}).</numerusform>
            <numerusform>Vie reittiä %n ruudun verran eteenpäin (reitti: {line}, lauta: {board}; nyt ruudussa {at}/{last}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The Fellowship goes on to its next stop.</source>
        <translation>Saattue siirtyy seuraavaan etappiin.</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s distance from Sauron goes from {was} to {now}.</source>
        <translation>Etäisyys Sauroniin muuttuu ({hobbit}): {was} → {now}.</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s hand goes from {was} to {now} cards.</source>
        <translation>Kortteja kädessä ({hobbit}): {was} → {now}.</translation>
    </message>
    <message>
        <source>The team&apos;s shields go from {was} to {now}.</source>
        <translation>Joukkueen kilvet muuttuvat: {was} → {now}.</translation>
    </message>
    <message>
        <source>Completes {quest}: your victory points go from {now} to {then}.</source>
        <translation>Suorittaa tehtävän {quest}; voittopisteesi muuttuvat: {now} → {then}.</translation>
    </message>
    <message>
        <source>Buys {building}: your victory points go from {now} to {then}.</source>
        <translation>Ostaa rakennuksen {building}; voittopisteesi muuttuvat: {now} → {then}.</translation>
    </message>
    <message>
        <source>Gains {gain}: enough to complete {quest}.</source>
        <translation>Saa: {gain}; se riittää tehtävän {quest} suorittamiseen.</translation>
    </message>
    <message>
        <source>Gains {gain}: {quest} still needs {need}.</source>
        <translation>Saa: {gain}; tehtävä {quest} vaatii vielä: {need}.</translation>
    </message>
    <message>
        <source>Gains {gain}.</source>
        <translation>Saa: {gain}.</translation>
    </message>
    <message>
        <source>Takes the quest {quest} (it needs {need}).</source>
        <translation>Ottaa tehtävän {quest} (vaatii: {need}).</translation>
    </message>
    <message>
        <source>Draws an intrigue card.</source>
        <translation>Nostaa juonittelukortin.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not an interface size: choose one of {sizes} (per cent).</source>
        <extracomment>the sizes offered, in percent the factor this process was started at (None: Qt&apos;s own, as the system or the environment set it) whether this process set QT_SCALE_FACTOR itself (so a restart does not take it as the system&apos;s)</extracomment>
        <translation>”{value}” ei ole käyttöliittymän koko: valitse jokin näistä: {sizes} (prosenttia).</translation>
    </message>
    <message>
        <source>Conquest of {place}</source>
        <translation>Paikan {place} valtaus</translation>
    </message>
    <message numerus="yes">
        <source>Conquer {place} (%n attempt(s), each needs more than {need})</source>
        <translation>
            <numerusform>Valtaa {place} (%n yritys, tarvitaan yli {need})</numerusform>
            <numerusform>Valtaa {place} (%n yritystä, kussakin tarvitaan yli {need})</numerusform>
        </translation>
    </message>
    <message>
        <source>Conquer {place} (a die per hero: {faces})</source>
        <translation>Valtaa {place} (yksi noppa sankaria kohden: {faces})</translation>
    </message>
    <message numerus="yes">
        <source>Conquer {place} (%n attempt(s), die + {points} must beat {need})</source>
        <translation>
            <numerusform>Valtaa {place} (%n yritys, nopan ja luvun {points} summan on oltava yli {need})</numerusform>
            <numerusform>Valtaa {place} (%n yritystä, nopan ja luvun {points} summan on oltava yli {need})</numerusform>
        </translation>
    </message>
    <message>
        <source>Win the fight and take {place}</source>
        <extracomment>a fight&apos;s outcome as the rules tell it apart: (the attacker wins, wins by 5 or more, loses by 5 or more)</extracomment>
        <translation>Voita taistelu ja valtaa {place}</translation>
    </message>
    <message>
        <source>{hero} ({seat}) dies</source>
        <translation>{hero} ({seat}) kuolee</translation>
    </message>
    <message>
        <source>At least one of {heroes} ({seat}) dies</source>
        <translation>Ainakin yksi kuolee: {heroes} ({seat})</translation>
    </message>
    <message>
        <source>Heroes of {seat} killed</source>
        <translation>Kuolleet sankarit ({seat})</translation>
    </message>
    <message>
        <source>Hero fight for {place}</source>
        <translation>Sankaritaistelu paikasta {place}</translation>
    </message>
    <message>
        <source>Putting on the Ring</source>
        <translation>Sormuksen pujottaminen sormeen</translation>
    </message>
    <message>
        <source>The attempt to destroy the Ring</source>
        <translation>Yritys tuhota Sormus</translation>
    </message>
    <message>
        <source>The preparations at Bag End</source>
        <translation>Repunpään valmistelut</translation>
    </message>
    <message>
        <source>Calling the Elves</source>
        <translation>Haltioiden kutsuminen</translation>
    </message>
    <message>
        <source>A foe appears first (the first tile of the turn shows a line)</source>
        <translation>Ensin ilmestyy vihollinen (vuoron ensimmäinen laatta näyttää kulkureittiä)</translation>
    </message>
    <message>
        <source>A sundial brings the next event, {event}</source>
        <translation>Aurinkokello tuo seuraavan tapahtuman: {event}</translation>
    </message>
    <message>
        <source>The next event tile</source>
        <translation>Seuraava tapahtumalaatta</translation>
    </message>
    <message>
        <source>Spaces {line} moves</source>
        <translation>Kuinka monta ruutua {line} etenee</translation>
    </message>
    <message>
        <source>Worth of the big shields won</source>
        <translation>Voitettujen isojen kilpien arvo</translation>
    </message>
    <message>
        <source>The Ring is destroyed</source>
        <translation>Sormus tuhoutuu</translation>
    </message>
    <message>
        <source>The die does nothing (blank or turned aside)</source>
        <translation>Arpakuutio ei tee mitään (tyhjä sivu tai torjuttu)</translation>
    </message>
    <message>
        <source>Sauron moves toward the hobbits</source>
        <translation>Sauron liikkuu kohti hobitteja</translation>
    </message>
    <message>
        <source>Steps into darkness for {hobbit}</source>
        <translation>Askeleet kohti pimeyttä ({hobbit})</translation>
    </message>
    <message>
        <source>Two foes appear</source>
        <translation>Kaksi vihollista ilmestyy</translation>
    </message>
    <message>
        <source>Sauron reaches {hobbit}</source>
        <translation>Sauron saavuttaa hobitin {hobbit}</translation>
    </message>
    <message>
        <source>The quest is lost</source>
        <translation>Peli menetetään</translation>
    </message>
    <message numerus="yes">
        <source>Taking on {what}: %n roll(s) of the die</source>
        <translation>
            <numerusform>Ota itsellesi: {what} — %n arpakuution heitto</numerusform>
            <numerusform>Ota itsellesi: {what} — %n arpakuution heittoa</numerusform>
        </translation>
    </message>
    <message>
        <source>A line moves over a die space or a big shield</source>
        <translation>Kulkureitti etenee arpakuutioruudun tai ison kilven yli</translation>
    </message>
    <message>
        <source>Take {region}, pressing the siege to the end (an elite reduced each round, no more combat cards)</source>
        <extracomment>a side&apos;s army in the battle model: ((nation, regulars, elites, spare regulars in its reinforcements), ...) a side&apos;s roll modifiers: (need or 0, dice, max dice or 99, re-rolls, no re-roll, plus, plus on re-roll, auto, keep ones)</extracomment>
        <translation>Valtaa alue {region} jatkamalla piiritystä loppuun asti (eliittiyksikkö alennetaan joka kierroksella, ei enää taistelukortteja)</translation>
    </message>
    <message>
        <source>Break the siege of {region}, fighting on to the end (no more combat cards, no retreat)</source>
        <translation>Murra piiritys, alue {region}, taistelemalla loppuun asti (ei enää taistelukortteja, ei vetäytymistä)</translation>
    </message>
    <message>
        <source>Take {region}, fighting on to the end (no more combat cards, no retreat)</source>
        <translation>Valtaa alue {region} taistelemalla loppuun asti (ei enää taistelukortteja, ei vetäytymistä)</translation>
    </message>
    <message>
        <source>Hits on the defenders this round</source>
        <translation>Osumat puolustajiin tällä kierroksella</translation>
    </message>
    <message>
        <source>Hits on the attackers this round</source>
        <translation>Osumat hyökkääjiin tällä kierroksella</translation>
    </message>
    <message>
        <source>Defenders destroyed this round</source>
        <translation>Puolustajat tuhoutuvat tällä kierroksella</translation>
    </message>
    <message>
        <source>Battle at {region}</source>
        <translation>Taistelu: {region}</translation>
    </message>
    <message>
        <source>Hunt damage (before a companion or a card takes some)</source>
        <translation>Ajojahdin vahinko (ennen kuin toveri tai kortti ottaa osan siitä)</translation>
    </message>
    <message>
        <source>The Fellowship is revealed</source>
        <translation>Saattue paljastuu</translation>
    </message>
    <message>
        <source>Corruption reaches {limit} if all the damage is taken (the Shadow wins)</source>
        <translation>Turmelus saavuttaa arvon {limit}, jos koko vahinko otetaan (Varjo voittaa)</translation>
    </message>
    <message>
        <source>The hunt finds the Fellowship</source>
        <translation>Ajojahti löytää Saattueen</translation>
    </message>
    <message>
        <source>The hunt for the Fellowship near {region}</source>
        <translation>Saattueen ajojahti alueen {region} lähellä</translation>
    </message>
    <message>
        <source>An Eye tile is drawn</source>
        <translation>Nostetaan Silmä-laatta</translation>
    </message>
    <message>
        <source>A Stop tile keeps the Fellowship on its step</source>
        <translation>Pysähdys-laatta pitää Saattueen paikallaan</translation>
    </message>
    <message>
        <source>A step on the Mordor track</source>
        <translation>Askel Mordorin radalla</translation>
    </message>
</context>
</TS>
