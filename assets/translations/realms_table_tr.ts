<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name></name>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>Son oyun sürdürülemiyor</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Sürdürülsün mü?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played). Resume it?</source>
        <translation>Yarım kalmış bir {game} oyunu var ({moves} hamle oynandı). Sürdürülsün mü?</translation>
    </message>
    <message>
        <source>No game is open. Choose Game → New to start one.</source>
        <translation>Açık oyun yok. Başlamak için Oyun → Yeni&apos;yi seç.</translation>
    </message>
    <message>
        <source>{game} could not be set up: {error}</source>
        <translation>{game} kurulamadı: {error}</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be opened.</source>
        <translation>Geçen sefer otomatik kaydedilen oyun açılamıyor.</translation>
    </message>
    <message>
        <source>It could not be moved aside ({reason}), so this session does not save automatically: the file stays as it is at {file}.</source>
        <translation>Dosya kenara taşınamadı ({reason}); bu yüzden bu oturum otomatik kaydetmiyor: dosya olduğu gibi şurada kalıyor: {file}.</translation>
    </message>
    <message>
        <source>It is kept as {file}; a new game begins.</source>
        <translation>Dosya şu adla saklandı: {file}; yeni bir oyun başlıyor.</translation>
    </message>
    <message>
        <source>Opening {file}…</source>
        <translation>Açılıyor: {file}…</translation>
    </message>
    <message>
        <source>Opening {game}…</source>
        <translation>Açılıyor: {game}…</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation>Masa kuruluyor…</translation>
    </message>
    <message>
        <source>Middle-earth board games on one PC.</source>
        <translation>Tek bilgisayarda Orta Dünya masa oyunları.</translation>
    </message>
    <message>
        <source>open every game&apos;s board offscreen once and exit</source>
        <translation>her oyunun tahtasını ekran dışında bir kez aç ve çık</translation>
    </message>
    <message>
        <source>watch the computer play itself</source>
        <translation>bilgisayarın kendi kendine oynamasını izle</translation>
    </message>
    <message>
        <source>start as usual (offscreen without a display, no resume offer), print the time of the main window&apos;s first paint and of the board&apos;s as one JSON line, and exit</source>
        <translation>her zamanki gibi başlat (ekran yoksa ekran dışında, sürdürme önerisi olmadan), ana pencerenin ve tahtanın ilk çizim süresini tek bir JSON satırı olarak yazdır ve çık</translation>
    </message>
    <message>
        <source>the language for this start (English, Türkçe, Deutsch, Suomi); the Language menu chooses it for good</source>
        <translation>bu açılışın dili (English, Türkçe, Deutsch, Suomi); kalıcı seçim Dil menüsünden yapılır</translation>
    </message>
    <message>
        <source>start the guided first game of GAME (one of: {games})</source>
        <translation>GAME oyununun rehberli ilk oyununu başlat (şunlardan biri: {games})</translation>
    </message>
    <message>
        <source>the size of the whole interface for this start: 100, 125, 150, 175 or 200 (per cent); View → Interface size chooses it for good</source>
        <translation>bu açılış için tüm arayüzün boyutu: 100, 125, 150, 175 ya da 200 (yüzde); kalıcı seçim Görünüm → Arayüz boyutu menüsünden yapılır</translation>
    </message>
    <message>
        <source>a saved game to open</source>
        <translation>açılacak kayıtlı oyun</translation>
    </message>
    <message>
        <source>Opened up</source>
        <extracomment>kinds of place whose names matter for play wherever they are (the adapter&apos;s LabelStyle may say more) (adapter, state) whose tooltip for this place is not written yet: it is written when asked for (the mouse rests on the place), not for every place after every action the adapter&apos;s map: its places and their neighbours the map as shown: the map&apos;s places, then the overlays&apos; zones as places without neighbours (the window and the drag code look every target up here) the adapter&apos;s overlays by name (see set_overlay) the smallest scale the board is shown at (the view&apos;s zoom that fits it), see set_floor the map drawn as pictures per zoom (see tiles.py) the odds of what a click on a figure or place would play, as tooltip lines (&apos;&apos; for none): set by the window</extracomment>
        <translation>Açılmış</translation>
    </message>
    <message>
        <source>Drop the figure on a place of the board.</source>
        <translation>Figürü tahtada bir yere bırak.</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}: {reason}</translation>
    </message>
    <message>
        <source>{place}: drop to play “{action}”</source>
        <translation>{place}: “{action}” oynamak için bırak</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>the modules whose `@checks` / `@applies` fill the table the kinds taken before the campaign (exactly one of them starts each turn) every kind of action the game knows: the kinds the table can check</extracomment>
        <translation>Oyun bitti.</translation>
    </message>
    <message>
        <source>Pass the table to the next player first.</source>
        <translation>Önce masayı sıradaki oyuncuya devret.</translation>
    </message>
    <message>
        <source>Wait: {player} (computer) is playing.</source>
        <translation>Bekle: {player} (bilgisayar) oynuyor.</translation>
    </message>
    <message>
        <source>That figure belongs to {player}.</source>
        <translation>Bu figür şu oyuncunun: {player}.</translation>
    </message>
    <message>
        <source>That figure cannot move now.</source>
        <translation>Bu figür şu anda hareket edemez.</translation>
    </message>
    <message>
        <source>Nothing to undo yet.</source>
        <extracomment>the game as the window and its adapter ask it: legal actions and views kept per state</extracomment>
        <translation>Henüz geri alınacak bir şey yok.</translation>
    </message>
    <message>
        <source>Nothing to undo: what the dice or cards showed cannot be taken back. (Game → Solo practice allows it against the computer.)</source>
        <translation>Geri alınacak bir şey yok: zarların ya da kartların gösterdiği geri alınamaz. (Oyun → Tek başına alıştırma, bilgisayara karşı buna izin verir.)</translation>
    </message>
    <message>
        <source>Nothing to undo: what the dice or cards showed cannot be taken back.</source>
        <translation>Geri alınacak bir şey yok: zarların ya da kartların gösterdiği geri alınamaz.</translation>
    </message>
    <message>
        <source>The others look away: this player&apos;s secrets are about to show.</source>
        <translation>Diğerleri başlarını çevirsin: bu oyuncunun gizli bilgileri görünmek üzere.</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>Masayı devret: {player}</translation>
    </message>
    <message>
        <source>{player}: show my table</source>
        <translation>{player}: masamı göster</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>İnsan</translation>
    </message>
    <message>
        <source>Computer — {level}</source>
        <translation>Bilgisayar — {level}</translation>
    </message>
    <message>
        <source>default</source>
        <translation>varsayılan</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>None: the game&apos;s chance comes from fresh entropy, kept nowhere (a seed is a command-line feature)</extracomment>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>how many play</comment>
        <translation>Oyuncu sayısı</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <source>Options</source>
        <extracomment>per-seat options (a list with one value per seat): name -&gt; one combo per seat row</extracomment>
        <translation>Seçenekler</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Başla</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>Yüklü oyun yok.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Yeni oyun…</translation>
    </message>
    <message>
        <source>Review the game…</source>
        <translation>Oyunu incele…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aksiyonlar</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>Each player: who plays the seat, and what they hold.</source>
        <translation>Her oyuncu: o yeri kimin oynadığı ve elinde neler olduğu.</translation>
    </message>
    <message>
        <source>Everything you may play now: Up and Down choose, Enter or Space plays it.</source>
        <translation>Şu an oynayabileceğin her şey: Yukarı ve Aşağı ok tuşlarıyla seç, Enter ya da boşluk tuşuyla oyna.</translation>
    </message>
    <message>
        <source>The latest roll explained, why a move was refused, hints and the rules.</source>
        <translation>Son atışın açıklaması, bir hamlenin neden reddedildiği, ipuçları ve kurallar.</translation>
    </message>
    <message>
        <source>What happened, a sentence a line: Enter or Space on a roll explains it.</source>
        <translation>Olanlar, satır başına bir cümle: bir atışın üzerindeyken Enter ya da boşluk tuşu atışı açıklar.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tahta</translation>
    </message>
    <message>
        <source>The board: N and P pick a figure that can act, Tab and the arrow keys choose where it goes, Enter plays it, Escape lets go.</source>
        <translation>Tahta: N ve P hamle yapabilecek bir figür seçer, Tab ve ok tuşları nereye gideceğini seçer, Enter hamleyi oynar, Esc figürü bırakır.</translation>
    </message>
    <message>
        <source>Filter the actions</source>
        <translation>Aksiyonları filtrele</translation>
    </message>
    <message>
        <source>Ends your turn (always under the actions list).</source>
        <translation>Sıranı bitirir (her zaman aksiyon listesinin altında).</translation>
    </message>
    <message>
        <source>N / P</source>
        <translation>N / P</translation>
    </message>
    <message>
        <source>Pick the next / previous figure of yours that can act (a blue ring marks it).</source>
        <translation>Hamle yapabilecek bir sonraki / önceki figürünü seç (mavi bir halka onu işaretler).</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab, arrow keys</source>
        <translation>Tab / Shift+Tab, ok tuşları</translation>
    </message>
    <message>
        <source>Go through the places the picked figure may go (on a measured table: its actions); the status bar says what each would do.</source>
        <translation>Seçili figürün gidebileceği yerleri tek tek dolaş (Çarpışma Masası&apos;nda: aksiyonlarını); durum çubuğu her birinin ne yapacağını söyler.</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter ya da boşluk tuşu</translation>
    </message>
    <message>
        <source>Play it: the same as dropping the figure there. On a figure with no place chosen: the same as clicking it (a die, a card).</source>
        <translation>Hamleyi oyna: figürü oraya bırakmakla aynı. Yer seçilmemiş bir figürde: ona tıklamakla aynı (bir zar, bir kart).</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Shift+Enter</translation>
    </message>
    <message>
        <source>Play it, choosing the details (as Shift while dropping).</source>
        <translation>Ayrıntıları seçerek oyna (bırakırken Shift&apos;e basmak gibi).</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Let go of the figure.</source>
        <translation>Figürü serbest bırak.</translation>
    </message>
    <message>
        <source>F, Ctrl+0, Ctrl++ / Ctrl+-</source>
        <translation>F, Ctrl+0, Ctrl++ / Ctrl+-</translation>
    </message>
    <message>
        <source>Fit the board to the window; zoom in and out.</source>
        <translation>Tahtayı pencereye sığdır; yakınlaştır ve uzaklaştır.</translation>
    </message>
    <message>
        <source>Actions panel</source>
        <translation>Aksiyonlar paneli</translation>
    </message>
    <message>
        <source>Up and Down choose an action, Enter or Space plays it; the line above it filters the list.</source>
        <translation>Yukarı ve Aşağı ok tuşlarıyla bir aksiyon seç, Enter ya da boşluk tuşuyla oyna; üstündeki satır listeyi filtreler.</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Oyun günlüğü</translation>
    </message>
    <message>
        <source>Enter or Space on a roll explains it in the rules panel.</source>
        <translation>Bir atışın üzerindeyken Enter ya da boşluk tuşu atışı Kurallar panelinde açıklar.</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>A hint: what the computer would do.</source>
        <translation>İpucu: bilgisayar ne yapardı.</translation>
    </message>
    <message>
        <source>Ctrl+1 / Ctrl+2 / Ctrl+3</source>
        <translation>Ctrl+1 / Ctrl+2 / Ctrl+3</translation>
    </message>
    <message>
        <source>Go to the board / the actions / the game log.</source>
        <translation>Tahtaya / aksiyonlara / oyun günlüğüne git.</translation>
    </message>
    <message>
        <source>{figure} ({n} of {count}): Tab or the arrow keys choose where it goes, Enter plays it.</source>
        <extracomment>the places (or, on a board of free drops, the actions) the picked figure may go to, in order</extracomment>
        <translation>{figure} ({n}/{count}): Tab ya da ok tuşları nereye gideceğini seçer, Enter hamleyi oynar.</translation>
    </message>
    <message>
        <source>{figure} ({n} of {count}): Enter to use it.</source>
        <translation>{figure} ({n}/{count}): kullanmak için Enter.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Açık oyun yok.</translation>
    </message>
    <message>
        <source>No figure can act now: see the Actions panel.</source>
        <translation>Şu an hiçbir figür hamle yapamaz: Aksiyonlar paneline bak.</translation>
    </message>
    <message>
        <source>That figure has nowhere to go: Enter to use it, Escape to let go.</source>
        <translation>Bu figürün gidebileceği bir yer yok: kullanmak için Enter, bırakmak için Esc.</translation>
    </message>
    <message>
        <source>{n} of {count}: {action}</source>
        <translation>{n}/{count}: {action}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>İpucu</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Bu dosya açılamıyor</translation>
    </message>
    <message>
        <source>The save was read, but this version could not show it ({error}). This is a fault of Realms Table, not of the file: the details are in the log.</source>
        <translation>Kayıt okundu ama bu sürüm onu gösteremedi ({error}). Bu, dosyanın değil Realms Table&apos;ın bir hatası: ayrıntılar günlükte.</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>Açıldı: {file}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Kayıtlı bir oyun aç</translation>
    </message>
    <message>
        <source>Realms Table saves (*.rtsave *.json);;All files (*)</source>
        <translation>Realms Table kayıtları (*.rtsave *.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Kaydedilemiyor</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>Oyun kaydedilemedi: {error}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Kaydedildi: {file}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Oyunu kaydet</translation>
    </message>
    <message>
        <source>Realms Table saves (*.rtsave)</source>
        <translation>Realms Table kayıtları (*.rtsave)</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>Oyun berabere bitti</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} kazandı!</translation>
    </message>
    <message>
        <source>{players} win!</source>
        <translation>{players} kazandı!</translation>
    </message>
    <message>
        <source>Final scores: {scores}</source>
        <translation>Final puanları: {scores}</translation>
    </message>
    <message>
        <source>That figure cannot go there now.</source>
        <extracomment>seats take colours that stay apart for colour-blind eyes too (desktop/seat_marks.py); each also has a shape the seats&apos; names of a game set up for its most players, by game id (see GameAdapter.seat_names) a drawing of the adapter&apos;s own (a name registered with `desktop.board.scene.register_figure_art`) instead of the round token, e.g. an action die showing its face where it stands, in board coordinates, instead of in its place&apos;s group (dice laid out in a box) its size relative to a token shown picked out (a chosen die) the way it faces, in degrees (0 east, 90 south), for a drawing that shows it (a figure on a measured table) drawn lying down (a cowed figure) what the label says in this state instead of the place&apos;s name (a card on a slot, a building on a lot); lines are separated by &quot;
&quot;, the first is the title, the rest are drawn smaller the label&apos;s size relative to the board&apos;s name size (small spaces, big panels) how many of the text&apos;s first lines make its title (a card&apos;s name wrapped over two lines) 2: a name that matters for play, shown at every zoom; 1: a minor one, hidden while too small to read (None: the board decides from the place&apos;s kind and the style: bold, underlined or an own text is major) params of an action that may name the figure / the place a figure is dropped on kinds of action that end a turn: shown as a button that is always in reach under the actions list how many players the open game has (set by the window before `board_map`; None when unknown) the open game&apos;s options (set by the window before `board_map`; None when unknown) figures stand at points of their own (`Figure.at`) and are dropped at any point of the board, not on places (a measured table): a drop is `drop_at`, a carried figure is followed by `drag_hint`, and `legal_targets` names figures (an enemy to charge; the figure&apos;s own id when it may go anywhere)</extracomment>
        <translation>Bu figür şu anda oraya gidemez.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Oyuncu {n}</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Kale</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Ülke</translation>
    </message>
    <message>
        <source>opened up by {player}</source>
        <translation>{player} tarafından açıldı</translation>
    </message>
    <message>
        <source>unoccupied</source>
        <translation>boş</translation>
    </message>
    <message>
        <source>{kind} of the {side} side, strength {strength}</source>
        <translation>{kind} ({side} taraf), güç {strength}</translation>
    </message>
    <message>
        <source>Heroes: {names}</source>
        <translation>Kahramanlar: {names}</translation>
    </message>
    <message>
        <source>{name} — {points} points ({side})</source>
        <translation>{name} — {points} puan ({side})</translation>
    </message>
    <message>
        <source>{player}&apos;s hero</source>
        <translation>Sahibi: {player}</translation>
    </message>
    <message>
        <source>That hero cannot go there now.</source>
        <translation>Bu kahraman şu anda oraya gidemez.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>boş</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kart</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} kart</translation>
    </message>
    <message>
        <source>sword</source>
        <translation>kılıç</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>kalkan</translation>
    </message>
    <message>
        <source>siege hammer</source>
        <translation>kuşatma çekici</translation>
    </message>
    <message>
        <source>banner</source>
        <translation>sancak</translation>
    </message>
    <message>
        <source>secret powers</source>
        <translation>gizli güçler</translation>
    </message>
    <message>
        <source>higher powers</source>
        <translation>yüce güçler</translation>
    </message>
    <message>
        <source>power breaker</source>
        <translation>güç kırıcı</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>healing</source>
        <translation>şifa</translation>
    </message>
    <message>
        <source>palantír</source>
        <translation>palantír</translation>
    </message>
    <message>
        <source>lord of the water</source>
        <translation>suyun efendisi</translation>
    </message>
    <message>
        <source>Draw a hero card</source>
        <translation>Kahraman kartı çek</translation>
    </message>
    <message>
        <source>Bring a hero into play</source>
        <translation>Bir kahramanı oyuna sok</translation>
    </message>
    <message>
        <source>Conquest and attack</source>
        <translation>Fetih ve saldırı</translation>
    </message>
    <message>
        <source>Open up land</source>
        <translation>Ülke aç</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Sırayı bitir</translation>
    </message>
    <message>
        <source>good</source>
        <extracomment>the sides, in a sentence (&apos;of the good side&apos;) and as a heading (&apos;Good&apos;)</extracomment>
        <translation>iyi</translation>
    </message>
    <message>
        <source>evil</source>
        <translation>kötü</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>İyi</translation>
    </message>
    <message>
        <source>Evil</source>
        <translation>Kötü</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} (known: {names})</source>
        <translation>{cards} (bilinenler: {names})</translation>
    </message>
    <message numerus="yes">
        <source>%n land(s)</source>
        <translation>
            <numerusform>%n ülke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fortress(es)</source>
        <translation>
            <numerusform>%n kale</numerusform>
        </translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Taraf</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Kahramanlar</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>El</translation>
    </message>
    <message>
        <source>Holdings</source>
        <translation>Topraklar</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Görevler</translation>
    </message>
    <message>
        <source>{n} secret</source>
        <translation>{n} gizli</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Durum</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>oyun dışı</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} ZP</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>kart çekme</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>sefer</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {phase}</source>
        <translation>Tur {round}/{rounds} · {phase}</translation>
    </message>
    <message>
        <source>{nation} ({side})</source>
        <extracomment>the die the player clicked (side, face): the actions panel opens its group, army drags spend it</extracomment>
        <translation>{nation} ({side})</translation>
    </message>
    <message>
        <source>{settlement}, {n} VP</source>
        <translation>{settlement}, {n} ZP</translation>
    </message>
    <message>
        <source>held by the {side}</source>
        <translation>{side} kontrolünde</translation>
    </message>
    <message>
        <source>Besieged: the {side} are inside.</source>
        <translation>Kuşatma altında: içeride {side} var.</translation>
    </message>
    <message>
        <source>Nazgûl: {n}</source>
        <translation>Nazgûl: {n}</translation>
    </message>
    <message>
        <source>The Fellowship (last known position), progress {p}</source>
        <translation>Yüzük Kardeşliği (son bilinen konum), ilerleme {p}</translation>
    </message>
    <message>
        <source>Foe line</source>
        <extracomment>the turn&apos;s end under the actions list (the engine&apos;s other answers are too long for the button)</extracomment>
        <translation>Düşman hattı</translation>
    </message>
    <message>
        <source>Event tiles</source>
        <extracomment>the actions panel&apos;s group of each kind of action, and where the group stands (smaller first)</extracomment>
        <translation>Olay karoları</translation>
    </message>
    <message>
        <source>none here</source>
        <translation>burada yok</translation>
    </message>
    <message numerus="yes">
        <source>%n in the stack</source>
        <translation>
            <numerusform>destede %n</numerusform>
        </translation>
    </message>
    <message>
        <source>click to reveal</source>
        <translation>açmak için tıkla</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>Son karo</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>henüz yok</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit}&apos;s hand: %n card(s)</source>
        <translation>
            <numerusform>{hobbit} — elinde %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit}&apos;s hand is empty</source>
        <translation>{hobbit} — eli boş</translation>
    </message>
    <message>
        <source>Gandalf (5 shields a card)</source>
        <translation>Gandalf (kart başına 5 kalkan)</translation>
    </message>
    <message>
        <source>{board} — scenario board</source>
        <translation>{board} — senaryo tahtası</translation>
    </message>
    <message>
        <source>{board} — the Ring is on Mount Doom</source>
        <translation>{board} — Yüzük Kader Dağı&apos;nda</translation>
    </message>
    <message>
        <source>{haven} — a safe haven; next: {board}</source>
        <translation>{haven} — güvenli liman; sonraki: {board}</translation>
    </message>
    <message>
        <source>Between two boards — next: {board}</source>
        <translation>İki tahta arasında — sonraki: {board}</translation>
    </message>
    <message>
        <source>The end of the road</source>
        <translation>Yolun sonu</translation>
    </message>
    <message>
        <source>played ahead: {what}</source>
        <translation>önceden oynanan: {what}</translation>
    </message>
    <message>
        <source>No {symbol} line on this board</source>
        <translation>Bu tahtada {symbol} hattı yok</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>Ana hat</translation>
    </message>
    <message>
        <source>of {symbol}</source>
        <translation>etkinlik: {symbol}</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>tamamlandı</translation>
    </message>
    <message>
        <source>{n}. {event}</source>
        <translation>{n}. {event}</translation>
    </message>
    <message>
        <source>Space {n} of the corruption line (0 is the light, 15 the dark). Sauron is on space {sauron}.</source>
        <translation>Yozlaşma hattının {n}. alanı (0 ışık, 15 karanlık). Sauron {sauron}. alanda.</translation>
    </message>
    <message>
        <source>An empty place of the foe line. New foes come in from the left; with eight foes at the end of a turn, the foes win.</source>
        <translation>Düşman hattında boş bir yer. Yeni düşmanlar soldan gelir; bir sıranın sonunda sekiz düşman varsa düşmanlar kazanır.</translation>
    </message>
    <message>
        <source>{foe} on the foe line.</source>
        <translation>Düşman hattında: {foe}.</translation>
    </message>
    <message>
        <source>The event tiles still face down: {n}. Click the stack to reveal one when it is asked.</source>
        <translation>Hâlâ kapalı duran olay karoları: {n}. İstendiğinde bir karo açmak için desteye tıkla.</translation>
    </message>
    <message>
        <source>No tile revealed on this board yet.</source>
        <translation>Bu tahtada henüz hiç karo açılmadı.</translation>
    </message>
    <message>
        <source>Tiles revealed on this board: {tiles}</source>
        <translation>Bu tahtada açılan karolar: {tiles}</translation>
    </message>
    <message>
        <source>{place} is on the route only with Friends &amp; Foes.</source>
        <translation>{place} yalnızca Friends &amp; Foes ile güzergâhta yer alır.</translation>
    </message>
    <message>
        <source>The Fellowship is here.</source>
        <translation>Kardeşlik burada.</translation>
    </message>
    <message>
        <source>Click it to travel here.</source>
        <translation>Buraya gitmek için tıkla.</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation>{caption}: {value}</translation>
    </message>
    <message>
        <source>The cards of the hobbit at the screen. Drag one onto a line it fits, or onto what is being paid.</source>
        <translation>Ekranın başındaki hobbitin kartları. Birini uyduğu bir hatta ya da ödenmekte olan şeyin üzerine sürükle.</translation>
    </message>
    <message>
        <source>Gandalf&apos;s cards not yet used. Each costs the Fellowship 5 shields.</source>
        <translation>Gandalf&apos;ın henüz kullanılmamış kartları. Her biri Kardeşliğe 5 kalkana mal olur.</translation>
    </message>
    <message>
        <source>This board has no line here.</source>
        <translation>Bu tahtanın burada hattı yok.</translation>
    </message>
    <message>
        <source>The marker is on space {n} of {last}.</source>
        <translation>İşaret: alan {n}/{last}.</translation>
    </message>
    <message>
        <source>{n}: {what}</source>
        <translation>{n}: {what}</translation>
    </message>
    <message>
        <source>Event {n} of {board}: {event}</source>
        <translation>{board} — olay {n}: {event}</translation>
    </message>
    <message>
        <source>Being paid now: drop a card, a life token or the shields here.</source>
        <translation>Şu an ödeniyor: buraya bir kart, bir can jetonu ya da kalkanları bırak.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation>Yozlaşma</translation>
    </message>
    <message>
        <source>space {n}; Sauron on {sauron}</source>
        <translation>{n}. alan; Sauron {sauron}. alanda</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Kalkanlar</translation>
    </message>
    <message>
        <source>Life tokens</source>
        <translation>Can jetonları</translation>
    </message>
    <message>
        <source>The Ring</source>
        <translation>Yüzük</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <translation>Yüzük Taşıyıcı</translation>
    </message>
    <message>
        <source>Ability card</source>
        <translation>Yetenek kartı</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>hazır</translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n kalkan</numerusform>
        </translation>
    </message>
    <message>
        <source>The quest is over</source>
        <translation>Görev sona erdi</translation>
    </message>
    <message>
        <source>on the road</source>
        <translation>yolda</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s turn</source>
        <translation>Sıra: {hobbit}</translation>
    </message>
    <message>
        <source>{what}: {hobbit} may pay</source>
        <translation>{what}: {hobbit} ödeyebilir</translation>
    </message>
    <message>
        <source>drag a card, a token or the shields onto it</source>
        <translation>üzerine bir kart, bir jeton ya da kalkanları sürükle</translation>
    </message>
    <message>
        <source>click the tile stack</source>
        <translation>karo destesine tıkla</translation>
    </message>
    <message>
        <source>drag a card onto a line</source>
        <translation>bir kartı bir hatta sürükle</translation>
    </message>
    <message numerus="yes">
        <source>%n foe(s) on the foe line</source>
        <translation>
            <numerusform>düşman hattında %n düşman</numerusform>
        </translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Yönettiği</translation>
    </message>
    <message>
        <source>{what} ({side})</source>
        <translation>{what} ({side})</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Lider</translation>
    </message>
    <message>
        <source>★ leads the side this turn</source>
        <translation>★ bu tur tarafın Lider Oyuncusu</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Sıradaki</translation>
    </message>
    <message>
        <source>takes the next {side} action</source>
        <translation>sıradaki {side} aksiyonunu yapar</translation>
    </message>
    <message>
        <source>the whole {side} side alone (never the same nation twice in a row)</source>
        <translation>{side} tarafının tamamı tek başına (aynı ulus art arda iki kez olmaz)</translation>
    </message>
    <message>
        <source>Action dice</source>
        <translation>Aksiyon zarları</translation>
    </message>
    <message>
        <source>Elven rings</source>
        <translation>Elf Yüzükleri</translation>
    </message>
    <message>
        <source>At war</source>
        <translation>Savaşta</translation>
    </message>
    <message>
        <source>Mordor step {n}</source>
        <translation>Mordor adımı {n}</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>Kardeşlik</translation>
    </message>
    <message>
        <source>{where}, progress {p}, {h}, corruption {c}</source>
        <translation>{where}, ilerleme {p}, {h}, yozlaşma {c}</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>gizli</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>açık</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Kayıplar</translation>
    </message>
    <message>
        <source>Hunt box</source>
        <translation>Av Kutusu</translation>
    </message>
    <message>
        <source>{n} Shadow dice, {m} Free Peoples dice</source>
        <translation>{n} Gölge zarı, {m} Serbest Halklar zarı</translation>
    </message>
    <message>
        <source>Nazgûl in reserve</source>
        <translation>Yedekteki Nazgûl</translation>
    </message>
    <message>
        <source>{n} / {goal} VP</source>
        <translation>{n} / {goal} ZP</translation>
    </message>
    <message>
        <source>{face} die</source>
        <translation>{face} zarı</translation>
    </message>
    <message>
        <source>A card&apos;s choice</source>
        <translation>Bir kartın seçimi</translation>
    </message>
    <message>
        <source>From {region}</source>
        <translation>{region} bölgesinden</translation>
    </message>
    <message>
        <source>The army in {region}</source>
        <translation>{region} bölgesindeki ordu</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Oyun bitti</translation>
    </message>
    <message>
        <source>Turn {turn} · {phase}</source>
        <translation>Tur {turn} · {phase}</translation>
    </message>
    <message>
        <source>battle in {region}</source>
        <translation>{region} bölgesinde muharebe</translation>
    </message>
    <message>
        <source>play intrigue</source>
        <translation>entrika oyna</translation>
    </message>
    <message>
        <source>empty lot</source>
        <translation>boş bina alanı</translation>
    </message>
    <message>
        <source>pile: {what}</source>
        <translation>yığın: {what}</translation>
    </message>
    <message>
        <source>(no quest)</source>
        <translation>(görev yok)</translation>
    </message>
    <message>
        <source>(sold out)</source>
        <translation>(tükendi)</translation>
    </message>
    <message>
        <source>{cost} gold</source>
        <translation>{cost} altın</translation>
    </message>
    <message>
        <source>{vp} VP on it</source>
        <translation>üzerinde {vp} ZP</translation>
    </message>
    <message>
        <source>visit: {what}</source>
        <translation>ziyaret: {what}</translation>
    </message>
    <message>
        <source>owner: {what}</source>
        <translation>sahip: {what}</translation>
    </message>
    <message>
        <source>+1 agent</source>
        <translation>+1 ajan</translation>
    </message>
    <message>
        <source>No active quest</source>
        <translation>Aktif görev yok</translation>
    </message>
    <message>
        <source>1 quest</source>
        <translation>1 görev</translation>
    </message>
    <message>
        <source>{n} quests</source>
        <translation>{n} görev</translation>
    </message>
    <message>
        <source>1 plot quest</source>
        <translation>1 komplo görevi</translation>
    </message>
    <message>
        <source>{n} plot quests</source>
        <translation>{n} komplo görevi</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Tamamlanan</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Bitti</translation>
    </message>
    <message>
        <source>{lot}: no building yet — buy one at Builder&apos;s Hall.</source>
        <translation>{lot}: henüz bina yok — Builder&apos;s Hall&apos;dan bir bina satın al.</translation>
    </message>
    <message>
        <source>{building} — {owner}&apos;s ({lot})</source>
        <translation>{building} — sahibi: {owner} ({lot})</translation>
    </message>
    <message>
        <source>Visit: {text}</source>
        <translation>Ziyaret: {text}</translation>
    </message>
    <message>
        <source>Owner: {text}</source>
        <translation>Sahip: {text}</translation>
    </message>
    <message>
        <source>Piled here: {what}</source>
        <translation>Burada biriken: {what}</translation>
    </message>
    <message>
        <source>No quest in this slot.</source>
        <translation>Bu yuvada görev yok.</translation>
    </message>
    <message>
        <source>Cost: {cost}</source>
        <translation>Maliyet: {cost}</translation>
    </message>
    <message>
        <source>Reward: {text}</source>
        <translation>Ödül: {text}</translation>
    </message>
    <message>
        <source>Plot quest: {text}</source>
        <translation>Komplo görevi: {text}</translation>
    </message>
    <message>
        <source>No module (the base game)</source>
        <translation>Modül yok (temel oyun)</translation>
    </message>
    <message>
        <source>Both: Undermountain and Skullport</source>
        <translation>İkisi de: Undermountain ve Skullport</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} ZP</translation>
    </message>
    <message>
        <source>{left} of {count}</source>
        <translation>{left}/{count}</translation>
    </message>
    <message>
        <source>No building for sale here.</source>
        <translation>Burada satılık bina yok.</translation>
    </message>
    <message>
        <source>{building} — cost {cost} gold, {vp} VP tokens on it</source>
        <translation>{building} — maliyeti {cost} Altın, üzerinde {vp} ZP jetonu</translation>
    </message>
    <message>
        <source>The corruption track: {left} of its {count} tokens worth {vp} VP are still on it. Each token in a tavern at the end costs the value of the emptied space farthest from −1: now {now} VP.</source>
        <translation>Yolsuzluk çizelgesi: değeri {vp} ZP olan {count} jetonun {left} tanesi hâlâ üzerinde. Oyun sonunda tavernadaki her jeton, −1&apos;den en uzaktaki boşalmış alanın değerine mal olur: şimdi {now} ZP.</translation>
    </message>
    <message>
        <source>Round {r} of 8</source>
        <translation>Tur {r}/8</translation>
    </message>
    <message>
        <source>Every player gets one more agent from this round on.</source>
        <translation>Bu turdan itibaren her oyuncu bir ajan daha alır.</translation>
    </message>
    <message>
        <source>The current round.</source>
        <translation>Geçerli tur.</translation>
    </message>
    <message>
        <source>{name}&apos;s agents not yet sent out this round: {n}</source>
        <translation>{name}: bu tur henüz gönderilmemiş ajanlar: {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s active quests, face up. After placing an agent, drag one you can pay for onto the completed pile beside it (or use the actions panel).</source>
        <translation>{name}: aktif görevler, açık. Bir ajan yerleştirdikten sonra, karşılayabildiğin bir görevi yanındaki tamamlanan görevler yığınına sürükle (ya da aksiyonlar panelini kullan).</translation>
    </message>
    <message>
        <source>{name}&apos;s completed quests: {list}</source>
        <translation>{name}: tamamlanan görevler: {list}</translation>
    </message>
    <message>
        <source>Drop one of your active quests here to complete it (after placing an agent).</source>
        <translation>Tamamlamak için aktif görevlerinden birini buraya bırak (bir ajan yerleştirdikten sonra).</translation>
    </message>
    <message>
        <source>{pile}: {count}</source>
        <comment>a pile of cards, then how many cards it holds</comment>
        <translation>{pile}: {count}</translation>
    </message>
    <message>
        <source>Free.</source>
        <translation>Boş.</translation>
    </message>
    <message>
        <source>the Ambassador ({who})</source>
        <translation>Elçi ({who})</translation>
    </message>
    <message>
        <source>{who}&apos;s agent</source>
        <translation>Ajan ({who})</translation>
    </message>
    <message>
        <source>Taken by {who}.</source>
        <translation>{who} aldı.</translation>
    </message>
    <message>
        <source>{lord} — {text}</source>
        <comment>a Lord card, then what it scores</comment>
        <translation>{lord} — {text}</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>gizli</translation>
    </message>
    <message>
        <source>{name} ({vp} VP)</source>
        <translation>{name} ({vp} ZP)</translation>
    </message>
    <message>
        <source>{name} (mandatory)</source>
        <translation>{name} (zorunlu)</translation>
    </message>
    <message>
        <source>{left} of {total} in the pool</source>
        <translation>havuzda {left}/{total}</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Teğmen</translation>
    </message>
    <message>
        <source>Ambassador</source>
        <translation>Elçi</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>ilk oyuncu</translation>
    </message>
    <message>
        <source>Lord</source>
        <translation>Lord</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Altın</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Taverna</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Ajanlar</translation>
    </message>
    <message>
        <source>Quests</source>
        <translation>Görevler</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): {vp} VP at the end as the track stands now</source>
        <translation>
            <numerusform>%n jeton: çizelgenin şimdiki hâliyle oyun sonunda {vp} ZP</numerusform>
        </translation>
    </message>
    <message>
        <source>Corruption</source>
        <comment>Skullport&apos;s tokens</comment>
        <translation>Yolsuzluk</translation>
    </message>
    <message>
        <source>Plot quests</source>
        <translation>Komplo görevleri</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation>Entrika</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Binalar</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Final puanı</translation>
    </message>
    <message>
        <source>{track} on the track + {adv} adventurers + {gvp} for {gold} gold + {lvp} Lord = {total} VP</source>
        <translation>çizelgede {track} + {adv} maceracı + {gold} altın için {gvp} + {lvp} Lord = {total} ZP</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <comment>an intrigue card or a plot quest, then what it does</comment>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>Click its card.</source>
        <translation>Kartına tıkla.</translation>
    </message>
    <message>
        <source>click one of your quests to complete it, or End turn</source>
        <translation>tamamlamak için görevlerinden birine tıkla ya da Sırayı bitir</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Maliyet</translation>
    </message>
    <message>
        <source>Gives</source>
        <translation>Verir</translation>
    </message>
    <message numerus="yes">
        <source>%n intrigue card(s)</source>
        <translation>
            <numerusform>%n entrika kartı</numerusform>
        </translation>
    </message>
    <message>
        <source>no intrigue card</source>
        <translation>entrika kartı yok</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>hiçbir şey</translation>
    </message>
    <message>
        <source>{what} to an opponent</source>
        <translation>bir rakibe {what}</translation>
    </message>
    <message>
        <source>pay {what}</source>
        <translation>{what} öde</translation>
    </message>
    <message>
        <source>{n} of any kind</source>
        <translation>herhangi türden {n}</translation>
    </message>
    <message>
        <source>return {n}</source>
        <translation>{n} geri ver</translation>
    </message>
    <message>
        <source>intrigue</source>
        <translation>entrika</translation>
    </message>
    <message>
        <source>{n} intrigue</source>
        <translation>{n} entrika</translation>
    </message>
    <message>
        <source>quest</source>
        <translation>görev</translation>
    </message>
    <message>
        <source>new quests</source>
        <translation>yeni görevler</translation>
    </message>
    <message>
        <source>free building</source>
        <translation>bedava bina</translation>
    </message>
    <message>
        <source>buy a building</source>
        <translation>bina satın al</translation>
    </message>
    <message>
        <source>1st player</source>
        <translation>ilk oyuncu</translation>
    </message>
    <message>
        <source>the Ambassador</source>
        <translation>Elçi</translation>
    </message>
    <message>
        <source>1st player + intrigue</source>
        <translation>ilk oyuncu + entrika</translation>
    </message>
    <message>
        <source>2 fighters</source>
        <translation>2 savaşçı</translation>
    </message>
    <message>
        <source>1 cleric</source>
        <translation>1 rahip</translation>
    </message>
    <message>
        <source>1 wizard</source>
        <translation>1 büyücü</translation>
    </message>
    <message>
        <source>2 rogues</source>
        <translation>2 hırsız</translation>
    </message>
    <message>
        <source>4 gold</source>
        <translation>4 altın</translation>
    </message>
    <message>
        <source>quest + 2 gold</source>
        <translation>görev, 2 altın</translation>
    </message>
    <message>
        <source>quest + intrigue</source>
        <translation>görev + entrika</translation>
    </message>
    <message>
        <source>new quests, take one</source>
        <translation>yeni görevler, birini al</translation>
    </message>
    <message>
        <source>quest + play intrigue</source>
        <translation>görev + entrika oyna</translation>
    </message>
    <message>
        <source>1 any, or fighter and rogue</source>
        <translation>herhangi 1 ya da savaşçı ve hırsız</translation>
    </message>
    <message>
        <source>2 intrigue</source>
        <translation>2 entrika</translation>
    </message>
    <message>
        <source>5 gold, quest, intrigue, 1 corruption</source>
        <translation>5 altın, görev, entrika, 1 yolsuzluk</translation>
    </message>
    <message>
        <source>2 any + 1 corruption</source>
        <translation>herhangi 2 + 1 yolsuzluk</translation>
    </message>
    <message>
        <source>2 fighters, 2 rogues, 1 corruption</source>
        <translation>2 savaşçı, 2 hırsız, 1 yolsuzluk</translation>
    </message>
    <message>
        <source>Corruption track</source>
        <translation>Yolsuzluk çizelgesi</translation>
    </message>
    <message>
        <source>Grinning Lion</source>
        <extracomment>the spaces&apos; names on the board where the map&apos;s full name is too long for the space (the tooltip has it)</extracomment>
        <translation>Grinning Lion</translation>
    </message>
    <message>
        <source>Aurora&apos;s Shop</source>
        <translation>Aurora&apos;s Shop</translation>
    </message>
    <message>
        <source>Inn 1</source>
        <translation>Inn 1</translation>
    </message>
    <message>
        <source>Inn 2</source>
        <translation>Inn 2</translation>
    </message>
    <message>
        <source>Inn 3</source>
        <translation>Inn 3</translation>
    </message>
    <message>
        <source>Harbor 1</source>
        <translation>Harbor 1</translation>
    </message>
    <message>
        <source>Harbor 2</source>
        <translation>Harbor 2</translation>
    </message>
    <message>
        <source>Harbor 3</source>
        <translation>Harbor 3</translation>
    </message>
    <message>
        <source>{what} per building you control</source>
        <extracomment>a gain multiplied by a count, in a few words</extracomment>
        <translation>her binan için {what}</translation>
    </message>
    <message>
        <source>{what} per building in play</source>
        <translation>oyundaki her bina için {what}</translation>
    </message>
    <message>
        <source>Send an agent</source>
        <translation>Bir ajan gönder</translation>
    </message>
    <message>
        <source>Place the Ambassador</source>
        <translation>Elçiyi yerleştir</translation>
    </message>
    <message>
        <source>Reassign a harbor agent</source>
        <translation>Waterdeep Harbor&apos;daki bir ajanı yeniden ata</translation>
    </message>
    <message>
        <source>Complete a quest</source>
        <translation>Bir görevi tamamla</translation>
    </message>
    <message>
        <source>Choose a quest</source>
        <translation>Bir görev seç</translation>
    </message>
    <message>
        <source>Discard a quest</source>
        <translation>Bir görevi at</translation>
    </message>
    <message>
        <source>Choose a building</source>
        <translation>Bir bina seç</translation>
    </message>
    <message>
        <source>Give up a building</source>
        <translation>Bir binadan vazgeç</translation>
    </message>
    <message>
        <source>Play an intrigue card</source>
        <translation>Bir entrika kartı oyna</translation>
    </message>
    <message>
        <source>Choose an opponent</source>
        <translation>Bir rakip seç</translation>
    </message>
    <message>
        <source>Choose an option</source>
        <translation>Bir seçenek seç</translation>
    </message>
    <message>
        <source>Choose resources</source>
        <translation>Kaynakları seç</translation>
    </message>
    <message>
        <source>Answer an opponent&apos;s card</source>
        <translation>Rakibin kartına yanıt ver</translation>
    </message>
    <message>
        <source>Decide</source>
        <translation>Karar ver</translation>
    </message>
    <message>
        <source>Choose a space</source>
        <translation>Bir alan seç</translation>
    </message>
    <message>
        <source>Name a quest type</source>
        <translation>Bir görev türü belirt</translation>
    </message>
    <message>
        <source>start of the round</source>
        <translation>tur başı</translation>
    </message>
    <message>
        <source>placing agents</source>
        <translation>ajan yerleştirme</translation>
    </message>
    <message>
        <source>completing a quest</source>
        <translation>görev tamamlama</translation>
    </message>
    <message>
        <source>reassigning harbor agents</source>
        <translation>Waterdeep Harbor&apos;daki ajanları yeniden atama</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>oyun bitti</translation>
    </message>
    <message numerus="yes">
        <source>%n cleric(s)</source>
        <translation>
            <numerusform>%n rahip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n savaşçı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rogue(s)</source>
        <translation>
            <numerusform>%n hırsız</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wizard(s)</source>
        <translation>
            <numerusform>%n büyücü</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gold</source>
        <translation>
            <numerusform>%n altın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <extracomment>what the last paint drew, for tests: (text, size on screen in pixels) pairs, while recording</extracomment>
        <translation>
            <numerusform>%n ZP</numerusform>
        </translation>
    </message>
    <message>
        <source>the Lieutenant</source>
        <translation>Teğmen</translation>
    </message>
    <message>
        <source>recall an agent</source>
        <translation>bir ajanı geri çağır</translation>
    </message>
    <message>
        <source>extra agent</source>
        <translation>ek ajan</translation>
    </message>
    <message>
        <source>copy a taken space</source>
        <translation>dolu bir alanı kullan</translation>
    </message>
    <message>
        <source>the pile</source>
        <translation>yığın</translation>
    </message>
    <message>
        <source>steal {n}</source>
        <translation>{n} çal</translation>
    </message>
    <message>
        <source>finish it now</source>
        <translation>hemen tamamla</translation>
    </message>
    <message>
        <source>Arcana</source>
        <extracomment>the quests&apos; types (the data&apos;s codes)</extracomment>
        <translation>Arcana</translation>
    </message>
    <message>
        <source>Commerce</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <source>Piety</source>
        <translation>Piety</translation>
    </message>
    <message>
        <source>Skullduggery</source>
        <translation>Skullduggery</translation>
    </message>
    <message>
        <source>Warfare</source>
        <translation>Warfare</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Ajan</translation>
    </message>
    <message>
        <source>on the mat, not yet sent out</source>
        <translation>oyuncu matında, henüz gönderilmedi</translation>
    </message>
    <message>
        <source>on {place}</source>
        <translation>yeri: {place}</translation>
    </message>
    <message>
        <source>{who}&apos;s lieutenant, {where}</source>
        <translation>Teğmen ({who}), {where}</translation>
    </message>
    <message>
        <source>{who}&apos;s agent, {where}</source>
        <translation>Ajan ({who}), {where}</translation>
    </message>
    <message>
        <source>Drag it onto a free action space.</source>
        <translation>Boş bir aksiyon alanına sürükle.</translation>
    </message>
    <message>
        <source>The Ambassador, held by {who}</source>
        <translation>Elçi, {who} elinde</translation>
    </message>
    <message>
        <source>The Ambassador waits at the Palace of Waterdeep for whoever visits it.</source>
        <translation>Elçi, Palace of Waterdeep&apos;te onu ziyaret edecek oyuncuyu bekliyor.</translation>
    </message>
    <message>
        <source>{quest} ({type})</source>
        <translation>{quest} ({type})</translation>
    </message>
    <message>
        <source>{name} (mandatory quest)</source>
        <translation>{name} (zorunlu görev)</translation>
    </message>
    <message>
        <source>It must be completed before any other quest.</source>
        <translation>Diğer tüm görevlerden önce tamamlanmalıdır.</translation>
    </message>
    <message>
        <source>Mandatory</source>
        <translation>Zorunlu</translation>
    </message>
    <message>
        <source>plot quest</source>
        <translation>komplo görevi</translation>
    </message>
    <message>
        <source>Click it (or drag it onto your quests) to take it.</source>
        <translation>Almak için tıkla (ya da görevlerinin üzerine sürükle).</translation>
    </message>
    <message>
        <source>To take it, send an agent to Cliffwatch Inn, then click the quest.</source>
        <translation>Almak için Cliffwatch Inn&apos;e bir ajan gönder, sonra göreve tıkla.</translation>
    </message>
    <message>
        <source>Click it, or drag it onto your completed pile, to complete it now.</source>
        <translation>Hemen tamamlamak için tıkla ya da tamamlanan görevler yığınına sürükle.</translation>
    </message>
    <message>
        <source>You cannot complete it now: {why}</source>
        <translation>Şu anda tamamlanamaz: {why}</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <comment>a row of a player&apos;s mat: its caption, then its value</comment>
        <translation>{caption}: {value}</translation>
    </message>
    <message>
        <source>it can be completed.</source>
        <translation>tamamlanabilir.</translation>
    </message>
    <message>
        <source>First finish the choice in the actions panel: {prompt}</source>
        <translation>Önce aksiyonlar panelindeki seçimi bitir: {prompt}</translation>
    </message>
    <message>
        <source>To take a quest, first send an agent to one of Cliffwatch Inn&apos;s spaces; then click the quest you want.</source>
        <translation>Görev almak için önce Cliffwatch Inn&apos;in alanlarından birine bir ajan gönder; sonra istediğin göreve tıkla.</translation>
    </message>
    <message>
        <source>That quest is {who}&apos;s.</source>
        <translation>Bu görev şu oyuncunun: {who}.</translation>
    </message>
    <message>
        <source>Drop the quest on your own quests (on your mat), or just click it.</source>
        <translation>Görevi kendi görevlerinin üzerine (oyuncu matında) bırak ya da sadece tıkla.</translation>
    </message>
    <message>
        <source>That quest cannot be taken now.</source>
        <translation>Bu görev şu anda alınamaz.</translation>
    </message>
    <message>
        <source>Send an agent to an action space or a building on a lot.</source>
        <translation>Bir aksiyon alanına ya da bir bina alanındaki binaya ajan gönder.</translation>
    </message>
    <message>
        <source>You have placed your agent this turn: now complete a quest or end your turn.</source>
        <translation>Bu sıra ajanını yerleştirdin: şimdi bir görev tamamla ya da sıranı bitir.</translation>
    </message>
    <message>
        <source>No agent can be placed now.</source>
        <translation>Şu anda ajan yerleştirilemez.</translation>
    </message>
    <message>
        <source>First the Ambassador is placed: drag it from your mat.</source>
        <translation>Önce Elçi yerleştirilir: oyuncu matından sürükle.</translation>
    </message>
    <message>
        <source>The Ambassador is placed at the start of a round, before any agent.</source>
        <translation>Elçi, turun başında, tüm ajanlardan önce yerleştirilir.</translation>
    </message>
    <message>
        <source>That agent is already out: send one from your mat.</source>
        <translation>Bu ajan zaten dışarıda: oyuncu matından bir ajan gönder.</translation>
    </message>
    <message>
        <source>That agent cannot go there now.</source>
        <translation>Bu ajan şu anda oraya gidemez.</translation>
    </message>
    <message>
        <source>Drop the quest on your completed pile (beside your quests) to complete it.</source>
        <translation>Tamamlamak için görevi tamamlanan görevler yığınına (görevlerinin yanında) bırak.</translation>
    </message>
    <message>
        <source>It is {who}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Sırada {who} var, {seat} değil.</translation>
    </message>
    <message>
        <source>That quest cannot be completed now.</source>
        <translation>Bu görev şu anda tamamlanamaz.</translation>
    </message>
    <message>
        <source>Elven rings {n}</source>
        <translation>Elf Yüzükleri {n}</translation>
    </message>
    <message>
        <source>(one used)</source>
        <translation>(biri kullanıldı)</translation>
    </message>
    <message>
        <source>{n} unused · {m} used · {ring}</source>
        <translation>{n} kullanılmamış · {m} kullanılmış · {ring}</translation>
    </message>
    <message>
        <source>{pool} dice, not rolled yet · {ring}</source>
        <translation>{pool} zar, henüz atılmadı · {ring}</translation>
    </message>
    <message>
        <source>unused: {faces}</source>
        <translation>kullanılmamış: {faces}</translation>
    </message>
    <message>
        <source>{pool} dice in the pool</source>
        <translation>havuzda {pool} zar</translation>
    </message>
    <message>
        <source>Click a die to see what it allows; drag it onto a region to use it there.</source>
        <translation>Ne sağladığını görmek için bir zara tıkla; orada kullanmak için bir bölgeye sürükle.</translation>
    </message>
    <message>
        <source>Mordor track</source>
        <translation>Mordor İzlemesi</translation>
    </message>
    <message>
        <source>REVEALED</source>
        <translation>AÇIK</translation>
    </message>
    <message>
        <source>progress {p} · {state} · at {where}</source>
        <translation>ilerleme {p} · {state} · konum: {where}</translation>
    </message>
    <message>
        <source>corruption {c} / 12</source>
        <translation>yozlaşma {c} / 12</translation>
    </message>
    <message>
        <source>guide: {g}</source>
        <translation>rehber: {g}</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>girilmedi</translation>
    </message>
    <message>
        <source>step {n} of 5   {steps}</source>
        <translation>adım {n}/5   {steps}</translation>
    </message>
    <message>
        <source>AT WAR</source>
        <translation>SAVAŞTA</translation>
    </message>
    <message>
        <source>{n} to war</source>
        <translation>savaşa {n}</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktif</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>pasif</translation>
    </message>
    <message>
        <source>{nation}: {state}, {act}</source>
        <comment>a nation on the political track</comment>
        <translation>{nation}: {state}, {act}</translation>
    </message>
    <message>
        <source>tiles: {n} in the pool · {m} drawn</source>
        <translation>karolar: havuzda {n} · çekilen {m}</translation>
    </message>
    <message>
        <source>special tiles: {names}</source>
        <translation>özel karolar: {names}</translation>
    </message>
    <message>
        <source>no special tile in play</source>
        <translation>oyunda özel karo yok</translation>
    </message>
    <message>
        <source>Shadow dice {n} · Free Peoples dice {m}</source>
        <translation>Gölge zarları {n} · Serbest Halklar zarları {m}</translation>
    </message>
    <message>
        <source>special tile {tile}: {where}</source>
        <translation>özel karo {tile}: {where}</translation>
    </message>
    <message>
        <source>Each Free Peoples die here adds 1 to every hunt die.</source>
        <translation>Buradaki her Serbest Halklar zarı, her av zarına 1 ekler.</translation>
    </message>
    <message>
        <source>rows: regulars, elites, leaders (Sauron: Nazgûl)</source>
        <translation>satırlar: normal, elit, lider (Sauron: Nazgûl)</translation>
    </message>
    <message>
        <source>Shadow {n} / 10 · Free Peoples {m} / 4</source>
        <translation>Gölge {n} / 10 · Serbest Halklar {m} / 4</translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n card(s)</source>
        <translation>
            <numerusform>{side}: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>decks {c} + {st} · {d} discarded</source>
        <translation>desteler {c} + {st} · atılan {d}</translation>
    </message>
    <message>
        <source>decks {c} character + {st} strategy · {d} discarded</source>
        <translation>desteler {c} karakter + {st} strateji · atılan {d}</translation>
    </message>
    <message>
        <source>on the table: {names}</source>
        <translation>masada: {names}</translation>
    </message>
    <message>
        <source>{deck} discards: {names}</source>
        <translation>{deck} destesinden atılanlar: {names}</translation>
    </message>
    <message>
        <source>Character</source>
        <extracomment>the dice faces&apos; names (engines/war_of_the_ring/common.FACE_NAMES), marked for the catalogs</extracomment>
        <translation>Karakter</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>The Cards tab beside the rules shows every card&apos;s text.</source>
        <translation>Kuralların yanındaki Kartlar sekmesi her kartın metnini gösterir.</translation>
    </message>
    <message>
        <source>Free Peoples {fp} · Shadow {sh}</source>
        <translation>Serbest Halklar {fp} · Gölge {sh}</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <extracomment>the sides&apos; colours, Okabe &amp; Ito&apos;s blue and vermilion: apart for colour-blind eyes too</extracomment>
        <translation>Serbest Halklar</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Gölge</translation>
    </message>
    <message>
        <source>Play with {die} die</source>
        <extracomment>the colour of each deck&apos;s cards (blue and red as the published game&apos;s sides, a darker shade for Strategy) decisions taken by pressing a card&apos;s button: the dock comes forward for them actions naming a card that are offered on the card itself (besides play_card)</extracomment>
        <translation>{die} zarıyla oyna</translation>
    </message>
    <message>
        <source>Play as combat card: {combat}</source>
        <translation>Muharebe kartı olarak oyna: {combat}</translation>
    </message>
    <message>
        <source>Use against the hunt damage</source>
        <translation>Av hasarına karşı kullan</translation>
    </message>
    <message>
        <source>Discard (hand limit)</source>
        <translation>At (el limiti)</translation>
    </message>
    <message>
        <source>Offer it to {mate} in a swap</source>
        <translation>Takasta şu oyuncuya öner: {mate}</translation>
    </message>
    <message>
        <source>Give it in the swap</source>
        <translation>Takasta ver</translation>
    </message>
    <message>
        <source>Use it from the table</source>
        <translation>Masadan kullan</translation>
    </message>
    <message>
        <source>no text in the card data for this card</source>
        <translation>kart verisinde bu kartın metni yok</translation>
    </message>
    <message>
        <source>Play if {condition}.</source>
        <translation>Oynama koşulu: {condition}.</translation>
    </message>
    <message>
        <source>In this app: {note}</source>
        <translation>Bu uygulamada: {note}</translation>
    </message>
    <message>
        <source>It stays on the table while its effect lasts.</source>
        <translation>Etkisi sürdüğü sürece masada kalır.</translation>
    </message>
    <message>
        <source>{side} {deck} card · played with an Event die or a {die} die</source>
        <translation>{side} {deck} kartı · Olay zarıyla ya da {die} zarıyla oynanır</translation>
    </message>
    <message>
        <source>initiative {a} and {b}</source>
        <translation>inisiyatif {a} ve {b}</translation>
    </message>
    <message>
        <source>initiative {n}</source>
        <translation>inisiyatif {n}</translation>
    </message>
    <message>
        <source>Eye</source>
        <translation>Göz</translation>
    </message>
    <message>
        <source>a die roll</source>
        <translation>zar atışı</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>ifşa eder</translation>
    </message>
    <message>
        <source>no reveal</source>
        <translation>ifşa yok</translation>
    </message>
    <message>
        <source>stops the Fellowship on the Mordor track</source>
        <translation>Kardeşliği Mordor İzlemesi&apos;nde durdurur</translation>
    </message>
    <message>
        <source>{tile} ({what})</source>
        <comment>a special hunt tile and what it does</comment>
        <translation>{tile} ({what})</translation>
    </message>
    <message>
        <source>in the hunt pool</source>
        <translation>Av Havuzunda</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>çekildi</translation>
    </message>
    <message>
        <source>waits for Mordor</source>
        <translation>Mordor&apos;u bekliyor</translation>
    </message>
    <message>
        <source>Printed die: {face} (an Event die plays it too)</source>
        <translation>Basılı zar: {face} (Olay zarıyla da oynanır)</translation>
    </message>
    <message>
        <source>table card</source>
        <translation>masa kartı</translation>
    </message>
    <message>
        <source>This event is not available yet.</source>
        <translation>Bu olay henüz kullanılamıyor.</translation>
    </message>
    <message>
        <source>Whether it may be played shows when you try it.</source>
        <translation>Oynanıp oynanamayacağı, denediğinde görünür.</translation>
    </message>
    <message>
        <source>No cards in your hand.</source>
        <translation>Elinde kart yok.</translation>
    </message>
    <message numerus="yes">
        <source>{who} (your team-mate): %n card(s), unseen</source>
        <translation>
            <numerusform>{who} (takım arkadaşın): %n kart, gizli</numerusform>
        </translation>
    </message>
    <message>
        <source>your team-mate</source>
        <translation>takım arkadaşın</translation>
    </message>
    <message>
        <source>Its condition holds now.</source>
        <translation>Koşulu şu an sağlanıyor.</translation>
    </message>
    <message>
        <source>No condition: it may be played.</source>
        <translation>Koşulu yok: oynanabilir.</translation>
    </message>
    <message>
        <source>Click the card: {action}</source>
        <translation>Karta tıkla: {action}</translation>
    </message>
    <message>
        <source>Click the card to choose how to play it, or press one of its buttons.</source>
        <translation>Nasıl oynanacağını seçmek için karta tıkla ya da düğmelerinden birine bas.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kartlar</translation>
    </message>
    <message>
        <source>The cards show once the next player sits at the screen.</source>
        <translation>Kartlar, sıradaki oyuncu ekranın başına geçince görünür.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Eller</translation>
    </message>
    <message>
        <source>No player sits at the screen: the hands stay hidden.</source>
        <translation>Ekranın başında oyuncu yok: eller gizli kalıyor.</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Bir kart</translation>
    </message>
    <message>
        <source>text missing</source>
        <translation>metin eksik</translation>
    </message>
    <message>
        <source>The card asks you to choose:</source>
        <translation>Kart senden bir seçim yapmanı istiyor:</translation>
    </message>
    <message>
        <source>Your hand — {who} ({n} of {limit})</source>
        <translation>Elin — {who} ({n}/{limit})</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Masadaki kartlar</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Yok.</translation>
    </message>
    <message>
        <source>Decks and discard piles</source>
        <translation>Desteler ve atılan kartlar</translation>
    </message>
    <message>
        <source>{n} in the deck, {m} discarded</source>
        <translation>destede {n}, atılan {m}</translation>
    </message>
    <message>
        <source>{side}: {card}</source>
        <translation>{side}: {card}</translation>
    </message>
    <message>
        <source>a card, face down</source>
        <translation>bir kart, kapalı</translation>
    </message>
    <message>
        <source>In the battle</source>
        <translation>Muharebede</translation>
    </message>
    <message>
        <source>One card is offered in a team swap.</source>
        <translation>Takım takasında bir kart önerildi.</translation>
    </message>
    <message>
        <source>{who}: {n} in hand</source>
        <translation>{who}: elde {n}</translation>
    </message>
    <message>
        <source>All {total} cards: {d} in the decks · {h} in hands · {t} on the tables · {x} discarded</source>
        <translation>Toplam {total} kart: destelerde {d} · ellerde {h} · masalarda {t} · atılan {x}</translation>
    </message>
    <message>
        <source>{n} in the battle</source>
        <translation>muharebede {n}</translation>
    </message>
    <message>
        <source>{n} out of the game</source>
        <translation>oyun dışı {n}</translation>
    </message>
    <message>
        <source>Special hunt tiles in play</source>
        <translation>Oyundaki özel av karoları</translation>
    </message>
    <message>
        <source>Attack {to} from {frm}</source>
        <translation>{frm} bölgesinden {to} bölgesine saldır</translation>
    </message>
    <message>
        <source>Advance from {frm} into {to}</source>
        <translation>{frm} bölgesinden {to} bölgesine ilerle</translation>
    </message>
    <message>
        <source>Move from {frm} to {to}</source>
        <translation>{frm} bölgesinden {to} bölgesine hareket et</translation>
    </message>
    <message>
        <source>{move} — {face} die</source>
        <translation>{move} — {face} zarı</translation>
    </message>
    <message>
        <source>How many of each go? The rest stay in {frm}.</source>
        <translation>Her birinden kaç tane gidecek? Kalanlar {frm} bölgesinde kalır.</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Ulus</translation>
    </message>
    <message>
        <source>Regulars</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Elites</source>
        <translation>Elit</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Lider</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl</source>
        <translation>
            <numerusform>%n Nazgûl</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {die} die: attack {target} from {frm} with {what}</source>
        <translation>{die} zarını kullan: {frm} bölgesinden {what} ile saldır, hedef: {target}</translation>
    </message>
    <message>
        <source>Advance into {region} with {what}</source>
        <translation>{what} ile {region} bölgesine ilerle</translation>
    </message>
    <message>
        <source>Nazgûl</source>
        <translation>Nazgûl</translation>
    </message>
    <message>
        <source>With the whole army also go: {who}.</source>
        <translation>Tüm orduyla birlikte şunlar da gider: {who}.</translation>
    </message>
    <message>
        <source>Whole army</source>
        <translation>Tüm ordu</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Yarısı</translation>
    </message>
    <message>
        <source>One unit</source>
        <translation>Bir birim</translation>
    </message>
    <message>
        <source>The rules allow no such move here.</source>
        <translation>Kurallar burada böyle bir harekete izin vermiyor.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Saldır</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>İlerle</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Hareket et</translation>
    </message>
    <message>
        <source>Choose at least one unit.</source>
        <translation>En az bir birim seç.</translation>
    </message>
    <message>
        <source>Drag it onto a neighbouring region to move or attack.</source>
        <translation>Hareket etmek ya da saldırmak için komşu bir bölgeye sürükle.</translation>
    </message>
    <message>
        <source>Nazgûl ×{n}</source>
        <translation>Nazgûl ×{n}</translation>
    </message>
    <message>
        <source>{n} Nazgûl in {region}</source>
        <translation>{region} bölgesinde {n} Nazgûl</translation>
    </message>
    <message>
        <source>The Fellowship with the Ring-bearers Frodo and Sam, at its last known position — progress {p}, {state}, corruption {c}</source>
        <translation>Yüzük Taşıyıcılar Frodo ve Sam ile Yüzük Kardeşliği, son bilinen konumunda — ilerleme {p}, {state}, yozlaşma {c}</translation>
    </message>
    <message>
        <source>Guide: {g}; companions: {c}</source>
        <translation>Rehber: {g}; yoldaşlar: {c}</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Frodo</translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n regular(s) in reinforcements</source>
        <translation>
            <numerusform>{nation}: takviyede %n normal birim</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n elite(s) in reinforcements</source>
        <translation>
            <numerusform>{nation}: takviyede %n elit birim</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n leader(s) in reinforcements</source>
        <translation>
            <numerusform>{nation}: takviyede %n lider</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation}: %n Nazgûl in reinforcements</source>
        <translation>
            <numerusform>{nation}: takviyede %n Nazgûl</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} army in {region} (inside the stronghold)</source>
        <translation>{region} bölgesindeki {side} ordusu (kalenin içinde)</translation>
    </message>
    <message>
        <source>{side} army in {region}</source>
        <translation>{region} bölgesindeki {side} ordusu</translation>
    </message>
    <message>
        <source>Drag it onto a settlement to recruit it there (a Muster die pays).</source>
        <translation>Orada toplamak için bir yerleşime sürükle (bedelini bir Toplama zarı öder).</translation>
    </message>
    <message>
        <source>{side} action die: {face}</source>
        <translation>{side} aksiyon zarı: {face}</translation>
    </message>
    <message>
        <source>Click it to see what it allows; drag it onto a region to use it there.</source>
        <translation>Ne sağladığını görmek için tıkla; orada kullanmak için bir bölgeye sürükle.</translation>
    </message>
    <message>
        <source>used</source>
        <translation>kullanıldı</translation>
    </message>
    <message>
        <source>{side} action die, used this turn</source>
        <translation>{side} aksiyon zarı, bu tur kullanıldı</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>atılmadı</translation>
    </message>
    <message>
        <source>{side} action die, not rolled yet</source>
        <translation>{side} aksiyon zarı, henüz atılmadı</translation>
    </message>
    <message>
        <source>A Shadow die in the hunt box (an Eye): it hunts the Fellowship</source>
        <translation>Av Kutusunda bir Gölge zarı (Göz): Kardeşliği avlar</translation>
    </message>
    <message>
        <source>A Free Peoples die that moved the Fellowship: +1 to every hunt die</source>
        <translation>Kardeşliği hareket ettiren bir Serbest Halklar zarı: her av zarına +1</translation>
    </message>
    <message>
        <source>The Fellowship moves in secret: drop it on the Fellowship track to move it one step (its progress goes up by 1; its figure stays where it was last seen), or on a lit region to separate a companion there.</source>
        <translation>Kardeşlik gizlice hareket eder: bir adım ilerletmek için Kardeşlik İzlemesi&apos;ne bırak (ilerlemesi 1 artar; figürü en son görüldüğü yerde kalır) ya da orada bir yoldaşı ayırmak için vurgulanan bir bölgeye bırak.</translation>
    </message>
    <message>
        <source>Reinforcements are recruited with a Muster die, one figure at a time, in a free settlement of their own nation that is at war.</source>
        <translation>Takviyeler bir Toplama zarıyla, her seferinde bir figür olmak üzere, savaştaki kendi ulusunun düşman kontrolünde olmayan bir yerleşiminde toplanır.</translation>
    </message>
    <message>
        <source>The boxes beside the map only show the tracks: drop figures on regions.</source>
        <translation>Haritanın yanındaki kutular yalnızca izleme çizelgelerini gösterir: figürleri bölgelere bırak.</translation>
    </message>
    <message>
        <source>A {face} die does nothing in {region} by itself: drag an army to move it (the chosen die is spent), or pick the die&apos;s action in the actions panel.</source>
        <translation>Bir {face} zarı {region} bölgesinde tek başına bir şey yapmaz: hareket ettirmek için bir orduyu sürükle (seçili zar harcanır) ya da zarın aksiyonunu aksiyonlar panelinden seç.</translation>
    </message>
    <message>
        <source>{name} moves when the companions move: use a Character die on “Move the companions” (click the die), then drag {name}.</source>
        <translation>{name}, yoldaşlar hareket edince hareket eder: bir Karakter zarını “Yoldaşları hareket ettir” için kullan (zara tıkla), sonra {name} figürünü sürükle.</translation>
    </message>
    <message>
        <source>Nazgûl and minions move when a Character die moves them: click the die, choose “Move Nazgûl and minions”, then drag them.</source>
        <translation>Nazgûl ve kötü hizmetkarlar, bir Karakter zarı onları hareket ettirince hareket eder: zara tıkla, “Nazgûl ve kötü hizmetkarları hareket ettir” seçeneğini seç, sonra onları sürükle.</translation>
    </message>
    <message>
        <source>It is the {side} player&apos;s decision now.</source>
        <translation>Şimdi karar {side} oyuncusunda.</translation>
    </message>
    <message>
        <source>a choice</source>
        <translation>bir seçim</translation>
    </message>
    <message>
        <source>The game is waiting for another choice first: {what} (in the actions panel or the battle and hunt view).</source>
        <translation>Oyun önce başka bir seçimi bekliyor: {what} (aksiyonlar panelinde ya da muharebe ve av görünümünde).</translation>
    </message>
    <message>
        <source>That army cannot go there now.</source>
        <translation>Bu ordu şu anda oraya gidemez.</translation>
    </message>
    <message>
        <source>{what} — {face} die</source>
        <translation>{what} — {face} zarı</translation>
    </message>
    <message>
        <source>Move the whole army</source>
        <translation>Tüm orduyu hareket ettir</translation>
    </message>
    <message>
        <source>Choose which figures go…</source>
        <translation>Hangi figürlerin gideceğini seç…</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Mordor</translation>
    </message>
    <message>
        <source>guide: {g} · at {where}</source>
        <translation>rehber: {g} · konum: {where}</translation>
    </message>
    <message>
        <source>Fellowship: progress {p}, {state}</source>
        <translation>Kardeşlik: ilerleme {p}, {state}</translation>
    </message>
    <message>
        <source>corruption {c} of 12</source>
        <translation>yozlaşma {c}/12</translation>
    </message>
    <message>
        <source>Crack of Doom</source>
        <translation>Kader Dağı</translation>
    </message>
    <message>
        <source>step {n} of 5</source>
        <translation>adım {n}/5</translation>
    </message>
    <message>
        <source>filled: active · hollow: passive</source>
        <translation>dolu: aktif · boş: pasif</translation>
    </message>
    <message>
        <source>Victory
points</source>
        <translation>Zafer
puanı</translation>
    </message>
    <message>
        <source>Fellowship track, step {n}: the Shadow wins when the corruption reaches it</source>
        <translation>Kardeşlik İzlemesi, adım {n}: yozlaşma buraya ulaşırsa Gölge kazanır</translation>
    </message>
    <message>
        <source>Fellowship track, step {n}</source>
        <translation>Kardeşlik İzlemesi, adım {n}</translation>
    </message>
    <message>
        <source>The Fellowship&apos;s progress counter: {p} ({state})</source>
        <translation>Kardeşlik İlerleme Sayacı: {p} ({state})</translation>
    </message>
    <message>
        <source>Corruption: {c} / 12</source>
        <translation>Yozlaşma: {c} / 12</translation>
    </message>
    <message>
        <source>The Crack of Doom: the Ring is destroyed, the Free Peoples win</source>
        <translation>Kader Dağı: Yüzük imha edilir, Serbest Halklar kazanır</translation>
    </message>
    <message>
        <source>Mordor track, step {n} of 5</source>
        <translation>Mordor İzlemesi, adım {n}/5</translation>
    </message>
    <message>
        <source>At War</source>
        <translation>Savaşta</translation>
    </message>
    <message>
        <source>Political track: At War</source>
        <translation>Siyasi İzleme: Savaşta</translation>
    </message>
    <message numerus="yes">
        <source>Political track: %n step(s) from war</source>
        <translation>
            <numerusform>Siyasi İzleme: savaşa %n adım</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} — one already used this turn</source>
        <translation>{what} — bu tur zaten biri kullanıldı</translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n card(s) in hand</source>
        <translation>
            <numerusform>{side}: elde %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>{nation} ({side}): {state}, {act}</source>
        <translation>{nation} ({side}): {state}, {act}</translation>
    </message>
    <message>
        <source>Victory points: {n} — the {side} win with {n}</source>
        <translation>Zafer Puanı: {n} — {side}, {n} puanla kazanır</translation>
    </message>
    <message>
        <source>Victory points: {n}</source>
        <translation>Zafer puanı: {n}</translation>
    </message>
    <message>
        <source>{side}: {n} victory points (they win with {goal})</source>
        <translation>{side}: {n} zafer puanı ({goal} ile kazanır)</translation>
    </message>
    <message>
        <source>an Elven ring the {side} may use (one a turn)</source>
        <translation>{side} tarafının kullanabileceği bir Elf Yüzüğü (turda bir tane)</translation>
    </message>
    <message>
        <source>an Elven ring the Free Peoples used: the Shadow holds it now</source>
        <translation>Serbest Halkların kullandığı bir Elf Yüzüğü: artık Gölge&apos;de</translation>
    </message>
    <message>
        <source>an Elven ring the Shadow used: out of the game</source>
        <translation>Gölge&apos;nin kullandığı bir Elf Yüzüğü: oyun dışı</translation>
    </message>
    <message>
        <source>Elven rings: {n}</source>
        <translation>Elf Yüzükleri: {n}</translation>
    </message>
    <message>
        <source>Battle and hunt</source>
        <translation>Muharebe ve av</translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation>Henüz gösterilecek bir şey yok.</translation>
    </message>
    <message>
        <source>Your decision in the battle:</source>
        <translation>Muharebedeki kararın:</translation>
    </message>
    <message>
        <source>Your decision about the hunt damage:</source>
        <translation>Av hasarıyla ilgili kararın:</translation>
    </message>
    <message>
        <source>No battle or hunt yet in this game.</source>
        <translation>Bu oyunda henüz muharebe ya da av olmadı.</translation>
    </message>
    <message>
        <source>Re-rolled</source>
        <translation>Tekrar atıldı</translation>
    </message>
    <message>
        <source>no units left</source>
        <translation>birim kalmadı</translation>
    </message>
    <message>
        <source>field battle</source>
        <translation>açık savaş</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>kuşatma</translation>
    </message>
    <message>
        <source>sortie</source>
        <translation>huruç</translation>
    </message>
    <message>
        <source>Battle for {r}</source>
        <translation>{r} için muharebe</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>tur {n}</translation>
    </message>
    <message>
        <source>Attacker ({side}, {region})</source>
        <translation>Saldıran ({side}, {region})</translation>
    </message>
    <message>
        <source>Defender ({side}, {region}, inside the stronghold)</source>
        <translation>Savunan ({side}, {region}, kalenin içinde)</translation>
    </message>
    <message>
        <source>Defender ({side}, {region})</source>
        <translation>Savunan ({side}, {region})</translation>
    </message>
    <message>
        <source>The last battle</source>
        <translation>Son muharebe</translation>
    </message>
    <message>
        <source>No battle yet in this game.</source>
        <translation>Bu oyunda henüz muharebe olmadı.</translation>
    </message>
    <message numerus="yes">
        <source>The {side} must take %n hit(s) in {r}.</source>
        <translation>
            <numerusform>{side}, {r} bölgesinde %n isabet almak zorunda.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender chooses: fight in the field or retreat into the stronghold.</source>
        <translation>Savunan seçer: açık alanda savaş ya da kaleye çekil.</translation>
    </message>
    <message>
        <source>The {side} may play a combat card.</source>
        <translation>{side} bir muharebe kartı oynayabilir.</translation>
    </message>
    <message>
        <source>The attacker chooses: fight on or stop.</source>
        <translation>Saldıran seçer: savaşmayı sürdür ya da dur.</translation>
    </message>
    <message>
        <source>The defender chooses: stand or retreat.</source>
        <translation>Savunan seçer: diren ya da geri çekil.</translation>
    </message>
    <message>
        <source>The victor chooses: advance into the region or stay.</source>
        <translation>Kazanan seçer: bölgeye ilerle ya da kal.</translation>
    </message>
    <message>
        <source>The {side} choose: Gandalf the White may give up his leadership to cancel the Nazgûl&apos;s.</source>
        <translation>{side} seçer: Gandalf Beyaz, Nazgûl&apos;ün liderliğini iptal etmek için kendi liderliğinden vazgeçebilir.</translation>
    </message>
    <message>
        <source>The {side} choose which units leave the stronghold: it holds five at most.</source>
        <translation>{side}, kaleden hangi birimlerin çıkacağını seçer: kale en fazla beş birim alır.</translation>
    </message>
    <message>
        <source>The hunt for the Ring</source>
        <translation>Yüzük avı</translation>
    </message>
    <message>
        <source>The last hunt</source>
        <translation>Son av</translation>
    </message>
    <message>
        <source>Mordor track, step {n}</source>
        <translation>Mordor İzlemesi, adım {n}</translation>
    </message>
    <message>
        <source>The Fellowship: {where} · {h} · corruption {c} / 12</source>
        <translation>Kardeşlik: {where} · {h} · yozlaşma {c} / 12</translation>
    </message>
    <message>
        <source>Hunt box: {n} Shadow dice, {m} Free Peoples dice (+1 each)</source>
        <translation>Av Kutusu: {n} Gölge zarı, {m} Serbest Halklar zarı (her biri +1)</translation>
    </message>
    <message>
        <source>+{n}: one for each Free Peoples die in the hunt box</source>
        <translation>+{n}: Av Kutusundaki her Serbest Halklar zarı için bir</translation>
    </message>
    <message>
        <source>Hunt tile drawn</source>
        <translation>Çekilen av karosu</translation>
    </message>
    <message>
        <source>No hunt yet in this game.</source>
        <translation>Bu oyunda henüz av olmadı.</translation>
    </message>
    <message>
        <source>Damage still to take: {d}</source>
        <translation>Alınacak kalan hasar: {d}</translation>
    </message>
    <message>
        <source>Order: a card on the table, then the guide&apos;s ability, then one casualty (the guide or a random companion, taking off its level), the rest as corruption.</source>
        <translation>Sıra: masadaki bir kart, sonra rehberin yeteneği, sonra bir kayıp (rehber ya da rastgele bir yoldaş; hasar seviyesi kadar azalır), kalanı yozlaşma olarak.</translation>
    </message>
    <message>
        <source>The game of {game} in progress is kept: it is saved in {file}.</source>
        <translation>Süren {game} oyunu saklanıyor: {file} dosyasına kaydedildi.</translation>
    </message>
    <message>
        <source>The game of {game} in progress is kept: it will be saved in the folder {folder} (Game → Open continues it).</source>
        <translation>Süren {game} oyunu saklanıyor: {folder} klasörüne kaydedilecek (Oyun → Aç ile sürdürülebilir).</translation>
    </message>
    <message>
        <source>Realms Table</source>
        <translation>Realms Table</translation>
    </message>
    <message>
        <source>This game has no board to draw.</source>
        <translation>Bu oyunun çizilecek bir tahtası yok.</translation>
    </message>
    <message>
        <source>{game} — Realms Table</source>
        <translation>{game} — Realms Table</translation>
    </message>
    <message>
        <source>The previous game is kept in {file}</source>
        <translation>Önceki oyun saklandı: {file}</translation>
    </message>
    <message>
        <source>Waiting for the next player…</source>
        <translation>Sıradaki oyuncu bekleniyor…</translation>
    </message>
    <message>
        <source>{player} (computer) is thinking…</source>
        <translation>{player} (bilgisayar) düşünüyor…</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <source>{player} to move ({who})</source>
        <translation>Sıra: {player} ({who})</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <source>Choose Game → New to start another game.</source>
        <translation>Yeni bir oyun başlatmak için Oyun → Yeni&apos;yi seç.</translation>
    </message>
    <message>
        <source>A game is reviewed once it is over.</source>
        <translation>Bir oyun ancak bittiğinde incelenir.</translation>
    </message>
    <message>
        <source>No hint now: hints are for a person whose turn it is.</source>
        <translation>Şu an ipucu yok: ipuçları sırası gelen kişi içindir.</translation>
    </message>
    <message>
        <source>No advice now: a teammate advises a person whose turn it is.</source>
        <translation>Şu an tavsiye yok: takım arkadaşı yalnızca sırası gelen kişiye tavsiye verir.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klavye</translation>
    </message>
    <message>
        <source>The board: N picks a figure that can act (Help → Keyboard).</source>
        <translation>Tahta: N hamle yapabilecek bir figür seçer (Yardım → Klavye).</translation>
    </message>
    <message>
        <source>The interface is drawn at {n} %.</source>
        <translation>Arayüz %{n} boyutunda gösteriliyor.</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Arayüz boyutu</translation>
    </message>
    <message>
        <source>The interface will be drawn at {n} % when Realms Table starts again. Restart it now? (The game in progress is kept.)</source>
        <translation>Realms Table yeniden başladığında arayüz %{n} boyutunda gösterilecek. Şimdi yeniden başlatılsın mı? (Süren oyun korunur.)</translation>
    </message>
    <message>
        <source>Realms Table could not be started again: please start it yourself.</source>
        <translation>Realms Table yeniden başlatılamadı: lütfen kendin başlat.</translation>
    </message>
    <message>
        <source>The interface will be drawn at {n} % when Realms Table starts again.</source>
        <translation>Realms Table yeniden başladığında arayüz %{n} boyutunda gösterilecek.</translation>
    </message>
    <message>
        <source>About Realms Table</source>
        <translation>Realms Table hakkında</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Realms Table {version}&lt;/h3&gt;&lt;p&gt;Middle-earth board games on one PC: solo against the computer or hot-seat with friends.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Realms Table {version}&lt;/h3&gt;&lt;p&gt;Tek bilgisayarda Orta Dünya masa oyunları: bilgisayara karşı tek başına ya da arkadaşlarla aynı ekranda sırayla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Yeni…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>&amp;Farklı kaydet…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Yi&amp;nele</translation>
    </message>
    <message>
        <source>Re&amp;view the game…</source>
        <translation>Oyunu i&amp;ncele…</translation>
    </message>
    <message>
        <source>Once a game is over: who was ahead when, the turning points and the luck.</source>
        <translation>Oyun bittiğinde: kim ne zaman öndeydi, dönüm noktaları ve şans.</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>Bilgisayar &amp;hızı</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hızlı</translation>
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
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <source>Solo practice: undo past dice and cards</source>
        <translation>Tek başına alıştırma: zarları ve kartları da geri al</translation>
    </message>
    <message>
        <source>Against the computer only: undo may go back past a roll or a draw.</source>
        <translation>Yalnızca bilgisayara karşı: geri alma, bir zar atışının ya da kart çekmenin de ötesine geçebilir.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çıkış</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>Pencereye &amp;sığdır</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Yakınlaştır</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uzaklaştır</translation>
    </message>
    <message>
        <source>Interface &amp;size</source>
        <translation>Arayüz &amp;boyutu</translation>
    </message>
    <message>
        <source>{n} %</source>
        <translation>%{n}</translation>
    </message>
    <message>
        <source>The size of the whole window&apos;s text, icons and board (applies when Realms Table starts again).</source>
        <translation>Tüm penceredeki yazıların, simgelerin ve tahtanın boyutu (Realms Table yeniden başladığında geçerli olur).</translation>
    </message>
    <message>
        <source>Go to the &amp;board</source>
        <translation>&amp;Tahtaya git</translation>
    </message>
    <message>
        <source>Go to the &amp;actions</source>
        <translation>&amp;Aksiyonlara git</translation>
    </message>
    <message>
        <source>Go to the game &amp;log</source>
        <translation>Oyun &amp;günlüğüne git</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the computer do?</source>
        <translation>İp&amp;ucu: bilgisayar ne yapardı?</translation>
    </message>
    <message>
        <source>The computer&apos;s three best choices for you now, with its reasons, lit on the board (worked out from what you can see only).</source>
        <translation>Bilgisayarın şu an senin için en iyi üç seçeneği, gerekçeleriyle, tahtada vurgulanmış olarak (yalnızca senin görebildiklerinden hesaplanır).</translation>
    </message>
    <message>
        <source>Hint &amp;level</source>
        <translation>İpucu &amp;seviyesi</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>K&amp;lavye</translation>
    </message>
    <message>
        <source>What would a &amp;teammate do?</source>
        <translation>&amp;Takım arkadaşı ne yapardı?</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>&amp;Rehberli ilk oyun</translation>
    </message>
    <message>
        <source>&amp;About Realms Table</source>
        <translation>Realms Table &amp;hakkında</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Geri al</translation>
    </message>
    <message>
        <source>{player} is thinking</source>
        <extracomment>the least time between two moves of the computer, in milliseconds, per pace</extracomment>
        <translation>{player} düşünüyor</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} sn</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target:&lt;/b&gt; {target}</source>
        <translation>&lt;b&gt;Hedef:&lt;/b&gt; {target}</translation>
    </message>
    <message>
        <source>(re-rolled: {reason})</source>
        <translation>(tekrar atıldı: {reason})</translation>
    </message>
    <message>
        <source>counts &lt;b&gt;{n}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; sayılır</translation>
    </message>
    <message>
        <source>die</source>
        <translation>zar</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result:&lt;/b&gt; {result}</source>
        <translation>&lt;b&gt;Sonuç:&lt;/b&gt; {result}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Consequence:&lt;/b&gt; {what}</source>
        <translation>&lt;b&gt;Etki:&lt;/b&gt; {what}</translation>
    </message>
    <message>
        <source>Rule: {anchor}</source>
        <translation>Kural: {anchor}</translation>
    </message>
    <message>
        <source>Drag one of your figures (the ones with a gold ring) onto a place: the places it may go light up. A move the rules forbid snaps back, and the reason appears here.</source>
        <translation>Figürlerinden birini (altın halkalı olanlar) bir yere sürükle: gidebileceği yerler yanar. Kuralların yasakladığı bir hamle geri döner ve nedeni burada görünür.</translation>
    </message>
    <message>
        <source>Everything else you may do is listed in the Actions panel: click an action to play it.</source>
        <translation>Yapabileceğin diğer her şey Aksiyonlar panelinde listelenir: oynamak için bir aksiyona tıkla.</translation>
    </message>
    <message>
        <source>Every roll of the dice is explained here in full, with the rule that applies. Click a roll (marked with a die) in the game log to see it again.</source>
        <translation>Her zar atışı, geçerli kuralıyla birlikte burada eksiksiz açıklanır. Yeniden görmek için oyun günlüğünde bir atışa (zarla işaretli) tıkla.</translation>
    </message>
    <message>
        <source>Zoom with the mouse wheel, drag the map to pan, press F to fit the board to the window.</source>
        <translation>Fare tekerleğiyle yakınlaştır, kaydırmak için haritayı sürükle, tahtayı pencereye sığdırmak için F&apos;ye bas.</translation>
    </message>
    <message>
        <source>Everything can be played from the keyboard too: Help → Keyboard lists the keys.</source>
        <translation>Her şey klavyeyle de oynanabilir: tuşların listesi Yardım → Klavye&apos;de.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ne oldu</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>İzin verilmiyor</translation>
    </message>
    <message>
        <source>A teammate&apos;s advice</source>
        <translation>Takım arkadaşının tavsiyesi</translation>
    </message>
    <message>
        <source>A teammate would: {action}</source>
        <translation>Takım arkadaşı şunu yapardı: {action}</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Neden: {reason}</translation>
    </message>
    <message>
        <source>Hints: what the computer ({level}) would do</source>
        <translation>İpuçları: bilgisayar ({level}) ne yapardı</translation>
    </message>
    <message>
        <source>Worked out from what you can see only; nothing is played. Hints asked for in this game: {n}.</source>
        <translation>Yalnızca görebildiklerinden hesaplandı; hiçbir hamle oynanmaz. Bu oyunda istenen ipucu sayısı: {n}.</translation>
    </message>
    <message>
        <source>Odds: {what}</source>
        <translation>Olasılıklar: {what}</translation>
    </message>
    <message>
        <source>Click to see how this roll was made</source>
        <extracomment>the game&apos;s details for an event (desktop.games.base.GameAdapter.event_details): clickable when any</extracomment>
        <translation>Bu atışın nasıl yapıldığını görmek için tıkla</translation>
    </message>
    <message>
        <source>Click to see it explained</source>
        <translation>Açıklamasını görmek için tıkla</translation>
    </message>
    <message>
        <source>Click to read it in the rules panel</source>
        <translation>Kurallar panelinde okumak için tıkla</translation>
    </message>
    <message>
        <source>Only you can see this</source>
        <translation>Bunu yalnızca sen görebilirsin</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Bilgisayar ({level})</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>Type to filter the actions…</source>
        <extracomment>the most rows (group headers and actions) the actions panel shows unfolded at once the odds of an action as a tooltip (&apos;&apos; for none): set by the window what `show_actions` was last given: (actions, adapter, enabled, note, focus) type to filter (the window puts it above the list)</extracomment>
        <translation>Aksiyonları süzmek için yaz…</translation>
    </message>
    <message>
        <source>{group}: {n} actions</source>
        <translation>{group}: {n} aksiyon</translation>
    </message>
    <message>
        <source>More ({n})</source>
        <translation>Daha fazla ({n})</translation>
    </message>
    <message>
        <source>Rules — {game}</source>
        <translation>Kurallar — {game}</translation>
    </message>
    <message>
        <source>There is no rules text for this game yet.</source>
        <translation>Bu oyun için henüz kural metni yok.</translation>
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
        <translation>{die} (tekrar atıldı: {reason})</translation>
    </message>
    <message>
        <source>{die}, counts {counted}</source>
        <translation>{die}, sayılan: {counted}</translation>
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
        <translation>Hedef: {target}</translation>
    </message>
    <message>
        <source>die {die}</source>
        <translation>zar {die}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Sonuç: {result}</translation>
    </message>
    <message>
        <source>Consequence: {consequence}</source>
        <translation>Etki: {consequence}</translation>
    </message>
    <message>
        <source>Stronghold</source>
        <translation>Kale</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Şehir</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Kasaba</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Tahkimat</translation>
    </message>
    <message>
        <source>Hand limit: discard a card</source>
        <translation>El limiti: bir kart at</translation>
    </message>
    <message>
        <source>Hunt allocation</source>
        <translation>Av Tahsisi</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas geç</translation>
    </message>
    <message>
        <source>Fellowship phase</source>
        <translation>Kardeşlik fazı</translation>
    </message>
    <message>
        <source>Second army move</source>
        <translation>İkinci ordu hareketi</translation>
    </message>
    <message>
        <source>Second recruit</source>
        <translation>İkinci toplama</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Bitir</translation>
    </message>
    <message>
        <source>Move the companions</source>
        <translation>Yoldaşları hareket ettir</translation>
    </message>
    <message>
        <source>Move Nazgûl and minions</source>
        <translation>Nazgûl ve Kötü Hizmetkarları hareket ettir</translation>
    </message>
    <message>
        <source>Separate a group</source>
        <translation>Bir grubu ayır</translation>
    </message>
    <message>
        <source>Choose the guide</source>
        <translation>Rehberi seç</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Muharebe</translation>
    </message>
    <message>
        <source>Battle: combat card</source>
        <translation>Muharebe: muharebe kartı</translation>
    </message>
    <message>
        <source>Battle: casualties</source>
        <translation>Muharebe: kayıplar</translation>
    </message>
    <message>
        <source>Battle: retreat?</source>
        <translation>Muharebe: geri çekilme?</translation>
    </message>
    <message>
        <source>Battle: advance?</source>
        <translation>Muharebe: ilerleme?</translation>
    </message>
    <message>
        <source>Hunt damage</source>
        <translation>Av hasarı</translation>
    </message>
    <message>
        <source>The revealed Fellowship</source>
        <translation>Açığa çıkan Kardeşlik</translation>
    </message>
    <message>
        <source>Battle: the White Rider</source>
        <translation>Muharebe: Beyaz Süvari</translation>
    </message>
    <message>
        <source>Battle: the siege</source>
        <translation>Muharebe: kuşatma</translation>
    </message>
    <message>
        <source>Draw a card: which deck?</source>
        <translation>Kart çek: hangi deste?</translation>
    </message>
    <message>
        <source>Team card swap: offer one?</source>
        <translation>Takım kart takası: bir kart önerilsin mi?</translation>
    </message>
    <message>
        <source>Team card swap: accept?</source>
        <translation>Takım kart takası: kabul edilsin mi?</translation>
    </message>
    <message>
        <source>{card}: move armies</source>
        <extracomment>decisions a card asks for: grouped under the card&apos;s own name</extracomment>
        <translation>{card}: orduları hareket ettir</translation>
    </message>
    <message>
        <source>{card}: attack</source>
        <translation>{card}: saldır</translation>
    </message>
    <message>
        <source>Gondor and the Elves</source>
        <extracomment>the seats&apos; colours in a team game: each team-mate in a shade of the side&apos;s colour a team game&apos;s players: each side&apos;s two in a shade of its own (all four apart for colour-blind eyes too)</extracomment>
        <translation>Gondor ve Elfler</translation>
    </message>
    <message>
        <source>Rohan, the North and the Dwarves</source>
        <translation>Rohan, Kuzey ve Cüceler</translation>
    </message>
    <message>
        <source>Sauron, the Nazgûl, the Witch-king and the Mouth</source>
        <translation>Sauron, Nazgûl, Cadı Kral ve Sauron&apos;un Ağzı</translation>
    </message>
    <message>
        <source>Isengard, the Southrons &amp; Easterlings and Saruman</source>
        <translation>Isengard, Güneyliler ile Doğulular ve Saruman</translation>
    </message>
    <message>
        <source>Move the Fellowship, hide it, separate or move companions; move or attack with an army that has a leader or character.</source>
        <translation>Kardeşliği hareket ettir, gizle, yoldaşları ayır ya da hareket ettir; lideri ya da karakteri olan bir orduyla hareket et veya saldır.</translation>
    </message>
    <message>
        <source>Move up to two armies, or attack with one.</source>
        <translation>En fazla iki orduyu hareket ettir ya da biriyle saldır.</translation>
    </message>
    <message>
        <source>Recruit figures, advance a nation on the political track, or bring a minion into play.</source>
        <translation>Figür topla, bir ulusu siyasi izlemede ilerlet ya da bir Kötü Hizmetkarı oyuna sok.</translation>
    </message>
    <message>
        <source>Either an Army or a Muster die.</source>
        <translation>Ya Ordu ya da Toplama zarı.</translation>
    </message>
    <message>
        <source>Draw an event card, or play one.</source>
        <translation>Bir olay kartı çek ya da oyna.</translation>
    </message>
    <message>
        <source>Any face but the Eye; also crowns Aragorn or brings Gandalf the White.</source>
        <translation>Göz dışında herhangi bir yüz; ayrıca Aragorn&apos;u Kral ilan eder ya da Gandalf Beyaz&apos;ı oyuna sokar.</translation>
    </message>
    <message>
        <source>Goes to the hunt box.</source>
        <translation>Av Kutusuna gider.</translation>
    </message>
    <message>
        <source>recover and draw</source>
        <translation>zarları toplama ve kart çekme</translation>
    </message>
    <message>
        <source>hunt allocation</source>
        <translation>av tahsisi</translation>
    </message>
    <message>
        <source>action roll</source>
        <translation>aksiyon zarı atışı</translation>
    </message>
    <message>
        <source>action resolution</source>
        <translation>aksiyon çözümleme</translation>
    </message>
    <message>
        <source>victory check</source>
        <translation>zafer kontrolü</translation>
    </message>
    <message>
        <source>Recover and draw</source>
        <translation>Zarları toplama ve kart çekme</translation>
    </message>
    <message>
        <source>Action roll</source>
        <translation>Aksiyon zarı atışı</translation>
    </message>
    <message>
        <source>Action resolution</source>
        <translation>Aksiyon çözümleme</translation>
    </message>
    <message>
        <source>Victory check</source>
        <translation>Zafer kontrolü</translation>
    </message>
    <message>
        <source>The Fellowship</source>
        <extracomment>what a die&apos;s action acts on: the sub-groups of the die&apos;s group in the actions panel</extracomment>
        <translation>Kardeşlik</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Ordular</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Karakterler</translation>
    </message>
    <message>
        <source>Muster</source>
        <translation>Toplama</translation>
    </message>
    <message>
        <source>Politics</source>
        <translation>Siyaset</translation>
    </message>
    <message>
        <source>The die itself</source>
        <translation>Zarın kendisi</translation>
    </message>
    <message>
        <source>Attack with the whole army</source>
        <extracomment>which die to spend first when several can pay: the one that could do the fewest other things what a click on the Fellowship offers, in this order</extracomment>
        <translation>Tüm orduyla saldır</translation>
    </message>
    <message>
        <source>Advance with the whole army</source>
        <translation>Tüm orduyla ilerle</translation>
    </message>
    <message>
        <source>Move the whole army (second move)</source>
        <translation>Tüm orduyu hareket ettir (ikinci hareket)</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <extracomment>a die&apos;s action under its die&apos;s header in the actions panel: the engine&apos;s &quot;Use {die} die: …&quot; sentence said without the die (the header names it), as a whole sentence of its own with the same fields; a label not listed here is shown whole</extracomment>
        <translation>{card} kartını oyna</translation>
    </message>
    <message>
        <source>Draw a character event card</source>
        <translation>Bir Karakter olay kartı çek</translation>
    </message>
    <message>
        <source>Draw a strategy event card</source>
        <translation>Bir Strateji olay kartı çek</translation>
    </message>
    <message>
        <source>Move {what} {frm} → {to}</source>
        <translation>{what} {frm} → {to} hareket ettir</translation>
    </message>
    <message>
        <source>Attack the besieged stronghold of {region}</source>
        <translation>{region} bölgesindeki kuşatma altındaki kaleye saldır</translation>
    </message>
    <message>
        <source>Attack the besieged stronghold of {region} ({nations} only)</source>
        <translation>{region} bölgesindeki kuşatma altındaki kaleye saldır (yalnızca {nations})</translation>
    </message>
    <message>
        <source>Attack {target} from {frm}</source>
        <translation>{frm} bölgesinden saldır, hedef: {target}</translation>
    </message>
    <message>
        <source>Attack {target} from {frm} ({nations} only)</source>
        <translation>{frm} bölgesinden saldır, hedef: {target} (yalnızca {nations})</translation>
    </message>
    <message>
        <source>Attack {target} from {frm} with {what}</source>
        <translation>{frm} bölgesinden {what} ile saldır, hedef: {target}</translation>
    </message>
    <message>
        <source>Sortie from {region} against the besiegers</source>
        <translation>{region} bölgesinden kuşatanlara karşı huruç yap</translation>
    </message>
    <message>
        <source>Move the Fellowship</source>
        <translation>Kardeşliği hareket ettir</translation>
    </message>
    <message>
        <source>Hide the Fellowship</source>
        <translation>Kardeşliği gizle</translation>
    </message>
    <message>
        <source>Strider hides the Fellowship</source>
        <translation>Kır Bacak Kardeşliği gizler</translation>
    </message>
    <message>
        <source>Separate a group of companions</source>
        <translation>Bir Yoldaş grubunu ayır</translation>
    </message>
    <message>
        <source>Separate {character} to {region}</source>
        <translation>{character} Yoldaşını {region} bölgesine ayır</translation>
    </message>
    <message>
        <source>Advance {nation} on the political track</source>
        <translation>{nation} ulusunu siyasi izlemede ilerlet</translation>
    </message>
    <message>
        <source>{character} advances {nation} on the political track</source>
        <translation>{character}, {nation} ulusunu siyasi izlemede ilerletir</translation>
    </message>
    <message>
        <source>Saruman recruits an Isengard regular in each Isengard settlement</source>
        <translation>Saruman her Isengard yerleşiminde bir normal Isengard birimi toplar</translation>
    </message>
    <message>
        <source>Saruman turns regulars in Orthanc into elites</source>
        <translation>Saruman Orthanc&apos;taki normal birimleri elit birime çevirir</translation>
    </message>
    <message>
        <source>Bring {character} into play in {region}</source>
        <translation>{character} figürünü {region} bölgesinde oyuna sok</translation>
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
        <translation>Elfler</translation>
    </message>
    <message>
        <source>The Dwarves</source>
        <translation>Cüceler</translation>
    </message>
    <message>
        <source>The North</source>
        <translation>Kuzey</translation>
    </message>
    <message>
        <source>Sauron, on space {n} of the corruption line. A hobbit he reaches is out of the game.</source>
        <translation>Sauron, yozlaşma hattının {n}. alanında. Ulaştığı hobbit oyun dışı kalır.</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>{hobbit} on space {n} of the corruption line; Sauron is on space {sauron}.</source>
        <translation>{hobbit}: yozlaşma hattının {n}. alanında; Sauron {sauron}. alanda.</translation>
    </message>
    <message>
        <source>The Ring-bearer.</source>
        <translation>Yüzük Taşıyıcı.</translation>
    </message>
    <message>
        <source>{foe} asks for {demand}.</source>
        <translation>{foe} şunu istiyor: {demand}.</translation>
    </message>
    <message>
        <source>The leftmost foe: click it to fight it.</source>
        <translation>En soldaki düşman: onunla savaşmak için tıkla.</translation>
    </message>
    <message>
        <source>The leftmost foe: the hobbit whose turn it is may fight it.</source>
        <translation>En soldaki düşman: sırası gelen hobbit onunla savaşabilir.</translation>
    </message>
    <message>
        <source>The marker of {line}: space {n} of {last}.</source>
        <translation>İşaret ({line}): alan {n}/{last}.</translation>
    </message>
    <message>
        <source>The event marker: {n} of the six events are behind the Fellowship.</source>
        <translation>Olay işareti: Kardeşlik altı olaydan {n} tanesini geride bıraktı.</translation>
    </message>
    <message>
        <source>The event marker: no event yet on this board.</source>
        <translation>Olay işareti: bu tahtada henüz olay yok.</translation>
    </message>
    <message>
        <source>{n} event tiles in the stack</source>
        <translation>Destede {n} olay karosu</translation>
    </message>
    <message>
        <source>The Fellowship is at {place}.</source>
        <translation>Kardeşlik şurada: {place}.</translation>
    </message>
    <message>
        <source>on space {n}</source>
        <translation>{n}. alanda</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>elde %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit}: {where}; shields worth {shields}; {cards}.</source>
        <translation>{hobbit}: {where}; {shields} değerinde kalkan; {cards}.</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s shields, worth {n}</source>
        <translation>{hobbit} — kalkanların değeri: {n}</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s {token}s: {n}</source>
        <translation>{hobbit} — {token}: {n}</translation>
    </message>
    <message>
        <source>The One Ring, carried by {hobbit}.</source>
        <translation>Tek Yüzük; taşıyan: {hobbit}.</translation>
    </message>
    <message>
        <source>{colour} card</source>
        <translation>{colour} kart</translation>
    </message>
    <message>
        <source>{colour} card, a joker for {hobbit}</source>
        <translation>{colour} kart; {hobbit} için joker</translation>
    </message>
    <message>
        <source>Drag it onto a line it fits, or onto what is being paid; click it for its other uses.</source>
        <translation>Uyduğu bir hatta ya da ödenmekte olan şeyin üzerine sürükle; diğer kullanımları için tıkla.</translation>
    </message>
    <message>
        <source>Click it to play it.</source>
        <translation>Oynamak için tıkla.</translation>
    </message>
    <message>
        <source>Gandalf: {card} — {what}. Calling him costs the Fellowship 5 shields.</source>
        <translation>Gandalf: {card} — {what}. Onu çağırmak Kardeşliğe 5 kalkana mal olur.</translation>
    </message>
    <message>
        <source>Drag it onto a line to move that line two spaces, or click it.</source>
        <translation>O hattı iki alan ilerletmek için kartı bir hatta sürükle ya da tıkla.</translation>
    </message>
    <message>
        <source>Click it to call Gandalf.</source>
        <translation>Gandalf&apos;ı çağırmak için tıkla.</translation>
    </message>
    <message>
        <source>Isengard</source>
        <translation>Isengard</translation>
    </message>
    <message>
        <source>The Southrons &amp; Easterlings</source>
        <translation>Güneyliler ve Doğulular</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Ordu</translation>
    </message>
    <message>
        <source>Army/Muster</source>
        <translation>Ordu/Toplama</translation>
    </message>
    <message>
        <source>{nation}: {figures}</source>
        <comment>an army&apos;s figures of one nation</comment>
        <translation>{nation}: {figures}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Olay</translation>
    </message>
    <message>
        <source>Will of the West</source>
        <translation>Batı&apos;nın İradesi</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <extracomment>a character&apos;s name on the tag under its standee, where the whole name is too long for it (the tooltip names it whole)</extracomment>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Witch-king</source>
        <translation>Cadı Kral</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Saruman</translation>
    </message>
    <message numerus="yes">
        <source>%n regular(s)</source>
        <translation>
            <numerusform>%n normal birim</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n elite(s)</source>
        <translation>
            <numerusform>%n elit birim</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leader(s)</source>
        <translation>
            <numerusform>%n lider</numerusform>
        </translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} ve {last}</translation>
    </message>
    <message>
        <source>Fellowship track</source>
        <extracomment>the strip&apos;s left edge and width; its boxes: (id, title, top below the strip&apos;s top, height)</extracomment>
        <translation>Kardeşlik İzlemesi</translation>
    </message>
    <message>
        <source>Political track</source>
        <translation>Siyasi İzleme</translation>
    </message>
    <message>
        <source>Free Peoples dice</source>
        <translation>Serbest Halklar zarları</translation>
    </message>
    <message>
        <source>Shadow dice</source>
        <translation>Gölge zarları</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Zafer Puanı</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Eldeki kartlar</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Takviye</translation>
    </message>
    <message>
        <source>{step} — the phase being played now</source>
        <translation>{step} — şu an oynanan faz</translation>
    </message>
    <message>
        <source>You have no heroes in {place}.</source>
        <translation>{place} bölgesinde hiç kahramanın yok.</translation>
    </message>
    <message>
        <source>Every hero of yours in {place} has already fought this turn.</source>
        <translation>{place} bölgesindeki tüm kahramanların bu tur zaten dövüştü.</translation>
    </message>
    <message>
        <source>A place cannot attack itself.</source>
        <translation>Bir yer kendine saldıramaz.</translation>
    </message>
    <message>
        <source>{place} is not next to {other}.</source>
        <translation>{place}, {other} ile komşu değil.</translation>
    </message>
    <message>
        <source>You already hold {place}.</source>
        <translation>{place} zaten senin elinde.</translation>
    </message>
    <message>
        <source>{place} is an unoccupied evil place: just move in to open it up, no fight is needed.</source>
        <translation>{place} boş bir kötü yer: açmak için oraya girmen yeterli, dövüş gerekmez.</translation>
    </message>
    <message>
        <source>{place} is an unoccupied good place: just move in to open it up, no fight is needed.</source>
        <translation>{place} boş bir iyi yer: açmak için oraya girmen yeterli, dövüş gerekmez.</translation>
    </message>
    <message>
        <source>Only heroes of 3 or more points may attack a fortress.</source>
        <translation>Bir kaleye yalnızca 3 ya da daha fazla puanlı kahramanlar saldırabilir.</translation>
    </message>
    <message>
        <source>{hero} is already on the board.</source>
        <translation>{hero} zaten tahtada.</translation>
    </message>
    <message>
        <source>{hero} is dead and out of the game.</source>
        <translation>{hero} öldü ve oyun dışı.</translation>
    </message>
    <message>
        <source>{hero} is not in your hand.</source>
        <translation>{hero} elinde değil.</translation>
    </message>
    <message>
        <source>You have already brought a hero into play this turn.</source>
        <translation>Bu tur zaten bir kahramanı oyuna soktun.</translation>
    </message>
    <message>
        <source>{place}, {hero}&apos;s start location, is held by {seat}.</source>
        <translation>{hero} kahramanının başlangıç yeri olan {place}, {seat} kontrolünde.</translation>
    </message>
    <message>
        <source>{seat}&apos;s heroes stand in {place}, {hero}&apos;s start location.</source>
        <translation>{hero} kahramanının başlangıç yeri olan {place} bölgesinde {seat} oyuncusunun kahramanları duruyor.</translation>
    </message>
    <message>
        <source>{place} is a evil place you do not hold: {hero} ({side}) can come into play there only once you hold it, or at a place you hold next to it — and you hold none.</source>
        <translation>{place} senin elinde olmayan kötü bir yer: {hero} ({side}) oraya ancak orası senin elindeyken ya da senin elindeki komşu bir yerden oyuna girebilir — ve senin elinde hiçbiri yok.</translation>
    </message>
    <message>
        <source>{place} is a good place you do not hold: {hero} ({side}) can come into play there only once you hold it, or at a place you hold next to it — and you hold none.</source>
        <translation>{place} senin elinde olmayan iyi bir yer: {hero} ({side}) oraya ancak orası senin elindeyken ya da senin elindeki komşu bir yerden oyuna girebilir — ve senin elinde hiçbiri yok.</translation>
    </message>
    <message>
        <source>{seat} brings {hero} into play at {place}.</source>
        <translation>{seat}, {hero} kahramanını {place} bölgesinde oyuna sokuyor.</translation>
    </message>
    <message>
        <source>{place} is opened up for {seat}.</source>
        <translation>{place}, {seat} için açıldı.</translation>
    </message>
    <message>
        <source>a die higher than {need} (strength of {place})</source>
        <translation>{need} sayısından yüksek bir zar ({place} bölgesinin gücü)</translation>
    </message>
    <message>
        <source>a die higher than {need} (strength of {place}; {seat}&apos;s token is cancelled by {hero}&apos;s siege hammer)</source>
        <translation>{need} sayısından yüksek bir zar ({place} bölgesinin gücü; {seat} oyuncusunun jetonu {hero} kahramanının kuşatma çekiciyle iptal edilir)</translation>
    </message>
    <message>
        <source>a die higher than {need} (strength {strength} of {place} +1 for {seat}&apos;s token)</source>
        <translation>{need} sayısından yüksek bir zar ({place} bölgesinin gücü {strength}, {seat} oyuncusunun jetonu için +1)</translation>
    </message>
    <message numerus="yes">
        <source>{points} points in all give %n attempt(s) (more than 4 thanks to {hero}&apos;s higher powers)</source>
        <translation>
            <numerusform>Toplam {points} puan %n deneme verir ({hero} kahramanının yüce güçleri sayesinde 4&apos;ten fazla)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} points in all give %n attempt(s) (more than 4 thanks to {hero}&apos;s secret powers)</source>
        <translation>
            <numerusform>Toplam {points} puan %n deneme verir ({hero} kahramanının gizli güçleri sayesinde 4&apos;ten fazla)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} points in all give %n attempt(s)</source>
        <translation>
            <numerusform>Toplam {points} puan %n deneme verir</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: {heroes}</source>
        <translation>{seat}: {heroes}</translation>
    </message>
    <message>
        <source>attempt {i}</source>
        <translation>{i}. deneme</translation>
    </message>
    <message>
        <source>beats it</source>
        <translation>geçti</translation>
    </message>
    <message>
        <source>falls short</source>
        <translation>yetmedi</translation>
    </message>
    <message>
        <source>{seat} tries to conquer {place} from {frm}</source>
        <translation>{seat}, {frm} bölgesinden {place} bölgesini fethetmeye çalışıyor</translation>
    </message>
    <message>
        <source>per hero: 3 points 5+, 4 points (or 3 with a siege hammer) 4+, 4 with a hammer or 6 points 3+</source>
        <translation>kahraman başına: 3 puan 5+, 4 puan (ya da kuşatma çekiciyle 3) 4+, çekiçle 4 ya da 6 puan 3+</translation>
    </message>
    <message>
        <source>needs {face}+: success</source>
        <translation>{face}+ gerekir: başarılı</translation>
    </message>
    <message>
        <source>needs {face}+: fails</source>
        <translation>{face}+ gerekir: başarısız</translation>
    </message>
    <message>
        <source>{hero} ({points} points, siege hammer)</source>
        <translation>{hero} ({points} puan, kuşatma çekici)</translation>
    </message>
    <message>
        <source>{hero} ({points} points)</source>
        <translation>{hero} ({points} puan)</translation>
    </message>
    <message>
        <source>{seat} tries to conquer the unoccupied enemy fortress {place} from {frm}</source>
        <translation>{seat}, {frm} bölgesinden boş düşman kalesi {place} bölgesini fethetmeye çalışıyor</translation>
    </message>
    <message>
        <source>strength {strength}, {seat}&apos;s token cancelled by {hero}&apos;s siege hammer, −1 because it is encircled</source>
        <translation>güç {strength}, {seat} oyuncusunun jetonu {hero} kahramanının kuşatma çekiciyle iptal edildi, kuşatıldığı için −1</translation>
    </message>
    <message>
        <source>strength {strength}, {seat}&apos;s token cancelled by {hero}&apos;s siege hammer</source>
        <translation>güç {strength}, {seat} oyuncusunun jetonu {hero} kahramanının kuşatma çekiciyle iptal edildi</translation>
    </message>
    <message>
        <source>strength {strength}, +1 for {seat}&apos;s token, −1 because it is encircled</source>
        <translation>güç {strength}, {seat} oyuncusunun jetonu için +1, kuşatıldığı için −1</translation>
    </message>
    <message>
        <source>strength {strength}, +1 for {seat}&apos;s token</source>
        <translation>güç {strength}, {seat} oyuncusunun jetonu için +1</translation>
    </message>
    <message>
        <source>die + {points} ({hero}, the best hero, whose points and abilities count for every die) higher than {need} ({why})</source>
        <translation>zar + {points} ({hero}: en iyi kahraman, puanı ve yetenekleri her zar için sayılır), {need} sayısından yüksek olmalı ({why})</translation>
    </message>
    <message>
        <source>die of {hero}</source>
        <translation>{hero} kahramanının zarı</translation>
    </message>
    <message>
        <source>{hero}&apos;s points</source>
        <translation>{hero} kahramanının puanları</translation>
    </message>
    <message>
        <source>{seat} tries to take {place}, held by {other}, from {frm}</source>
        <translation>{seat}, {frm} bölgesinden {other} kontrolündeki {place} bölgesini almaya çalışıyor</translation>
    </message>
    <message>
        <source>conquered</source>
        <translation>fethedildi</translation>
    </message>
    <message numerus="yes">
        <source>{heroes} (moves|move) into {place}; it now belongs to {seat}.</source>
        <translation>
            <numerusform>{heroes} {place} bölgesine giriyor; bölge artık {seat} oyuncusunun.</numerusform>
        </translation>
    </message>
    <message>
        <source>not conquered</source>
        <translation>fethedilemedi</translation>
    </message>
    <message numerus="yes">
        <source>{heroes} (stays|stay) in {place}.</source>
        <translation>
            <numerusform>{heroes} {place} bölgesinde kalıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} conquers {place} with {heroes}.</source>
        <translation>{seat}, {heroes} ile {place} bölgesini fethediyor.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} fails to conquer {place}; {heroes} (stays|stay) in {frm}.</source>
        <translation>
            <numerusform>{seat}, {place} bölgesini fethedemiyor; {heroes} {frm} bölgesinde kalıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>lower die halved, rounded down</source>
        <translation>düşük zar yarıya bölünür, aşağı yuvarlanır</translation>
    </message>
    <message>
        <source>{hero}&apos;s higher powers</source>
        <translation>{hero} kahramanının yüce güçleri</translation>
    </message>
    <message>
        <source>{hero}&apos;s secret powers</source>
        <translation>{hero} kahramanının gizli güçleri</translation>
    </message>
    <message>
        <source>{seat} die</source>
        <translation>{seat} oyuncusunun zarı</translation>
    </message>
    <message>
        <source>{seat} die {i}</source>
        <translation>{seat} oyuncusunun {i}. zarı</translation>
    </message>
    <message>
        <source>Attacker {seat}: {heroes}</source>
        <translation>Saldıran {seat}: {heroes}</translation>
    </message>
    <message>
        <source>Defender {seat}: {heroes}</source>
        <translation>Savunan {seat}: {heroes}</translation>
    </message>
    <message>
        <source>{hero} (points)</source>
        <translation>{hero} (puan)</translation>
    </message>
    <message numerus="yes">
        <source>{hero}&apos;s sword(s)</source>
        <translation>
            <numerusform>{hero} kahramanının kılıcı</numerusform>
        </translation>
    </message>
    <message>
        <source>second and further siege hammers</source>
        <translation>ikinci ve sonraki kuşatma çekiçleri</translation>
    </message>
    <message>
        <source>strength of {place} ({strength}) −3: encircled</source>
        <translation>{place} bölgesinin gücü ({strength}) −3: kuşatılmış</translation>
    </message>
    <message>
        <source>strength of {place}</source>
        <translation>{place} bölgesinin gücü</translation>
    </message>
    <message>
        <source>{seat}&apos;s token</source>
        <translation>{seat} oyuncusunun jetonu</translation>
    </message>
    <message>
        <source>{seat}&apos;s token, cancelled by {hero}&apos;s siege hammer</source>
        <translation>{seat} oyuncusunun jetonu, {hero} kahramanının kuşatma çekiciyle iptal edildi</translation>
    </message>
    <message numerus="yes">
        <source>{hero}&apos;s shield(s)</source>
        <translation>
            <numerusform>{hero} kahramanının kalkanı</numerusform>
        </translation>
    </message>
    <message>
        <source>the higher total wins; the defender wins ties</source>
        <translation>yüksek toplam kazanır; eşitlikte savunan kazanır</translation>
    </message>
    <message>
        <source>{seat} wins {at} to {dt} (difference {diff})</source>
        <translation>{seat} {at} - {dt} kazanıyor (fark {diff})</translation>
    </message>
    <message>
        <source>{hero} falls: {seat} lost by {diff}, 5 or more</source>
        <translation>{hero} düşüyor: {seat} 5 ya da daha fazla farkla ({diff}) kaybetti</translation>
    </message>
    <message>
        <source>{hero} has no place to retreat to and goes back to {seat}&apos;s hand.</source>
        <translation>{hero} kahramanının çekilecek bir yeri yok ve {seat} oyuncusunun eline geri dönüyor.</translation>
    </message>
    <message>
        <source>{hero} has no retreat: every place around {place} is {seat}&apos;s</source>
        <translation>{hero} geri çekilemiyor: {place} çevresindeki her yer {seat} oyuncusunun</translation>
    </message>
    <message>
        <source>{hero} has no place held by {seat} to retreat to</source>
        <translation>{hero} kahramanının çekilebileceği, {seat} kontrolünde bir yer yok</translation>
    </message>
    <message>
        <source>{hero} goes back to {seat}&apos;s hand.</source>
        <translation>{hero}, {seat} oyuncusunun eline geri dönüyor.</translation>
    </message>
    <message numerus="yes">
        <source>{heroes} (retreats|retreat) to {place}.</source>
        <translation>
            <numerusform>{heroes} {place} bölgesine çekiliyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>{heroes} retreat to {place}.</source>
        <translation>{heroes} {place} bölgesine çekiliyor.</translation>
    </message>
    <message>
        <source>{seat} holds {place}, {dt} to {at} (difference {diff})</source>
        <translation>{seat} {place} bölgesini {dt} - {at} koruyor (fark {diff})</translation>
    </message>
    <message>
        <source>Hero fight: {seat} attacks {place} from {frm}</source>
        <translation>Kahraman dövüşü: {seat}, {frm} bölgesinden {place} bölgesine saldırıyor</translation>
    </message>
    <message>
        <source>{att} wins the hero fight for {place}, {at} to {dt}.</source>
        <translation>{place} için kahraman dövüşünü {at} - {dt} kazanan: {att}.</translation>
    </message>
    <message>
        <source>{dfd} beats off {att}&apos;s attack on {place}, {dt} to {at}.</source>
        <translation>{dfd}, {att} oyuncusunun {place} bölgesine saldırısını {dt} - {at} püskürtüyor.</translation>
    </message>
    <message>
        <source>{seat} takes {place}.</source>
        <translation>{seat}, {place} bölgesini alıyor.</translation>
    </message>
    <message>
        <source>{why}, but {hero} has higher powers and can only be killed by a hero with secret powers, higher powers or power breaker: {hero} survives.</source>
        <translation>{why}, ama {hero} yüce güçlere sahip ve yalnızca gizli güçleri, yüce güçleri ya da güç kırıcısı olan bir kahraman tarafından öldürülebilir: {hero} hayatta kalıyor.</translation>
    </message>
    <message>
        <source>{hero} escapes death thanks to higher powers.</source>
        <translation>{hero}, yüce güçleri sayesinde ölümden kurtuluyor.</translation>
    </message>
    <message>
        <source>{why}, but {hero} has secret powers and can only be killed by a hero with secret powers, higher powers or power breaker: {hero} survives.</source>
        <translation>{why}, ama {hero} gizli güçlere sahip ve yalnızca gizli güçleri, yüce güçleri ya da güç kırıcısı olan bir kahraman tarafından öldürülebilir: {hero} hayatta kalıyor.</translation>
    </message>
    <message>
        <source>{hero} escapes death thanks to secret powers.</source>
        <translation>{hero}, gizli güçleri sayesinde ölümden kurtuluyor.</translation>
    </message>
    <message>
        <source>healing of {hero}</source>
        <translation>{hero} kahramanının şifası</translation>
    </message>
    <message>
        <source>1–3: lives</source>
        <translation>1–3: yaşar</translation>
    </message>
    <message>
        <source>4–6: dies</source>
        <translation>4–6: ölür</translation>
    </message>
    <message>
        <source>{healer} tries to save {hero} (healing/hope)</source>
        <translation>{healer}, {hero} kahramanını kurtarmaya çalışıyor (şifa/umut)</translation>
    </message>
    <message>
        <source>1, 2 or 3: the hero lives; 4, 5 or 6: the hero dies</source>
        <translation>1, 2 ya da 3: kahraman yaşar; 4, 5 ya da 6: kahraman ölür</translation>
    </message>
    <message>
        <source>lives</source>
        <translation>yaşar</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>ölür</translation>
    </message>
    <message>
        <source>{hero} lives.</source>
        <translation>{hero} yaşıyor.</translation>
    </message>
    <message>
        <source>{hero} dies.</source>
        <translation>{hero} ölüyor.</translation>
    </message>
    <message>
        <source>{healer} saves {hero}.</source>
        <translation>{healer}, {hero} kahramanını kurtarıyor.</translation>
    </message>
    <message>
        <source>{healer} cannot save {hero}.</source>
        <translation>{healer}, {hero} kahramanını kurtaramıyor.</translation>
    </message>
    <message>
        <source>{why}, but {healer}&apos;s healing saves {hero} (die {die}).</source>
        <translation>{why}, ama {healer} kahramanının şifası {hero} kahramanını kurtarıyor (zar {die}).</translation>
    </message>
    <message>
        <source>{why}; {healer}&apos;s healing fails (die {die}).</source>
        <translation>{why}; {healer} kahramanının şifası başarısız (zar {die}).</translation>
    </message>
    <message>
        <source>{why}.</source>
        <translation>{why}.</translation>
    </message>
    <message>
        <source>{hero} of {seat} dies.</source>
        <translation>{seat} oyuncusunun kahramanı {hero} ölüyor.</translation>
    </message>
    <message>
        <source>evil</source>
        <comment>side</comment>
        <extracomment>What a checker found out for a legal action and hands to its handler; each kind has its own: draw / end_turn None, palantir the seeing hero, bring the place of arrival, move the path (one or two places), banner the places opened, plus_one the place opened, attack the group.</extracomment>
        <translation>kötü</translation>
    </message>
    <message>
        <source>good</source>
        <comment>side</comment>
        <translation>iyi</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} ve {b}</translation>
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
        <translation>{side} taraf destesi boş: {seat} hiçbir şey çekmiyor.</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand is full ({n} cards): {seat} draws nothing.</source>
        <translation>{seat} oyuncusunun eli dolu ({n} kart): {seat} hiçbir şey çekmiyor.</translation>
    </message>
    <message>
        <source>{seat} draws a hero card ({left} left in the {side} deck).</source>
        <translation>{seat} bir kahraman kartı çekiyor ({side} taraf destesinde {left} kaldı).</translation>
    </message>
    <message>
        <source>Draw the top card of the {side} deck</source>
        <translation>{side} taraf destesinin üstteki kartını çek</translation>
    </message>
    <message>
        <source>{hero} goes into your hand.</source>
        <translation>{hero} eline geçiyor.</translation>
    </message>
    <message>
        <source>You draw {hero}.</source>
        <translation>{hero} kartını çektin.</translation>
    </message>
    <message>
        <source>{hero} has fought this turn and cannot move any more.</source>
        <translation>{hero} bu tur dövüştü ve artık hareket edemez.</translation>
    </message>
    <message>
        <source>{hero} has already moved this turn.</source>
        <translation>{hero} bu tur zaten hareket etti.</translation>
    </message>
    <message>
        <source>{hero} is already in {place}.</source>
        <translation>{hero} zaten {place} bölgesinde.</translation>
    </message>
    <message>
        <source>{place} is an evil place: {hero} must conquer it with an attack, not just walk in.</source>
        <translation>{place} kötü bir yer: {hero} oraya yalnızca yürüyerek giremez, saldırıyla fethetmeli.</translation>
    </message>
    <message>
        <source>{place} is a good place: {hero} must conquer it with an attack, not just walk in.</source>
        <translation>{place} iyi bir yer: {hero} oraya yalnızca yürüyerek giremez, saldırıyla fethetmeli.</translation>
    </message>
    <message>
        <source>{place} is held by {seat}: take it with an attack.</source>
        <translation>{place}, {seat} kontrolünde: saldırıyla al.</translation>
    </message>
    <message>
        <source>{place} is not next to {other}, and even with the arrow {hero} can skip only one place.</source>
        <translation>{place}, {other} ile komşu değil ve {hero} okla bile yalnızca bir yeri atlayabilir.</translation>
    </message>
    <message>
        <source>With the arrow {hero} may skip a place only if both the skipped place and {place} are already opened up by you.</source>
        <translation>{hero} okla bir yeri ancak hem atlanan yer hem de {place} zaten senin tarafından açılmışsa atlayabilir.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to} over {via} (arrow).</source>
        <translation>{hero}, {via} üzerinden {frm} → {to} hareket ediyor (ok).</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to}.</source>
        <translation>{hero}, {frm} → {to} hareket ediyor.</translation>
    </message>
    <message>
        <source>{hero} opens up {place} for {seat}.</source>
        <translation>{hero}, {place} bölgesini {seat} için açıyor.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Sırayı bitir</translation>
    </message>
    <message>
        <source>Look into {seat}&apos;s hand and mission with the palantír (instead of drawing)</source>
        <extracomment>the labels built so far: (builder, *what it names) -&gt; the label (emptied should it ever grow large)</extracomment>
        <translation>Palantír ile {seat} oyuncusunun eline ve görevine bak (çekmek yerine)</translation>
    </message>
    <message>
        <source>Bring {hero} into play at {place}</source>
        <translation>{hero} kahramanını {place} bölgesinde oyuna sok</translation>
    </message>
    <message>
        <source>Move {hero}: {frm} → {to}</source>
        <translation>{hero} kahramanını hareket ettir: {frm} → {to}</translation>
    </message>
    <message>
        <source>Move {hero}: {frm} → {to} (opens it up)</source>
        <translation>{hero} kahramanını hareket ettir: {frm} → {to} (orayı açar)</translation>
    </message>
    <message>
        <source>Move {hero}: {frm} → {to} (arrow, over {via})</source>
        <translation>{hero} kahramanını hareket ettir: {frm} → {to} (ok, {via} üzerinden)</translation>
    </message>
    <message>
        <source>Raise {hero}&apos;s banner: open up {places}</source>
        <translation>{hero} kahramanının sancağını kaldır ve aç: {places}</translation>
    </message>
    <message>
        <source>Open up {place} with {hero} (+1)</source>
        <translation>{hero} ile {place} bölgesini aç (+1)</translation>
    </message>
    <message>
        <source>Attack {place} from {frm} with {heroes} (hero fight, defenders: {defenders})</source>
        <translation>{frm} bölgesinden {heroes} ile {place} bölgesine saldır (kahraman dövüşü, savunanlar: {defenders})</translation>
    </message>
    <message>
        <source>Conquer {place} (fortress {strength}, held by {seat}) from {frm} with {heroes}</source>
        <translation>{frm} bölgesinden {heroes} ile {place} bölgesini fethet (kale {strength}, {seat} kontrolünde)</translation>
    </message>
    <message>
        <source>Conquer {place} (fortress {strength}) from {frm} with {heroes}</source>
        <translation>{frm} bölgesinden {heroes} ile {place} bölgesini fethet (kale {strength})</translation>
    </message>
    <message>
        <source>Conquer {place} (land {strength}, held by {seat}) from {frm} with {heroes}</source>
        <translation>{frm} bölgesinden {heroes} ile {place} bölgesini fethet (ülke {strength}, {seat} kontrolünde)</translation>
    </message>
    <message>
        <source>Conquer {place} (land {strength}) from {frm} with {heroes}</source>
        <translation>{frm} bölgesinden {heroes} ile {place} bölgesini fethet (ülke {strength})</translation>
    </message>
    <message>
        <source>{hero} has no banner.</source>
        <translation>{hero} kahramanının sancağı yok.</translation>
    </message>
    <message>
        <source>{hero} has already opened up land this turn.</source>
        <translation>{hero} bu tur zaten ülke açtı.</translation>
    </message>
    <message>
        <source>There is no unoccupied {side} place next to {place} that {hero} could open up.</source>
        <translation>{place} bölgesinin yanında {hero} kahramanının açabileceği boş bir {side} yer yok.</translation>
    </message>
    <message>
        <source>{hero} does not have the +1 ability.</source>
        <translation>{hero} kahramanında +1 yeteneği yok.</translation>
    </message>
    <message>
        <source>{place} is already held by you.</source>
        <translation>{place} zaten senin elinde.</translation>
    </message>
    <message>
        <source>{place} is already held by {seat}.</source>
        <translation>{place} zaten {seat} kontrolünde.</translation>
    </message>
    <message>
        <source>{place} is an evil place: {hero} can only open up {side} places; it must be conquered.</source>
        <translation>{place} kötü bir yer: {hero} yalnızca {side} yerleri açabilir; burası fethedilmeli.</translation>
    </message>
    <message>
        <source>{place} is a good place: {hero} can only open up {side} places; it must be conquered.</source>
        <translation>{place} iyi bir yer: {hero} yalnızca {side} yerleri açabilir; burası fethedilmeli.</translation>
    </message>
    <message>
        <source>{hero} raises the banner and opens up {places} for {seat}.</source>
        <translation>{hero} sancağı kaldırıyor ve {seat} için şunları açıyor: {places}.</translation>
    </message>
    <message>
        <source>{hero} (+1) opens up {places} for {seat}.</source>
        <translation>{hero} (+1) {seat} için şunları açıyor: {places}.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Kırmızı</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Mavi</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Sarı</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Yeşil</translation>
    </message>
    <message>
        <source>2 to 4 players</source>
        <translation>2 ila 4 oyuncu</translation>
    </message>
    <message>
        <source>the side of each seat; default good, evil, good, evil</source>
        <translation>her oyuncunun tarafı; varsayılan iyi, kötü, iyi, kötü</translation>
    </message>
    <message>
        <source>fortresses held at the end of your turn to win at once</source>
        <translation>hemen kazanmak için sıranın sonunda elde tutulması gereken kale sayısı</translation>
    </message>
    <message>
        <source>after this many rounds the most victory points win</source>
        <translation>bu kadar turdan sonra en çok zafer puanı olan kazanır</translation>
    </message>
    <message>
        <source>at most this many hero cards in hand when drawing</source>
        <translation>kart çekerken elde en fazla bu kadar kahraman kartı</translation>
    </message>
    <message>
        <source>start heroes dealt to each player</source>
        <translation>her oyuncuya dağıtılan başlangıç kahramanları</translation>
    </message>
    <message>
        <source>victory points per land held</source>
        <translation>elde tutulan her ülke için zafer puanı</translation>
    </message>
    <message>
        <source>victory points per fortress held</source>
        <translation>elde tutulan her kale için zafer puanı</translation>
    </message>
    <message>
        <source>&apos;sides&apos; names {count} seat(s) but the game has {players} players: give exactly one side (&apos;good&apos; or &apos;evil&apos;) per seat, or leave it out.</source>
        <translation>&apos;sides&apos; {count} oyuncu belirtiyor ama oyunda {players} oyuncu var: her oyuncu için tam olarak bir taraf (&apos;good&apos; ya da &apos;evil&apos;) ver ya da bu ayarı hiç verme.</translation>
    </message>
    <message>
        <source>You need a hero with a palantír on the board to look into another player&apos;s cards.</source>
        <translation>Başka bir oyuncunun kartlarına bakmak için tahtada palantírı olan bir kahramana ihtiyacın var.</translation>
    </message>
    <message>
        <source>Say whose cards you want to see (another player).</source>
        <translation>Kimin kartlarını görmek istediğini söyle (başka bir oyuncu).</translation>
    </message>
    <message>
        <source>The palantír shows other players&apos; cards; you know your own.</source>
        <translation>Palantír diğer oyuncuların kartlarını gösterir; kendi kartlarını zaten biliyorsun.</translation>
    </message>
    <message>
        <source>no heroes</source>
        <translation>kahraman yok</translation>
    </message>
    <message>
        <source>{mission} ({places}; +{bonus})</source>
        <translation>{mission} ({places}; +{bonus})</translation>
    </message>
    <message>
        <source>no mission</source>
        <translation>görev yok</translation>
    </message>
    <message>
        <source>{seat} looks into {target}&apos;s cards through {seer}&apos;s palantír instead of drawing.</source>
        <translation>{seat}, kart çekmek yerine {seer} kahramanının palantírı ile {target} oyuncusunun kartlarına bakıyor.</translation>
    </message>
    <message>
        <source>The palantír shows {target}&apos;s hand: {hand}; mission: {missions}.</source>
        <translation>Palantír, {target} oyuncusunun elini gösteriyor: {hand}; görev: {missions}.</translation>
    </message>
    <message>
        <source>Say which hero.</source>
        <translation>Hangi kahraman olduğunu söyle.</translation>
    </message>
    <message>
        <source>There is no hero &apos;{hero}&apos; in this game.</source>
        <translation>Bu oyunda &apos;{hero}&apos; adlı bir kahraman yok.</translation>
    </message>
    <message>
        <source>{hero} is in your hand: bring {hero} into play first.</source>
        <translation>{hero} elinde: önce {hero} kahramanını oyuna sok.</translation>
    </message>
    <message>
        <source>{hero} is dead.</source>
        <translation>{hero} öldü.</translation>
    </message>
    <message>
        <source>{hero} is not on the board.</source>
        <translation>{hero} tahtada değil.</translation>
    </message>
    <message>
        <source>{hero} belongs to {seat}, not to you.</source>
        <translation>{hero} senin değil, {seat} oyuncusunun.</translation>
    </message>
    <message>
        <source>Say which place.</source>
        <translation>Hangi yer olduğunu söyle.</translation>
    </message>
    <message>
        <source>There is no place &apos;{place}&apos; on the map.</source>
        <translation>Haritada &apos;{place}&apos; adlı bir yer yok.</translation>
    </message>
    <message>
        <source>The border between {a} and {b} cannot be crossed.</source>
        <translation>{a} ile {b} arasındaki sınır geçilemez.</translation>
    </message>
    <message>
        <source>Rivers can only be crossed at a marked crossing by a hero who is lord of the water. There is no crossing between {a} and {b}.</source>
        <translation>Nehirler yalnızca işaretli bir geçitten ve yalnızca suyun efendisi olan bir kahraman tarafından geçilebilir. {a} ile {b} arasında geçit yok.</translation>
    </message>
    <message numerus="yes">
        <source>Rivers can only be crossed at a marked crossing by a hero who is lord of the water. {heroes} (is|are) not lord of the water.</source>
        <translation>
            <numerusform>Nehirler yalnızca işaretli bir geçitten ve yalnızca suyun efendisi olan bir kahraman tarafından geçilebilir. {heroes}: suyun efendisi değil.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no action &apos;{kind}&apos; in Helden Mittelerdes.</source>
        <translation>Helden Mittelerdes oyununda &apos;{kind}&apos; adlı bir aksiyon yok.</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn, not {other}&apos;s.</source>
        <translation>Sıra {other} oyuncusunda değil, {seat} oyuncusunda.</translation>
    </message>
    <message>
        <source>You have already drawn a hero card (or looked into a palantír) this turn.</source>
        <translation>Bu tur zaten bir kahraman kartı çektin (ya da bir palantíra baktın).</translation>
    </message>
    <message>
        <source>Each turn begins with drawing a hero card (or looking into a palantír): do that first.</source>
        <translation>Her tur bir kahraman kartı çekerek (ya da bir palantíra bakarak) başlar: önce bunu yap.</translation>
    </message>
    <message>
        <source>1–3: tick (good)</source>
        <translation>1–3: tik (iyi)</translation>
    </message>
    <message>
        <source>4–6: X (evil)</source>
        <translation>4–6: X (kötü)</translation>
    </message>
    <message>
        <source>Which side does {hero} take in this game?</source>
        <translation>{hero} bu oyunda hangi tarafta?</translation>
    </message>
    <message>
        <source>1, 2 or 3: tick, good; 4, 5 or 6: X, evil</source>
        <translation>1, 2 ya da 3: tik, iyi; 4, 5 ya da 6: X, kötü</translation>
    </message>
    <message>
        <source>{hero} belongs to the {side} side and goes into the {side} deck.</source>
        <translation>{hero} {side} tarafa ait ve {side} taraf destesine giriyor.</translation>
    </message>
    <message>
        <source>{hero} is {side} in this game.</source>
        <translation>{hero} bu oyunda {side} tarafta.</translation>
    </message>
    <message>
        <source>The {side} start heroes are shuffled to deal them.</source>
        <translation>{side} taraf başlangıç kahramanları dağıtılmak üzere karıştırılıyor.</translation>
    </message>
    <message>
        <source>Shuffle the {count} {side} start heroes</source>
        <translation>{count} {side} taraf başlangıç kahramanını karıştır</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>karıştırıldı</translation>
    </message>
    <message>
        <source>Each player of the side is dealt {count} of them from the top.</source>
        <translation>Bu taraftaki her oyuncuya üstten {count} tanesi dağıtılır.</translation>
    </message>
    <message>
        <source>{hero} in {place}</source>
        <translation>{hero}, {place} bölgesinde</translation>
    </message>
    <message>
        <source>no start hero</source>
        <translation>başlangıç kahramanı yok</translation>
    </message>
    <message>
        <source>{seat} begins with {heroes}.</source>
        <translation>{seat} şu kahramanlarla başlıyor: {heroes}.</translation>
    </message>
    <message>
        <source>The {side} deck is shuffled ({count} heroes).</source>
        <translation>{side} taraf destesi karıştırıldı ({count} kahraman).</translation>
    </message>
    <message>
        <source>Shuffle the {side} deck ({count} heroes)</source>
        <translation>{side} taraf destesini karıştır ({count} kahraman)</translation>
    </message>
    <message>
        <source>shuffled; the order is hidden</source>
        <translation>karıştırıldı; sıra gizli</translation>
    </message>
    <message>
        <source>Players of that side draw from its top.</source>
        <translation>O taraftaki oyuncular destenin üstünden çeker.</translation>
    </message>
    <message>
        <source>The missions are shuffled.</source>
        <translation>Görevler karıştırıldı.</translation>
    </message>
    <message>
        <source>Shuffle the {count} missions</source>
        <translation>{count} görevi karıştır</translation>
    </message>
    <message>
        <source>Each player takes one secret mission of their side.</source>
        <translation>Her oyuncu kendi tarafından bir gizli görev alır.</translation>
    </message>
    <message>
        <source>{seat} takes a secret mission.</source>
        <translation>{seat} bir gizli görev alıyor.</translation>
    </message>
    <message>
        <source>Your secret mission: {name} — hold {places} at the end for {bonus} points.</source>
        <translation>Gizli görevin: {name} — sonda {bonus} puan için şunları elinde tut: {places}.</translation>
    </message>
    <message>
        <source>{place} (fortress {strength})</source>
        <translation>{place} (kale {strength})</translation>
    </message>
    <message>
        <source>{place} (land {strength})</source>
        <translation>{place} (ülke {strength})</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>kimse</translation>
    </message>
    <message>
        <source>{seat} ends the turn.</source>
        <translation>{seat} sırasını bitiriyor.</translation>
    </message>
    <message>
        <source>{seat} has no heroes left on the board, in hand or in the deck and is out.</source>
        <translation>{seat} oyuncusunun tahtada, elinde ya da destede kahramanı kalmadı ve oyun dışı.</translation>
    </message>
    <message>
        <source>{seat} wins: {seat} holds {forts} fortresses at the end of the turn (the goal is {goal}).</source>
        <translation>{seat} kazandı: {seat} sıranın sonunda {forts} kale tutuyor (hedef {goal}).</translation>
    </message>
    <message>
        <source>{seat} wins: every other player is out.</source>
        <translation>{seat} kazandı: diğer tüm oyuncular oyun dışı.</translation>
    </message>
    <message>
        <source>No player has heroes left.</source>
        <translation>Hiçbir oyuncunun kahramanı kalmadı.</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s)</source>
        <translation>
            <numerusform>%n tur sonra</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Tur {round} başlıyor.</translation>
    </message>
    <message>
        <source>{seat} to move.</source>
        <translation>Sıra: {seat}.</translation>
    </message>
    <message>
        <source>&apos;{mission}&apos; +{bonus}</source>
        <translation>&apos;{mission}&apos; +{bonus}</translation>
    </message>
    <message>
        <source>{lands}, {fortresses}, mission {missions}</source>
        <translation>{lands}, {fortresses}, görev {missions}</translation>
    </message>
    <message>
        <source>{lands}, {fortresses}</source>
        <translation>{lands}, {fortresses}</translation>
    </message>
    <message>
        <source>{lead}, {winners} win with {points} victory points ({details}) (tied on points and fortresses: they share the victory).</source>
        <translation>{lead}, {winners} {points} zafer puanıyla kazandı ({details}) (puan ve kalede berabere: zaferi paylaşıyorlar).</translation>
    </message>
    <message>
        <source>{lead}, {winners} wins with {points} victory points ({details}) (tied on points, more fortresses).</source>
        <translation>{lead}, {winners} {points} zafer puanıyla kazandı ({details}) (puanda berabere, daha çok kale).</translation>
    </message>
    <message>
        <source>{lead}, {winners} wins with {points} victory points ({details}).</source>
        <translation>{lead}, {winners} {points} zafer puanıyla kazandı ({details}).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Ülkeler</translation>
    </message>
    <message>
        <source>Fortresses</source>
        <translation>Kaleler</translation>
    </message>
    <message>
        <source>Mission bonus</source>
        <translation>Görev bonusu</translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation>Toplam ZP</translation>
    </message>
    <message>
        <source>{seat} {points} VP/{forts} fortresses</source>
        <translation>{seat} {points} ZP/{forts} kale</translation>
    </message>
    <message>
        <source>Game over. {reason} ({scores})</source>
        <translation>Oyun bitti. {reason} ({scores})</translation>
    </message>
    <message>
        <source>draw</source>
        <comment>phase</comment>
        <translation>çekme</translation>
    </message>
    <message>
        <source>campaign</source>
        <comment>phase</comment>
        <translation>sefer</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {seat} to move ({phase}) · {scores}</source>
        <translation>Tur {round}/{rounds} · Sıra: {seat} ({phase}) · {scores}</translation>
    </message>
    <message>
        <source>Pass (you have fewer unused action dice)</source>
        <translation>Pas geç (daha az kullanılmamış aksiyon zarın var)</translation>
    </message>
    <message>
        <source>Discard {a_die} without effect</source>
        <translation>{a_die} etkisiz olarak at</translation>
    </message>
    <message>
        <source>Use an Elven ring: turn {a_die} into {face}</source>
        <translation>Bir Elf Yüzüğü kullan: {a_die} → {face}</translation>
    </message>
    <message>
        <source>Use {die} die: draw a character event card</source>
        <translation>{die} zarını kullan: bir Karakter olay kartı çek</translation>
    </message>
    <message>
        <source>Use {die} die: draw a strategy event card</source>
        <translation>{die} zarını kullan: bir Strateji olay kartı çek</translation>
    </message>
    <message>
        <source>Use {die} die: play {card}</source>
        <translation>{die} zarını kullan: {card} oyna</translation>
    </message>
    <message>
        <source>Use {die} die: Strider hides the Fellowship</source>
        <translation>{die} zarını kullan: Kır Bacak Kardeşliği gizler</translation>
    </message>
    <message>
        <source>Use Will of the West: crown Aragorn in {region}</source>
        <translation>Batı&apos;nın İradesi&apos;ni kullan: Aragorn&apos;u {region} bölgesinde Kral ilan et</translation>
    </message>
    <message>
        <source>Use Will of the West: Gandalf the White enters in {region}</source>
        <translation>Batı&apos;nın İradesi&apos;ni kullan: Gandalf Beyaz {region} bölgesinde oyuna girer</translation>
    </message>
    <message>
        <source>Use {die} die: {character} advances {nation} on the political track</source>
        <translation>{die} zarını kullan: {character}, {nation} ulusunu siyasi izlemede ilerletir</translation>
    </message>
    <message>
        <source>The {side} player passes.</source>
        <translation>{side} oyuncusu pas geçiyor.</translation>
    </message>
    <message>
        <source>The {side} player discards {a_die} without effect.</source>
        <translation>{side} oyuncusu etkisiz olarak {a_die} atıyor.</translation>
    </message>
    <message>
        <source>The {side} player uses an Elven ring: {a_die} becomes {t}.</source>
        <translation>{side} oyuncusu bir Elf Yüzüğü kullanıyor: {a_die} → {t}.</translation>
    </message>
    <message>
        <source>The Eye goes to the hunt box ({n} Shadow dice there).</source>
        <translation>Göz Av Kutusuna gidiyor (orada {n} Gölge zarı var).</translation>
    </message>
    <message>
        <source>The {side} player plays {card} ({why}).</source>
        <translation>{side} oyuncusu {card} kartını oynuyor ({why}).</translation>
    </message>
    <message>
        <source>Gandalf the Grey guides the Fellowship: draw a Character event card.</source>
        <translation>Gandalf Gri Kardeşliğe rehberlik ediyor: bir Karakter olay kartı çek.</translation>
    </message>
    <message>
        <source>The army&apos;s composition is not readable.</source>
        <translation>Ordunun bileşimi okunamıyor.</translation>
    </message>
    <message>
        <source>There are not that many figures of that nation in the army.</source>
        <translation>Orduda o ulustan bu kadar figür yok.</translation>
    </message>
    <message>
        <source>An army moves with at least one regular or elite unit.</source>
        <translation>Bir ordu en az bir normal veya elit birimle hareket eder.</translation>
    </message>
    <message>
        <source>You have no unused die of that face.</source>
        <translation>O yüze sahip kullanılmamış zarın yok.</translation>
    </message>
    <message>
        <source>That die does not move armies.</source>
        <translation>O zar ordu hareket ettirmez.</translation>
    </message>
    <message>
        <source>This is not the moment for a second army move.</source>
        <translation>Şu an ikinci ordu hareketinin zamanı değil.</translation>
    </message>
    <message>
        <source>You have no army there that may move.</source>
        <translation>Orada hareket edebilecek ordun yok.</translation>
    </message>
    <message>
        <source>The Character die moves an army only with a leader or character in it.</source>
        <translation>Karakter zarı bir orduyu yalnızca içinde lider veya karakter varsa hareket ettirir.</translation>
    </message>
    <message>
        <source>Leaders cannot stay behind without army units.</source>
        <translation>Liderler ordu birimleri olmadan geride kalamaz.</translation>
    </message>
    <message>
        <source>Choose a region of the map to move to.</source>
        <translation>Hareket edilecek bir harita bölgesi seç.</translation>
    </message>
    <message>
        <source>That die does not attack.</source>
        <translation>O zar saldırmaz.</translation>
    </message>
    <message>
        <source>You have no army there that may attack.</source>
        <translation>Orada saldırabilecek ordun yok.</translation>
    </message>
    <message>
        <source>There is no enemy army to attack there from that region.</source>
        <translation>O bölgeden saldırılacak bir düşman ordusu yok.</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) not at war: (its|their) units cannot attack.</source>
        <translation>
            <numerusform>{nation} savaşta değil: birimleri saldıramaz.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Character die attacks only with a leader or character in the attacking army.</source>
        <translation>Karakter zarı yalnızca saldıran orduda lider veya karakter varsa saldırır.</translation>
    </message>
    <message>
        <source>There is no victory to follow up now.</source>
        <translation>Şu an sürdürülecek bir zafer yok.</translation>
    </message>
    <message>
        <source>Only figures that fought in the battle may advance.</source>
        <translation>Yalnızca muharebede savaşan figürler ilerleyebilir.</translation>
    </message>
    <message>
        <source>An army advances with at least one regular or elite unit.</source>
        <translation>Bir ordu en az bir normal veya elit birimle ilerler.</translation>
    </message>
    <message>
        <source>That part of the army cannot advance into {region}.</source>
        <translation>Ordunun o kısmı {region} bölgesine ilerleyemez.</translation>
    </message>
    <message>
        <source>{frm} and {to} are not adjacent (or the border between them is impassable).</source>
        <translation>{frm} ile {to} komşu değil (ya da aralarındaki sınır geçilmez).</translation>
    </message>
    <message>
        <source>Enemy units hold {region}: attack them instead of moving in.</source>
        <translation>{region} bölgesini düşman birimleri tutuyor: içeri girmek yerine onlara saldır.</translation>
    </message>
    <message>
        <source>At most 10 army units may stand in {region}.</source>
        <translation>{region} bölgesinde en fazla 10 ordu birimi bulunabilir.</translation>
    </message>
    <message numerus="yes">
        <source>The {adj} units in {frm} retreated into the lands of {host} while {nation} (is|are) not at war: the next time they move they must leave those lands, and {to} is one of them.</source>
        <translation>
            <numerusform>{frm} bölgesindeki {adj} birimler, {nation} savaşta değilken {host} topraklarına çekildi: bir dahaki harekette bu topraklardan çıkmak zorundalar ve {to} de bu topraklardan biri.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) not at war: (its|their) units cannot enter the lands of {host} ({to}).</source>
        <translation>
            <numerusform>{nation} savaşta değil: birimleri {host} topraklarına ({to}) giremez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {die} die: move {what} {frm} → {to}</source>
        <translation>{die} zarını kullan: {what} {frm} → {to} hareket ettir</translation>
    </message>
    <message>
        <source>Move a second army: {what} {frm} → {to}</source>
        <translation>İkinci bir orduyu hareket ettir: {what} {frm} → {to}</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl</source>
        <comment>figures</comment>
        <translation>
            <numerusform>%n Nazgûl</numerusform>
        </translation>
    </message>
    <message>
        <source>the army</source>
        <translation>ordu</translation>
    </message>
    <message>
        <source>Use {die} die: attack the besieged stronghold of {region}</source>
        <translation>{die} zarını kullan: {region} bölgesindeki kuşatma altındaki kaleye saldır</translation>
    </message>
    <message>
        <source>Use {die} die: attack the besieged stronghold of {region} ({nations} only)</source>
        <translation>{die} zarını kullan: {region} bölgesindeki kuşatma altındaki kaleye saldır (yalnızca {nations})</translation>
    </message>
    <message>
        <source>the besiegers of {region}</source>
        <translation>{region} bölgesini kuşatanlar</translation>
    </message>
    <message>
        <source>Use {die} die: attack {target} from {frm}</source>
        <translation>{die} zarını kullan: {frm} bölgesinden saldır, hedef: {target}</translation>
    </message>
    <message>
        <source>Use {die} die: attack {target} from {frm} ({nations} only)</source>
        <translation>{die} zarını kullan: {frm} bölgesinden saldır, hedef: {target} (yalnızca {nations})</translation>
    </message>
    <message>
        <source>Use {die} die: sortie from {region} against the besiegers</source>
        <translation>{die} zarını kullan: {region} bölgesinden kuşatanlara karşı huruç yap</translation>
    </message>
    <message>
        <source>Move no second army</source>
        <translation>İkinci ordu hareket ettirme</translation>
    </message>
    <message>
        <source>Nazgûl</source>
        <comment>figures</comment>
        <translation>Nazgûl</translation>
    </message>
    <message>
        <source>{figures} with {others}</source>
        <translation>{figures} ve {others}</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) activated: enemy armies entered {r}.</source>
        <translation>
            <numerusform>{nation} harekete geçti: düşman orduları {r} bölgesine girdi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orthanc falls: Saruman is eliminated.</source>
        <translation>Orthanc düşüyor: Saruman oyundan çıkarıldı.</translation>
    </message>
    <message>
        <source>The {side} take control of {r}.</source>
        <translation>{r} artık {side} kontrolünde.</translation>
    </message>
    <message>
        <source>The {side} takes control of {r}.</source>
        <translation>{r} artık {side} kontrolünde.</translation>
    </message>
    <message>
        <source>{region} was captured</source>
        <translation>{region} ele geçirildi</translation>
    </message>
    <message>
        <source>The {side} move {desc} from {frm} to {to}.</source>
        <translation>{side}: {desc}, {frm} → {to} hareket ediyor.</translation>
    </message>
    <message>
        <source>The {side} moves {desc} from {frm} to {to}.</source>
        <translation>{side}: {desc}, {frm} → {to} hareket ediyor.</translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} leader(s) alone in {r} (is|are) lost.</source>
        <translation>
            <numerusform>{r} bölgesinde tek başına kalan %n {nation} lideri kaybedildi.</numerusform>
        </translation>
    </message>
    <message>
        <source>first round against a city</source>
        <translation>bir şehre karşı ilk tur</translation>
    </message>
    <message>
        <source>first round against a stronghold</source>
        <translation>bir kaleye karşı ilk tur</translation>
    </message>
    <message>
        <source>first round against a fortification</source>
        <translation>bir tahkimata karşı ilk tur</translation>
    </message>
    <message>
        <source>field</source>
        <comment>battle kind</comment>
        <translation>açık savaş</translation>
    </message>
    <message>
        <source>siege</source>
        <comment>battle kind</comment>
        <translation>kuşatma</translation>
    </message>
    <message>
        <source>sortie</source>
        <comment>battle kind</comment>
        <translation>huruç</translation>
    </message>
    <message>
        <source>Reduce an elite to a regular to fight another siege round</source>
        <translation>Bir elit birimi normal birime düşürerek bir kuşatma turu daha savaş</translation>
    </message>
    <message>
        <source>End the siege battle</source>
        <translation>Kuşatma muharebesini bitir</translation>
    </message>
    <message>
        <source>Continue the battle</source>
        <translation>Muharebeye devam et</translation>
    </message>
    <message>
        <source>Stop attacking</source>
        <translation>Saldırıyı durdur</translation>
    </message>
    <message>
        <source>Stand and fight another round</source>
        <translation>Yerinde kal ve bir tur daha savaş</translation>
    </message>
    <message>
        <source>Retreat into the stronghold of {region} (at most 5 units)</source>
        <translation>{region} bölgesindeki kaleye çekil (en fazla 5 birim)</translation>
    </message>
    <message>
        <source>Retreat to {region}</source>
        <translation>{region} bölgesine geri çekil</translation>
    </message>
    <message>
        <source>Stay in {region}</source>
        <translation>{region} bölgesinde kal</translation>
    </message>
    <message>
        <source>Advance into {region}</source>
        <translation>{region} bölgesine ilerle</translation>
    </message>
    <message>
        <source>The Free Peoples attack the stronghold of {to} from {frm}.</source>
        <translation>Serbest Halklar {frm} bölgesinden {to} bölgesindeki kaleye saldırıyor.</translation>
    </message>
    <message>
        <source>The Free Peoples attack {to} from {frm}.</source>
        <translation>Serbest Halklar {frm} bölgesinden {to} bölgesine saldırıyor.</translation>
    </message>
    <message>
        <source>The Shadow attacks the stronghold of {to} from {frm}.</source>
        <translation>Gölge {frm} bölgesinden {to} bölgesindeki kaleye saldırıyor.</translation>
    </message>
    <message>
        <source>The Shadow attacks {to} from {frm}.</source>
        <translation>Gölge {frm} bölgesinden {to} bölgesine saldırıyor.</translation>
    </message>
    <message>
        <source>The besieged {side} army sorties in {r}.</source>
        <translation>Kuşatma altındaki {side} ordusu {r} bölgesinde huruç yapıyor.</translation>
    </message>
    <message>
        <source>its army was attacked</source>
        <translation>ordusu saldırıya uğradı</translation>
    </message>
    <message>
        <source>a Free Peoples nation advanced after an attack</source>
        <translation>bir Serbest Halklar ulusu bir saldırının ardından ilerledi</translation>
    </message>
    <message>
        <source>The attacking army is destroyed.</source>
        <translation>Saldıran ordu yok edildi.</translation>
    </message>
    <message>
        <source>The siege of {r} is lifted.</source>
        <translation>{r} bölgesindeki kuşatma kaldırıldı.</translation>
    </message>
    <message>
        <source>No besiegers are left at {r}: the siege is lifted.</source>
        <translation>{r} bölgesinde kuşatan kalmadı: kuşatma kaldırıldı.</translation>
    </message>
    <message>
        <source>The stronghold of {r} falls.</source>
        <translation>{r} bölgesindeki kale düşüyor.</translation>
    </message>
    <message>
        <source>The besiegers of {r} are destroyed: the siege is lifted.</source>
        <translation>{r} bölgesini kuşatanlar yok edildi: kuşatma kaldırıldı.</translation>
    </message>
    <message>
        <source>The defenders of {r} are destroyed.</source>
        <translation>{r} bölgesini savunanlar yok edildi.</translation>
    </message>
    <message>
        <source>Play no combat card</source>
        <translation>Muharebe kartı oynama</translation>
    </message>
    <message>
        <source>Play the combat card {combat_card} ({card})</source>
        <translation>Muharebe kartını oyna: {combat_card} ({card})</translation>
    </message>
    <message>
        <source>The {side} player plays a combat card face down.</source>
        <translation>{side} oyuncusu kapalı bir muharebe kartı oynuyor.</translation>
    </message>
    <message>
        <source>the defenders are in a stronghold under siege</source>
        <translation>savunanlar kuşatma altındaki bir kalede</translation>
    </message>
    <message numerus="yes">
        <source>{side} (attacker): hits on {need}+, %n leader re-roll(s)</source>
        <translation>
            <numerusform>{side} (saldıran): {need}+ isabet, %n lider tekrar atışı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} (defender): hits on {need}+, %n leader re-roll(s)</source>
        <translation>
            <numerusform>{side} (savunan): {need}+ isabet, %n lider tekrar atışı</numerusform>
        </translation>
    </message>
    <message>
        <source>attacker {need}+ ({why})</source>
        <translation>saldıran {need}+ ({why})</translation>
    </message>
    <message>
        <source>5+ for both</source>
        <translation>her iki taraf için 5+</translation>
    </message>
    <message numerus="yes">
        <source>attacker %n hit(s), defender {defender}</source>
        <translation>
            <numerusform>saldıran %n isabet, savunan {defender}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n isabet</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle for {region}, round {round} ({kind})</source>
        <translation>{region} bölgesi için muharebe, tur {round} ({kind})</translation>
    </message>
    <message>
        <source>Each hit removes a regular or reduces an elite; two hits may remove an elite.</source>
        <translation>Her isabet bir normal birimi kaldırır ya da bir elit birimi düşürür; iki isabet bir elit birimi kaldırabilir.</translation>
    </message>
    <message>
        <source>Battle round {n} at {r}: {res}.</source>
        <translation>{r} bölgesinde muharebe, tur {n}: {res}.</translation>
    </message>
    <message>
        <source>The attacker fights on.</source>
        <translation>Saldıran savaşmayı sürdürüyor.</translation>
    </message>
    <message>
        <source>The besiegers reduce an elite to press the siege for another round.</source>
        <translation>Kuşatanlar bir tur daha kuşatmayı sürdürmek için bir elit birimi düşürüyor.</translation>
    </message>
    <message>
        <source>The battle ends.</source>
        <translation>Muharebe bitti.</translation>
    </message>
    <message>
        <source>The defenders ({desc}) retreat to {r}.</source>
        <translation>Savunanlar ({desc}) {r} bölgesine geri çekiliyor.</translation>
    </message>
    <message>
        <source>The besiegers of {r} withdraw: the siege is lifted.</source>
        <translation>{r} bölgesini kuşatanlar çekiliyor: kuşatma kaldırıldı.</translation>
    </message>
    <message>
        <source>{who} falls with the army in {r}.</source>
        <translation>{who}, {r} bölgesindeki orduyla birlikte düşüyor.</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl with the destroyed army in {r} (returns|return) to the Shadow&apos;s reserve.</source>
        <translation>
            <numerusform>{r} bölgesinde yok edilen orduyla birlikte olan %n Nazgûl, Gölge&apos;nin takviyesine döner.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gandalf the White gives up his leadership to cancel the Nazgûl&apos;s leadership in this battle</source>
        <translation>Gandalf Beyaz bu muharebede Nazgûl&apos;un liderliğini iptal etmek için kendi liderliğinden vazgeçer</translation>
    </message>
    <message>
        <source>Keep Gandalf the White&apos;s leadership</source>
        <translation>Gandalf Beyaz&apos;ın liderliğini koru</translation>
    </message>
    <message>
        <source>The White Rider: Gandalf the White forgoes his leadership; the Nazgûl lead no one in this battle.</source>
        <translation>Beyaz Süvari: Gandalf Beyaz liderliğinden vazgeçiyor; Nazgûl bu muharebede kimseye liderlik etmiyor.</translation>
    </message>
    <message>
        <source>The victors ({desc}) advance into {r}.</source>
        <translation>Kazananlar ({desc}) {r} bölgesine ilerliyor.</translation>
    </message>
    <message>
        <source>It needs a companion in the battle.</source>
        <translation>Muharebede bir Yoldaş gerekir.</translation>
    </message>
    <message>
        <source>It needs a Free Peoples leader or a companion in the battle.</source>
        <translation>Muharebede bir Serbest Halklar lideri veya bir Yoldaş gerekir.</translation>
    </message>
    <message>
        <source>It needs the defending army to stand in the Fellowship&apos;s region.</source>
        <translation>Savunan ordunun Kardeşliğin bölgesinde olması gerekir.</translation>
    </message>
    <message>
        <source>It needs the defending army in a Rohan region, Fangorn or Orthanc.</source>
        <translation>Savunan ordunun bir Rohan bölgesinde, Fangorn&apos;da veya Orthanc&apos;ta olması gerekir.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Free Peoples die of the combat roll and the re-roll (the Fellowship is in the defenders&apos; region).</source>
        <translation>{combat}: savaş atışında ve tekrar atışta her Serbest Halklar zarına +1 (Kardeşlik savunanların bölgesinde).</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: {who} gives up {lead} leadership; %n missed (die|dice) turned into hits before the re-roll.</source>
        <translation>
            <numerusform>{combat}: {who} liderliğinden ({lead}) vazgeçiyor; lider tekrar atışından önce ıskalanan %n zar isabete dönüştü.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the Shadow rolls %n (die|dice) fewer (at least one).</source>
        <translation>
            <numerusform>{combat}: Gölge %n zar eksik atıyor (en az bir).</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: the companions give up {lead} leadership; the Shadow&apos;s {other} is cancelled.</source>
        <translation>{combat}: Yoldaşlar liderliklerinden ({lead}) vazgeçiyor; Gölge&apos;nin {other} kartı iptal edildi.</translation>
    </message>
    <message>
        <source>{combat}: the companions give up {lead} leadership; the Shadow played no combat card.</source>
        <translation>{combat}: Yoldaşlar liderliklerinden ({lead}) vazgeçiyor; Gölge muharebe kartı oynamadı.</translation>
    </message>
    <message>
        <source>{combat}: no leadership, no extra attack.</source>
        <translation>{combat}: liderlik yok, ek saldırı yok.</translation>
    </message>
    <message>
        <source>an extra attack with the leadership before the combat roll</source>
        <translation>savaş atışından önce liderlik kadar zarla ek saldırı</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Shadow army at once.</source>
        <translation>
            <numerusform>Gölge ordusuna hemen %n isabet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: eliminate a leader to cancel 1 hit</source>
        <translation>{combat}: 1 isabeti iptal etmek için bir lideri oyundan çıkar</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: eliminate {name} to cancel %n hit(s)</source>
        <translation>
            <numerusform>{combat}: %n isabeti iptal etmek için {name} figürünü oyundan çıkar</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: eliminate no one</source>
        <translation>{combat}: kimseyi oyundan çıkarma</translation>
    </message>
    <message>
        <source>{combat}: {a_leader} falls; one hit is cancelled.</source>
        <translation>{combat}: {a_leader} düşüyor; bir isabet iptal edildi.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: %n hit(s) cancelled.</source>
        <translation>
            <numerusform>{combat}: %n isabet iptal edildi.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} lies on the table: after a hunt tile is drawn, the Free Peoples may discard it to draw another tile instead.</source>
        <translation>{card} masada: bir av karosu çekildikten sonra Serbest Halklar bu kartı atarak onun yerine başka bir karo çekebilir.</translation>
    </message>
    <message>
        <source>{card}: a second tile is drawn and counts instead; the first goes back to the pool.</source>
        <translation>{card}: ikinci bir karo çekiliyor ve ilkinin yerine geçiyor; ilki havuza geri dönüyor.</translation>
    </message>
    <message>
        <source>It needs a hobbit in the battle.</source>
        <translation>Muharebede bir hobbit gerekir.</translation>
    </message>
    <message>
        <source>{combat}: no re-roll hit or no minion in the battle; no effect.</source>
        <translation>{combat}: tekrar atışta isabet yok ya da muharebede Kötü Hizmetkar yok; etkisiz.</translation>
    </message>
    <message>
        <source>{combat}: spend a re-roll hit to eliminate {name}</source>
        <translation>{combat}: bir tekrar atış isabetini harcayarak {name} figürünü oyundan çıkar</translation>
    </message>
    <message>
        <source>{combat}: keep the hit</source>
        <translation>{combat}: isabeti koru</translation>
    </message>
    <message>
        <source>It needs {name} in the Fellowship.</source>
        <translation>Kardeşlikte {name} bulunması gerekir.</translation>
    </message>
    <message>
        <source>It needs {a} or {b} in the Fellowship.</source>
        <translation>Kardeşlikte {a} ya da {b} bulunması gerekir.</translation>
    </message>
    <message>
        <source>{card} lies on the table: after a hunt tile is drawn, it may be discarded for one less hunt damage.</source>
        <translation>{card} masada: bir av karosu çekildikten sonra bu kart atılarak av hasarı bir azaltılabilir.</translation>
    </message>
    <message>
        <source>{card}: one hunt damage less (now {d}).</source>
        <translation>{card}: av hasarı bir azaldı (şimdi {d}).</translation>
    </message>
    <message>
        <source>{name} left the Fellowship</source>
        <translation>{name} Kardeşlikten ayrıldı</translation>
    </message>
    <message>
        <source>{a} and {b} left the Fellowship</source>
        <translation>{a} ve {b} Kardeşlikten ayrıldı</translation>
    </message>
    <message>
        <source>{card} lies on the table: it may be discarded to stop a hunt tile from being drawn.</source>
        <translation>{card} masada: bir av karosunun çekilmesini önlemek için bu kart atılabilir.</translation>
    </message>
    <message>
        <source>{card}: the Shadow draws no hunt tile this time.</source>
        <translation>{card}: Gölge bu sefer av karosu çekmiyor.</translation>
    </message>
    <message>
        <source>It needs Gandalf in the battle.</source>
        <translation>Muharebede Gandalf gerekir.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Free Peoples die of the combat roll (Gandalf is in the battle).</source>
        <translation>{combat}: savaş atışında her Serbest Halklar zarına +1 (Gandalf muharebede).</translation>
    </message>
    <message>
        <source>heal the Ring-bearer (Strider guides: 3+)</source>
        <translation>Yüzük Taşıyıcıyı iyileştir (rehber Kır Bacak: 3+)</translation>
    </message>
    <message>
        <source>heal the Ring-bearer</source>
        <translation>Yüzük Taşıyıcıyı iyileştir</translation>
    </message>
    <message numerus="yes">
        <source>%n corruption healed.</source>
        <translation>
            <numerusform>%n yozlaşma iyileştirildi.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn in the battle.</source>
        <translation>Muharebede Kır Bacak ya da Aragorn gerekir.</translation>
    </message>
    <message>
        <source>Gollum leads on: move the Fellowship (no die joins the hunt box)</source>
        <translation>Gollum yol gösteriyor: Kardeşliği hareket ettir (Av Kutusuna zar eklenmez)</translation>
    </message>
    <message>
        <source>Gollum leads on: hide the Fellowship</source>
        <translation>Gollum yol gösteriyor: Kardeşliği gizle</translation>
    </message>
    <message>
        <source>Leave the Fellowship where it is</source>
        <translation>Kardeşliği olduğu yerde bırak</translation>
    </message>
    <message>
        <source>Companions leave the Fellowship</source>
        <translation>Yoldaşlar Kardeşlikten ayrılır</translation>
    </message>
    <message>
        <source>Companions in {region} move</source>
        <translation>{region} bölgesindeki Yoldaşlar hareket eder</translation>
    </message>
    <message>
        <source>{card}: no companion can leave the Fellowship or move; no effect.</source>
        <translation>{card}: hiçbir Yoldaş Kardeşlikten ayrılamıyor ya da hareket edemiyor; etkisiz.</translation>
    </message>
    <message>
        <source>Add {name} to the group</source>
        <translation>{name} Yoldaşını gruba ekle</translation>
    </message>
    <message>
        <source>The group is {names}: choose where it goes</source>
        <translation>Grup: {names} — nereye gideceğini seç</translation>
    </message>
    <message numerus="yes">
        <source>{card}: on the Mordor track {names} cannot leave: (he|they) (is|are) lost.</source>
        <translation>
            <numerusform>{card}: Mordor İzlemesinde Kardeşlikten ayrılmak mümkün değil; kaybedilen: {names}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {names} (has|have) nowhere to go.</source>
        <translation>
            <numerusform>{card}: {names} için gidecek yer yok.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} (goes|go) to {region}</source>
        <translation>
            <numerusform>{names}: {region} bölgesine git</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {names} (leaves|leave) the Fellowship for {r}.</source>
        <translation>
            <numerusform>{card}: {names} Kardeşlikten ayrılıp {r} bölgesine gidiyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {names} (moves|move) from {frm} to {r}.</source>
        <translation>
            <numerusform>{card}: {names} hareket ediyor: {frm} → {r}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs at least one companion in the Fellowship.</source>
        <translation>Kardeşlikte en az bir Yoldaş gerekir.</translation>
    </message>
    <message>
        <source>{card}: {gimli} or {legolas} stands in {dale}, {erebor} or {woodland}.</source>
        <translation>{card}: {dale}, {erebor} ya da {woodland} bölgesinde {gimli} ya da {legolas} var.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {nation} (becomes|become) active.</source>
        <translation>
            <numerusform>{card}: {nation} aktif oluyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: eliminate a Nazgûl</source>
        <translation>{combat}: bir Nazgûl&apos;u oyundan çıkar</translation>
    </message>
    <message>
        <source>{combat}: eliminate {name} instead</source>
        <translation>{combat}: bunun yerine {name} figürünü oyundan çıkar</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the re-roll scored %n hit(s): nothing more falls.</source>
        <translation>
            <numerusform>{combat}: tekrar atış %n isabet kazandı; başka figür düşmüyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: an unused Character die becomes a Will of the West.</source>
        <translation>{card}: kullanılmamış bir Karakter zarı Batı&apos;nın İradesi oluyor.</translation>
    </message>
    <message>
        <source>{card}: no unused Character die to change.</source>
        <translation>{card}: değiştirilecek kullanılmamış Karakter zarı yok.</translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn with a Free Peoples army in a Gondor or Rohan region.</source>
        <translation>Kır Bacak&apos;ın ya da Aragorn&apos;un bir Gondor veya Rohan bölgesinde bir Serbest Halklar ordusuyla birlikte olması gerekir.</translation>
    </message>
    <message>
        <source>Eye</source>
        <comment>hunt tile</comment>
        <translation>Göz</translation>
    </message>
    <message>
        <source>die</source>
        <comment>hunt tile</comment>
        <translation>zar</translation>
    </message>
    <message>
        <source>no tile</source>
        <translation>karo yok</translation>
    </message>
    <message>
        <source>Three Eyes: the tiles go back and the king falls.</source>
        <translation>Üç Göz: karolar geri konuyor ve kral düşüyor.</translation>
    </message>
    <message>
        <source>{card}: tiles drawn: {desc}. {cons}</source>
        <translation>{card}: çekilen karolar: {desc}. {cons}</translation>
    </message>
    <message>
        <source>{card}: draw three hunt tiles</source>
        <translation>{card}: üç av karosu çek</translation>
    </message>
    <message>
        <source>hunt pool</source>
        <translation>Av Havuzu</translation>
    </message>
    <message>
        <source>no Eye among them is best</source>
        <translation>içlerinde Göz olmaması en iyisi</translation>
    </message>
    <message numerus="yes">
        <source>%n Eye tile(s) (leaves|leave) the game for good; the others go back.</source>
        <translation>
            <numerusform>%n Göz karosu oyundan kalıcı olarak çıkıyor; diğerleri geri konuyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>No Eye: every tile goes back.</source>
        <translation>Göz yok: bütün karolar geri konuyor.</translation>
    </message>
    <message>
        <source>Eyes are removed unless all three are Eyes</source>
        <translation>Üçü de Göz değilse Gözler oyundan çıkar</translation>
    </message>
    <message>
        <source>It needs a Free Peoples army with a companion in or next to a Shadow army with Nazgûl.</source>
        <translation>İçinde Yoldaş bulunan bir Serbest Halklar ordusunun, Nazgûl bulunan bir Gölge ordusuyla aynı ya da komşu bölgede olması gerekir.</translation>
    </message>
    <message>
        <source>The Eagles strike the Nazgûl in {region}</source>
        <translation>Kartallar {region} bölgesindeki Nazgûl&apos;a saldırır</translation>
    </message>
    <message>
        <source>a die for each Nazgûl in {region}</source>
        <translation>{region} bölgesindeki her Nazgûl için bir zar</translation>
    </message>
    <message numerus="yes">
        <source>%n Nazgûl eliminated; the others flee to a Sauron stronghold.</source>
        <translation>
            <numerusform>%n Nazgûl oyundan çıkarıldı; diğerleri bir Sauron kalesine kaçıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>The surviving Nazgûl fly to {region}</source>
        <translation>Hayatta kalan Nazgûl {region} bölgesine uçar</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n Nazgûl fly from {frm} to {to}.</source>
        <translation>
            <numerusform>{card}: %n Nazgûl uçuyor: {frm} → {to}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Gandalf the White in play and a companion in Fangorn.</source>
        <translation>Gandalf Beyaz&apos;ın oyunda ve bir Yoldaşın Fangorn&apos;da olması gerekir.</translation>
    </message>
    <message>
        <source>the Ents march on {region}</source>
        <translation>Entler {region} üzerine yürüyor</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Shadow in {region}.</source>
        <translation>
            <numerusform>{region} bölgesinde Gölge&apos;ye %n isabet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Also play {card} without an action die</source>
        <translation>Aksiyon zarı olmadan {card} kartını da oyna</translation>
    </message>
    <message>
        <source>Play no other card</source>
        <translation>Başka kart oynama</translation>
    </message>
    <message>
        <source>{combat}: +2 to each Free Peoples die of the combat roll.</source>
        <translation>{combat}: savaş atışında her Serbest Halklar zarına +2.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow rolls at most two dice.</source>
        <translation>{combat}: Gölge en fazla iki zar atıyor.</translation>
    </message>
    <message>
        <source>{combat}: no hit, no help from the wood.</source>
        <translation>{combat}: isabet yok, ormandan yardım yok.</translation>
    </message>
    <message>
        <source>{combat}: two more hits on the Shadow (now {n}).</source>
        <translation>{combat}: Gölge&apos;ye iki isabet daha (şimdi {n}).</translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn in a Rohan region.</source>
        <translation>Kır Bacak&apos;ın veya Aragorn&apos;un bir Rohan bölgesinde olması gerekir.</translation>
    </message>
    <message>
        <source>{name} rides the Paths of the Dead to {region}</source>
        <translation>{name}, Ölüler Yolu&apos;ndan geçip {region} bölgesine gider</translation>
    </message>
    <message>
        <source>{name} and the companions with him ride to {region}</source>
        <translation>{name} ve yanındaki Yoldaşlar {region} bölgesine gider</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {who} (goes|go) to {r}.</source>
        <translation>
            <numerusform>{card}: {who}, {r} bölgesine gidiyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead Men die</source>
        <translation>Ölüler zarı</translation>
    </message>
    <message numerus="yes">
        <source>The Shadow army takes %n hit(s) and must retreat.</source>
        <translation>
            <numerusform>Gölge ordusu %n isabet alıyor ve geri çekilmek zorunda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: the Dead strike: %n hit(s).</source>
        <translation>
            <numerusform>{card}: Ölüler saldırıyor: %n isabet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: hits on the Shadow army in {region}</source>
        <translation>{card}: {region} bölgesindeki Gölge ordusuna isabetler</translation>
    </message>
    <message>
        <source>the die is the number of hits</source>
        <translation>zar, isabet sayısını verir</translation>
    </message>
    <message>
        <source>{card}: the Shadow army in {r} cannot retreat and is destroyed.</source>
        <translation>{card}: {r} bölgesindeki Gölge ordusu geri çekilemiyor ve yok ediliyor.</translation>
    </message>
    <message>
        <source>The Shadow army retreats from {frm} to {to}</source>
        <translation>Gölge ordusu {frm} bölgesinden {to} bölgesine geri çekilir</translation>
    </message>
    <message>
        <source>{card}: the Shadow army ({desc}) retreats to {r}.</source>
        <translation>{card}: Gölge ordusu ({desc}) {r} bölgesine geri çekiliyor.</translation>
    </message>
    <message numerus="yes">
        <source>Recruit %n Gondor regular(s) in {region}</source>
        <translation>
            <numerusform>{region} bölgesinde %n normal Gondor birimi topla</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit no Gondor regulars</source>
        <translation>Normal Gondor birimi toplama</translation>
    </message>
    <message>
        <source>{card}: no Gondor regulars are recruited in {r}.</source>
        <translation>{card}: {r} bölgesinde normal Gondor birimi toplanmıyor.</translation>
    </message>
    <message>
        <source>It needs Boromir in a Gondor region.</source>
        <translation>Boromir&apos;in bir Gondor bölgesinde olması gerekir.</translation>
    </message>
    <message>
        <source>Recruit a Gondor regular with Boromir</source>
        <translation>Boromir&apos;in yanında bir normal Gondor birimi topla</translation>
    </message>
    <message>
        <source>Recruit a Gondor elite with Boromir</source>
        <translation>Boromir&apos;in yanında bir elit Gondor birimi topla</translation>
    </message>
    <message>
        <source>{card}: no Gondor unit is left to recruit.</source>
        <translation>{card}: toplanacak Gondor birimi kalmadı.</translation>
    </message>
    <message>
        <source>It needs Strider or Aragorn with a Free Peoples army.</source>
        <translation>Kır Bacak&apos;ın ya da Aragorn&apos;un bir Serbest Halklar ordusuyla birlikte olması gerekir.</translation>
    </message>
    <message>
        <source>{card}: no regular there can become an elite.</source>
        <translation>{card}: oradaki hiçbir normal birim elit birime dönüşemiyor.</translation>
    </message>
    <message>
        <source>An {nation} regular becomes an elite</source>
        <translation>Bir normal {nation} birimi elit birime dönüşür</translation>
    </message>
    <message>
        <source>A {nation} regular becomes an elite</source>
        <translation>Bir normal {nation} birimi elit birime dönüşür</translation>
    </message>
    <message>
        <source>{card}: {a_regular} in {r} is replaced by an elite.</source>
        <translation>{card}: {r} bölgesindeki {a_regular} yerine elit birim konuyor.</translation>
    </message>
    <message>
        <source>It needs Gondor active.</source>
        <translation>Gondor&apos;un aktif olması gerekir.</translation>
    </message>
    <message>
        <source>It needs a Free Peoples elite unit in the battle.</source>
        <translation>Muharebede bir Serbest Halklar elit birimi gerekir.</translation>
    </message>
    <message>
        <source>It needs the defending army inside a Free Peoples nation.</source>
        <translation>Savunan ordunun bir Serbest Halklar ulusunun topraklarında olması gerekir.</translation>
    </message>
    <message>
        <source>It needs the Free Peoples army defending in a field battle.</source>
        <translation>Serbest Halklar ordusunun bir açık savaşta savunan taraf olması gerekir.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow rolls at most three dice.</source>
        <translation>{combat}: Gölge en fazla üç zar atıyor.</translation>
    </message>
    <message>
        <source>{combat}: no hit, no extra hit.</source>
        <translation>{combat}: isabet yok, ek isabet yok.</translation>
    </message>
    <message>
        <source>{combat}: one more hit on the Shadow.</source>
        <translation>{combat}: Gölge&apos;ye bir isabet daha.</translation>
    </message>
    <message>
        <source>{combat}: -1 to each Shadow die of the combat roll (a 6 still hits).</source>
        <translation>{combat}: savaş atışında her Gölge zarına -1 (6 yine de isabet eder).</translation>
    </message>
    <message>
        <source>{combat}: fewer than two hits to stop; no effect.</source>
        <translation>{combat}: durdurulacak isabet ikiden az; etkisiz.</translation>
    </message>
    <message>
        <source>{combat}: one Shadow hit is cancelled.</source>
        <translation>{combat}: Gölge&apos;nin bir isabeti iptal edildi.</translation>
    </message>
    <message>
        <source>{combat}: every 1 the Shadow rolls will strike its own army.</source>
        <translation>{combat}: Gölge&apos;nin attığı her 1 kendi ordusuna isabet edecek.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the Shadow rolled %n 1(s): %n hit(s) on its own army.</source>
        <translation>
            <numerusform>{combat}: Gölge %n tane 1 attı: kendi ordusuna %n isabet.</numerusform>
        </translation>
    </message>
    <message>
        <source>the elites charge before the combat roll</source>
        <translation>elit birimler savaş atışından önce hücum ediyor</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Free Peoples die of the combat roll.</source>
        <translation>{combat}: savaş atışında her Serbest Halklar zarına +1.</translation>
    </message>
    <message>
        <source>{combat}: the army slips away to {region}</source>
        <translation>{combat}: ordu gizlice {region} bölgesine çekilir</translation>
    </message>
    <message>
        <source>{combat}: the army withdraws into the stronghold of {region}</source>
        <translation>{combat}: ordu {region} bölgesindeki kaleye çekilir</translation>
    </message>
    <message>
        <source>{combat}: nowhere to go; the army fights.</source>
        <translation>{combat}: gidecek yer yok; ordu savaşıyor.</translation>
    </message>
    <message>
        <source>{combat}: stay and fight</source>
        <translation>{combat}: kal ve savaş</translation>
    </message>
    <message>
        <source>It needs Aragorn with a Free Peoples army outside the Free Peoples nations.</source>
        <translation>Aragorn&apos;un, Serbest Halklar uluslarının dışında bir Serbest Halklar ordusuyla birlikte olması gerekir.</translation>
    </message>
    <message>
        <source>{card} lies on the table: dice that move the Fellowship stay out of the hunt box.</source>
        <translation>{card} masada: Kardeşliği hareket ettiren zarlar Av Kutusunun dışında kalır.</translation>
    </message>
    <message>
        <source>the Fellowship was declared</source>
        <translation>Kardeşlik ilan edildi</translation>
    </message>
    <message>
        <source>{card} lies on the table: no Shadow army may enter or attack {names}.</source>
        <translation>{card} masada: hiçbir Gölge ordusu şu bölgelere giremez ve saldıramaz: {names}.</translation>
    </message>
    <message>
        <source>{card} keeps Shadow armies out of {region}.</source>
        <translation>{card}, Gölge ordularını {region} bölgesinden uzak tutuyor.</translation>
    </message>
    <message>
        <source>discard {a} and {b} to force {card} off the table</source>
        <translation>{a} ve {b} kartlarını atarak {card} kartını masadan kaldır</translation>
    </message>
    <message>
        <source>{card}: the Shadow discards {other}.</source>
        <translation>{card}: Gölge {other} kartını atıyor.</translation>
    </message>
    <message>
        <source>{card}: the companions on the map may move.</source>
        <translation>{card}: haritadaki Yoldaşlar hareket edebilir.</translation>
    </message>
    <message>
        <source>{card}: no companion stands in {a} or {b}.</source>
        <translation>{card}: {a} ya da {b} bölgesinde hiç Yoldaş yok.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {nation} (is|are) roused and (goes|go) to war.</source>
        <translation>
            <numerusform>{card}: {nation} ayaklanıyor ve savaşa giriyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs a Shadow army of two or more Shadow nations.</source>
        <translation>İki ya da daha fazla Gölge ulusundan oluşan bir Gölge ordusu gerekir.</translation>
    </message>
    <message>
        <source>The Shadow army in {region} quarrels</source>
        <translation>{region} bölgesindeki Gölge ordusu kendi içinde çatışır</translation>
    </message>
    <message>
        <source>strife in the Shadow army in {region}</source>
        <translation>{region} bölgesindeki Gölge ordusunda iç çekişme</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s).</source>
        <translation>
            <numerusform>%n isabet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Rangers ambush the Shadow army in {region}</source>
        <translation>Kolcular {region} bölgesindeki Gölge ordusunu pusuya düşürür</translation>
    </message>
    <message>
        <source>an ambush in {region}</source>
        <translation>{region} bölgesinde pusu</translation>
    </message>
    <message>
        <source>A Gondor regular and a leader in {region}</source>
        <translation>{region} bölgesinde bir normal Gondor birimi ve bir lider</translation>
    </message>
    <message>
        <source>A Gondor elite and a leader in {region}</source>
        <translation>{region} bölgesinde bir elit Gondor birimi ve bir lider</translation>
    </message>
    <message numerus="yes">
        <source>Wake {nation} and move (it|them) one step towards war</source>
        <translation>
            <numerusform>{nation} ulusunu aktif hale getir ve savaşa bir adım yaklaştır</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: every Free Peoples nation is already at war.</source>
        <translation>{card}: tüm Serbest Halklar ulusları zaten savaşta.</translation>
    </message>
    <message>
        <source>It needs a Free Peoples army next to a Shadow army besieging a stronghold.</source>
        <translation>Bir kaleyi kuşatan bir Gölge ordusunun komşu bölgesinde bir Serbest Halklar ordusu gerekir.</translation>
    </message>
    <message>
        <source>{card}: a Free Peoples army may fall on the besiegers.</source>
        <translation>{card}: bir Serbest Halklar ordusu kuşatanlara saldırabilir.</translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n unit(s) inside)</source>
        <translation>
            <numerusform>{card} (içeride %n birim)</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Rohan at war and a Free Peoples army in a Rohan region.</source>
        <translation>Rohan&apos;ın savaşta olması ve bir Rohan bölgesinde bir Serbest Halklar ordusu bulunması gerekir.</translation>
    </message>
    <message>
        <source>The army in {frm} follows the Woses to {to}</source>
        <translation>{frm} bölgesindeki ordu Woseların ardından {to} bölgesine gider</translation>
    </message>
    <message>
        <source>{card}: no free road to {region}.</source>
        <translation>{card}: {region} bölgesine açık yol yok.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {desc} (moves|move) from {frm} to {to}.</source>
        <translation>
            <numerusform>{card}: {desc} hareket ediyor: {frm} → {to}.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs a Free Peoples army with a companion.</source>
        <translation>İçinde Yoldaş bulunan bir Serbest Halklar ordusu gerekir.</translation>
    </message>
    <message>
        <source>The army in {frm} marches to {to}</source>
        <translation>{frm} bölgesindeki ordu {to} bölgesine yürür</translation>
    </message>
    <message>
        <source>{card}: no road is free.</source>
        <translation>{card}: açık yol yok.</translation>
    </message>
    <message>
        <source>It needs the Elves at war.</source>
        <translation>Elflerin savaşta olması gerekir.</translation>
    </message>
    <message>
        <source>It needs Nazgûl leadership {n} or more in the battle.</source>
        <translation>Muharebede en az {n} Nazgûl liderliği gerekir.</translation>
    </message>
    <message>
        <source>It needs a Nazgûl in the battle.</source>
        <translation>Muharebede bir Nazgûl gerekir.</translation>
    </message>
    <message>
        <source>It needs the Fellowship away from Free Peoples settlements.</source>
        <translation>Kardeşliğin Serbest Halklar yerleşimlerinden uzakta olması gerekir.</translation>
    </message>
    <message>
        <source>It needs the Fellowship&apos;s progress at 1 or more.</source>
        <translation>Kardeşliğin ilerlemesinin en az 1 olması gerekir.</translation>
    </message>
    <message>
        <source>It needs the Fellowship revealed.</source>
        <translation>Kardeşliğin açık olması gerekir.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Shadow die of the combat roll and the re-roll.</source>
        <translation>{combat}: savaş atışında ve tekrar atışta her Gölge zarına +1.</translation>
    </message>
    <message>
        <source>{combat}: the Nazgûl give up 2 leadership; +1 to each Shadow die of the combat roll.</source>
        <translation>{combat}: Nazgûl 2 liderlikten vazgeçiyor; savaş atışında her Gölge zarına +1.</translation>
    </message>
    <message>
        <source>{combat}: the Nazgûl give up 1 leadership; +1 to each Shadow die of the re-roll.</source>
        <translation>{combat}: Nazgûl 1 liderlikten vazgeçiyor; tekrar atışta her Gölge zarına +1.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: give up %n Nazgûl leadership, the Free Peoples roll %n (die|dice) fewer</source>
        <translation>
            <numerusform>{combat}: %n Nazgûl liderliğinden vazgeç, Serbest Halklar %n zar eksik atsın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{combat}: the Free Peoples roll %n (die|dice) fewer (at least one).</source>
        <translation>
            <numerusform>{combat}: Serbest Halklar %n zar eksik atıyor (en az bir).</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: the re-roll scored no hit; no effect.</source>
        <translation>{combat}: tekrar atış isabet kazanmadı; etkisiz.</translation>
    </message>
    <message>
        <source>{combat}: a Free Peoples leader in the battle is eliminated</source>
        <translation>{combat}: muharebedeki bir Serbest Halklar lideri oyundan çıkarılır</translation>
    </message>
    <message>
        <source>{combat}: {name} is eliminated</source>
        <translation>{combat}: {name} oyundan çıkarılır</translation>
    </message>
    <message>
        <source>{combat}: no one more</source>
        <translation>{combat}: başka kimse çıkarılmaz</translation>
    </message>
    <message>
        <source>{combat}: {a_leader} is eliminated.</source>
        <translation>{combat}: {a_leader} oyundan çıkarıldı.</translation>
    </message>
    <message>
        <source>{combat}: Nazgûl leadership {n} against {f}: the Free Peoples have no leader re-roll.</source>
        <translation>{combat}: Nazgûl liderliği {n}, karşısında {f}: Serbest Halkların lider tekrar atışı yok.</translation>
    </message>
    <message>
        <source>{combat}: Nazgûl leadership {n} is below the Free Peoples&apos; {f}; no effect.</source>
        <translation>{combat}: Nazgûl liderliği ({n}), Serbest Halkların liderliğinin ({f}) altında; etkisiz.</translation>
    </message>
    <message>
        <source>{combat}: no companion in the battle; no effect.</source>
        <translation>{combat}: muharebede Yoldaş yok; etkisiz.</translation>
    </message>
    <message>
        <source>{combat}: silence {name} this round</source>
        <translation>{combat}: bu tur {name} figürünü sustur</translation>
    </message>
    <message>
        <source>{combat}: {c} loses leadership and abilities this round.</source>
        <translation>{combat}: {c} bu tur liderliğini ve yeteneklerini kaybediyor.</translation>
    </message>
    <message>
        <source>{combat} strikes before the combat roll</source>
        <translation>{combat} savaş atışından önce saldırıyor</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Free Peoples army at once.</source>
        <translation>
            <numerusform>Serbest Halklar ordusuna hemen %n isabet.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs the defenders within two regions of {region}.</source>
        <translation>Savunanların {region} bölgesine en fazla iki bölge uzaklıkta olması gerekir.</translation>
    </message>
    <message>
        <source>It needs an Isengard unit in the battle and the defenders in a stronghold.</source>
        <translation>Muharebede bir Isengard birimi ve savunanların bir kalede olması gerekir.</translation>
    </message>
    <message>
        <source>{combat}: +1 to each Shadow die of the combat roll.</source>
        <translation>{combat}: savaş atışında her Gölge zarına +1.</translation>
    </message>
    <message>
        <source>{card}: the hunt pool is empty; no tile.</source>
        <translation>{card}: Av Havuzu boş; karo yok.</translation>
    </message>
    <message>
        <source>{tile} (Free Peoples special)</source>
        <translation>{tile} (Serbest Halklar özel karosu)</translation>
    </message>
    <message>
        <source>an Eye or a Free Peoples tile: discarded without effect</source>
        <translation>Göz ya da Serbest Halklar karosu: etkisiz olarak atılır</translation>
    </message>
    <message>
        <source>it counts</source>
        <translation>geçerli</translation>
    </message>
    <message>
        <source>{card}: a hunt tile is drawn: {desc}; {cons}.</source>
        <translation>{card}: bir av karosu çekildi: {desc}; {cons}.</translation>
    </message>
    <message>
        <source>{card}: draw a hunt tile</source>
        <translation>{card}: bir av karosu çek</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n karo</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the tile&apos;s die shows {n}.</source>
        <translation>{card}: karonun zarında {n} geldi.</translation>
    </message>
    <message>
        <source>{card}: the die of the tile</source>
        <translation>{card}: karonun zarı</translation>
    </message>
    <message>
        <source>tile</source>
        <comment>hunt tile</comment>
        <translation>karo</translation>
    </message>
    <message numerus="yes">
        <source>%n companion(s) must leave</source>
        <translation>
            <numerusform>%n Yoldaş ayrılmak zorunda</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} leaves the Fellowship</source>
        <translation>{name} Kardeşlikten ayrılır</translation>
    </message>
    <message>
        <source>{card}: {c} leaves the Fellowship in {r}.</source>
        <translation>{card}: {c}, {r} bölgesinde Kardeşlikten ayrılıyor.</translation>
    </message>
    <message>
        <source>corrupt the Ring-bearer (Gollum guides: only 6s)</source>
        <translation>Yüzük Taşıyıcıyı yozlaştır (rehber Gollum: yalnızca 6&apos;lar)</translation>
    </message>
    <message>
        <source>corrupt the Ring-bearer</source>
        <translation>Yüzük Taşıyıcıyı yozlaştır</translation>
    </message>
    <message numerus="yes">
        <source>%n corruption.</source>
        <translation>
            <numerusform>%n yozlaşma.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the lot falls on {c}.</source>
        <translation>{card}: kura şuna çıktı: {c}.</translation>
    </message>
    <message>
        <source>{card}: draw a companion at random</source>
        <translation>{card}: rastgele bir Yoldaş çek</translation>
    </message>
    <message>
        <source>The Free Peoples choose: corruption or the companion.</source>
        <translation>Serbest Halklar seçer: yozlaşma ya da Yoldaş.</translation>
    </message>
    <message numerus="yes">
        <source>The Ring-bearer takes %n corruption ({name}&apos;s level)</source>
        <translation>
            <numerusform>Yüzük Taşıyıcı %n yozlaşma alır ({name} Yoldaşının seviyesi)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is eliminated</source>
        <translation>{name} oyundan çıkarılır</translation>
    </message>
    <message>
        <source>{card}: the Shadow may move any or all of the Nazgûl (the Witch-king too).</source>
        <translation>{card}: Gölge, Nazgûl&apos;un dilediğini ya da tümünü hareket ettirebilir (Cadı Kral da dahil).</translation>
    </message>
    <message>
        <source>{card}: no Nazgûl stands with the Fellowship.</source>
        <translation>{card}: Kardeşliğin bölgesinde Nazgûl yok.</translation>
    </message>
    <message>
        <source>Discard {card} from the Free Peoples&apos; table</source>
        <translation>Serbest Halkların masasından {card} kartını at</translation>
    </message>
    <message>
        <source>Roll for the hunt as if the Fellowship had moved</source>
        <translation>Kardeşlik hareket etmiş gibi av atışı yap</translation>
    </message>
    <message>
        <source>Do neither</source>
        <translation>İkisini de yapma</translation>
    </message>
    <message>
        <source>{card}: the Shadow lets the Fellowship be.</source>
        <translation>{card}: Gölge Kardeşliği kendi haline bırakıyor.</translation>
    </message>
    <message>
        <source>{card}: the Nazgûl hunt the Fellowship.</source>
        <translation>{card}: Nazgûl Kardeşliği avlıyor.</translation>
    </message>
    <message>
        <source>{card}: {other} is discarded from the Free Peoples&apos; table.</source>
        <translation>{card}: {other} kartı Serbest Halkların masasından atıldı.</translation>
    </message>
    <message>
        <source>{card}: the Nazgûl find nothing.</source>
        <translation>{card}: Nazgûl hiçbir şey bulamıyor.</translation>
    </message>
    <message>
        <source>{card}: a Nazgûl stands with the Fellowship: it is revealed.</source>
        <translation>{card}: Kardeşliğin bölgesinde bir Nazgûl var: Kardeşlik açığa çıkıyor.</translation>
    </message>
    <message>
        <source>{card} drives the Fellowship to {region}</source>
        <translation>{card}, Kardeşliği {region} bölgesine sürükler</translation>
    </message>
    <message>
        <source>{card}: the Fellowship is driven from {frm} to {to}.</source>
        <translation>{card}: Kardeşlik {frm} bölgesinden {to} bölgesine sürükleniyor.</translation>
    </message>
    <message>
        <source>the Fellowship was declared in {region}</source>
        <translation>Kardeşlik {region} bölgesinde ilan edildi</translation>
    </message>
    <message>
        <source>{card} lies on the table: each time a companion falls to the hunt, a Free Peoples Character card may be discarded too.</source>
        <translation>{card} masada: av yüzünden bir Yoldaş her kaybedildiğinde bir Serbest Halklar Karakter kartı da attırılabilir.</translation>
    </message>
    <message>
        <source>Discard a random Character card from the Free Peoples&apos; hand</source>
        <translation>Serbest Halkların elinden rastgele bir Karakter kartı at</translation>
    </message>
    <message>
        <source>{card}: {other} is discarded from the Free Peoples&apos; hand (drawn at random).</source>
        <translation>{card}: {other} kartı Serbest Halkların elinden atıldı (rastgele çekildi).</translation>
    </message>
    <message>
        <source>{card} lies on the table: before a hunt roll it may be discarded for +1 on each hunt die.</source>
        <translation>{card} masada: bir av atışından önce bu kart atılarak her av zarına +1 verilebilir.</translation>
    </message>
    <message>
        <source>{card}: +1 to each die of this hunt roll.</source>
        <translation>{card}: bu av atışının her zarına +1.</translation>
    </message>
    <message>
        <source>{card} lies on the table: when the Fellowship is declared or revealed across {region}, or in a battle near {region}, the Shadow may discard it.</source>
        <translation>{card} masada: Kardeşlik {region} bölgesinden geçerek ilan edildiğinde ya da açığa çıktığında veya {region} yakınındaki bir muharebede Gölge bu kartı atabilir.</translation>
    </message>
    <message>
        <source>{card}: the Balrog stirs as the Fellowship passes {region}.</source>
        <translation>{card}: Kardeşlik {region} bölgesinden geçerken Balrog uyanıyor.</translation>
    </message>
    <message>
        <source>{card}: turn {a_die} into an Eye</source>
        <translation>{card}: {a_die} → Göz</translation>
    </message>
    <message>
        <source>{card}: no more dice</source>
        <translation>{card}: başka zar çevirme</translation>
    </message>
    <message>
        <source>{card}: a die becomes an Eye and joins the hunt box ({n} there).</source>
        <translation>{card}: bir zar Göz oluyor ve Av Kutusuna giriyor (orada {n} zar).</translation>
    </message>
    <message>
        <source>It needs a Shadow army with Nazgûl in or next to a Free Peoples army.</source>
        <translation>Nazgûl bulunan bir Gölge ordusunun bir Serbest Halklar ordusuyla aynı ya da komşu bölgede olması gerekir.</translation>
    </message>
    <message>
        <source>The Nazgûl of {frm} cast their spells on {to}</source>
        <translation>{frm} bölgesindeki Nazgûl, {to} bölgesindeki orduya büyü yapar</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Free Peoples army in {region}.</source>
        <translation>
            <numerusform>{region} bölgesindeki Serbest Halklar ordusuna %n isabet.</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs the Witch-king with a Shadow army besieging a stronghold.</source>
        <translation>Cadı Kral&apos;ın bir kaleyi kuşatan bir Gölge ordusuyla birlikte olması gerekir.</translation>
    </message>
    <message>
        <source>It needs Saruman in play.</source>
        <translation>Saruman&apos;ın oyunda olması gerekir.</translation>
    </message>
    <message>
        <source>{name} is gone</source>
        <translation>{name} artık oyunda değil</translation>
    </message>
    <message>
        <source>{card} lies on the table: after each card played with an Event die, the Shadow draws another.</source>
        <translation>{card} masada: Olay zarıyla oynanan her karttan sonra Gölge bir kart daha çeker.</translation>
    </message>
    <message>
        <source>The Palantír: draw a character card</source>
        <translation>Palantír: bir karakter kartı çek</translation>
    </message>
    <message>
        <source>The Palantír: draw a strategy card</source>
        <translation>Palantír: bir strateji kartı çek</translation>
    </message>
    <message>
        <source>force {card} off the table</source>
        <translation>{card} kartını masadan kaldır</translation>
    </message>
    <message>
        <source>and an Elven ring: force {card} off the table</source>
        <translation>bir Elf Yüzüğü de vererek {card} kartını masadan kaldır</translation>
    </message>
    <message>
        <source>{card}: the Free Peoples give up an Elven ring to break its gaze.</source>
        <translation>{card}: Serbest Halklar, kartın bakışını kırmak için bir Elf Yüzüğünden vazgeçiyor.</translation>
    </message>
    <message>
        <source>{card} lies on the table: Rohan wakes only by a companion, by the Fellowship declared in {edoras} or {helms_deep}, or by an attack on them.</source>
        <translation>{card} masada: Rohan yalnızca bir Yoldaşla, Kardeşliğin {edoras} ya da {helms_deep} bölgesinde ilan edilmesiyle veya bu bölgelere bir saldırıyla aktif olur.</translation>
    </message>
    <message>
        <source>Rohan is active</source>
        <translation>Rohan aktif</translation>
    </message>
    <message>
        <source>It needs the Witch-king in play.</source>
        <translation>Cadı Kral&apos;ın oyunda olması gerekir.</translation>
    </message>
    <message>
        <source>Recruit two Nazgûl with the Witch-king in {region}</source>
        <translation>{region} bölgesinde Cadı Kral&apos;ın yanında iki Nazgûl topla</translation>
    </message>
    <message>
        <source>Move any or all of the Nazgûl (the Witch-king too)</source>
        <translation>Nazgûl&apos;un dilediğini ya da tümünü hareket ettir (Cadı Kral da dahil)</translation>
    </message>
    <message>
        <source>It needs {nation} at war.</source>
        <translation>{nation} ulusunun savaşta olması gerekir.</translation>
    </message>
    <message>
        <source>It needs every Shadow nation at war.</source>
        <translation>Bütün Gölge uluslarının savaşta olması gerekir.</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Isengard unit(s) from {frm} to {to}</source>
        <translation>
            <numerusform>{frm} bölgesinden {to} bölgesine %n Isengard birimi hareket ettir</numerusform>
        </translation>
    </message>
    <message>
        <source>It needs Aragorn in play.</source>
        <translation>Aragorn&apos;un oyunda olması gerekir.</translation>
    </message>
    <message>
        <source>It needs the Shadow to hold an Elven stronghold.</source>
        <translation>Bir Elf kalesinin Gölge kontrolünde olması gerekir.</translation>
    </message>
    <message>
        <source>the Elves of {region} sail West</source>
        <translation>{region} bölgesindeki Elfler Batı&apos;ya yelken açıyor</translation>
    </message>
    <message>
        <source>{card}: no Elven army stands in a free Elven stronghold.</source>
        <translation>{card}: kuşatma altında olmayan hiçbir Elf kalesinde Elf ordusu yok.</translation>
    </message>
    <message>
        <source>It needs Saruman in play and Isengard units besieging a stronghold.</source>
        <translation>Saruman&apos;ın oyunda olması ve Isengard birimlerinin bir kaleyi kuşatıyor olması gerekir.</translation>
    </message>
    <message>
        <source>The Uruk-hai storm {region}</source>
        <translation>Uruk-hai {region} bölgesine hücum eder</translation>
    </message>
    <message>
        <source>It needs {region} besieged by a Shadow army.</source>
        <translation>{region} bölgesinin bir Gölge ordusu tarafından kuşatılmış olması gerekir.</translation>
    </message>
    <message>
        <source>{card} lies on the table: the Free Peoples may play no combat card in battles at {region}.</source>
        <translation>{card} masada: Serbest Halklar {region} bölgesindeki muharebelerde muharebe kartı oynayamaz.</translation>
    </message>
    <message>
        <source>{card}: {a_leader} in {region} is eliminated.</source>
        <translation>{card}: {region} bölgesindeki {a_leader} oyundan çıkarıldı.</translation>
    </message>
    <message>
        <source>Denethor&apos;s Folly: no Free Peoples combat card in battles at Minas Tirith.</source>
        <translation>Denethor&apos;un Deliliği: Minas Tirith&apos;teki muharebelerde Serbest Halklar muharebe kartı oynanamaz.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n unused Will of the West (die|dice) of the Free Peoples (is|are) discarded.</source>
        <translation>
            <numerusform>{card}: Serbest Halkların kullanılmamış %n Batı&apos;nın İradesi zarı atıldı.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} lies on the table: the Free Peoples cannot use a Muster die to advance a passive nation.</source>
        <translation>{card} masada: Serbest Halklar pasif bir ulusu ilerletmek için Toplama zarı kullanamaz.</translation>
    </message>
    <message>
        <source>Threats and Promises: a passive nation cannot be advanced with an action die.</source>
        <translation>Tehditler ve Vaatler: pasif bir ulus aksiyon zarıyla ilerletilemez.</translation>
    </message>
    <message>
        <source>It needs the Fellowship or a companion inside a Free Peoples nation not at war.</source>
        <translation>Kardeşliğin ya da bir Yoldaşın, savaşta olmayan bir Serbest Halklar ulusunun topraklarında olması gerekir.</translation>
    </message>
    <message>
        <source>{card} troubles {nation}</source>
        <translation>{card}, {nation} ulusunu tedirgin eder</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {nation} (falls|fall) back one step from war.</source>
        <translation>
            <numerusform>{card}: {nation} savaştan bir adım uzaklaşıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lose {figure} in {region}</source>
        <translation>{region} bölgesinde şunu kaybet: {figure}</translation>
    </message>
    <message>
        <source>{card}: {what} in {r} is lost.</source>
        <translation>{card}: {r} bölgesindeki {what} kaybedildi.</translation>
    </message>
    <message>
        <source>{card}: no Shadow army can join another.</source>
        <translation>{card}: hiçbir Gölge ordusu bir başkasına katılamıyor.</translation>
    </message>
    <message>
        <source>The army in {frm} joins the one in {to}</source>
        <translation>{frm} bölgesindeki ordu {to} bölgesindekine katılır</translation>
    </message>
    <message>
        <source>Move no other army</source>
        <translation>Başka ordu hareket ettirme</translation>
    </message>
    <message>
        <source>{card}: up to four Shadow armies may move one region each.</source>
        <translation>{card}: en fazla dört Gölge ordusu birer bölge hareket edebilir.</translation>
    </message>
    <message>
        <source>It needs a Shadow army in {region}.</source>
        <translation>{region} bölgesinde bir Gölge ordusu gerekir.</translation>
    </message>
    <message>
        <source>The Corsairs sail from {frm} to {to}</source>
        <translation>Korsanlar {frm} bölgesinden {to} bölgesine yelken açar</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {desc} (lands|land) in {to}.</source>
        <translation>
            <numerusform>{card}: {desc}, {to} bölgesine çıkarma yapıyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n unit(s) more than may stand in {to}: they are removed.</source>
        <translation>
            <numerusform>{card}: {to} bölgesinde bulunabilecek sayıdan %n birim fazla: fazlası kaldırılıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the Witch-king flies from {frm} to {to}.</source>
        <translation>{card}: Cadı Kral {frm} bölgesinden {to} bölgesine uçuyor.</translation>
    </message>
    <message>
        <source>A Sauron regular in {region} becomes a troll (elite)</source>
        <translation>{region} bölgesindeki bir normal Sauron birimi trole (elit birim) dönüşür</translation>
    </message>
    <message>
        <source>{card}: a regular in {r} is replaced by an elite.</source>
        <translation>{card}: {r} bölgesindeki bir normal birimin yerine elit birim konuyor.</translation>
    </message>
    <message>
        <source>{combat}: +{n} to each die of both armies&apos; rolls and re-rolls.</source>
        <translation>{combat}: iki ordunun da atışlarında ve tekrar atışlarında her zara +{n}.</translation>
    </message>
    <message numerus="yes">
        <source>{combat}: take %n hit(s) on your own army</source>
        <translation>
            <numerusform>{combat}: kendi orduna %n isabet al</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: the Shadow drives its own troops ({n}): +{n} to each die of its combat roll.</source>
        <translation>{combat}: Gölge kendi birliklerini zorluyor ({n}): savaş atışının her zarına +{n}.</translation>
    </message>
    <message>
        <source>one die for each hit the Shadow took on itself</source>
        <translation>Gölge&apos;nin kendi ordusuna aldığı her isabet için bir zar</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the Free Peoples.</source>
        <translation>
            <numerusform>Serbest Halklara %n isabet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{combat}: {m} against {t}: not twice as many; no effect.</source>
        <translation>{combat}: {m} birime karşı {t} birim: iki katı değil; etkisiz.</translation>
    </message>
    <message>
        <source>{combat}: {m} against {t}: one more hit.</source>
        <translation>{combat}: {m} birime karşı {t} birim: bir isabet daha.</translation>
    </message>
    <message>
        <source>It needs a Shadow elite unit in the battle.</source>
        <translation>Muharebede bir Gölge elit birimi gerekir.</translation>
    </message>
    <message>
        <source>the elites strike again after the casualties</source>
        <translation>elit birimler kayıplardan sonra yeniden saldırıyor</translation>
    </message>
    <message>
        <source>{combat}: the Free Peoples&apos; {other} is cancelled.</source>
        <translation>{combat}: Serbest Halkların {other} kartı iptal edildi.</translation>
    </message>
    <message>
        <source>{combat}: no card to cancel: +1 to each Shadow die of the re-roll.</source>
        <translation>{combat}: iptal edilecek kart yok: tekrar atışta her Gölge zarına +1.</translation>
    </message>
    <message>
        <source>It needs a Southron &amp; Easterling elite in the battle.</source>
        <translation>Muharebede bir elit Güneyli ve Doğulu birimi gerekir.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow scored more ({m} to {t}): one more hit.</source>
        <translation>{combat}: Gölge daha çok isabet kazandı ({m}-{t}): bir isabet daha.</translation>
    </message>
    <message>
        <source>{combat}: the Shadow did not score more ({m} to {t}).</source>
        <translation>{combat}: Gölge daha çok isabet kazanmadı ({m}-{t}).</translation>
    </message>
    <message>
        <source>{card} cannot be played now: it needs {need}.</source>
        <translation>{card} şu an oynanamaz; şu gerekli: {need}.</translation>
    </message>
    <message>
        <source>its condition</source>
        <translation>kartın koşulu</translation>
    </message>
    <message>
        <source>{card} die</source>
        <translation>{card} zarı</translation>
    </message>
    <message>
        <source>{card}: {purpose}</source>
        <translation>{card}: {purpose}</translation>
    </message>
    <message>
        <source>{need}+ on each die</source>
        <translation>her zarda {need}+</translation>
    </message>
    <message numerus="yes">
        <source>{k} of %n (die|dice)</source>
        <translation>
            <numerusform>{k}/%n zar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n (die|dice) rolled, {k} of {need}+. {cons}</source>
        <translation>
            <numerusform>{card}: %n zar atıldı, {k} tanesi {need}+. {cons}</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the Ring-bearer has no corruption to heal.</source>
        <translation>{card}: Yüzük Taşıyıcının iyileştirilecek yozlaşması yok.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: the Ring-bearer heals %n corruption (now {c}).</source>
        <translation>
            <numerusform>{card}: Yüzük Taşıyıcının yozlaşması %n azalıyor (şimdi {c}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: the Ring-bearer takes %n corruption.</source>
        <translation>
            <numerusform>{card}: Yüzük Taşıyıcı %n yozlaşma alıyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n hit(s) on the {who} army in {r}.</source>
        <translation>
            <numerusform>{card}: {r} bölgesindeki {who} ordusuna %n isabet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: no {nation} figure can be recruited in {where}.</source>
        <translation>{card}: {where} bölgesinde hiçbir {nation} figürü toplanamıyor.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {what} (is|are) recruited in {where}.</source>
        <translation>
            <numerusform>{card}: {where} bölgesinde toplandı: {what}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: {who} is eliminated.</source>
        <translation>{card}: {who} oyundan çıkarıldı.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n Nazgûl in {r} eliminated.</source>
        <translation>
            <numerusform>{card}: {r} bölgesindeki %n Nazgûl oyundan çıkarıldı.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the special hunt tile {card} is in play; it joins the hunt pool at once (the Fellowship is on the Mordor track).</source>
        <translation>{card}: {card} özel av karosu oyunda; hemen Av Havuzuna katılıyor (Kardeşlik Mordor İzlemesinde).</translation>
    </message>
    <message>
        <source>{card}: the special hunt tile {card} is in play; it joins the hunt pool when the Fellowship enters Mordor.</source>
        <translation>{card}: {card} özel av karosu oyunda; Kardeşlik Mordor&apos;a girdiğinde Av Havuzuna katılacak.</translation>
    </message>
    <message>
        <source>{card}: the Fellowship moves (progress {n}); no die joins the hunt box.</source>
        <translation>{card}: Kardeşlik hareket ediyor (ilerleme {n}); Av Kutusuna zar eklenmiyor.</translation>
    </message>
    <message>
        <source>{card}: the Fellowship moves on the Mordor track: a hunt tile is drawn.</source>
        <translation>{card}: Kardeşlik Mordor İzlemesinde ilerliyor: bir av karosu çekiliyor.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n hunt tile(s) drawn.</source>
        <translation>
            <numerusform>{card}: %n av karosu çekiliyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n Nazgûl recruited in {r}.</source>
        <translation>
            <numerusform>{card}: {r} bölgesinde %n Nazgûl toplandı.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: the Fellowship hides again.</source>
        <translation>{card}: Kardeşlik yeniden gizleniyor.</translation>
    </message>
    <message>
        <source>{card}: the {side} player also plays {other} without an action die.</source>
        <translation>{card}: {side} oyuncusu aksiyon zarı olmadan {other} kartını da oynuyor.</translation>
    </message>
    <message>
        <source>{card} is discarded from the table.</source>
        <translation>{card} masadan atıldı.</translation>
    </message>
    <message>
        <source>{card}: the Free Peoples attack {to} from {frm}.</source>
        <translation>{card}: Serbest Halklar {frm} bölgesinden {to} bölgesine saldırıyor.</translation>
    </message>
    <message>
        <source>{card}: the Shadow attacks {to} from {frm}.</source>
        <translation>{card}: Gölge {frm} bölgesinden {to} bölgesine saldırıyor.</translation>
    </message>
    <message>
        <source>{name}: move {what} {frm} → {to}</source>
        <translation>{name}: {what} {frm} → {to} hareket ettir</translation>
    </message>
    <message>
        <source>{name}: attack the besieged stronghold of {region}</source>
        <translation>{name}: {region} bölgesindeki kuşatma altındaki kaleye saldır</translation>
    </message>
    <message>
        <source>{name}: attack the besieged stronghold of {region} ({nations} only)</source>
        <translation>{name}: {region} bölgesindeki kuşatma altındaki kaleye saldır (yalnızca {nations})</translation>
    </message>
    <message>
        <source>{name}: attack {target} from {frm}</source>
        <translation>{name}: {frm} bölgesinden saldır, hedef: {target}</translation>
    </message>
    <message>
        <source>{name}: attack {target} from {frm} ({nations} only)</source>
        <translation>{name}: {frm} bölgesinden saldır, hedef: {target} (yalnızca {nations})</translation>
    </message>
    <message>
        <source>In this battle&apos;s first round the Free Peoples need a companion in the battle to play a combat card.</source>
        <translation>Bu muharebenin ilk turunda Serbest Halkların muharebe kartı oynayabilmesi için muharebede bir Yoldaş gerekir.</translation>
    </message>
    <message>
        <source>Use no card from the table now</source>
        <translation>Şu an masadan kart kullanma</translation>
    </message>
    <message>
        <source>Use {card} from the table</source>
        <translation>Masadan {card} kartını kullan</translation>
    </message>
    <message>
        <source>The {side} player uses {card} from the table.</source>
        <translation>{side} oyuncusu masadan {card} kartını kullanıyor.</translation>
    </message>
    <message>
        <source>{name}: move or attack with no more armies</source>
        <translation>{name}: başka ordu ile hareket etme veya saldırma</translation>
    </message>
    <message>
        <source>Use {die} die: {lbl}</source>
        <translation>{die} zarını kullan: {lbl}</translation>
    </message>
    <message>
        <source>The {side} player forces {card} off the table.</source>
        <translation>{side} oyuncusu {card} kartını masadan kaldırtıyor.</translation>
    </message>
    <message>
        <source>{card} is discarded from the table: {why}.</source>
        <translation>{card} masadan atıldı: {why}.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Böyle bir kart yok.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} elinde değil.</translation>
    </message>
    <message>
        <source>{card}&apos;s event is not available in this version yet.</source>
        <translation>{card} kartının olayı bu sürümde henüz kullanılamıyor.</translation>
    </message>
    <message>
        <source>{card} is played with {a_die}, an Event die or Will of the West.</source>
        <translation>{card}, {a_die}, bir Olay zarı veya Batı&apos;nın İradesi ile oynanır.</translation>
    </message>
    <message>
        <source>{card} is played with {a_die}, an Event die.</source>
        <translation>{card}, {a_die} (bir Olay zarı) ile oynanır.</translation>
    </message>
    <message>
        <source>with {a_die}; its condition holds: {condition}</source>
        <translation>{a_die} ile; koşulu sağlanıyor: {condition}</translation>
    </message>
    <message>
        <source>with {a_die}</source>
        <translation>{a_die} ile</translation>
    </message>
    <message>
        <source>combat die</source>
        <translation>savaş zarı</translation>
    </message>
    <message>
        <source>made a hit by a combat card</source>
        <translation>bir muharebe kartıyla isabete çevrildi</translation>
    </message>
    <message>
        <source>leader re-roll</source>
        <translation>lider tekrar atışı</translation>
    </message>
    <message>
        <source>each die of the combat roll</source>
        <translation>savaş atışının her zarı</translation>
    </message>
    <message>
        <source>each re-rolled die</source>
        <translation>tekrar atılan her zar</translation>
    </message>
    <message>
        <source>dice rolled</source>
        <translation>atılan zarlar</translation>
    </message>
    <message>
        <source>at most this many dice</source>
        <translation>en fazla bu kadar zar</translation>
    </message>
    <message>
        <source>leader re-rolls</source>
        <translation>lider tekrar atışları</translation>
    </message>
    <message>
        <source>missed dice made hits</source>
        <translation>ıskalanan zarlar isabet oldu</translation>
    </message>
    <message>
        <source>no leader re-roll</source>
        <translation>lider tekrar atışı yok</translation>
    </message>
    <message>
        <source>{src}: {what}</source>
        <translation>{src}: {what}</translation>
    </message>
    <message>
        <source>The Free Peoples reveal {name} ({card}, initiative {i}).</source>
        <translation>Serbest Halklar {name} kartını açıyor ({card}, inisiyatif {i}).</translation>
    </message>
    <message>
        <source>The Shadow&apos;s forces reveal {name} ({card}, initiative {i}).</source>
        <translation>Gölge kuvvetleri {name} kartını açıyor ({card}, inisiyatif {i}).</translation>
    </message>
    <message>
        <source>The Witch-king is in the battle: the Shadow draws a {deck} card.</source>
        <translation>Cadı Kral muharebede: Gölge bir {deck} kartı çeker.</translation>
    </message>
    <message numerus="yes">
        <source>%n special hunt tile(s) in play (joins|join) the hunt pool.</source>
        <translation>
            <numerusform>Oyundaki %n özel av karosu Av Havuzuna katılır.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wormtongue: Rohan stays passive.</source>
        <translation>Solucandil: Rohan pasif kalır.</translation>
    </message>
    <message>
        <source>Fight in the field at {region}</source>
        <translation>{region} bölgesinde açık savaşta dövüş</translation>
    </message>
    <message numerus="yes">
        <source>remove %n elite(s)</source>
        <translation>
            <numerusform>%n elit birimi kaldır</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reduce %n elite(s) to regulars</source>
        <translation>
            <numerusform>%n elit birimi normal birime düşür</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>remove %n regular(s)</source>
        <translation>
            <numerusform>%n normal birimi kaldır</numerusform>
        </translation>
    </message>
    <message>
        <source>Casualties: {choice}</source>
        <translation>Kayıplar: {choice}</translation>
    </message>
    <message numerus="yes">
        <source>%n elite(s) removed</source>
        <translation>
            <numerusform>%n elit birim kaldırıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n elite(s) reduced</source>
        <translation>
            <numerusform>%n elit birim düşürüldü</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n regular(s) removed</source>
        <translation>
            <numerusform>%n normal birim kaldırıldı</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} casualties in {r}: {losses}.</source>
        <translation>{r} bölgesindeki {side} kayıpları: {losses}.</translation>
    </message>
    <message>
        <source>The defenders fight in the field.</source>
        <translation>Savunanlar açık savaşta dövüşüyor.</translation>
    </message>
    <message numerus="yes">
        <source>Only 5 units fit in the stronghold of {r}: the {side} choose %n unit(s) to send back to the reinforcements.</source>
        <translation>
            <numerusform>{r} bölgesindeki kaleye yalnızca 5 birim sığar: {side} takviyeye geri gönderilecek %n birimi seçiyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only 5 units fit in the stronghold of {r}: the {side} chooses %n unit(s) to send back to the reinforcements.</source>
        <translation>
            <numerusform>{r} bölgesindeki kaleye yalnızca 5 birim sığar: {side} takviyeye geri gönderilecek %n birimi seçiyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Send back to the reinforcements: {figures}</source>
        <translation>Takviyeye geri gönder: {figures}</translation>
    </message>
    <message numerus="yes">
        <source>Only 5 units fit in the stronghold of {r}: {desc} (goes|go) back to the reinforcements.</source>
        <translation>
            <numerusform>{r} bölgesindeki kaleye yalnızca 5 birim sığar: {desc} takviyeye geri döner.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defenders shut themselves in {r}; the attackers surround it: a siege begins.</source>
        <translation>Savunanlar {r} bölgesindeki kaleye kapanıyor; saldıranlar orayı çeviriyor: kuşatma başlıyor.</translation>
    </message>
    <message>
        <source>Character</source>
        <comment>action die face</comment>
        <translation>Karakter</translation>
    </message>
    <message>
        <source>Army</source>
        <comment>action die face</comment>
        <translation>Ordu</translation>
    </message>
    <message>
        <source>Muster</source>
        <comment>action die face</comment>
        <translation>Toplama</translation>
    </message>
    <message>
        <source>Army/Muster</source>
        <comment>action die face</comment>
        <translation>Ordu/Toplama</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>action die face</comment>
        <translation>Olay</translation>
    </message>
    <message>
        <source>Will of the West</source>
        <comment>action die face</comment>
        <translation>Batı&apos;nın İradesi</translation>
    </message>
    <message>
        <source>Eye</source>
        <comment>action die face</comment>
        <translation>Göz</translation>
    </message>
    <message>
        <source>a Character die</source>
        <translation>bir Karakter zarı</translation>
    </message>
    <message>
        <source>an Army die</source>
        <translation>bir Ordu zarı</translation>
    </message>
    <message>
        <source>a Muster die</source>
        <translation>bir Toplama zarı</translation>
    </message>
    <message>
        <source>an Army/Muster die</source>
        <translation>bir Ordu/Toplama zarı</translation>
    </message>
    <message>
        <source>an Event die</source>
        <translation>bir Olay zarı</translation>
    </message>
    <message>
        <source>a Will of the West die</source>
        <translation>bir Batı&apos;nın İradesi zarı</translation>
    </message>
    <message>
        <source>an Eye die</source>
        <translation>bir Göz zarı</translation>
    </message>
    <message>
        <source>character</source>
        <comment>deck</comment>
        <translation>karakter</translation>
    </message>
    <message>
        <source>strategy</source>
        <comment>deck</comment>
        <translation>strateji</translation>
    </message>
    <message>
        <source>the Dwarves</source>
        <translation>Cüceler</translation>
    </message>
    <message>
        <source>the Elves</source>
        <translation>Elfler</translation>
    </message>
    <message>
        <source>Gondor</source>
        <comment>nation</comment>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>the North</source>
        <translation>Kuzey</translation>
    </message>
    <message>
        <source>Rohan</source>
        <comment>nation</comment>
        <translation>Rohan</translation>
    </message>
    <message>
        <source>Isengard</source>
        <comment>nation</comment>
        <translation>Isengard</translation>
    </message>
    <message>
        <source>Sauron</source>
        <comment>nation</comment>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>the Southrons and Easterlings</source>
        <translation>Güneyliler ve Doğulular</translation>
    </message>
    <message>
        <source>The Southrons and Easterlings</source>
        <translation>Güneyliler ve Doğulular</translation>
    </message>
    <message>
        <source>Dwarven</source>
        <translation>Cüce</translation>
    </message>
    <message>
        <source>Elven</source>
        <translation>Elf</translation>
    </message>
    <message>
        <source>Gondor</source>
        <comment>figures&apos; nation</comment>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>North</source>
        <comment>figures&apos; nation</comment>
        <translation>Kuzey</translation>
    </message>
    <message>
        <source>Rohan</source>
        <comment>figures&apos; nation</comment>
        <translation>Rohan</translation>
    </message>
    <message>
        <source>Isengard</source>
        <comment>figures&apos; nation</comment>
        <translation>Isengard</translation>
    </message>
    <message>
        <source>Sauron</source>
        <comment>figures&apos; nation</comment>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>Southron and Easterling</source>
        <translation>Güneyli ve Doğulu</translation>
    </message>
    <message>
        <source>a Nazgûl</source>
        <translation>bir Nazgûl</translation>
    </message>
    <message>
        <source>an {nation} regular</source>
        <translation>bir normal {nation} birimi</translation>
    </message>
    <message>
        <source>a {nation} regular</source>
        <translation>bir normal {nation} birimi</translation>
    </message>
    <message>
        <source>an {nation} elite</source>
        <translation>bir elit {nation} birimi</translation>
    </message>
    <message>
        <source>a {nation} elite</source>
        <translation>bir elit {nation} birimi</translation>
    </message>
    <message>
        <source>an {nation} leader</source>
        <translation>bir {nation} lideri</translation>
    </message>
    <message>
        <source>a {nation} leader</source>
        <translation>bir {nation} lideri</translation>
    </message>
    <message>
        <source>{a}, {rest}</source>
        <translation>{a}, {rest}</translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} regular(s)</source>
        <translation>
            <numerusform>%n normal {nation} birimi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} elite(s)</source>
        <translation>
            <numerusform>%n elit {nation} birimi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {nation} leader(s)</source>
        <translation>
            <numerusform>%n {nation} lideri</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare the Fellowship in {region} and heal</source>
        <translation>Kardeşliği {region} bölgesinde ilan et ve iyileş</translation>
    </message>
    <message>
        <source>Declare the Fellowship in {region}</source>
        <translation>Kardeşliği {region} bölgesinde ilan et</translation>
    </message>
    <message>
        <source>Make {character} the guide</source>
        <translation>{character} rehber olsun</translation>
    </message>
    <message>
        <source>Enter Mordor from {region}</source>
        <translation>{region} bölgesinden Mordor&apos;a gir</translation>
    </message>
    <message>
        <source>End the Fellowship phase</source>
        <translation>Kardeşlik fazını bitir</translation>
    </message>
    <message>
        <source>Use {die} die: move the Fellowship</source>
        <translation>{die} zarını kullan: Kardeşliği hareket ettir</translation>
    </message>
    <message>
        <source>Use {die} die: hide the Fellowship</source>
        <translation>{die} zarını kullan: Kardeşliği gizle</translation>
    </message>
    <message>
        <source>Use {die} die: separate {character} to {region}</source>
        <translation>{die} zarını kullan: {character} Yoldaşını {region} bölgesine ayır</translation>
    </message>
    <message>
        <source>Use {die} die: separate a group of companions</source>
        <translation>{die} zarını kullan: bir Yoldaş grubunu ayır</translation>
    </message>
    <message>
        <source>Use {die} die: move the companions</source>
        <translation>{die} zarını kullan: Yoldaşları hareket ettir</translation>
    </message>
    <message>
        <source>Use {die} die: move Nazgûl and minions</source>
        <translation>{die} zarını kullan: Nazgûl ve Kötü Hizmetkarları hareket ettir</translation>
    </message>
    <message>
        <source>{character} stays in {region}</source>
        <translation>{character}, {region} bölgesinde kalır</translation>
    </message>
    <message>
        <source>Move {character} {region} → {region2}</source>
        <translation>{character}: {region} → {region2} hareket ettir</translation>
    </message>
    <message>
        <source>Stop moving Nazgûl and minions</source>
        <translation>Nazgûl ve Kötü Hizmetkarları hareket ettirmeyi bitir</translation>
    </message>
    <message>
        <source>Move a Nazgûl {frm} → {to}</source>
        <translation>Bir Nazgûl&apos;u hareket ettir: {frm} → {to}</translation>
    </message>
    <message>
        <source>Move {character} {frm} → {to}</source>
        <translation>{character}: {frm} → {to} hareket ettir</translation>
    </message>
    <message>
        <source>Do not use {character}&apos;s guide ability</source>
        <translation>{character} figürünün rehber yeteneğini kullanma</translation>
    </message>
    <message>
        <source>Take all {d} damage as corruption</source>
        <translation>{d} hasarın hepsini yozlaşma olarak al</translation>
    </message>
    <message>
        <source>Separate (Take Them Alive) the guide {character} (−{value} damage)</source>
        <translation>Rehber {character} Yoldaşını ayır (Onları Canlı Yakalayın) (−{value} hasar)</translation>
    </message>
    <message>
        <source>Eliminate the guide {character} (−{value} damage)</source>
        <translation>Rehber {character} Yoldaşını oyundan çıkar (−{value} hasar)</translation>
    </message>
    <message>
        <source>Eliminate a random companion (−its level)</source>
        <translation>Rastgele bir Yoldaşı oyundan çıkar (−seviyesi kadar)</translation>
    </message>
    <message>
        <source>The revealed Fellowship stands in {region}</source>
        <translation>Açık Kardeşlik {region} bölgesinde duruyor</translation>
    </message>
    <message>
        <source>The Fellowship is revealed!</source>
        <translation>Kardeşlik açığa çıktı!</translation>
    </message>
    <message>
        <source>A revealed Fellowship may not stay in {r}, a city or stronghold of the Free Peoples: it moves to {to}.</source>
        <translation>Açık bir Kardeşlik Serbest Halkların şehri veya kalesi olan {r} bölgesinde kalamaz: {to} bölgesine gidiyor.</translation>
    </message>
    <message>
        <source>Choose a region of the map for the revealed Fellowship.</source>
        <translation>Açık Kardeşlik için bir harita bölgesi seç.</translation>
    </message>
    <message>
        <source>A revealed Fellowship may never end its move in {region}: it is a city or stronghold the Free Peoples control.</source>
        <translation>Açık bir Kardeşlik hareketini asla {region} bölgesinde bitiremez: orası Serbest Halkların kontrolündeki bir şehir veya kale.</translation>
    </message>
    <message numerus="yes">
        <source>{region} is out of reach: the revealed Fellowship moves at most %n region(s) (its progress counter) from {ring}.</source>
        <translation>
            <numerusform>{region} erişim dışında: açık Kardeşlik {ring} bölgesinden en fazla %n bölge (ilerleme sayacı kadar) hareket eder.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Free Peoples declare the Fellowship in {to} (it was last seen in {frm}).</source>
        <translation>Serbest Halklar Kardeşliği {to} bölgesinde ilan eder (en son {frm} bölgesinde görülmüştü).</translation>
    </message>
    <message>
        <source>The Free Peoples reveal the Fellowship in {to} (it was last seen in {frm}).</source>
        <translation>Serbest Halklar Kardeşliği {to} bölgesinde ifşa eder (en son {frm} bölgesinde görülmüştü).</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) activated by the Fellowship&apos;s visit.</source>
        <translation>
            <numerusform>{nation}, Kardeşliğin ziyaretiyle harekete geçti.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Ring-bearer rests in {to}: corruption −1 (now {c}).</source>
        <translation>Yüzük Taşıyıcı {to} bölgesinde dinleniyor: yozlaşma −1 (şimdi {c}).</translation>
    </message>
    <message numerus="yes">
        <source>The Fellowship passed %n Shadow stronghold(s): {tiles}.</source>
        <translation>
            <numerusform>Kardeşlik %n Gölge kalesinin yanından geçti: {tiles}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extra hunt tile(s)</source>
        <translation>
            <numerusform>%n ek av karosu</numerusform>
        </translation>
    </message>
    <message>
        <source>{guide} now guides the Fellowship.</source>
        <translation>Artık Kardeşliğe {guide} rehberlik ediyor.</translation>
    </message>
    <message>
        <source>The Fellowship enters Mordor from {r}: it stands on step 0 of the Mordor track, and every drawn hunt tile returns to the pool.</source>
        <translation>Kardeşlik {r} bölgesinden Mordor&apos;a giriyor: Mordor İzlemesinin 0. adımında duruyor ve çekilmiş her av karosu havuza geri dönüyor.</translation>
    </message>
    <message numerus="yes">
        <source>{c} reaches {r}: {nation} (becomes|become) active.</source>
        <translation>
            <numerusform>{c}, {r} bölgesine ulaştı: {nation} aktif oluyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>{c} leaves the Fellowship and goes to {r}.</source>
        <translation>{c} Kardeşlikten ayrılıp {r} bölgesine gidiyor.</translation>
    </message>
    <message>
        <source>Add {character} to the group</source>
        <translation>{character} Yoldaşını gruba ekle</translation>
    </message>
    <message>
        <source>{names} leave the Fellowship for {region}</source>
        <translation>{names}: Kardeşlikten ayrıl, {region} bölgesine git</translation>
    </message>
    <message>
        <source>{c} leave the Fellowship together and go to {r}.</source>
        <translation>{c} birlikte Kardeşlikten ayrılıp {r} bölgesine gidiyor.</translation>
    </message>
    <message>
        <source>{g} is now the guide of the Fellowship.</source>
        <translation>Kardeşliğin rehberi artık {g}.</translation>
    </message>
    <message>
        <source>{character} guides the Fellowship</source>
        <translation>Kardeşliğe {character} rehberlik etsin</translation>
    </message>
    <message>
        <source>{g} guides the Fellowship.</source>
        <translation>Kardeşliğe {g} rehberlik ediyor.</translation>
    </message>
    <message>
        <source>{c} moves {frm} → {to}.</source>
        <translation>{c}: {frm} → {to}.</translation>
    </message>
    <message>
        <source>A Nazgûl flies {frm} → {to}.</source>
        <translation>Bir Nazgûl uçuyor: {frm} → {to}.</translation>
    </message>
    <message>
        <source>{m} moves {frm} → {to}.</source>
        <translation>{m}: {frm} → {to}.</translation>
    </message>
    <message>
        <source>The Fellowship hides again.</source>
        <translation>Kardeşlik yeniden gizleniyor.</translation>
    </message>
    <message>
        <source>The Fellowship moves: progress counter {n}.</source>
        <translation>Kardeşlik hareket ediyor: ilerleme sayacı {n}.</translation>
    </message>
    <message>
        <source>The Fellowship moves on the Mordor track: a hunt tile is drawn.</source>
        <translation>Kardeşlik Mordor İzlemesinde ilerliyor: bir av karosu çekiliyor.</translation>
    </message>
    <message>
        <source>Strider guides: the first die moving the Fellowship this turn stays out of the hunt box.</source>
        <translation>Kır Bacak rehberlik ediyor: bu tur Kardeşliği hareket ettiren ilk zar Av Kutusunun dışında kalır.</translation>
    </message>
    <message>
        <source>The Last Battle: the die stays out of the hunt box.</source>
        <translation>Son Muharebe: zar Av Kutusunun dışında kalır.</translation>
    </message>
    <message>
        <source>The {side} {deck} deck is shuffled ({n} cards).</source>
        <extracomment>every Action kind the engine performs: the keys of the dispatch table (dispatch.DOES), complete once the rule modules above are imported</extracomment>
        <translation>{side} {deck} destesi karıştırıldı ({n} kart).</translation>
    </message>
    <message>
        <source>Shuffle the {side} {deck} event deck</source>
        <translation>{side} {deck} olay destesini karıştır</translation>
    </message>
    <message>
        <source>Cards are drawn from the top.</source>
        <translation>Kartlar üstten çekilir.</translation>
    </message>
    <message>
        <source>The Fellowship sets out from {region} with {n} companions; {guide} is its guide.</source>
        <translation>Kardeşlik {n} Yoldaşla {region} bölgesinden yola çıkıyor; rehberi: {guide}.</translation>
    </message>
    <message>
        <source>Nobody has to decide anything now.</source>
        <translation>Şu an kimsenin bir karar vermesi gerekmiyor.</translation>
    </message>
    <message>
        <source>It is not your decision: {decision}.</source>
        <translation>Bu karar senin değil: {decision}.</translation>
    </message>
    <message>
        <source>a companion moved a nation towards war</source>
        <translation>bir Yoldaş bir ulusu savaşa doğru ilerletti</translation>
    </message>
    <message>
        <source>The siege of {r} is over.</source>
        <translation>{r} bölgesindeki kuşatma sona erdi.</translation>
    </message>
    <message>
        <source>Game over. {reason}</source>
        <translation>Oyun bitti. {reason}</translation>
    </message>
    <message>
        <source>Mordor step {step}</source>
        <translation>Mordor adım {step}</translation>
    </message>
    <message>
        <source>{region} +{progress} (hidden)</source>
        <translation>{region} +{progress} (gizli)</translation>
    </message>
    <message>
        <source>{region} +{progress} (revealed)</source>
        <translation>{region} +{progress} (açık)</translation>
    </message>
    <message>
        <source>the team card swap</source>
        <translation>takım kart takası</translation>
    </message>
    <message>
        <source>Turn {turn} · {phase} · Fellowship {where}, corruption {corruption} · VP Shadow {sh} / Free Peoples {fp}</source>
        <translation>Tur {turn} · {phase} · Kardeşlik {where}, yozlaşma {corruption} · ZP Gölge {sh} / Serbest Halklar {fp}</translation>
    </message>
    <message>
        <source>No Shadow dice are in the hunt box: no hunt roll.</source>
        <translation>Av Kutusunda Gölge zarı yok: av atışı yapılmaz.</translation>
    </message>
    <message>
        <source>hunt die</source>
        <translation>av zarı</translation>
    </message>
    <message>
        <source>a Shadow stronghold in the Fellowship&apos;s region</source>
        <translation>Kardeşliğin bölgesinde bir Gölge kalesi</translation>
    </message>
    <message>
        <source>Shadow army units in the Fellowship&apos;s region</source>
        <translation>Kardeşliğin bölgesinde Gölge ordu birimleri</translation>
    </message>
    <message>
        <source>a Nazgûl in the Fellowship&apos;s region</source>
        <translation>Kardeşliğin bölgesinde bir Nazgûl</translation>
    </message>
    <message>
        <source>Free Peoples die in the hunt box</source>
        <translation>Av Kutusunda Serbest Halklar zarı</translation>
    </message>
    <message>
        <source>{need}+ (a 1 always fails)</source>
        <translation>{need}+ (1 her zaman başarısız)</translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n başarı</numerusform>
        </translation>
    </message>
    <message>
        <source>The hunt finds the Fellowship: a hunt tile is drawn.</source>
        <translation>Av Kardeşliği buluyor: bir av karosu çekiliyor.</translation>
    </message>
    <message>
        <source>The Fellowship slips past the hunt.</source>
        <translation>Kardeşlik avdan sıyrılıyor.</translation>
    </message>
    <message numerus="yes">
        <source>Hunt roll: %n Shadow (die|dice) (hunts|hunt) the Fellowship near {region}</source>
        <translation>
            <numerusform>Av atışı: %n Gölge zarı Kardeşliği {region} yakınında avlıyor</numerusform>
        </translation>
    </message>
    <message>
        <source>The Shadow hunts: {res}.</source>
        <translation>Gölge avlanıyor: {res}.</translation>
    </message>
    <message>
        <source>No hunt tile is drawn.</source>
        <translation>Av karosu çekilmez.</translation>
    </message>
    <message>
        <source>The hunt pool is empty: the drawn tiles are put back.</source>
        <translation>Av Havuzu boş: çekilen karolar geri konuyor.</translation>
    </message>
    <message>
        <source>Eye: damage = dice in the hunt box</source>
        <translation>Göz: hasar = Av Kutusundaki zar sayısı</translation>
    </message>
    <message>
        <source>Eye: damage = hunt successes</source>
        <translation>Göz: hasar = av başarısı sayısı</translation>
    </message>
    <message>
        <source>tile die</source>
        <translation>karo zarı</translation>
    </message>
    <message>
        <source>die tile: rolled {value}</source>
        <translation>zar karosu: atılan {value}</translation>
    </message>
    <message>
        <source>Eye (no effect for this card)</source>
        <translation>Göz (bu kart için etkisiz)</translation>
    </message>
    <message>
        <source>{tile} and Reveal and Stop</source>
        <translation>{tile}, İfşa ve Dur</translation>
    </message>
    <message>
        <source>{tile} and Reveal</source>
        <translation>{tile} ve İfşa</translation>
    </message>
    <message>
        <source>{tile} and Stop</source>
        <translation>{tile} ve Dur</translation>
    </message>
    <message>
        <source>Hunt tile drawn: {desc}. Damage {d}.</source>
        <translation>Çekilen av karosu: {desc}. Hasar {d}.</translation>
    </message>
    <message>
        <source>Draw a hunt tile at random from the pool</source>
        <translation>Havuzdan rastgele bir av karosu çek</translation>
    </message>
    <message>
        <source>{count} tiles in the pool</source>
        <translation>Havuzda {count} karo</translation>
    </message>
    <message>
        <source>{damage} hunt damage; the Fellowship is revealed</source>
        <translation>{damage} av hasarı; Kardeşlik açığa çıkar</translation>
    </message>
    <message>
        <source>{damage} hunt damage</source>
        <translation>{damage} av hasarı</translation>
    </message>
    <message>
        <source>The Ring-bearer heals {d} corruption.</source>
        <translation>Yüzük Taşıyıcının yozlaşması {d} azalıyor.</translation>
    </message>
    <message>
        <source>The Ring-bearer takes {d} corruption.</source>
        <translation>Yüzük Taşıyıcı {d} yozlaşma alıyor.</translation>
    </message>
    <message>
        <source>Use no card against this hunt damage</source>
        <translation>Bu av hasarına karşı kart kullanma</translation>
    </message>
    <message>
        <source>Use {card} against the hunt damage</source>
        <translation>Av hasarına karşı {card} kartını kullan</translation>
    </message>
    <message>
        <source>The Free Peoples use {card} against the hunt.</source>
        <translation>Serbest Halklar ava karşı {card} kartını kullanıyor.</translation>
    </message>
    <message>
        <source>Boromir gives his life for the Ring-bearer (−2 damage)</source>
        <translation>Boromir Yüzük Taşıyıcı için canını veriyor (−2 hasar)</translation>
    </message>
    <message>
        <source>{name} leaves the Fellowship (−1 damage)</source>
        <translation>{name} Kardeşlikten ayrılıyor (−1 hasar)</translation>
    </message>
    <message>
        <source>{name} is lost on the Mordor track (−1 damage)</source>
        <translation>{name} Mordor İzlemesinde kayboluyor (−1 hasar)</translation>
    </message>
    <message>
        <source>Gollum: reveal the Fellowship (−1 damage)</source>
        <translation>Gollum: Kardeşliği açığa çıkar (−1 hasar)</translation>
    </message>
    <message>
        <source>The guide&apos;s ability reduces the damage to {d}.</source>
        <translation>Rehberin yeteneği hasarı {d} değerine düşürüyor.</translation>
    </message>
    <message>
        <source>{c} leaves the Fellowship in {r}.</source>
        <translation>{c}, {r} bölgesinde Kardeşlikten ayrılıyor.</translation>
    </message>
    <message>
        <source>{c} is eliminated.</source>
        <translation>{c} oyundan çıkarıldı.</translation>
    </message>
    <message>
        <source>The Shadow draws a companion at random: {c}.</source>
        <translation>Gölge rastgele bir Yoldaş çekiyor: {c}.</translation>
    </message>
    <message>
        <source>Draw a random companion from the Fellowship</source>
        <translation>Kardeşlikten rastgele bir Yoldaş çek</translation>
    </message>
    <message>
        <source>That companion is the hunt&apos;s casualty.</source>
        <translation>Bu Yoldaş avın kaybı olur.</translation>
    </message>
    <message>
        <source>Take Them Alive: {c} is separated instead of eliminated.</source>
        <translation>Onları Canlı Yakalayın: {c} oyundan çıkarılmak yerine ayrılıyor.</translation>
    </message>
    <message>
        <source>Stop: the Fellowship does not advance on the Mordor track.</source>
        <translation>Dur: Kardeşlik Mordor İzlemesinde ilerlemiyor.</translation>
    </message>
    <message>
        <source>The Fellowship reaches step {n} of the Mordor track.</source>
        <translation>Kardeşlik Mordor İzlemesinin {n}. adımına ulaşıyor.</translation>
    </message>
    <message>
        <source>The Ring-bearer reaches the Crack of Doom and the Ring is destroyed.</source>
        <translation>Yüzük Taşıyıcı Kader Dağı&apos;na ulaşıyor ve Yüzük yok ediliyor.</translation>
    </message>
    <message>
        <source>Use {die} die: advance {nation} on the political track</source>
        <translation>{die} zarını kullan: {nation} ulusunu siyasi izlemede ilerlet</translation>
    </message>
    <message>
        <source>Use {die} die: recruit {word} in {region}</source>
        <translation>{die} zarını kullan: {region} bölgesinde {word} topla</translation>
    </message>
    <message>
        <source>Recruit {word} in {region}</source>
        <translation>{region} bölgesinde {word} topla</translation>
    </message>
    <message>
        <source>Use {die} die: Saruman recruits an Isengard regular in each Isengard settlement</source>
        <translation>{die} zarını kullan: Saruman her Isengard yerleşiminde bir normal Isengard birimi toplar</translation>
    </message>
    <message>
        <source>Use {die} die: Saruman turns regulars in Orthanc into elites</source>
        <translation>{die} zarını kullan: Saruman Orthanc&apos;taki normal birimleri elit birime çevirir</translation>
    </message>
    <message>
        <source>Use {die} die: bring {character} into play in {region}</source>
        <translation>{die} zarını kullan: {character} figürünü {region} bölgesinde oyuna sok</translation>
    </message>
    <message>
        <source>Saruman breeds Uruk-hai in Orthanc: regulars become elites.</source>
        <translation>Saruman Orthanc&apos;ta Uruk-hai yetiştiriyor: normal birimler elit oluyor.</translation>
    </message>
    <message>
        <source>Recruit nothing more</source>
        <translation>Başka bir şey toplama</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (becomes|become) active ({why}).</source>
        <translation>
            <numerusform>{nation} aktif oluyor ({why}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (advances|advance) on the political track ({why}) and now (is|are) at war.</source>
        <translation>
            <numerusform>{nation} siyasi izlemede ilerliyor ({why}) ve artık savaşta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (advances|advance) on the political track ({why}) and now (is|are) {steps} from war.</source>
        <translation>
            <numerusform>{nation} siyasi izlemede ilerliyor ({why}); savaşa uzaklık: {steps}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n adım</numerusform>
        </translation>
    </message>
    <message>
        <source>The {side} recruit {what} in {r}.</source>
        <translation>{side}, {r} bölgesinde {what} topluyor.</translation>
    </message>
    <message>
        <source>The {side} recruits {what} in {r}.</source>
        <translation>{side}, {r} bölgesinde {what} topluyor.</translation>
    </message>
    <message>
        <source>diplomacy with a Muster die</source>
        <translation>Toplama zarıyla diplomasi</translation>
    </message>
    <message>
        <source>{character}&apos;s ability</source>
        <translation>{character} figürünün yeteneği</translation>
    </message>
    <message>
        <source>{m} enters play in {r}: the Shadow gains an action die from next turn.</source>
        <translation>{m}, {r} bölgesinde oyuna giriyor: Gölge bir sonraki turdan itibaren bir aksiyon zarı kazanır.</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) activated by the coming of the Witch-king.</source>
        <translation>
            <numerusform>{nation}, Cadı Kral&apos;ın gelişiyle harekete geçti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Strider is crowned: Aragorn, heir to Isildur, in {r}. The Free Peoples gain an action die from next turn.</source>
        <translation>Kır Bacak taç giyiyor: Isildur&apos;un varisi Aragorn, {r} bölgesinde. Serbest Halklar bir sonraki turdan itibaren bir aksiyon zarı kazanır.</translation>
    </message>
    <message>
        <source>Gandalf the White comes in {r}. The Free Peoples gain an action die from next turn.</source>
        <translation>Gandalf Beyaz {r} bölgesine geliyor. Serbest Halklar bir sonraki turdan itibaren bir aksiyon zarı kazanır.</translation>
    </message>
    <message>
        <source>discarding cards down to the hand limit</source>
        <translation>el limitine kadar kart atmak</translation>
    </message>
    <message>
        <source>taking the Fellowship phase&apos;s decisions</source>
        <translation>Kardeşlik fazının kararlarını vermek</translation>
    </message>
    <message>
        <source>putting action dice in the hunt box</source>
        <translation>aksiyon zarlarını Av Kutusuna koymak</translation>
    </message>
    <message>
        <source>using an action die</source>
        <translation>bir aksiyon zarı kullanmak</translation>
    </message>
    <message>
        <source>moving a second army with the same die</source>
        <translation>aynı zarla ikinci bir orduyu hareket ettirmek</translation>
    </message>
    <message>
        <source>recruiting a second figure with the same die</source>
        <translation>aynı zarla ikinci bir figür toplamak</translation>
    </message>
    <message>
        <source>moving companions</source>
        <translation>Yoldaşları hareket ettirmek</translation>
    </message>
    <message>
        <source>moving Nazgûl and minions</source>
        <translation>Nazgûl ve Kötü Hizmetkarları hareket ettirmek</translation>
    </message>
    <message>
        <source>choosing a group of companions to leave the Fellowship</source>
        <translation>Kardeşlikten ayrılacak bir Yoldaş grubu seçmek</translation>
    </message>
    <message>
        <source>choosing the Fellowship&apos;s new guide</source>
        <translation>Kardeşliğin yeni rehberini seçmek</translation>
    </message>
    <message>
        <source>choosing between a field battle and retreating into the stronghold</source>
        <translation>açık savaş ile kaleye çekilme arasında seçim yapmak</translation>
    </message>
    <message>
        <source>choosing which units may not go into the stronghold</source>
        <translation>hangi birimlerin kaleye giremeyeceğini seçmek</translation>
    </message>
    <message>
        <source>choosing a combat card</source>
        <translation>bir muharebe kartı seçmek</translation>
    </message>
    <message>
        <source>choosing casualties</source>
        <translation>kayıpları seçmek</translation>
    </message>
    <message>
        <source>deciding whether the attack goes on</source>
        <translation>saldırının sürüp sürmeyeceğine karar vermek</translation>
    </message>
    <message>
        <source>deciding whether the defenders retreat</source>
        <translation>savunanların geri çekilip çekilmeyeceğine karar vermek</translation>
    </message>
    <message>
        <source>deciding whether the victors advance</source>
        <translation>kazananların ilerleyip ilerlemeyeceğine karar vermek</translation>
    </message>
    <message>
        <source>deciding whether Gandalf the White rides against the Nazgûl</source>
        <translation>Gandalf Beyaz&apos;ın Nazgûl&apos;a karşı sürüp sürmeyeceğine karar vermek</translation>
    </message>
    <message>
        <source>deciding whether the guide&apos;s ability reduces the hunt damage</source>
        <translation>rehber yeteneğinin av hasarını azaltıp azaltmayacağına karar vermek</translation>
    </message>
    <message>
        <source>choosing how to take the hunt damage</source>
        <translation>av hasarının nasıl alınacağını seçmek</translation>
    </message>
    <message>
        <source>deciding whether a card on the table reduces the hunt damage</source>
        <translation>masadaki bir kartın av hasarını azaltıp azaltmayacağına karar vermek</translation>
    </message>
    <message>
        <source>placing the revealed Fellowship</source>
        <translation>açık Kardeşliği yerleştirmek</translation>
    </message>
    <message>
        <source>deciding whether to use a card on the table</source>
        <translation>masadaki bir kartın kullanılıp kullanılmayacağına karar vermek</translation>
    </message>
    <message>
        <source>answering an event card&apos;s question</source>
        <translation>bir olay kartının sorusunu yanıtlamak</translation>
    </message>
    <message>
        <source>moving or attacking with armies for an event card</source>
        <translation>bir olay kartı için ordularla hareket etmek veya saldırmak</translation>
    </message>
    <message>
        <source>choosing the deck to draw from</source>
        <translation>kart çekilecek desteyi seçmek</translation>
    </message>
    <message>
        <source>deciding whether to offer a team-mate a card swap</source>
        <translation>bir takım arkadaşına kart takası önerip önermemeye karar vermek</translation>
    </message>
    <message>
        <source>answering a team-mate&apos;s card swap</source>
        <translation>bir takım arkadaşının kart takası önerisini yanıtlamak</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>karar vermek</translation>
    </message>
    <message>
        <source>answering the question of {card}</source>
        <translation>{card} kartının sorusunu yanıtlamak</translation>
    </message>
    <message>
        <source>the {side} player is {what}</source>
        <translation>{side} oyuncusu şununla meşgul: {what}</translation>
    </message>
    <message>
        <source>That choice is not readable: an action names its regions, figures and cards by name.</source>
        <translation>Bu seçim okunamıyor: bir aksiyon bölgelerini, figürlerini ve kartlarını adlarıyla belirtir.</translation>
    </message>
    <message>
        <source>That is not a choice now: {decision}.</source>
        <translation>Bu şu an bir seçim değil: {decision}.</translation>
    </message>
    <message>
        <source>You have no unused {face} die.</source>
        <translation>Kullanılmamış {face} zarın yok.</translation>
    </message>
    <message>
        <source>You have no unused die of that kind.</source>
        <translation>O türden kullanılmamış zarın yok.</translation>
    </message>
    <message>
        <source>The army in {region} is besieged: it cannot leave (it may sortie).</source>
        <translation>{region} bölgesindeki ordu kuşatma altında: bölgeden ayrılamaz (huruç yapabilir).</translation>
    </message>
    <message>
        <source>You have no army in {region}.</source>
        <translation>{region} bölgesinde ordun yok.</translation>
    </message>
    <message>
        <source>The Character die attacks only with an army that has a leader or character.</source>
        <translation>Karakter zarı yalnızca lideri ya da karakteri olan bir orduyla saldırır.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed: hide it before it moves on.</source>
        <translation>Kardeşlik açık: ilerlemeden önce onu gizle.</translation>
    </message>
    <message>
        <source>The Fellowship is hidden already.</source>
        <translation>Kardeşlik zaten gizli.</translation>
    </message>
    <message>
        <source>On the Mordor track no companion can leave the Fellowship.</source>
        <translation>Mordor İzlemesinde hiçbir Yoldaş Kardeşlikten ayrılamaz.</translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) not at war: no {adj} figures can be recruited.</source>
        <translation>
            <numerusform>{nation} savaşta değil: hiçbir {adj} figür toplanamaz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) passive: a nation goes to war only once it is active.</source>
        <translation>
            <numerusform>{nation} pasif: bir ulus ancak aktif olduğunda savaşa girer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{nation} (is|are) at war already.</source>
        <translation>
            <numerusform>{nation} zaten savaşta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player may use only one Elven ring a turn.</source>
        <translation>Her oyuncu bir turda yalnızca bir Elf Yüzüğü kullanabilir.</translation>
    </message>
    <message>
        <source>You have no Elven ring left.</source>
        <translation>Elf Yüzüğün kalmadı.</translation>
    </message>
    <message>
        <source>An Elven ring cannot make a Will of the West.</source>
        <translation>Elf Yüzüğü bir zarı Batı&apos;nın İradesi yapamaz.</translation>
    </message>
    <message>
        <source>After using an Elven ring you take an action (or discard a die): no passing.</source>
        <translation>Elf Yüzüğü kullandıktan sonra bir aksiyon yaparsın (ya da bir zarı etkisiz olarak atarsın): pas geçemezsin.</translation>
    </message>
    <message>
        <source>You may pass only while you have fewer unused action dice than your opponent.</source>
        <translation>Yalnızca rakibinden daha az kullanılmamış aksiyon zarın varken pas geçebilirsin.</translation>
    </message>
    <message>
        <source>The Fellowship was declared already this phase.</source>
        <translation>Kardeşlik bu fazda zaten ilan edildi.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed: there is nothing to declare.</source>
        <translation>Kardeşlik açık: ilan edilecek bir şey yok.</translation>
    </message>
    <message numerus="yes">
        <source>{region} is out of reach: the Fellowship is declared at most %n region(s) (its progress counter) from {ring}.</source>
        <translation>
            <numerusform>{region} erişim dışında: Kardeşlik, {ring} bölgesinden en fazla %n bölge (ilerleme sayacı) uzakta ilan edilir.</numerusform>
        </translation>
    </message>
    <message>
        <source>{companion} is not in the Fellowship.</source>
        <translation>{companion} Kardeşlikte değil.</translation>
    </message>
    <message numerus="yes">
        <source>{region} is out of reach: leaving the Fellowship, {companion} goes at most %n region(s) from {ring} (the progress counter plus his level) and stops at an enemy stronghold on the way.</source>
        <translation>
            <numerusform>{region} erişim dışında: Kardeşlikten ayrılan {companion}, {ring} bölgesinden en fazla %n bölge (ilerleme sayacı artı seviyesi) uzağa gider ve yoldaki bir düşman kalesinde durur.</numerusform>
        </translation>
    </message>
    <message>
        <source>{region} is out of {character}&apos;s reach this move (his level, and no further than an enemy stronghold on the way).</source>
        <translation>{region} bu harekette {character} için erişim dışında (seviyesi kadar, yoldaki bir düşman kalesinden öteye değil).</translation>
    </message>
    <message>
        <source>{region} is a Free Peoples stronghold that is not besieged: no Nazgûl or minion may enter it.</source>
        <translation>{region} kuşatma altında olmayan bir Serbest Halklar kalesi: oraya hiçbir Nazgûl ya da Kötü Hizmetkar giremez.</translation>
    </message>
    <message numerus="yes">
        <source>The Shadow puts between {low} and %n (die|dice) in the hunt box now.</source>
        <translation>
            <numerusform>Gölge şimdi Av Kutusuna {low} ile %n arasında zar koyar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal the next event tile</source>
        <translation>Sonraki olay karosunu aç</translation>
    </message>
    <message numerus="yes">
        <source>Pay %n shields: draw 2 cards</source>
        <translation>
            <numerusform>%n kalkan öde: 2 kart çek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n shields: heal 1 step</source>
        <translation>
            <numerusform>%n kalkan öde: 1 adım iyileş</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the shields</source>
        <translation>Kalkanlarını sakla</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>At: {card}</translation>
    </message>
    <message>
        <source>Preparations: roll the die and turn up four cards</source>
        <translation>Hazırlık: zar at ve dört kart aç</translation>
    </message>
    <message>
        <source>Set out without preparations</source>
        <translation>Hazırlık yapmadan yola çık</translation>
    </message>
    <message>
        <source>Give {card} to {hobbit}</source>
        <translation>Ver: {card} → {hobbit}</translation>
    </message>
    <message>
        <source>Pass {card} to {hobbit}</source>
        <translation>Devret: {card} → {hobbit}</translation>
    </message>
    <message>
        <source>Roll the die to destroy the Ring</source>
        <translation>Yüzüğü yok etmek için zar at</translation>
    </message>
    <message numerus="yes">
        <source>Let the %n foe(s) appear</source>
        <translation>
            <numerusform>%n düşman ortaya çıksın</numerusform>
        </translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Devam et</translation>
    </message>
    <message>
        <source>Cast the Ring into the fire</source>
        <translation>Yüzüğü ateşe at</translation>
    </message>
    <message>
        <source>Put the tiles back, top first: {tiles}</source>
        <translation>Karoları geri koy, en üstteki önce: {tiles}</translation>
    </message>
    <message>
        <source>A yellow card is not played on a line: use its power instead.</source>
        <translation>Sarı kart bir hatta oynanmaz: onun yerine gücünü kullan.</translation>
    </message>
    <message numerus="yes">
        <source>You have already played %n card(s) this turn.</source>
        <translation>
            <numerusform>Bu sıranda zaten %n kart oynadın.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have already played a {colour} card this turn: at most one white and one grey.</source>
        <translation>Bu sıranda zaten bir {colour} kart oynadın: en fazla bir beyaz ve bir gri kart oynanabilir.</translation>
    </message>
    <message>
        <source>Play {card} on {line}</source>
        <translation>Oyna: {card} → {line}</translation>
    </message>
    <message>
        <source>Put on the Ring and move {line}</source>
        <translation>Yüzüğü tak ve ilerlet: {line}</translation>
    </message>
    <message>
        <source>Draw 2 hobbit cards</source>
        <translation>2 hobbit kartı çek</translation>
    </message>
    <message>
        <source>Heal: move 1 step toward the light</source>
        <translation>İyileş: ışığa doğru 1 adım</translation>
    </message>
    <message>
        <source>Defeat {foe} without paying</source>
        <translation>Bedel ödemeden yen: {foe}</translation>
    </message>
    <message>
        <source>Take it on: {what}</source>
        <translation>Üstlen: {what}</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Ver: {card}</translation>
    </message>
    <message>
        <source>Give a {token}</source>
        <translation>Bir {token} ver</translation>
    </message>
    <message>
        <source>Use Fatty&apos;s Wit instead of the shields</source>
        <translation>Kalkanlar yerine Şişko&apos;nun Zekâsı&apos;nı kullan</translation>
    </message>
    <message numerus="yes">
        <source>Give shields worth %n</source>
        <translation>
            <numerusform>%n değerinde kalkan ver</numerusform>
        </translation>
    </message>
    <message>
        <source>Do not pay</source>
        <translation>Ödeme yapma</translation>
    </message>
    <message>
        <source>Stop: keep your cards</source>
        <translation>Vazgeç: kartlarını sakla</translation>
    </message>
    <message>
        <source>Go on to {place}</source>
        <translation>Yola devam et: {place}</translation>
    </message>
    <message>
        <source>Shortcut to {place}, giving up {card}</source>
        <translation>Kestirme: {place} ({card} verilir)</translation>
    </message>
    <message>
        <source>Shortcut to {place}, calling the Elves</source>
        <translation>Kestirme: {place} (Elfleri çağırarak)</translation>
    </message>
    <message>
        <source>Shortcut to {place}</source>
        <translation>Kestirme: {place}</translation>
    </message>
    <message>
        <source>Defeat {foe}: {demand}</source>
        <translation>Yen: {foe} — {demand}</translation>
    </message>
    <message>
        <source>Gandalf: Foresight (look at the top three event tiles)</source>
        <translation>Gandalf: Öngörü (en üstteki üç olay karosuna bak)</translation>
    </message>
    <message>
        <source>Gandalf: Guidance</source>
        <translation>Gandalf: Rehberlik</translation>
    </message>
    <message>
        <source>Gandalf: Healing (heal 2 steps)</source>
        <translation>Gandalf: Şifa (2 adım iyileş)</translation>
    </message>
    <message>
        <source>Gandalf: Magic (turn the next event aside)</source>
        <translation>Gandalf: Büyü (sonraki olayı savuştur)</translation>
    </message>
    <message>
        <source>Gandalf: Persistence (draw 4 cards)</source>
        <translation>Gandalf: Azim (4 kart çek)</translation>
    </message>
    <message>
        <source>Gandalf: Defiance (stop Sauron&apos;s next move)</source>
        <translation>Gandalf: Meydan Okuma (Sauron&apos;un sonraki hareketini durdur)</translation>
    </message>
    <message>
        <source>Gandalf: Immunity (the next roll shows blank)</source>
        <translation>Gandalf: Bağışıklık (sonraki atışta zar boş gelir)</translation>
    </message>
    <message>
        <source>Gandalf: Fire Storm</source>
        <translation>Gandalf: Ateş Fırtınası</translation>
    </message>
    <message>
        <source>Gandalf: Guidance (move {line} 2 spaces)</source>
        <translation>Gandalf: Rehberlik ({line} 2 alan ilerler)</translation>
    </message>
    <message>
        <source>Gandalf: Fire Storm on {foes}</source>
        <translation>Gandalf: Ateş Fırtınası → {foes}</translation>
    </message>
    <message>
        <source>Play {card}: the next die roll is ignored</source>
        <translation>Oyna: {card} — sonraki zar atışı yok sayılır</translation>
    </message>
    <message>
        <source>Play {card}: turn the next event aside</source>
        <translation>Oyna: {card} — sonraki olayı savuştur</translation>
    </message>
    <message>
        <source>Play {card}: no harm for missing life tokens at this board&apos;s end</source>
        <translation>Oyna: {card} — bu tahtanın sonunda eksik can jetonları zarar vermez</translation>
    </message>
    <message>
        <source>Play {card}: heal</source>
        <translation>Oyna: {card} — iyileş</translation>
    </message>
    <message>
        <source>Play {card}: draw up to 6 cards</source>
        <translation>Oyna: {card} — elinde 6 kart olana dek çek</translation>
    </message>
    <message>
        <source>Play {card} on {foe}</source>
        <translation>Oyna: {card} → {foe}</translation>
    </message>
    <message>
        <source>Play {card}: give {gift} to {hobbit}</source>
        <translation>Oyna: {card} — ver: {gift} → {hobbit}</translation>
    </message>
    <message>
        <source>Frodo&apos;s Determination: move {line} one space</source>
        <translation>Frodo&apos;nun Kararlılığı: {line} bir alan ilerler</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery: he will face the next event with the die</source>
        <translation>Sam&apos;in Cesareti: sonraki olayı zarla karşılayacak</translation>
    </message>
    <message>
        <source>Pippin&apos;s Fervour: play up to four cards this turn</source>
        <translation>Pippin&apos;in Coşkusu: bu sırada en fazla dört kart oyna</translation>
    </message>
    <message>
        <source>Merry&apos;s Courage: defeat every foe that asks for life tokens</source>
        <translation>Merry&apos;nin Yürekliliği: can jetonu isteyen bütün düşmanları yen</translation>
    </message>
    <message>
        <source>The game is over: nobody is to move.</source>
        <translation>Oyun bitti: artık kimse hamle yapmayacak.</translation>
    </message>
    <message>
        <source>It is {hobbit}&apos;s decision now, not yours.</source>
        <translation>Şimdi karar senin değil; karar veren: {hobbit}.</translation>
    </message>
    <message>
        <source>Cards are played after the event tiles, when an activity tile has shown.</source>
        <translation>Kartlar olay karolarından sonra, bir etkinlik karosu çıktığında oynanır.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>O kart elinde değil.</translation>
    </message>
    <message>
        <source>{why}</source>
        <translation>{why}</translation>
    </message>
    <message>
        <source>This board has no such line.</source>
        <translation>Bu tahtada böyle bir hat yok.</translation>
    </message>
    <message>
        <source>{line} is already complete.</source>
        <translation>{line} zaten tamamlandı.</translation>
    </message>
    <message>
        <source>{card} shows {symbols}: it does not fit {line}.</source>
        <translation>{card}: {symbols}. Bu kart şu hatta uymuyor: {line}.</translation>
    </message>
    <message>
        <source>You have already played cards this turn: drawing, healing and a free defeat are instead of playing cards.</source>
        <translation>Bu sıranda zaten kart oynadın: kart çekmek, iyileşmek ve bedelsiz yenme, kart oynamanın yerine yapılır.</translation>
    </message>
    <message>
        <source>The free defeat may be used once per turn.</source>
        <translation>Bedelsiz yenme her sırada yalnızca bir kez kullanılabilir.</translation>
    </message>
    <message>
        <source>Only the Ring-bearer may put on the Ring.</source>
        <translation>Yüzüğü yalnızca Yüzük Taşıyıcı takabilir.</translation>
    </message>
    <message>
        <source>The Ring has already been used on this board.</source>
        <translation>Yüzük bu tahtada zaten kullanıldı.</translation>
    </message>
    <message>
        <source>No foe is on the foe line.</source>
        <translation>Düşman hattında düşman yok.</translation>
    </message>
    <message>
        <source>You cannot meet {foe}&apos;s demand.</source>
        <translation>Şu düşmanın talebini karşılayamazsın: {foe}.</translation>
    </message>
    <message numerus="yes">
        <source>Calling Gandalf costs 5 shields; the Fellowship has %n.</source>
        <translation>
            <numerusform>Gandalf&apos;ı çağırmak 5 kalkan tutar; Kardeşliğin kalkanlarının değeri %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>That Gandalf card has already been used.</source>
        <translation>O Gandalf kartı zaten kullanıldı.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Bu şu an mümkün değil.</translation>
    </message>
    <message>
        <source>{hobbit} takes on {foe}.</source>
        <translation>{hobbit} şu düşmanla savaşıyor: {foe}.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives up all shields (worth %n).</source>
        <translation>
            <numerusform>{hobbit} bütün kalkanlarını veriyor (değeri %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives up %n × {token}.</source>
        <translation>
            <numerusform>{hobbit} veriyor: %n × {token}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} calls Gandalf for 5 shields: {card}.</source>
        <translation>{hobbit} 5 kalkan karşılığında Gandalf&apos;ı çağırıyor: {card}.</translation>
    </message>
    <message>
        <source>The top tiles are: {tiles}.</source>
        <translation>En üstteki karolar: {tiles}.</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Fire Storm</source>
        <translation>Gandalf&apos;ın Ateş Fırtınası</translation>
    </message>
    <message>
        <source>{hobbit} plays {card}.</source>
        <translation>{hobbit} oynuyor: {card}.</translation>
    </message>
    <message>
        <source>Fire Brand</source>
        <translation>Meşale</translation>
    </message>
    <message>
        <source>{hobbit} gives {card} to {other}.</source>
        <translation>{hobbit}, {other} adlı hobbite bir kart veriyor: {card}.</translation>
    </message>
    <message>
        <source>{hobbit} gives a card to {other}.</source>
        <translation>{hobbit}, {other} adlı hobbite bir kart veriyor.</translation>
    </message>
    <message>
        <source>Frodo&apos;s Determination.</source>
        <translation>Frodo&apos;nun Kararlılığı.</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery: he will face the next event alone, with the die.</source>
        <translation>Sam&apos;in Cesareti: sonraki olayı tek başına, zarla karşılayacak.</translation>
    </message>
    <message>
        <source>Pippin&apos;s Fervour: he may play up to four cards this turn.</source>
        <translation>Pippin&apos;in Coşkusu: bu sırada en fazla dört kart oynayabilir.</translation>
    </message>
    <message>
        <source>Merry&apos;s Courage.</source>
        <translation>Merry&apos;nin Yürekliliği.</translation>
    </message>
    <message>
        <source>Merry&apos;s Courage</source>
        <translation>Merry&apos;nin Yürekliliği</translation>
    </message>
    <message>
        <source>{hobbit} puts on the Ring.</source>
        <translation>{hobbit} Yüzüğü takıyor.</translation>
    </message>
    <message>
        <source>the Ring</source>
        <translation>Yüzük</translation>
    </message>
    <message>
        <source>instead of playing cards</source>
        <translation>kart oynamak yerine</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} pays shields worth %n.</source>
        <translation>
            <numerusform>{hobbit} %n değerinde kalkan ödüyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} discards {card}.</source>
        <translation>{hobbit} kart atıyor: {card}.</translation>
    </message>
    <message>
        <source>The Fellowship sets out without preparations.</source>
        <translation>Kardeşlik hazırlık yapmadan yola çıkıyor.</translation>
    </message>
    <message>
        <source>the preparations at Bag End</source>
        <translation>Çıkın Çıkmazı&apos;ndaki hazırlık</translation>
    </message>
    <message>
        <source>Four hobbit cards are turned up: {cards}.</source>
        <translation>Dört hobbit kartı açılıyor: {cards}.</translation>
    </message>
    <message>
        <source>{card} goes to {hobbit}.</source>
        <translation>Kart {hobbit} adlı hobbite gidiyor: {card}.</translation>
    </message>
    <message>
        <source>{hobbit} passes {card} to {other}.</source>
        <translation>{hobbit}, {other} adlı hobbite bir kart devrediyor: {card}.</translation>
    </message>
    <message>
        <source>{hobbit} passes a card to {other}.</source>
        <translation>{hobbit}, {other} adlı hobbite bir kart devrediyor.</translation>
    </message>
    <message>
        <source>The Fellowship takes the shortcut to {place}.</source>
        <translation>Kardeşlik kestirmeden gidiyor: {place}.</translation>
    </message>
    <message>
        <source>{hobbit} gives up {card} for the shortcut.</source>
        <translation>{hobbit} kestirme için bir kart veriyor: {card}.</translation>
    </message>
    <message>
        <source>calling the Elves</source>
        <translation>Elfleri çağırmak için</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Foresight: the tiles are put back in the chosen order.</source>
        <translation>Gandalf&apos;ın Öngörüsü: karolar seçilen sırayla geri konuyor.</translation>
    </message>
    <message>
        <source>There is no choice with {words} now: {decision}.</source>
        <translation>Şu anda {words} ile bir seçenek yok: {decision}.</translation>
    </message>
    <message>
        <source>That combination of choices is not open now: {decision}.</source>
        <translation>Bu seçenek birleşimi şu anda açık değil: {decision}.</translation>
    </message>
    <message>
        <source>the number {value}</source>
        <translation>{value} sayısı</translation>
    </message>
    <message>
        <source>The {role} player now leads the {side}.</source>
        <translation>Artık {side} tarafını {role} oyuncusu yönetiyor.</translation>
    </message>
    <message>
        <source>Draw a {deck} event card</source>
        <translation>Bir {deck} olay kartı çek</translation>
    </message>
    <message>
        <source>Both decks are empty: draw nothing</source>
        <translation>İki deste de boş: hiçbir şey çekme</translation>
    </message>
    <message>
        <source>Do not offer {mate} a card swap</source>
        <translation>{mate} oyuncusuna kart takası önerme</translation>
    </message>
    <message>
        <source>Offer {card} to {mate} in a swap (unseen)</source>
        <translation>{mate} oyuncusuna takasta {card} kartını öner (görmeden)</translation>
    </message>
    <message>
        <source>The {role} player does not swap a card.</source>
        <translation>{role} oyuncusu kart takas etmiyor.</translation>
    </message>
    <message>
        <source>The {role} player offers {mate} a card swap.</source>
        <translation>{role} oyuncusu, {mate} oyuncusuna kart takası öneriyor.</translation>
    </message>
    <message>
        <source>Decline the swap</source>
        <translation>Takası reddet</translation>
    </message>
    <message>
        <source>Swap: give {card} for the card offered</source>
        <translation>Takas: önerilen kart karşılığında {card} kartını ver</translation>
    </message>
    <message>
        <source>The {role} player declines the swap.</source>
        <translation>{role} oyuncusu takası reddediyor.</translation>
    </message>
    <message>
        <source>{a} and {b} swap one card.</source>
        <translation>{a} ve {b} birer kart takas ediyor.</translation>
    </message>
    <message>
        <source>You receive {card}.</source>
        <translation>Aldığın kart: {card}.</translation>
    </message>
    <message>
        <source>Playing a side alone, you may not act on the same nation twice in a row.</source>
        <translation>Bir tarafı tek başına oynarken aynı ulus için art arda iki kez aksiyon yapamazsın.</translation>
    </message>
    <message>
        <source>That army or nation is not the {role} player&apos;s.</source>
        <translation>O ordu ya da ulus {role} oyuncusuna ait değil.</translation>
    </message>
    <message>
        <source>recover action dice and draw cards</source>
        <extracomment>the six phases of a turn, as the story of the game heads them</extracomment>
        <translation>aksiyon zarlarını topla ve kart çek</translation>
    </message>
    <message>
        <source>the Fellowship phase</source>
        <translation>Kardeşlik fazı</translation>
    </message>
    <message>
        <source>the action roll</source>
        <translation>aksiyon zarı atışı</translation>
    </message>
    <message>
        <source>the victory check</source>
        <translation>zafer kontrolü</translation>
    </message>
    <message>
        <source>Discard {card} (hand limit {limit})</source>
        <translation>{card} kartını at (el limiti {limit})</translation>
    </message>
    <message numerus="yes">
        <source>Put %n (die|dice) in the hunt box</source>
        <translation>
            <numerusform>Av Kutusuna %n zar koy</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn} · phase {n}: {name}</source>
        <translation>Tur {turn} · faz {n}: {name}</translation>
    </message>
    <message>
        <source>The Shadow must put {n} die in the hunt box.</source>
        <translation>Gölge Av Kutusuna {n} zar koymak zorunda.</translation>
    </message>
    <message>
        <source>Turn {turn} begins: the Free Peoples have {fp} action dice, the Shadow {sh}.</source>
        <translation>Tur {turn} başlıyor: Serbest Halkların {fp} aksiyon zarı, Gölge&apos;nin {sh} aksiyon zarı var.</translation>
    </message>
    <message>
        <source>The {side} {deck} deck is empty: no card is drawn.</source>
        <translation>{side} {deck} destesi boş: kart çekilmez.</translation>
    </message>
    <message>
        <source>The {side} player draws a {deck} event card.</source>
        <translation>{side} oyuncusu bir {deck} olay kartı çeker.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Çektiğin kart: {card}.</translation>
    </message>
    <message>
        <source>Draw the top card of the {side} {deck} deck</source>
        <translation>{side} {deck} destesinin en üstteki kartını çek</translation>
    </message>
    <message>
        <source>{card} goes into your hand.</source>
        <translation>{card} eline geçer.</translation>
    </message>
    <message>
        <source>action die</source>
        <translation>aksiyon zarı</translation>
    </message>
    <message numerus="yes">
        <source>%n Eye result(s) (goes|go) to the hunt box: {hunting} this turn.</source>
        <translation>
            <numerusform>%n Göz sonucu Av Kutusuna gider: bu tur {hunting}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Shadow (die|dice) (hunts|hunt)</source>
        <translation>
            <numerusform>%n Gölge zarı avlanıyor</numerusform>
        </translation>
    </message>
    <message>
        <source>The Free Peoples act first.</source>
        <translation>İlk Serbest Halklar oynar.</translation>
    </message>
    <message numerus="yes">
        <source>{side} action roll (%n (die|dice))</source>
        <translation>
            <numerusform>{side} aksiyon zarı atışı (%n zar)</numerusform>
        </translation>
    </message>
    <message>
        <source>each face is one action</source>
        <translation>her yüz bir aksiyondur</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>zar yok</translation>
    </message>
    <message>
        <source>The {side} roll their action dice: {faces}.</source>
        <translation>{side} aksiyon zarlarını atar: {faces}.</translation>
    </message>
    <message>
        <source>On the Mordor track the Fellowship neither moved nor hid this turn: +1 corruption.</source>
        <translation>Mordor İzlemesinde Kardeşlik bu tur ne ilerledi ne gizlendi: +1 yozlaşma.</translation>
    </message>
    <message>
        <source>The Shadow holds {sh} victory points of Free Peoples settlements: military victory.</source>
        <translation>Gölge, toplam {sh} ZP değerinde Serbest Halklar yerleşimini elinde tutuyor: askeri zafer.</translation>
    </message>
    <message>
        <source>The Free Peoples hold {fp} victory points of Shadow settlements: military victory.</source>
        <translation>Serbest Halklar, toplam {fp} ZP değerinde Gölge yerleşimini elinde tutuyor: askeri zafer.</translation>
    </message>
    <message>
        <source>Victory check: the Shadow has {sh} VP, the Free Peoples {fp} VP. The war goes on.</source>
        <translation>Zafer kontrolü: Gölge&apos;nin {sh} ZP&apos;si, Serbest Halkların {fp} ZP&apos;si var. Savaş sürüyor.</translation>
    </message>
    <message>
        <source>{reason} The {side} win!</source>
        <translation>{reason} {side} kazandı!</translation>
    </message>
    <message>
        <source>{reason} The {side} wins!</source>
        <translation>{reason} {side} kazandı!</translation>
    </message>
    <message>
        <source>The Ring-bearer&apos;s corruption reaches {limit}: the Ring is the Shadow&apos;s.</source>
        <translation>Yüzük Taşıyıcıların yozlaşması {limit} değerine ulaştı: Yüzük artık Gölge&apos;nin.</translation>
    </message>
    <message>
        <source>The {side} player discards {card}.</source>
        <translation>{side} oyuncusu şu kartı atar: {card}.</translation>
    </message>
    <message>
        <source>The Shadow puts {n} action dice in the hunt box.</source>
        <translation>Gölge Av Kutusuna {n} aksiyon zarı koyar.</translation>
    </message>
    <message>
        <source>{seat} takes the first-player marker.</source>
        <translation>İlk oyuncu işaretini {seat} alır.</translation>
    </message>
    <message>
        <source>The Lieutenant joins {seat}&apos;s pool for the rest of the game.</source>
        <translation>Teğmen oyunun geri kalanı için şu oyuncunun havuzuna katılır: {seat}.</translation>
    </message>
    <message>
        <source>{seat} takes the Ambassador: it will be placed at the start of next round.</source>
        <translation>Elçiyi {seat} alır: bir sonraki turun başında yerleştirilecek.</translation>
    </message>
    <message>
        <source>The Ambassador is not at the Palace this round.</source>
        <translation>Elçi bu tur The Palace of Waterdeep&apos;te değil.</translation>
    </message>
    <message>
        <source>Take your agent back from {place}</source>
        <translation>Ajanını {place} alanından geri al</translation>
    </message>
    <message>
        <source>Choose an agent to take back into your pool.</source>
        <translation>Havuzuna geri alacağın bir ajan seç.</translation>
    </message>
    <message>
        <source>{seat} takes an agent back from {place} into the pool.</source>
        <translation>{seat} bir ajanını {place} alanından havuzuna geri alır.</translation>
    </message>
    <message>
        <source>Use {building} in Builder&apos;s Hall: {text}</source>
        <translation>Builder&apos;s Hall&apos;daki {building} binasını kullan: {text}</translation>
    </message>
    <message>
        <source>Choose a building for sale to use.</source>
        <translation>Kullanmak için satıştaki bir binayı seç.</translation>
    </message>
    <message>
        <source>Choose a space for your extra agent.</source>
        <translation>Ek ajanın için bir alan seç.</translation>
    </message>
    <message>
        <source>{seat} assigns an extra agent to {place}.</source>
        <translation>{seat}, {place} alanına ek bir ajan atar.</translation>
    </message>
    <message>
        <source>{seat} assigns an agent to {building} while it is still for sale.</source>
        <translation>{seat}, {building} binasına daha satıştayken bir ajan atar.</translation>
    </message>
    <message>
        <source>Use {place} as if you were there: {text}</source>
        <translation>{place} alanını oradaymışsın gibi kullan: {text}</translation>
    </message>
    <message>
        <source>Choose a space an opponent&apos;s agent holds, to use its action.</source>
        <translation>Aksiyonunu kullanmak için bir rakip ajanın tuttuğu alanı seç.</translation>
    </message>
    <message>
        <source>{seat} uses the action of {place} without moving an agent.</source>
        <translation>{seat}, ajan koymadan {place} alanının aksiyonunu kullanır.</translation>
    </message>
    <message>
        <source>{space} (space {number})</source>
        <translation>{space} (alan {number})</translation>
    </message>
    <message>
        <source>{building} (for sale in Builder&apos;s Hall)</source>
        <translation>{building} (Builder&apos;s Hall&apos;da satılık)</translation>
    </message>
    <message>
        <source>Lot {number}</source>
        <translation>Bina alanı {number}</translation>
    </message>
    <message>
        <source>{building} (lot {number}, {owner}&apos;s)</source>
        <translation>{building} (bina alanı {number}, sahibi: {owner})</translation>
    </message>
    <message>
        <source>{vp} VP, holding {what}</source>
        <translation>{vp} ZP, üzerinde: {what}</translation>
    </message>
    <message>
        <source>Every lot is built on: no building can be added.</source>
        <translation>Tüm bina alanları dolu: bina eklenemez.</translation>
    </message>
    <message>
        <source>The building stack is empty.</source>
        <translation>Bina destesi boş.</translation>
    </message>
    <message>
        <source>{seat} takes the top building tile: {building}.</source>
        <translation>{seat} en üstteki bina karosunu alır: {building}.</translation>
    </message>
    <message>
        <source>Take the top tile of the building stack</source>
        <translation>Bina destesinin en üstteki karosunu al</translation>
    </message>
    <message>
        <source>{building} comes into play under {seat}&apos;s control.</source>
        <translation>{building} oyuna girer; sahibi: {seat}.</translation>
    </message>
    <message>
        <source>Buy {building} for {price} Gold, +{vp} VP: {visit} Owner: {owner}</source>
        <translation>{building} binasını {price} Altına satın al, +{vp} ZP: {visit} Sahip: {owner}</translation>
    </message>
    <message>
        <source>Buy {building} for {price} Gold: {visit} Owner: {owner}</source>
        <translation>{building} binasını {price} Altına satın al: {visit} Sahip: {owner}</translation>
    </message>
    <message>
        <source>Choose a building from Builder&apos;s Hall.</source>
        <translation>Builder&apos;s Hall&apos;dan bir bina seç.</translation>
    </message>
    <message>
        <source>{seat} builds {building} on lot {number} for {price} Gold and scores its {vp} VP tokens.</source>
        <translation>{seat}, {building} binasını {price} Altına {number} numaralı bina alanına kurar ve üzerindeki {vp} ZP jetonunu kazanır.</translation>
    </message>
    <message>
        <source>{seat} builds {building} on lot {number} for {price} Gold.</source>
        <translation>{seat}, {building} binasını {price} Altına {number} numaralı bina alanına kurar.</translation>
    </message>
    <message>
        <source>Paid {price} Gold and scored {vp} VP. Anyone may send an agent there from now on; when an opponent does, {seat} gets the owner benefit (not for their own agents).</source>
        <translation>{price} Altın ödendi ve {vp} ZP kazanıldı. Artık herkes oraya ajan gönderebilir; bir rakip gönderdiğinde sahip ödülünü {seat} alır (kendi ajanları için değil).</translation>
    </message>
    <message>
        <source>Paid {price} Gold. Anyone may send an agent there from now on; when an opponent does, {seat} gets the owner benefit (not for their own agents).</source>
        <translation>{price} Altın ödendi. Artık herkes oraya ajan gönderebilir; bir rakip gönderdiğinde sahip ödülünü {seat} alır (kendi ajanları için değil).</translation>
    </message>
    <message>
        <source>{seat} builds {building} (lot {number})</source>
        <translation>{seat}, {building} binasını kurar (bina alanı {number})</translation>
    </message>
    <message>
        <source>Visit: {visit} Owner: {owner}</source>
        <translation>Ziyaret: {visit} Sahip: {owner}</translation>
    </message>
    <message>
        <source>The Ambassador takes its place on The Palace of Waterdeep.</source>
        <translation>Elçi, The Palace of Waterdeep&apos;teki yerini alır.</translation>
    </message>
    <message>
        <source>{added} piled on {building} (now {pile}).</source>
        <translation>{building} binasına {added} eklendi (şimdi {pile}).</translation>
    </message>
    <message>
        <source>{seat} uses their own {building} and, by {quest}, gets its owner benefit too: {text}</source>
        <translation>{seat} kendi {building} binasını kullanıyor ve {quest} sayesinde sahip ödülünü de alıyor: {text}</translation>
    </message>
    <message>
        <source>{seat} uses their own {building}: no owner benefit.</source>
        <translation>{seat} kendi binasını kullanır ({building}): sahip ödülü yok.</translation>
    </message>
    <message>
        <source>{owner} owns {building}: owner benefit — {text}</source>
        <translation>{building} binasının sahibi {owner}: sahip ödülü — {text}</translation>
    </message>
    <message>
        <source>owner of {building}</source>
        <translation>{building} binasının sahibi</translation>
    </message>
    <message>
        <source>That costs {cost} Gold and you have {have}.</source>
        <translation>Bunun maliyeti {cost} Altın, sende {have} var.</translation>
    </message>
    <message>
        <source>That costs {cost} and you have {have}.</source>
        <translation>Bunun maliyeti {cost}, sende {have} var.</translation>
    </message>
    <message>
        <source>That needs a mandatory quest of yours to pass on.</source>
        <translation>Bunun için devredecek bir zorunlu görevin olmalı.</translation>
    </message>
    <message>
        <source>No opponent holds corruption to pass the quest to.</source>
        <translation>Görevin devredilebileceği, Yolsuzluğu olan bir rakip yok.</translation>
    </message>
    <message>
        <source>No opponent holds more corruption than you.</source>
        <translation>Hiçbir rakibin senden fazla Yolsuzluğu yok.</translation>
    </message>
    <message numerus="yes">
        <source>That needs %n uncompleted quest(s) of yours to discard.</source>
        <translation>
            <numerusform>Bunun için atacak %n tamamlanmamış görevin olmalı.</numerusform>
        </translation>
    </message>
    <message>
        <source>That leaves {what} on action spaces, and you have {have}.</source>
        <translation>Bu, eylem alanlarına {what} bırakır; sende {have} var.</translation>
    </message>
    <message numerus="yes">
        <source>That leaves %n adventurer(s) on action spaces, and you have fewer.</source>
        <translation>
            <numerusform>Bu, eylem alanlarına %n maceracı bırakır; sende daha az var.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n adventurers to give back for that.</source>
        <translation>
            <numerusform>Bunun için geri vermek üzere %n maceracı gerekiyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waterdeep Harbor needs an intrigue card in your hand.</source>
        <translation>Waterdeep Harbor için elinde bir entrika kartı olmalı.</translation>
    </message>
    <message>
        <source>Every lot in the city is built on: no building can be bought.</source>
        <translation>Şehirdeki tüm bina alanları dolu: bina satın alınamaz.</translation>
    </message>
    <message>
        <source>Builder&apos;s Hall has no building for sale.</source>
        <translation>Builder&apos;s Hall&apos;da satılık bina yok.</translation>
    </message>
    <message>
        <source>You cannot afford any building in Builder&apos;s Hall (the cheapest costs {cheapest} Gold, you have {gold}).</source>
        <translation>Builder&apos;s Hall&apos;daki hiçbir binayı almaya paran yetmiyor (en ucuzu {cheapest} Altın, sende {gold} var).</translation>
    </message>
    <message>
        <source>No space held by an opponent&apos;s agent offers an action you can take.</source>
        <translation>Rakip ajanların tuttuğu alanların hiçbiri yapabileceğin bir aksiyon sunmuyor.</translation>
    </message>
    <message>
        <source>Change of Plans needs an uncompleted quest of yours to discard.</source>
        <translation>Change of Plans için atabileceğin tamamlanmamış bir görevin olmalı.</translation>
    </message>
    <message>
        <source>Real Estate Deal needs a building of yours with no agent on it, and a building for sale in Builder&apos;s Hall.</source>
        <translation>Real Estate Deal için üzerinde ajan olmayan bir binan ve Builder&apos;s Hall&apos;da satılık bir bina olmalı.</translation>
    </message>
    <message>
        <source>quests</source>
        <translation>görev</translation>
    </message>
    <message>
        <source>intrigue cards</source>
        <translation>entrika kartı</translation>
    </message>
    <message>
        <source>building tiles</source>
        <translation>bina karosu</translation>
    </message>
    <message numerus="yes">
        <source>With both modules, %n base-game {pile} are set aside unseen.</source>
        <translation>
            <numerusform>İki modülle temel oyundan %n {pile} görülmeden kenara ayrılır.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set aside base-game cards at random</source>
        <translation>Temel oyunun kartlarından rastgele kenara ayır</translation>
    </message>
    <message>
        <source>set aside, unseen</source>
        <translation>görülmeden kenara ayrıldı</translation>
    </message>
    <message>
        <source>the game with both modules has as many cards as with one</source>
        <translation>iki modüllü oyunda tek modüllü oyundaki kadar kart olur</translation>
    </message>
    <message numerus="yes">
        <source>The Lord cards are shuffled (%n).</source>
        <translation>
            <numerusform>Lord kartları karıştırıldı (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n Lord cards</source>
        <translation>
            <numerusform>%n Lord kartını karıştır</numerusform>
        </translation>
    </message>
    <message>
        <source>each player is dealt one secret Lord; the rest go back to the box unseen</source>
        <translation>her oyuncuya gizli bir Lord dağıtılır; kalanlar görülmeden kutuya döner</translation>
    </message>
    <message numerus="yes">
        <source>The quest cards are shuffled (%n).</source>
        <translation>
            <numerusform>Görev kartları karıştırıldı (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n quest cards</source>
        <translation>
            <numerusform>%n görev kartını karıştır</numerusform>
        </translation>
    </message>
    <message>
        <source>each player is dealt 2 quests and Cliffwatch Inn shows 4</source>
        <translation>her oyuncuya 2 görev dağıtılır ve Cliffwatch Inn 4 görev gösterir</translation>
    </message>
    <message numerus="yes">
        <source>The intrigue cards are shuffled (%n).</source>
        <translation>
            <numerusform>Entrika kartları karıştırıldı (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n intrigue cards</source>
        <translation>
            <numerusform>%n entrika kartını karıştır</numerusform>
        </translation>
    </message>
    <message>
        <source>each player is dealt 2 intrigue cards, kept secret</source>
        <translation>her oyuncuya gizli tutulan 2 entrika kartı dağıtılır</translation>
    </message>
    <message numerus="yes">
        <source>The building tiles are shuffled (%n).</source>
        <translation>
            <numerusform>Bina karoları karıştırıldı (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n building tiles</source>
        <translation>
            <numerusform>%n bina karosunu karıştır</numerusform>
        </translation>
    </message>
    <message>
        <source>the top 3 go face up in Builder&apos;s Hall</source>
        <translation>en üstteki 3 karo Builder&apos;s Hall&apos;a açık konur</translation>
    </message>
    <message>
        <source>{seat} is dealt a secret Lord card.</source>
        <translation>{seat} gizli bir Lord kartı alır.</translation>
    </message>
    <message>
        <source>Your Lord is {lord}: {text}</source>
        <translation>Lord kartın {lord}: {text}</translation>
    </message>
    <message>
        <source>Deal a secret Lord from the shuffled Lord cards</source>
        <translation>Karıştırılmış Lord kartlarından gizli bir Lord dağıt</translation>
    </message>
    <message>
        <source>Your Lord stays hidden until the final scoring, where its bonus counts.</source>
        <translation>Lord&apos;un final puanlamaya kadar gizli kalır; bonusu orada sayılır.</translation>
    </message>
    <message>
        <source>{seat} starts with {gold} Gold and {agents} agents.</source>
        <translation>{seat}, {gold} Altın ve {agents} ajanla başlar.</translation>
    </message>
    <message>
        <source>deal {seat} a starting quest</source>
        <translation>{seat} oyuncusuna bir başlangıç görevi dağıt</translation>
    </message>
    <message>
        <source>{seat} is dealt the quest {quest} ({type}).</source>
        <translation>{seat} şu görevi alır: {quest} ({type}).</translation>
    </message>
    <message>
        <source>Deal a starting quest from the top of the quest deck</source>
        <translation>Görev destesinin üstünden bir başlangıç görevi dağıt</translation>
    </message>
    <message>
        <source>It is one of {seat}&apos;s active quests, face up.</source>
        <translation>Açık olarak şu oyuncunun aktif görevlerinden biri: {seat}.</translation>
    </message>
    <message>
        <source>a starting intrigue card</source>
        <translation>bir başlangıç entrika kartı</translation>
    </message>
    <message>
        <source>Only one choice for {seat}: {label}</source>
        <extracomment>a decision&apos;s handler: (state, the decision, the chosen option&apos;s params, events) decision kind -&gt; its handler</extracomment>
        <translation>{seat} için tek seçenek: {label}</translation>
    </message>
    <message>
        <source>Only one choice for {seat}: {label}.</source>
        <translation>{seat} için tek seçenek: {label}.</translation>
    </message>
    <message>
        <source>{seat} chooses {opp}.</source>
        <translation>{seat} şu rakibi seçer: {opp}.</translation>
    </message>
    <message>
        <source>The quest deck and its discard pile are empty: no quest is drawn.</source>
        <translation>Görev destesi ve atılan görevler boş: görev çekilmez.</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n discarded quests</source>
        <translation>
            <numerusform>Atılan %n görevi karıştır</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recorded chance outcome(s) (was|were) never used (the first is a {what}).</source>
        <translation>
            <numerusform>Kaydedilmiş %n şans sonucu hiç kullanılmadı (ilki: {what}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game asks for a {what}, but no more outcomes were recorded.</source>
        <translation>Oyun şunu istiyor: {what}; ama kaydedilmiş başka sonuç yok.</translation>
    </message>
    <message>
        <source>The game asks for a {what}, but the record holds a {recorded}.</source>
        <translation>Oyun şunu istiyor: {what}; ama kayıtta şu var: {recorded}.</translation>
    </message>
    <message>
        <source>A recorded {what} has the impossible result {value}.</source>
        <translation>Kaydedilmiş bir sonucun ({what}) değeri olanaksız: {value}.</translation>
    </message>
    <message>
        <source>A recorded shuffle of {n} is not a list of {n} places.</source>
        <translation>Kaydedilmiş {n} öğelik karıştırma, {n} yerlik bir liste değil.</translation>
    </message>
    <message>
        <source>A recorded shuffle of {n} is not an order of its {n} items.</source>
        <translation>Kaydedilmiş {n} öğelik karıştırma, {n} öğenin bir sıralaması değil.</translation>
    </message>
    <message>
        <source>roll of a {n}-sided die</source>
        <translation>{n} yüzlü zar atışı</translation>
    </message>
    <message>
        <source>pick among {n}</source>
        <translation>{n} seçenek arasından seçim</translation>
    </message>
    <message>
        <source>shuffle of {n}</source>
        <translation>{n} öğelik karıştırma</translation>
    </message>
    <message>
        <source>shuffled: the new order is hidden</source>
        <translation>karıştırıldı: yeni sıra gizli</translation>
    </message>
    <message>
        <source>{die} {n}</source>
        <translation>{die} {n}</translation>
    </message>
    <message>
        <source>They form the new quest deck.</source>
        <translation>Bunlar yeni görev destesini oluşturur.</translation>
    </message>
    <message>
        <source>The quest deck is empty: the {n} discarded quests are shuffled into a new deck.</source>
        <translation>Görev destesi boş: atılan {n} görev karıştırılıp yeni deste yapılır.</translation>
    </message>
    <message>
        <source>The intrigue deck and its discard pile are empty: {seat} draws nothing.</source>
        <translation>Entrika destesi ve atılan kartlar boş: {seat} hiçbir şey çekmez.</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n discarded intrigue cards</source>
        <translation>
            <numerusform>Atılan %n entrika kartını karıştır</numerusform>
        </translation>
    </message>
    <message>
        <source>They form the new intrigue deck.</source>
        <translation>Bunlar yeni entrika destesini oluşturur.</translation>
    </message>
    <message>
        <source>The intrigue deck is empty: the {n} discarded cards are shuffled into a new deck.</source>
        <translation>Entrika destesi boş: atılan {n} kart karıştırılıp yeni deste yapılır.</translation>
    </message>
    <message>
        <source>{seat} draws an intrigue card ({why}).</source>
        <translation>{seat} bir entrika kartı çeker ({why}).</translation>
    </message>
    <message>
        <source>Draw the top intrigue card</source>
        <translation>En üstteki entrika kartını çek</translation>
    </message>
    <message>
        <source>a card only its holder sees</source>
        <translation>yalnızca sahibinin gördüğü bir kart</translation>
    </message>
    <message>
        <source>It goes into {seat}&apos;s hand.</source>
        <translation>Şu oyuncunun eline geçer: {seat}.</translation>
    </message>
    <message>
        <source>You draw {card}: {text}</source>
        <translation>Çektiğin kart {card}: {text}</translation>
    </message>
    <message>
        <source>It is in your hand; play it by sending an agent to Waterdeep Harbor.</source>
        <translation>Kart elinde; Waterdeep Harbor&apos;a bir ajan göndererek oyna.</translation>
    </message>
    <message>
        <source>refill Cliffwatch Inn</source>
        <translation>Cliffwatch Inn&apos;i yeniden doldur</translation>
    </message>
    <message>
        <source>{quest} ({type}) is turned face up at Cliffwatch Inn.</source>
        <translation>{quest} ({type}) Cliffwatch Inn&apos;de açılır.</translation>
    </message>
    <message>
        <source>Turn up the top quest of the deck for Cliffwatch Inn</source>
        <translation>Cliffwatch Inn için destenin en üstteki görevini aç</translation>
    </message>
    <message>
        <source>It fills slot {slot} at Cliffwatch Inn.</source>
        <translation>Cliffwatch Inn&apos;deki {slot}. yeri doldurur.</translation>
    </message>
    <message>
        <source>The building stack is empty: the slot in Builder&apos;s Hall stays empty.</source>
        <translation>Bina destesi boş: Builder&apos;s Hall&apos;daki yer boş kalır.</translation>
    </message>
    <message>
        <source>{building} ({cost} Gold) is turned face up in Builder&apos;s Hall.</source>
        <translation>{building} ({cost} Altın) Builder&apos;s Hall&apos;da açılır.</translation>
    </message>
    <message>
        <source>Turn up the top tile of the building stack</source>
        <translation>Bina destesinin en üstteki karosunu aç</translation>
    </message>
    <message>
        <source>{building} (costs {cost} Gold): {visit} Owner: {owner}</source>
        <translation>{building} (maliyeti {cost} Altın): {visit} Sahip: {owner}</translation>
    </message>
    <message>
        <source>It is for sale in Builder&apos;s Hall (slot {slot}).</source>
        <translation>Builder&apos;s Hall&apos;da satılık ({slot}. yer).</translation>
    </message>
    <message>
        <source>Use {source} now?</source>
        <extracomment>a step&apos;s procedure: (state, the frame running it, the step, events) step op -&gt; its procedure</extracomment>
        <translation>{source} şimdi kullanılsın mı?</translation>
    </message>
    <message>
        <source>Use {source}: {steps}</source>
        <translation>Kullan — {source}: {steps}</translation>
    </message>
    <message>
        <source>Do not use {source} now</source>
        <translation>{source} şimdi kullanılmasın</translation>
    </message>
    <message>
        <source>{source}: do this optional step?</source>
        <translation>{source}: bu isteğe bağlı adım yapılsın mı?</translation>
    </message>
    <message>
        <source>The effect: do this optional step?</source>
        <translation>Etki: bu isteğe bağlı adım yapılsın mı?</translation>
    </message>
    <message>
        <source>Yes: {step}</source>
        <translation>Evet: {step}</translation>
    </message>
    <message>
        <source>No: skip &apos;{step}&apos;</source>
        <translation>Hayır: &apos;{step}&apos; adımını atla</translation>
    </message>
    <message numerus="yes">
        <source>{a}; {rest}</source>
        <comment>steps one after another</comment>
        <translation>
            <numerusform>{a}; {rest}</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain {what}</source>
        <translation>Kazan: {what}</translation>
    </message>
    <message>
        <source>gain {what}</source>
        <translation>kazan: {what}</translation>
    </message>
    <message>
        <source>Pay {what}</source>
        <translation>Öde: {what}</translation>
    </message>
    <message numerus="yes">
        <source>Give back %n adventurer(s)</source>
        <translation>
            <numerusform>%n maceracıyı geri ver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>give back %n adventurer(s)</source>
        <translation>
            <numerusform>%n maceracıyı geri ver</numerusform>
        </translation>
    </message>
    <message>
        <source>play an intrigue card</source>
        <translation>bir entrika kartı oyna</translation>
    </message>
    <message>
        <source>Complete the quest just taken at once (+{bonus})</source>
        <translation>Az önce alınan görevi hemen tamamla (+{bonus})</translation>
    </message>
    <message>
        <source>complete the quest just taken at once (+{bonus})</source>
        <translation>az önce alınan görevi hemen tamamla (+{bonus})</translation>
    </message>
    <message>
        <source>take first player</source>
        <comment>an effect&apos;s step</comment>
        <extracomment>the other steps in words, as a question or an option names them</extracomment>
        <translation>ilk oyuncu ol</translation>
    </message>
    <message>
        <source>take neutral agent</source>
        <comment>an effect&apos;s step</comment>
        <translation>nötr ajanı al</translation>
    </message>
    <message>
        <source>return agent</source>
        <comment>an effect&apos;s step</comment>
        <translation>ajanı geri al</translation>
    </message>
    <message>
        <source>assign agent</source>
        <comment>an effect&apos;s step</comment>
        <translation>ajan ata</translation>
    </message>
    <message>
        <source>use occupied space</source>
        <comment>an effect&apos;s step</comment>
        <translation>dolu alanı kullan</translation>
    </message>
    <message>
        <source>buy building</source>
        <comment>an effect&apos;s step</comment>
        <translation>bina satın al</translation>
    </message>
    <message>
        <source>draw intrigue</source>
        <comment>an effect&apos;s step</comment>
        <translation>entrika çek</translation>
    </message>
    <message>
        <source>give mandatory quest</source>
        <comment>an effect&apos;s step</comment>
        <translation>zorunlu görev ver</translation>
    </message>
    <message>
        <source>take quest</source>
        <comment>an effect&apos;s step</comment>
        <translation>görev al</translation>
    </message>
    <message>
        <source>draw quest</source>
        <comment>an effect&apos;s step</comment>
        <translation>görev çek</translation>
    </message>
    <message>
        <source>reset quests</source>
        <comment>an effect&apos;s step</comment>
        <translation>görevleri yenile</translation>
    </message>
    <message>
        <source>gain any</source>
        <comment>an effect&apos;s step</comment>
        <translation>istediğini kazan</translation>
    </message>
    <message>
        <source>take stock</source>
        <comment>an effect&apos;s step</comment>
        <translation>birikeni al</translation>
    </message>
    <message>
        <source>choose</source>
        <comment>an effect&apos;s step</comment>
        <translation>seç</translation>
    </message>
    <message>
        <source>each opponent loses</source>
        <comment>an effect&apos;s step</comment>
        <translation>her rakip kaybeder</translation>
    </message>
    <message>
        <source>opponents may give</source>
        <comment>an effect&apos;s step</comment>
        <translation>rakipler verebilir</translation>
    </message>
    <message>
        <source>steal</source>
        <comment>an effect&apos;s step</comment>
        <translation>çal</translation>
    </message>
    <message>
        <source>special</source>
        <comment>an effect&apos;s step</comment>
        <translation>özel</translation>
    </message>
    <message>
        <source>{seat} gains {what} ({src}) — the supply ran short.</source>
        <translation>{seat} kazanır: {what} ({src}) — havuz yetmedi.</translation>
    </message>
    <message>
        <source>{seat} gains {what} ({src}).</source>
        <translation>{seat} kazanır: {what} ({src}).</translation>
    </message>
    <message>
        <source>{seat} gains {what} — the supply ran short.</source>
        <translation>{seat} kazanır: {what} — havuz yetmedi.</translation>
    </message>
    <message>
        <source>{seat} gains {what}.</source>
        <translation>{seat} kazanır: {what}.</translation>
    </message>
    <message numerus="yes">
        <source>The corruption track is empty: {seat} loses {lost} VP instead of taking %n corruption.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>Yolsuzluk çizelgesi boş: {seat}, %n Yolsuzluk almak yerine {lost} ZP kaybeder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Owner of {building}</source>
        <translation>{building} binasının sahibi</translation>
    </message>
    <message>
        <source>Completed at once</source>
        <translation>Hemen tamamlandı</translation>
    </message>
    <message numerus="yes">
        <source>{source}: {prompt}</source>
        <comment>what asks, then the question</comment>
        <translation>
            <numerusform>{source}: {prompt}</numerusform>
        </translation>
    </message>
    <message>
        <source>No opponent can be chosen for this.</source>
        <translation>Bunun için hiçbir rakip seçilemez.</translation>
    </message>
    <message>
        <source>{source}: choose an opponent.</source>
        <translation>{source}: bir rakip seç.</translation>
    </message>
    <message>
        <source>The effect: choose an opponent.</source>
        <translation>Etki: bir rakip seç.</translation>
    </message>
    <message>
        <source>Choose {seat} ({brief})</source>
        <translation>Seç: {seat} ({brief})</translation>
    </message>
    <message>
        <source>{seat} {vp} VP</source>
        <extracomment>the rule procedures register their steps, decisions and moves in the tables when imported: these are imported for that alone (the facade calls turns, scoring, hidden and evaluation) the moves outside a decision the moves (turns.MOVES) and the decisions (decisions.DECISIONS): every kind legal_actions offers</extracomment>
        <translation>{seat} {vp} ZP</translation>
    </message>
    <message>
        <source>Game over. {verdict} ({points})</source>
        <translation>Oyun bitti. {verdict} ({points})</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {seat} to move · {points}</source>
        <translation>Tur {round}/{rounds} · Sıra: {seat} · {points}</translation>
    </message>
    <message>
        <source>attack</source>
        <comment>intrigue card kind</comment>
        <extracomment>an intrigue card&apos;s kind in words: in a sentence, and as a heading</extracomment>
        <translation>saldırı</translation>
    </message>
    <message>
        <source>Attack</source>
        <comment>intrigue card kind</comment>
        <translation>Saldırı</translation>
    </message>
    <message>
        <source>utility</source>
        <comment>intrigue card kind</comment>
        <translation>fayda</translation>
    </message>
    <message>
        <source>Utility</source>
        <comment>intrigue card kind</comment>
        <translation>Fayda</translation>
    </message>
    <message>
        <source>mandatory quest</source>
        <comment>intrigue card kind</comment>
        <translation>zorunlu görev</translation>
    </message>
    <message>
        <source>Mandatory quest</source>
        <comment>intrigue card kind</comment>
        <translation>Zorunlu görev</translation>
    </message>
    <message>
        <source>Play {card}: {text}</source>
        <translation>{card} kartını oyna: {text}</translation>
    </message>
    <message>
        <source>{seat} has no intrigue card that can be played.</source>
        <translation>{seat} oynanabilecek entrika kartına sahip değil.</translation>
    </message>
    <message>
        <source>Choose an intrigue card to play.</source>
        <translation>Oynamak için bir entrika kartı seç.</translation>
    </message>
    <message>
        <source>{seat} plays {card} ({kind}): {text}</source>
        <translation>{seat} şu kartı oynar: {card} ({kind}): {text}</translation>
    </message>
    <message>
        <source>{seat} plays the intrigue card {card} ({kind})</source>
        <translation>{seat} şu entrika kartını oynar: {card} ({kind})</translation>
    </message>
    <message>
        <source>The card says: {text}</source>
        <translation>Kartta yazan: {text}</translation>
    </message>
    <message>
        <source>Its effect is carried out now, step by step; any choice it needs is asked next. The card then goes to the intrigue discard pile (a mandatory quest goes to the chosen opponent instead).</source>
        <translation>Etkisi şimdi adım adım uygulanır; gereken her seçim ardından sorulur. Kart sonra atılan entrika kartlarına gider (zorunlu görev ise seçilen rakibe gider).</translation>
    </message>
    <message>
        <source>Its effect is carried out now, step by step; any choice it needs is asked next. The card then goes to the intrigue discard pile.</source>
        <translation>Etkisi şimdi adım adım uygulanır; gereken her seçim ardından sorulur. Kart sonra atılan entrika kartlarına gider.</translation>
    </message>
    <message>
        <source>{opp} must now complete the mandatory quest {card} ({cost} → {reward}) before any other.</source>
        <translation>{opp} artık her şeyden önce şu zorunlu görevi tamamlamalı: {card} ({cost} → {reward}).</translation>
    </message>
    <message>
        <source>Send an agent to {place}: {text}</source>
        <extracomment>an offered placement in words, by mode and whether Recover the Magister&apos;s Orb is needed: without an owner benefit for somebody else, and with one</extracomment>
        <translation>{place} alanına ajan gönder: {text}</translation>
    </message>
    <message>
        <source>Send an agent to {place} (with Recover the Magister&apos;s Orb): {text}</source>
        <translation>{place} alanına ajan gönder (Recover the Magister&apos;s Orb ile): {text}</translation>
    </message>
    <message>
        <source>Place the Ambassador on {place}: {text}</source>
        <translation>Elçiyi {place} alanına yerleştir: {text}</translation>
    </message>
    <message>
        <source>Reassign the harbor agent to {place}: {text}</source>
        <translation>Waterdeep Harbor&apos;daki ajanı {place} alanına yeniden ata: {text}</translation>
    </message>
    <message>
        <source>Assign an extra agent to {place}: {text}</source>
        <translation>{place} alanına ek ajan ata: {text}</translation>
    </message>
    <message>
        <source>Send an agent to {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>{place} alanına ajan gönder: {text} (sahip ödülünü {owner} alır: {benefit})</translation>
    </message>
    <message>
        <source>Send an agent to {place} (with Recover the Magister&apos;s Orb): {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>{place} alanına ajan gönder (Recover the Magister&apos;s Orb ile): {text} (sahip ödülünü {owner} alır: {benefit})</translation>
    </message>
    <message>
        <source>Place the Ambassador on {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Elçiyi {place} alanına yerleştir: {text} (sahip ödülünü {owner} alır: {benefit})</translation>
    </message>
    <message>
        <source>Reassign the harbor agent to {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>Waterdeep Harbor&apos;daki ajanı {place} alanına yeniden ata: {text} (sahip ödülünü {owner} alır: {benefit})</translation>
    </message>
    <message>
        <source>Assign an extra agent to {place}: {text} ({owner} gets the owner benefit: {benefit})</source>
        <translation>{place} alanına ek ajan ata: {text} (sahip ödülünü {owner} alır: {benefit})</translation>
    </message>
    <message>
        <source>A building for sale in Builder&apos;s Hall can only be visited with Obtain Builder&apos;s Plans, once a round.</source>
        <translation>Builder&apos;s Hall&apos;da satılık bir binaya yalnızca Obtain Builder&apos;s Plans ile, turda bir kez gidilebilir.</translation>
    </message>
    <message>
        <source>An agent already stands on that building.</source>
        <translation>O binada zaten bir ajan duruyor.</translation>
    </message>
    <message>
        <source>There is no action space called &apos;{place}&apos;.</source>
        <translation>&apos;{place}&apos; adında bir aksiyon alanı yok.</translation>
    </message>
    <message>
        <source>No building stands on lot {number} yet: buy one at Builder&apos;s Hall first.</source>
        <translation>{number} numaralı bina alanında henüz bina yok: önce Builder&apos;s Hall&apos;dan bir bina satın al.</translation>
    </message>
    <message>
        <source>An agent cannot be reassigned to Waterdeep Harbor.</source>
        <translation>Bir ajan Waterdeep Harbor&apos;a yeniden atanamaz.</translation>
    </message>
    <message>
        <source>An agent assigned by a card cannot go to Waterdeep Harbor.</source>
        <translation>Bir kartla atanan ajan Waterdeep Harbor&apos;a gidemez.</translation>
    </message>
    <message>
        <source>You already have an agent on that space.</source>
        <translation>O alanda zaten bir ajanın var.</translation>
    </message>
    <message>
        <source>That space is taken by the Ambassador (held by {seat}).</source>
        <translation>O alanı Elçi tutuyor (sahibi: {seat}).</translation>
    </message>
    <message>
        <source>That space is taken by {seat}.</source>
        <translation>O alanı tutan: {seat}.</translation>
    </message>
    <message>
        <source>You have no agent left in your pool this round.</source>
        <translation>Bu tur havuzunda ajan kalmadı.</translation>
    </message>
    <message>
        <source>None of the intrigue cards in your hand can be played now, so Waterdeep Harbor is closed to you.</source>
        <translation>Elindeki entrika kartlarının hiçbiri şu anda oynanamaz, bu yüzden Waterdeep Harbor sana kapalı.</translation>
    </message>
    <message>
        <source>{seat} uses Recover the Magister&apos;s Orb to join an opponent&apos;s agent there.</source>
        <translation>{seat}, Recover the Magister&apos;s Orb ile oradaki bir rakip ajanın yanına geçer.</translation>
    </message>
    <message>
        <source>{seat} places the Ambassador on {place}.</source>
        <translation>{seat} Elçiyi {place} alanına yerleştirir.</translation>
    </message>
    <message>
        <source>{seat} moves the agent from Waterdeep Harbor to {place}.</source>
        <translation>{seat} ajanını Waterdeep Harbor&apos;dan {place} alanına taşır.</translation>
    </message>
    <message>
        <source>{seat} sends an agent to {place}.</source>
        <translation>{seat}, {place} alanına bir ajan gönderir.</translation>
    </message>
    <message>
        <source>Play an intrigue card; after all agents are out this agent moves to a free space.</source>
        <translation>Bir entrika kartı oyna; tüm ajanlar yerleştikten sonra bu ajan boş bir alana geçer.</translation>
    </message>
    <message>
        <source>{seat} completes {quest} straight from Cliffwatch Inn ({plot}).</source>
        <translation>{seat}, {quest} görevini doğrudan Cliffwatch Inn&apos;den tamamlıyor ({plot}).</translation>
    </message>
    <message numerus="yes">
        <source>{quest}: choose %n adventurer(s) of any kind to pay besides {cost}.</source>
        <translation>
            <numerusform>{quest}: {cost} dışında ödenecek herhangi türden %n maceracı seç.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} completes the mandatory quest {quest}, paying {cost}; the card goes to the intrigue discard pile.</source>
        <translation>{seat} {cost} ödeyerek şu zorunlu görevi tamamlar: {quest}; kart atılan entrika kartlarına gider.</translation>
    </message>
    <message>
        <source>{seat} completes the mandatory quest {quest}</source>
        <translation>{seat} şu zorunlu görevi tamamlar: {quest}</translation>
    </message>
    <message>
        <source>Paid {cost}. Reward: {reward}</source>
        <translation>Ödenen: {cost}. Ödül: {reward}</translation>
    </message>
    <message>
        <source>Other quests can be completed again; the card goes to the intrigue discard pile.</source>
        <translation>Diğer görevler yeniden tamamlanabilir; kart atılan entrika kartlarına gider.</translation>
    </message>
    <message>
        <source>needs {cost}</source>
        <translation>gereken: {cost}</translation>
    </message>
    <message>
        <source>{seat} completes {quest} ({type}), paying {cost}: {reward}</source>
        <translation>{seat} {cost} ödeyerek şu görevi tamamlar: {quest} ({type}): {reward}</translation>
    </message>
    <message>
        <source>{seat} completes the quest {quest} ({type})</source>
        <translation>{seat} şu görevi tamamlar: {quest} ({type})</translation>
    </message>
    <message>
        <source>Paid {cost}. Reward: {reward} Plot quest: {plot}</source>
        <translation>Ödenen: {cost}. Ödül: {reward} Komplo görevi: {plot}</translation>
    </message>
    <message>
        <source>The quest goes to the completed pile; its type counts for the Lord&apos;s bonus at the final scoring. As a plot quest it stays face up and keeps working for the rest of the game.</source>
        <translation>Görev tamamlanan görevlere gider; türü final puanlamada Lord bonusu için sayılır. Komplo görevi olarak açık kalır ve oyunun geri kalanında etkisini sürdürür.</translation>
    </message>
    <message>
        <source>The quest goes to the completed pile; its type counts for the Lord&apos;s bonus at the final scoring.</source>
        <translation>Görev tamamlanan görevlere gider; türü final puanlamada Lord bonusu için sayılır.</translation>
    </message>
    <message>
        <source>{quest} is a plot quest: it stays face up — {text}</source>
        <translation>{quest} bir komplo görevi: açık kalır — {text}</translation>
    </message>
    <message>
        <source>completed at once</source>
        <translation>hemen tamamlandı</translation>
    </message>
    <message>
        <source>Take {quest}</source>
        <translation>Al: {quest}</translation>
    </message>
    <message>
        <source>{seat} gives {to} {what} ({src}).</source>
        <translation>{seat}, {to} oyuncusuna verir: {what} ({src}).</translation>
    </message>
    <message>
        <source>discard which intrigue card?</source>
        <translation>hangi entrika kartı atılsın?</translation>
    </message>
    <message>
        <source>{seat} discards the intrigue card {card}.</source>
        <translation>{seat}, {card} entrika kartını atar.</translation>
    </message>
    <message>
        <source>{seat} is rid of the mandatory quests {quests}.</source>
        <translation>{seat}, {quests} zorunlu görevlerinden kurtulur.</translation>
    </message>
    <message>
        <source>Cliffwatch Inn has no quest to take.</source>
        <translation>Cliffwatch Inn&apos;de alınacak görev yok.</translation>
    </message>
    <message>
        <source>{seat} takes every quest at Cliffwatch Inn: {quests}.</source>
        <translation>{seat}, Cliffwatch Inn&apos;deki bütün görevleri alır: {quests}.</translation>
    </message>
    <message>
        <source>{opp} has no adventurer to give back.</source>
        <translation>{opp} oyuncusunun geri verecek maceracısı yok.</translation>
    </message>
    <message numerus="yes">
        <source>{seat}, give back %n adventurer(s).</source>
        <translation>
            <numerusform>{seat}, %n maceracı geri ver.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} looks at {opp}&apos;s Lord card.</source>
        <translation>{seat}, {opp} oyuncusunun Lord kartına bakar.</translation>
    </message>
    <message>
        <source>{opp}&apos;s Lord is {lord}: {text}</source>
        <translation>{opp} oyuncusunun Lord kartı {lord}: {text}</translation>
    </message>
    <message>
        <source>{card} goes into {opp}&apos;s hand.</source>
        <translation>{card}, {opp} oyuncusunun eline geçer.</translation>
    </message>
    <message>
        <source>discard which of your quests?</source>
        <translation>görevlerinden hangisi atılsın?</translation>
    </message>
    <message>
        <source>Discard {quest}</source>
        <translation>{quest} görevini at</translation>
    </message>
    <message>
        <source>{seat} discards the quest {quest}.</source>
        <translation>{seat}, {quest} görevini atar.</translation>
    </message>
    <message>
        <source>which building from Builder&apos;s Hall goes up, free?</source>
        <translation>Builder&apos;s Hall&apos;daki hangi bina bedavaya kurulsun?</translation>
    </message>
    <message>
        <source>Build {building} free: {visit}</source>
        <translation>{building} binasını bedavaya kur: {visit}</translation>
    </message>
    <message>
        <source>No building can be pulled down now.</source>
        <translation>Şu anda yıkılabilecek bina yok.</translation>
    </message>
    <message>
        <source>Pull down {building} (yours)</source>
        <translation>{building} binasını yık (senin)</translation>
    </message>
    <message>
        <source>Pull down {building}, paying {owner} {gold} Gold</source>
        <translation>{building} binasını yık, {owner} oyuncusuna {gold} Altın öde</translation>
    </message>
    <message>
        <source>which building is pulled down?</source>
        <translation>hangi bina yıkılsın?</translation>
    </message>
    <message>
        <source>{seat} pulls down {building}: it leaves the game and lot {number} is free.</source>
        <translation>{seat}, {building} binasını yıkar: bina oyundan çıkar ve {number}. arsa boşalır.</translation>
    </message>
    <message>
        <source>{seat} pays {owner} {gold} Gold and pulls down {building}: it leaves the game and lot {number} is free.</source>
        <translation>{seat}, {owner} oyuncusuna {gold} Altın öder ve {building} binasını yıkar: bina oyundan çıkar ve {number}. arsa boşalır.</translation>
    </message>
    <message>
        <source>Take {building} from {owner}</source>
        <translation>{building} binasını {owner} oyuncusundan al</translation>
    </message>
    <message>
        <source>No opponent controls a building to take.</source>
        <translation>Hiçbir rakibin alınabilecek bir binası yok.</translation>
    </message>
    <message>
        <source>which opponent&apos;s building comes under your control?</source>
        <translation>rakiplerin hangi binası senin kontrolüne geçsin?</translation>
    </message>
    <message>
        <source>{seat} takes control of {building} from {owner}.</source>
        <translation>{seat}, {building} binasının kontrolünü {owner} oyuncusundan alır.</translation>
    </message>
    <message>
        <source>play {card} now, as it is drawn?</source>
        <translation>{card} çekildiği anda şimdi oynansın mı?</translation>
    </message>
    <message>
        <source>Keep {card} in hand</source>
        <translation>{card} kartını elinde tut</translation>
    </message>
    <message>
        <source>{seat} shows its Lord, {lord}: {text} From now on opponents&apos; attack and mandatory-quest cards pass {seat} by.</source>
        <translation>{seat} Lord kartını gösterir, {lord}: {text} Artık rakiplerin saldırı ve zorunlu görev kartları {seat} oyuncusunu etkilemez.</translation>
    </message>
    <message>
        <source>which of your mandatory quests do you pass on?</source>
        <translation>zorunlu görevlerinden hangisini devrediyorsun?</translation>
    </message>
    <message>
        <source>Pass on {quest}</source>
        <translation>{quest} görevini devret</translation>
    </message>
    <message>
        <source>{seat} passes the mandatory quest {quest} to {opp}.</source>
        <translation>{seat}, {quest} zorunlu görevini {opp} oyuncusuna devreder.</translation>
    </message>
    <message>
        <source>No opponent&apos;s agent can be moved now.</source>
        <translation>Şu anda hiçbir rakip ajanı taşınamaz.</translation>
    </message>
    <message>
        <source>whose agent do you move?</source>
        <translation>kimin ajanını taşıyorsun?</translation>
    </message>
    <message>
        <source>The Ambassador on {place}</source>
        <translation>{place} üzerindeki Elçi</translation>
    </message>
    <message>
        <source>{owner}&apos;s agent on {place}</source>
        <translation>{place} üzerindeki {owner} ajanı</translation>
    </message>
    <message>
        <source>to which free space does it go?</source>
        <translation>hangi boş alana gitsin?</translation>
    </message>
    <message>
        <source>To {place}</source>
        <translation>{place} alanına</translation>
    </message>
    <message>
        <source>{seat} moves {owner}&apos;s agent from {source} to {place}.</source>
        <translation>{seat}, {owner} ajanını {source} alanından {place} alanına taşır.</translation>
    </message>
    <message numerus="yes">
        <source>take back %n of the adventurers just spent.</source>
        <translation>
            <numerusform>az önce harcanan maceracılardan %n tanesini geri al.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take back {what}</source>
        <translation>{what} geri al</translation>
    </message>
    <message>
        <source>Choose a quest from Cliffwatch Inn.</source>
        <translation>Cliffwatch Inn&apos;den bir görev seç.</translation>
    </message>
    <message>
        <source>{seat} takes the quest {quest} from Cliffwatch Inn.</source>
        <translation>{seat} Cliffwatch Inn&apos;den şu görevi alır: {quest}.</translation>
    </message>
    <message>
        <source>a quest reward</source>
        <translation>bir görev ödülü</translation>
    </message>
    <message>
        <source>{seat} draws the quest {quest} from the deck.</source>
        <translation>{seat} desteden şu görevi çeker: {quest}.</translation>
    </message>
    <message>
        <source>Draw the top quest of the deck</source>
        <translation>Destenin en üstteki görevini çek</translation>
    </message>
    <message>
        <source>{quest} becomes one of {seat}&apos;s active quests.</source>
        <translation>{quest} artık şu oyuncunun aktif görevlerinden biri: {seat}.</translation>
    </message>
    <message>
        <source>{seat} clears Cliffwatch Inn: its quests are discarded.</source>
        <translation>{seat} Cliffwatch Inn&apos;i boşaltır: oradaki görevler atılır.</translation>
    </message>
    <message>
        <source>{seat} pays {what} ({src}).</source>
        <translation>{seat} öder: {what} ({src}).</translation>
    </message>
    <message numerus="yes">
        <source>{seat}, choose %n adventurer(s) to take.</source>
        <translation>
            <numerusform>{seat}, alınacak %n maceracı seç.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take {what}</source>
        <translation>Al: {what}</translation>
    </message>
    <message numerus="yes">
        <source>give back %n adventurer(s).</source>
        <translation>
            <numerusform>%n maceracıyı geri ver.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give back {what}</source>
        <translation>Geri ver: {what}</translation>
    </message>
    <message>
        <source>{seat} gives back {what}.</source>
        <translation>{seat} geri verir: {what}.</translation>
    </message>
    <message>
        <source>{seat} takes everything piled on {building}: {what}.</source>
        <translation>{seat}, {building} binasında biriken her şeyi alır: {what}.</translation>
    </message>
    <message>
        <source>pick one.</source>
        <translation>birini seç.</translation>
    </message>
    <message>
        <source>{opp} loses {what} ({src}).</source>
        <translation>{opp} kaybeder: {what} ({src}).</translation>
    </message>
    <message>
        <source>{opp} has no {what} to lose.</source>
        <translation>{opp} oyuncusunun kaybedecek {what} yok.</translation>
    </message>
    <message>
        <source>{seat}, give {to} {what} to score {reward}?</source>
        <translation>{seat}, {reward} kazanmak için {to} oyuncusuna {what} verilsin mi?</translation>
    </message>
    <message>
        <source>Give {to} {what} and gain {reward}</source>
        <translation>{to} oyuncusuna {what} ver ve {reward} kazan</translation>
    </message>
    <message>
        <source>Keep your {what}</source>
        <translation>{what} sende kalsın</translation>
    </message>
    <message>
        <source>{seat} declines.</source>
        <translation>{seat} reddeder.</translation>
    </message>
    <message>
        <source>{seat} gives {to} {what}.</source>
        <translation>{seat}, {to} oyuncusuna verir: {what}.</translation>
    </message>
    <message>
        <source>for helping</source>
        <translation>yardım ettiği için</translation>
    </message>
    <message>
        <source>No opponent has an adventurer to take.</source>
        <translation>Hiçbir rakibin alınacak maceracısı yok.</translation>
    </message>
    <message>
        <source>choose an opponent to take from.</source>
        <translation>alınacak bir rakip seç.</translation>
    </message>
    <message>
        <source>Take from {seat} ({brief})</source>
        <translation>Şu oyuncudan al: {seat} ({brief})</translation>
    </message>
    <message>
        <source>Choose an adventurer to take from {seat}.</source>
        <translation>{seat} oyuncusundan alınacak bir maceracı seç.</translation>
    </message>
    <message>
        <source>Take {what} from {seat}</source>
        <translation>{seat} oyuncusundan {what} al</translation>
    </message>
    <message>
        <source>{seat} takes {what} from {opp}.</source>
        <translation>{seat}, {opp} oyuncusundan {what} alır.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins; {first} has the first-player marker.</source>
        <translation>Tur {round}/{rounds} başlıyor; ilk oyuncu işareti şu oyuncuda: {first}.</translation>
    </message>
    <message>
        <source>A VP token goes onto {building} in Builder&apos;s Hall (now {vp} VP).</source>
        <translation>Builder&apos;s Hall&apos;daki {building} binasına bir ZP jetonu konur (şimdi {vp} ZP).</translation>
    </message>
    <message>
        <source>Round {round}: every player adds the agent waiting on the round track to their pool.</source>
        <translation>Tur {round}: her oyuncu tur çizelgesinde bekleyen ajanı havuzuna ekler.</translation>
    </message>
    <message>
        <source>{seat} places the Ambassador before the first player&apos;s turn.</source>
        <translation>{seat} Elçiyi ilk oyuncunun sırasından önce yerleştirir.</translation>
    </message>
    <message>
        <source>The Ambassador finds no free space and sits out the round.</source>
        <translation>Elçi boş alan bulamaz ve bu turu dışarıda geçirir.</translation>
    </message>
    <message>
        <source>{seat}&apos;s agent on Waterdeep Harbor (space {n}) is reassigned.</source>
        <translation>{seat} oyuncusunun Waterdeep Harbor&apos;daki ajanı ({n}. alan) yeniden atanır.</translation>
    </message>
    <message>
        <source>{seat}&apos;s agent on Waterdeep Harbor (space {n}) finds no free space and stays idle.</source>
        <translation>{seat} oyuncusunun Waterdeep Harbor&apos;daki ajanı ({n}. alan) boş alan bulamaz ve boşta kalır.</translation>
    </message>
    <message>
        <source>The Ambassador returns to The Palace of Waterdeep.</source>
        <translation>Elçi The Palace of Waterdeep&apos;e döner.</translation>
    </message>
    <message>
        <source>Round {round} ends: every agent returns to its pool.</source>
        <translation>Tur {round} bitiyor: her ajan havuzuna döner.</translation>
    </message>
    <message>
        <source>Player</source>
        <comment>final table</comment>
        <extracomment>the columns of the final table the desktop shows</extracomment>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <source>VP on the track</source>
        <comment>final table</comment>
        <translation>Çizelgedeki ZP</translation>
    </message>
    <message>
        <source>Adventurers</source>
        <comment>final table</comment>
        <translation>Maceracılar</translation>
    </message>
    <message>
        <source>Gold</source>
        <comment>final table</comment>
        <translation>Altın</translation>
    </message>
    <message>
        <source>VP for Gold</source>
        <comment>final table</comment>
        <translation>Altın için ZP</translation>
    </message>
    <message>
        <source>Lord</source>
        <comment>final table</comment>
        <translation>Lord</translation>
    </message>
    <message>
        <source>Lord bonus</source>
        <comment>final table</comment>
        <translation>Lord bonusu</translation>
    </message>
    <message>
        <source>Total</source>
        <comment>final table</comment>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>Corruption</source>
        <comment>final table</comment>
        <extracomment>lord_bonus by (the game&apos;s data — one per choice of modules, compared by identity — the Lord, completed quests, buildings, corruption held): the computer asks it for every seat of every position it judges.</extracomment>
        <translation>Yolsuzluk</translation>
    </message>
    <message>
        <source>VP for corruption</source>
        <comment>final table</comment>
        <translation>Yolsuzluk için ZP</translation>
    </message>
    <message>
        <source>Final scoring (VP on the track + 1 per adventurer + 1 per 2 Gold + Lord bonus = total):</source>
        <translation>Final puanlama (çizelgedeki ZP + maceracı başına 1 + 2 Altın başına 1 + Lord bonusu = toplam):</translation>
    </message>
    <message>
        <source>Final scoring (VP on the track + 1 per adventurer + 1 per 2 Gold + Lord bonus − corruption = total):</source>
        <comment>Skullport</comment>
        <translation>Son puanlama (çizelgedeki ZP + maceracı başına 1 + her 2 Altın için 1 + Lord bonusu − Yolsuzluk = toplam):</translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {track} + {adventurers} adventurers + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) − {cost} (%n corruption at {each} each) = {total} VP</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat}: {track} + {adventurers} maceracı + {gold_vp} ({gold} Altın) + {lord_vp} ({lord}) − {cost} (tanesi {each} olan %n Yolsuzluk) = {total} ZP</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: {track} + {adventurers} adventurers + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) = {total} VP</source>
        <translation>{seat}: {track} + {adventurers} maceracı + {gold_vp} ({gold} Altın) + {lord_vp} ({lord}) = {total} ZP</translation>
    </message>
    <message>
        <source>{seat}: {track} VP on the track, {adv} for adventurers, {gvp} for {gold} Gold, {lvp} from the Lord {lord} — {total} VP.</source>
        <translation>{seat}: çizelgede {track} ZP, maceracılar için {adv}, {gold} Altın için {gvp}, Lord {lord} ile {lvp} — {total} ZP.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} holds %n corruption, each costing {each} VP: {vp} VP.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat} elinde %n Yolsuzluk tutuyor, her biri {each} ZP: {vp} ZP.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names} wins with {top} VP.</source>
        <translation>{names}, {top} ZP ile kazandı.</translation>
    </message>
    <message>
        <source>{names} win with {top} VP. {tied} tie on {top} VP; the most Gold ({gold}) breaks the tie — still tied, they share the victory.</source>
        <translation>{names}, {top} ZP ile kazandı. {top} ZP ile berabere olanlar: {tied}; beraberliği en çok Altın ({gold}) bozar — yine berabere kalanlar zaferi paylaşır.</translation>
    </message>
    <message>
        <source>{names} wins with {top} VP. {tied} tie on {top} VP; the most Gold ({gold}) breaks the tie.</source>
        <translation>{names}, {top} ZP ile kazandı. {top} ZP ile berabere olanlar: {tied}; beraberliği en çok Altın ({gold}) bozar.</translation>
    </message>
    <message numerus="yes">
        <source>{a} and {b}</source>
        <comment>a list of two</comment>
        <translation>
            <numerusform>{a} ve {b}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bidding War: {quests} are revealed.</source>
        <extracomment>a special card&apos;s procedure: (state, the frame of the card&apos;s effect, events) special name -&gt; its procedure</extracomment>
        <translation>Bidding War: açılan görevler: {quests}.</translation>
    </message>
    <message>
        <source>no quest</source>
        <translation>görev yok</translation>
    </message>
    <message numerus="yes">
        <source>Reveal %n quests from the deck for Bidding War</source>
        <translation>
            <numerusform>Bidding War için desteden %n görev aç</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting with {seat}, each player keeps one and passes the rest to the left.</source>
        <translation>{seat} ile başlayarak her oyuncu birini tutar, kalanları soldakine verir.</translation>
    </message>
    <message>
        <source>Bidding War: keep one of the revealed quests.</source>
        <translation>Bidding War: açılan görevlerden birini tut.</translation>
    </message>
    <message>
        <source>Keep {quest}</source>
        <translation>Tut: {quest}</translation>
    </message>
    <message>
        <source>{seat} keeps {quest}.</source>
        <translation>{seat} şu görevi tutar: {quest}.</translation>
    </message>
    <message>
        <source>Special Assignment: name a quest type.</source>
        <translation>Special Assignment: bir görev türü belirt.</translation>
    </message>
    <message>
        <source>Name {type}</source>
        <translation>Belirt: {type}</translation>
    </message>
    <message>
        <source>no quest of that type</source>
        <translation>o türden görev yok</translation>
    </message>
    <message>
        <source>Special Assignment ({type}): {seat} reveals {n} quest(s) and keeps {quest}.</source>
        <translation>Special Assignment ({type}): {seat} {n} görev açar ve şunu tutar: {quest}.</translation>
    </message>
    <message>
        <source>Reveal quests until a {type} quest shows</source>
        <translation>Bir {type} görevi çıkana kadar görev aç</translation>
    </message>
    <message>
        <source>Discarded on the way: {names}. The {type} quest is kept.</source>
        <translation>Yol üstünde atılanlar: {names}. {type} görevi tutulur.</translation>
    </message>
    <message>
        <source>Discard {quest} and score {vp} VP</source>
        <translation>{quest} görevini at ve {vp} ZP kazan</translation>
    </message>
    <message>
        <source>Discard the mandatory quest {quest} and score {vp} VP</source>
        <translation>{quest} zorunlu görevini at ve {vp} ZP kazan</translation>
    </message>
    <message>
        <source>Keep all your quests</source>
        <translation>Tüm görevlerini tut</translation>
    </message>
    <message>
        <source>Change of Plans: discard a quest to score {vp} VP.</source>
        <translation>Change of Plans: {vp} ZP kazanmak için bir görev at.</translation>
    </message>
    <message>
        <source>{seat} keeps every quest.</source>
        <translation>{seat} tüm görevlerini tutar.</translation>
    </message>
    <message>
        <source>{seat} discards {quest}.</source>
        <translation>{seat} şu görevi atar: {quest}.</translation>
    </message>
    <message>
        <source>Give up {building}</source>
        <translation>{building} binasından vazgeç</translation>
    </message>
    <message>
        <source>Real Estate Deal: give up one of your buildings.</source>
        <translation>Real Estate Deal: binalarından birinden vazgeç.</translation>
    </message>
    <message>
        <source>{seat} gives up {building}: it leaves the game.</source>
        <translation>{seat} şu binadan vazgeçer: {building}; bina oyundan çıkar.</translation>
    </message>
    <message numerus="yes">
        <source>%n Cleric(s)</source>
        <extracomment>each resource&apos;s name, singular and plural the order resources are named in each resource&apos;s count in words, as a translatable sentence with its plural forms</extracomment>
        <translation>
            <numerusform>%n Rahip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Fighter(s)</source>
        <translation>
            <numerusform>%n Savaşçı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Rogue(s)</source>
        <translation>
            <numerusform>%n Hırsız</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wizard(s)</source>
        <translation>
            <numerusform>%n Büyücü</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Gold</source>
        <translation>
            <numerusform>%n Altın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Corruption</source>
        <comment>Skullport&apos;s tokens of corruption</comment>
        <translation>
            <numerusform>%n Yolsuzluk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a}, {rest}</source>
        <comment>a list: its first item, then the rest</comment>
        <translation>
            <numerusform>{a}, {rest}</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no resources</comment>
        <translation>hiçbir şey</translation>
    </message>
    <message numerus="yes">
        <source>%n adventurer(s) of any kind</source>
        <translation>
            <numerusform>herhangi türden %n maceracı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{cost} and %n more adventurer(s) of any kind</source>
        <translation>
            <numerusform>{cost} ve herhangi türden %n maceracı daha</numerusform>
        </translation>
    </message>
    <message>
        <source>{quest} ({type}): needs {cost}; {reward}</source>
        <translation>{quest} ({type}): gereken {cost}; {reward}</translation>
    </message>
    <message numerus="yes">
        <source>{line}
{rest}</source>
        <comment>one line, then the next ones</comment>
        <translation>
            <numerusform>{line}
{rest}</numerusform>
        </translation>
    </message>
    <message>
        <source>No space is open to you: your agent sits out the round</source>
        <extracomment>a move&apos;s procedure: (the state to change, the move, events) move kind -&gt; its procedure the placement due in each phase: (the placement mode, the Action.kind that offers it) Action.kind of a placement -&gt; its mode</extracomment>
        <translation>Sana açık alan yok: ajanın bu turu dışarıda geçirir</translation>
    </message>
    <message>
        <source>Complete {quest} ({type}): pay {cost}; {reward}</source>
        <translation>{quest} ({type}) görevini tamamla: {cost} öde; {reward}</translation>
    </message>
    <message>
        <source>Complete {quest} ({type}) straight from Cliffwatch Inn: pay {cost}; {reward}</source>
        <translation>{quest} ({type}) görevini doğrudan Cliffwatch Inn&apos;den tamamla: {cost} öde; {reward}</translation>
    </message>
    <message>
        <source>Complete the mandatory quest {quest}: pay {cost}; {reward}</source>
        <translation>{quest} zorunlu görevini tamamla: {cost} öde; {reward}</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn to decide, not {other}&apos;s.</source>
        <translation>Karar sırası {seat} oyuncusunda, {other} oyuncusunda değil.</translation>
    </message>
    <message>
        <source>First answer this: {prompt} That is not one of the choices offered.</source>
        <translation>Önce şunu yanıtla: {prompt} Bu, sunulan seçeneklerden biri değil.</translation>
    </message>
    <message>
        <source>That is not the kind of placement due now.</source>
        <translation>Şu anda sırası gelen yerleştirme türü bu değil.</translation>
    </message>
    <message>
        <source>Name the space to send the agent to.</source>
        <translation>Ajanın gönderileceği alanı belirt.</translation>
    </message>
    <message>
        <source>You must send an agent to a free space: passing is only allowed when none is open to you.</source>
        <translation>Boş bir alana ajan göndermelisin: pas geçmeye ancak hiçbir alan sana açık değilse izin var.</translation>
    </message>
    <message>
        <source>Quests are completed after placing an agent, at most one per turn.</source>
        <translation>Görevler ajan yerleştirdikten sonra tamamlanır, her sırada en fazla bir tane.</translation>
    </message>
    <message>
        <source>You must complete your mandatory quest before any other quest.</source>
        <translation>Diğer görevlerden önce zorunlu görevini tamamlamalısın.</translation>
    </message>
    <message>
        <source>That quest is not one of your active quests.</source>
        <translation>O görev aktif görevlerinden biri değil.</translation>
    </message>
    <message>
        <source>You cannot pay for that quest: it needs {cost}.</source>
        <translation>O görevin bedelini ödeyemezsin: gereken {cost}.</translation>
    </message>
    <message>
        <source>There is no action &apos;{kind}&apos; now.</source>
        <translation>Şu anda &apos;{kind}&apos; aksiyonu yok.</translation>
    </message>
    <message>
        <source>{seat} has no open space: the agent sits out the round.</source>
        <translation>{seat} için açık alan yok: ajan bu turu dışarıda geçirir.</translation>
    </message>
    <message>
        <source>Helden Mittelerdes (Heroes of Middle-earth)</source>
        <translation>Helden Mittelerdes (Orta Dünya Kahramanları)</translation>
    </message>
    <message>
        <source>War of the Ring</source>
        <translation>War of the Ring</translation>
    </message>
    <message>
        <source>Lords of Waterdeep</source>
        <translation>Lords of Waterdeep</translation>
    </message>
    <message>
        <source>Middle-earth (War of the Ring)</source>
        <translation>Orta Dünya (War of the Ring)</translation>
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
        <translation>Kül Dağları</translation>
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
        <translation>Erdiyarı</translation>
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
        <translation>Dale</translation>
    </message>
    <message>
        <source>Dead Marshes</source>
        <translation>Ölü Bataklıklar</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <translation>Gölgeli Vadi</translation>
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
        <translation>Drúadan Ormanı</translation>
    </message>
    <message>
        <source>Druwaith Iaur</source>
        <translation>Druwaith Iaur</translation>
    </message>
    <message>
        <source>Eagles&apos; Eyrie</source>
        <translation>Kartal Yuvası</translation>
    </message>
    <message>
        <source>East Harondor</source>
        <translation>Doğu Harondor</translation>
    </message>
    <message>
        <source>East Rhûn</source>
        <translation>Doğu Rhûn</translation>
    </message>
    <message>
        <source>Eastemnet</source>
        <translation>Eastemnet</translation>
    </message>
    <message>
        <source>Eastern Brown Lands</source>
        <translation>Doğu Kahverengi Topraklar</translation>
    </message>
    <message>
        <source>Eastern Emyn Muil</source>
        <translation>Doğu Emyn Muil</translation>
    </message>
    <message>
        <source>Eastern Mirkwood</source>
        <translation>Doğu Kuyutorman</translation>
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
        <translation>Etten Bozkırları</translation>
    </message>
    <message>
        <source>Evendim</source>
        <translation>Evendim</translation>
    </message>
    <message>
        <source>Fangorn</source>
        <translation>Fangorn</translation>
    </message>
    <message>
        <source>Far Harad</source>
        <translation>Uzak Harad</translation>
    </message>
    <message>
        <source>Folde</source>
        <translation>Folde</translation>
    </message>
    <message>
        <source>Fords of Bruinen</source>
        <translation>Bruinen Geçidi</translation>
    </message>
    <message>
        <source>Fords of Isen</source>
        <translation>Isen Geçitleri</translation>
    </message>
    <message>
        <source>Forlindon</source>
        <translation>Forlindon</translation>
    </message>
    <message>
        <source>Gap of Rohan</source>
        <translation>Rohan Geçidi</translation>
    </message>
    <message>
        <source>Gladden Fields</source>
        <translation>Ferah Çayırlar</translation>
    </message>
    <message>
        <source>Goblin&apos;s Gate</source>
        <translation>Goblin Kapısı</translation>
    </message>
    <message>
        <source>Gorgoroth</source>
        <translation>Gorgoroth</translation>
    </message>
    <message>
        <source>Grey Havens</source>
        <translation>Gri Limanlar</translation>
    </message>
    <message>
        <source>Harlindon</source>
        <translation>Harlindon</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Miğfer Dibi</translation>
    </message>
    <message>
        <source>High Pass</source>
        <translation>Yüksek Geçit</translation>
    </message>
    <message>
        <source>Hollin</source>
        <translation>Hollin</translation>
    </message>
    <message>
        <source>Iron Hills</source>
        <translation>Demir Tepeler</translation>
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
        <translation>Gram Dağı</translation>
    </message>
    <message>
        <source>Mount Gundabad</source>
        <translation>Gundabad Dağı</translation>
    </message>
    <message>
        <source>Narrows of the Forest</source>
        <translation>Orman Boğazı</translation>
    </message>
    <message>
        <source>Near Harad</source>
        <translation>Yakın Harad</translation>
    </message>
    <message>
        <source>Noman-Lands</source>
        <translation>Kimsesiz Topraklar</translation>
    </message>
    <message>
        <source>North Anduin Vale</source>
        <translation>Kuzey Anduin Vadisi</translation>
    </message>
    <message>
        <source>North Downs</source>
        <translation>Kuzey Bayırları</translation>
    </message>
    <message>
        <source>North Dunland</source>
        <translation>Kuzey Dunland</translation>
    </message>
    <message>
        <source>North Ered Luin</source>
        <translation>Kuzey Ered Luin</translation>
    </message>
    <message>
        <source>North Ithilien</source>
        <translation>Kuzey Ithilien</translation>
    </message>
    <message>
        <source>North Rhûn</source>
        <translation>Kuzey Rhûn</translation>
    </message>
    <message>
        <source>Northern Dorwinion</source>
        <translation>Kuzey Dorwinion</translation>
    </message>
    <message>
        <source>Northern Mirkwood</source>
        <translation>Kuzey Kuyutorman</translation>
    </message>
    <message>
        <source>Northern Rhovanion</source>
        <translation>Kuzey Rhovanion</translation>
    </message>
    <message>
        <source>Nurn</source>
        <translation>Nurn</translation>
    </message>
    <message>
        <source>Old Ford</source>
        <translation>Eski Geçit</translation>
    </message>
    <message>
        <source>Old Forest</source>
        <translation>Yaşlı Orman</translation>
    </message>
    <message>
        <source>Old Forest Road</source>
        <translation>Eski Orman Yolu</translation>
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
        <translation>Ayrıkvadi</translation>
    </message>
    <message>
        <source>South Anduin Vale</source>
        <translation>Güney Anduin Vadisi</translation>
    </message>
    <message>
        <source>South Downs</source>
        <translation>Güney Bayırları</translation>
    </message>
    <message>
        <source>South Dunland</source>
        <translation>Güney Dunland</translation>
    </message>
    <message>
        <source>South Ered Luin</source>
        <translation>Güney Ered Luin</translation>
    </message>
    <message>
        <source>South Ithilien</source>
        <translation>Güney Ithilien</translation>
    </message>
    <message>
        <source>South Rhûn</source>
        <translation>Güney Rhûn</translation>
    </message>
    <message>
        <source>Southern Dorwinion</source>
        <translation>Güney Dorwinion</translation>
    </message>
    <message>
        <source>Southern Mirkwood</source>
        <translation>Güney Kuyutorman</translation>
    </message>
    <message>
        <source>Southern Rhovanion</source>
        <translation>Güney Rhovanion</translation>
    </message>
    <message>
        <source>Tharbad</source>
        <translation>Tharbad</translation>
    </message>
    <message>
        <source>The Shire</source>
        <translation>Shire</translation>
    </message>
    <message>
        <source>Tower Hills</source>
        <translation>Kule Tepeleri</translation>
    </message>
    <message>
        <source>Trollshaws</source>
        <translation>Trol Korulukları</translation>
    </message>
    <message>
        <source>Umbar</source>
        <translation>Umbar</translation>
    </message>
    <message>
        <source>Vale of the Carnen</source>
        <translation>Carnen Vadisi</translation>
    </message>
    <message>
        <source>Vale of the Celduin</source>
        <translation>Celduin Vadisi</translation>
    </message>
    <message>
        <source>Weather Hills</source>
        <translation>Rüzgâr Tepeleri</translation>
    </message>
    <message>
        <source>West Harondor</source>
        <translation>Batı Harondor</translation>
    </message>
    <message>
        <source>Westemnet</source>
        <translation>Westemnet</translation>
    </message>
    <message>
        <source>Western Brown Lands</source>
        <translation>Batı Kahverengi Topraklar</translation>
    </message>
    <message>
        <source>Western Emyn Muil</source>
        <translation>Batı Emyn Muil</translation>
    </message>
    <message>
        <source>Western Mirkwood</source>
        <translation>Batı Kuyutorman</translation>
    </message>
    <message>
        <source>Withered Heath</source>
        <translation>Kurumuş Fundalık</translation>
    </message>
    <message>
        <source>Woodland Realm</source>
        <translation>Orman Krallığı</translation>
    </message>
    <message>
        <source>Belegaer, the Great Sea</source>
        <translation>Belegaer, Engin Deniz</translation>
    </message>
    <message>
        <source>Sea of Rhûn</source>
        <translation>Rhûn Denizi</translation>
    </message>
    <message>
        <source>Mirkwood</source>
        <translation>Kuyutorman</translation>
    </message>
    <message>
        <source>Lothlórien</source>
        <translation>Lothlórien</translation>
    </message>
    <message>
        <source>Impassable border</source>
        <translation>Geçilmez sınır</translation>
    </message>
    <message>
        <source>Misty Mountains</source>
        <translation>Dumanlı Dağlar</translation>
    </message>
    <message>
        <source>Mountains of Mordor</source>
        <translation>Mordor Dağları</translation>
    </message>
    <message>
        <source>White Mountains</source>
        <translation>Beyaz Dağlar</translation>
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
        <translation>Waterdeep, Görkemler Şehri</translation>
    </message>
    <message>
        <source>Sea Ward</source>
        <translation>Sea Ward</translation>
    </message>
    <message>
        <source>North Ward</source>
        <translation>North Ward</translation>
    </message>
    <message>
        <source>Castle Ward</source>
        <translation>Castle Ward</translation>
    </message>
    <message>
        <source>Trades Ward</source>
        <translation>Trades Ward</translation>
    </message>
    <message>
        <source>City of the Dead</source>
        <translation>City of the Dead</translation>
    </message>
    <message>
        <source>Field Ward</source>
        <translation>Field Ward</translation>
    </message>
    <message>
        <source>Dock Ward</source>
        <translation>Dock Ward</translation>
    </message>
    <message>
        <source>Southern Ward</source>
        <translation>Southern Ward</translation>
    </message>
    <message>
        <source>Field of Triumph</source>
        <translation>Field of Triumph</translation>
    </message>
    <message>
        <source>Cliffwatch Inn 1</source>
        <translation>Cliffwatch Inn 1</translation>
    </message>
    <message>
        <source>Cliffwatch Inn 2</source>
        <translation>Cliffwatch Inn 2</translation>
    </message>
    <message>
        <source>Cliffwatch Inn 3</source>
        <translation>Cliffwatch Inn 3</translation>
    </message>
    <message>
        <source>The Grinning Lion Tavern</source>
        <translation>The Grinning Lion Tavern</translation>
    </message>
    <message>
        <source>Castle Waterdeep</source>
        <translation>Castle Waterdeep</translation>
    </message>
    <message>
        <source>Blackstaff Tower</source>
        <translation>Blackstaff Tower</translation>
    </message>
    <message>
        <source>The Plinth</source>
        <translation>The Plinth</translation>
    </message>
    <message>
        <source>Aurora&apos;s Realms Shop</source>
        <translation>Aurora&apos;s Realms Shop</translation>
    </message>
    <message>
        <source>Waterdeep Harbor 1</source>
        <translation>Waterdeep Harbor 1</translation>
    </message>
    <message>
        <source>Waterdeep Harbor 2</source>
        <translation>Waterdeep Harbor 2</translation>
    </message>
    <message>
        <source>Waterdeep Harbor 3</source>
        <translation>Waterdeep Harbor 3</translation>
    </message>
    <message>
        <source>Builder&apos;s Hall</source>
        <translation>Builder&apos;s Hall</translation>
    </message>
    <message>
        <source>Lot 1</source>
        <translation>Bina alanı 1</translation>
    </message>
    <message>
        <source>Lot 2</source>
        <translation>Bina alanı 2</translation>
    </message>
    <message>
        <source>Lot 3</source>
        <translation>Bina alanı 3</translation>
    </message>
    <message>
        <source>Lot 4</source>
        <translation>Bina alanı 4</translation>
    </message>
    <message>
        <source>Lot 5</source>
        <translation>Bina alanı 5</translation>
    </message>
    <message>
        <source>Lot 6</source>
        <translation>Bina alanı 6</translation>
    </message>
    <message>
        <source>Lot 7</source>
        <translation>Bina alanı 7</translation>
    </message>
    <message>
        <source>Lot 8</source>
        <translation>Bina alanı 8</translation>
    </message>
    <message>
        <source>Lot 9</source>
        <translation>Bina alanı 9</translation>
    </message>
    <message>
        <source>Lot 10</source>
        <translation>Bina alanı 10</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Tur 1</translation>
    </message>
    <message>
        <source>Round 2</source>
        <translation>Tur 2</translation>
    </message>
    <message>
        <source>Round 3</source>
        <translation>Tur 3</translation>
    </message>
    <message>
        <source>Round 4</source>
        <translation>Tur 4</translation>
    </message>
    <message>
        <source>Round 5</source>
        <translation>Tur 5</translation>
    </message>
    <message>
        <source>Round 6</source>
        <translation>Tur 6</translation>
    </message>
    <message>
        <source>Round 7</source>
        <translation>Tur 7</translation>
    </message>
    <message>
        <source>Round 8</source>
        <translation>Tur 8</translation>
    </message>
    <message>
        <source>Quest 1</source>
        <translation>Görev 1</translation>
    </message>
    <message>
        <source>Quest 2</source>
        <translation>Görev 2</translation>
    </message>
    <message>
        <source>Quest 3</source>
        <translation>Görev 3</translation>
    </message>
    <message>
        <source>Quest 4</source>
        <translation>Görev 4</translation>
    </message>
    <message>
        <source>For sale 1</source>
        <translation>Satılık 1</translation>
    </message>
    <message>
        <source>For sale 2</source>
        <translation>Satılık 2</translation>
    </message>
    <message>
        <source>For sale 3</source>
        <translation>Satılık 3</translation>
    </message>
    <message>
        <source>Quest deck</source>
        <translation>Görev destesi</translation>
    </message>
    <message>
        <source>Quest discard</source>
        <translation>Atılan görevler</translation>
    </message>
    <message>
        <source>Intrigue deck</source>
        <translation>Entrika destesi</translation>
    </message>
    <message>
        <source>Intrigue discard</source>
        <translation>Atılan entrika kartları</translation>
    </message>
    <message>
        <source>Building stack</source>
        <translation>Bina destesi</translation>
    </message>
    <message>
        <source>Sea of Swords and Deepwater Harbor</source>
        <translation>Sea of Swords ve Deepwater Harbor</translation>
    </message>
    <message>
        <source>Cliffwatch Inn</source>
        <translation>Cliffwatch Inn</translation>
    </message>
    <message>
        <source>Waterdeep Harbor</source>
        <translation>Waterdeep Harbor</translation>
    </message>
    <message>
        <source>side panel</source>
        <translation>yan panel</translation>
    </message>
    <message>
        <source>Quests at Cliffwatch Inn</source>
        <translation>Cliffwatch Inn&apos;deki görevler</translation>
    </message>
    <message>
        <source>For sale at Builder&apos;s Hall</source>
        <translation>Builder&apos;s Hall&apos;da satılık</translation>
    </message>
    <message>
        <source>Score track (0-99)</source>
        <translation>Skor çizelgesi (0-99)</translation>
    </message>
    <message>
        <source>Central Middle-earth</source>
        <translation>Orta Dünya&apos;nın Merkezi</translation>
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
        <translation>Goblin Kenti</translation>
    </message>
    <message>
        <source>Caras Galadhon</source>
        <translation>Caras Galadhon</translation>
    </message>
    <message>
        <source>Anduin Fords</source>
        <translation>Anduin Geçitleri</translation>
    </message>
    <message>
        <source>Beorn&apos;s Hall</source>
        <translation>Beorn&apos;un Konağı</translation>
    </message>
    <message>
        <source>Woodmen&apos;s Glades</source>
        <translation>Orman Adamlarının Açıklıkları</translation>
    </message>
    <message>
        <source>Heart of Mirkwood</source>
        <translation>Kuyutorman&apos;ın Kalbi</translation>
    </message>
    <message>
        <source>Mountains of Mirkwood</source>
        <translation>Kuyutorman Dağları</translation>
    </message>
    <message>
        <source>West Guldur</source>
        <translation>Batı Guldur</translation>
    </message>
    <message>
        <source>East Bight</source>
        <translation>Doğu Girintisi</translation>
    </message>
    <message>
        <source>Rhûn</source>
        <translation>Rhûn</translation>
    </message>
    <message>
        <source>Wizard&apos;s Vale</source>
        <translation>Büyücü Vadisi</translation>
    </message>
    <message>
        <source>East Fangorn</source>
        <translation>Doğu Fangorn</translation>
    </message>
    <message>
        <source>Field of Celebrant</source>
        <translation>Celebrant Ovası</translation>
    </message>
    <message>
        <source>The Wold</source>
        <translation>Wold</translation>
    </message>
    <message>
        <source>Westfold</source>
        <translation>Westfold</translation>
    </message>
    <message>
        <source>Eastfold</source>
        <translation>Eastfold</translation>
    </message>
    <message>
        <source>Paths of the Dead</source>
        <translation>Ölüler Yolu</translation>
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
        <translation>Karakök Vadisi</translation>
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
        <translation>Kahverengi Topraklar</translation>
    </message>
    <message>
        <source>Emyn Muil</source>
        <translation>Emyn Muil</translation>
    </message>
    <message>
        <source>Noman-lands</source>
        <translation>Kimsesiz Topraklar</translation>
    </message>
    <message>
        <source>Wetwang</source>
        <translation>Islakova</translation>
    </message>
    <message>
        <source>Plains of the Easterlings</source>
        <translation>Doğulular Ovası</translation>
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
        <translation>Núrnen Kıyıları</translation>
    </message>
    <message>
        <source>Bay of Belfalas</source>
        <translation>Belfalas Körfezi</translation>
    </message>
    <message>
        <source>Sea of Núrnen</source>
        <translation>Núrnen Denizi</translation>
    </message>
    <message>
        <source>Long Lake</source>
        <translation>Uzun Göl</translation>
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
        <translation>Entçayı</translation>
    </message>
    <message>
        <source>Poros</source>
        <translation>Poros</translation>
    </message>
    <message>
        <source>MIRKWOOD</source>
        <translation>KUYUTORMAN</translation>
    </message>
    <message>
        <source>Play a card on a line</source>
        <translation>Bir hatta kart oyna</translation>
    </message>
    <message>
        <source>Put on the Ring</source>
        <translation>Yüzüğü tak</translation>
    </message>
    <message>
        <source>Skip playing cards</source>
        <translation>Kart oynamak yerine</translation>
    </message>
    <message>
        <source>Fight a foe</source>
        <translation>Düşmanla savaş</translation>
    </message>
    <message>
        <source>Call Gandalf (5 shields)</source>
        <translation>Gandalf&apos;ı çağır (5 kalkan)</translation>
    </message>
    <message>
        <source>Play a yellow card</source>
        <translation>Sarı kart oyna</translation>
    </message>
    <message>
        <source>Pay the price</source>
        <translation>Bedeli öde</translation>
    </message>
    <message>
        <source>Pay shields for help</source>
        <translation>Yardım için kalkan öde</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Kart at</translation>
    </message>
    <message>
        <source>Preparations</source>
        <translation>Hazırlık</translation>
    </message>
    <message>
        <source>Hand out the cards</source>
        <translation>Kartları dağıt</translation>
    </message>
    <message>
        <source>The Council: pass a card on</source>
        <translation>Divan: bir kart devret</translation>
    </message>
    <message>
        <source>Mount Doom</source>
        <translation>Kader Dağı</translation>
    </message>
    <message>
        <source>Travel on</source>
        <translation>Yola devam</translation>
    </message>
    <message>
        <source>Foresight: put the tiles back</source>
        <translation>Öngörü: karoları geri koy</translation>
    </message>
    <message>
        <source>Foes are coming</source>
        <translation>Düşmanlar geliyor</translation>
    </message>
    <message>
        <source>reveal event tiles</source>
        <extracomment>what the game waits for, by the kind of question</extracomment>
        <translation>olay karolarını aç</translation>
    </message>
    <message>
        <source>play cards, or draw two, or heal</source>
        <translation>kart oyna, iki kart çek ya da iyileş</translation>
    </message>
    <message>
        <source>pay the price</source>
        <translation>bedeli öde</translation>
    </message>
    <message>
        <source>pay shields for help</source>
        <translation>yardım için kalkan öde</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>kart at</translation>
    </message>
    <message>
        <source>preparations or not</source>
        <translation>hazırlık yapılsın mı</translation>
    </message>
    <message>
        <source>hand out the turned-up cards</source>
        <translation>açılan kartları dağıt</translation>
    </message>
    <message>
        <source>pass a card on</source>
        <translation>bir kart devret</translation>
    </message>
    <message>
        <source>travel on</source>
        <translation>yola devam et</translation>
    </message>
    <message>
        <source>roll to destroy the Ring</source>
        <translation>Yüzüğü yok etmek için zar at</translation>
    </message>
    <message>
        <source>cast the Ring into the fire</source>
        <translation>Yüzüğü ateşe at</translation>
    </message>
    <message>
        <source>put the tiles back</source>
        <translation>karoları geri koy</translation>
    </message>
    <message>
        <source>fight a foe first, or let the foes come</source>
        <translation>önce bir düşmanla savaş ya da düşmanların gelmesine izin ver</translation>
    </message>
    <message>
        <source>Ignore the next die roll.</source>
        <extracomment>a yellow card&apos;s power in a few words (on the card in hand)</extracomment>
        <translation>Sonraki zar atışını yok say.</translation>
    </message>
    <message>
        <source>Turn the next event aside.</source>
        <translation>Sonraki olayı savuştur.</translation>
    </message>
    <message>
        <source>No harm for missing life tokens at this board&apos;s end.</source>
        <translation>Bu tahtanın sonunda eksik can jetonları zarar vermez.</translation>
    </message>
    <message>
        <source>Draw cards until you hold six.</source>
        <translation>Elinde altı kart olana dek kart çek.</translation>
    </message>
    <message>
        <source>Heal one step.</source>
        <translation>Bir adım iyileş.</translation>
    </message>
    <message>
        <source>Heal two steps.</source>
        <translation>İki adım iyileş.</translation>
    </message>
    <message>
        <source>Defeat any one foe: drag it onto the foe.</source>
        <translation>İstediğin bir düşmanı yen: kartı düşmanın üzerine sürükle.</translation>
    </message>
    <message>
        <source>Give a card to another hobbit.</source>
        <translation>Başka bir hobbite bir kart ver.</translation>
    </message>
    <message>
        <source>Kept to the end, it counts as one more shield.</source>
        <translation>Sona kadar saklanırsa bir kalkan daha sayılır.</translation>
    </message>
    <message>
        <source>see the top three tiles</source>
        <extracomment>a Gandalf card&apos;s help in a few words (on its card)</extracomment>
        <translation>en üstteki üç karoya bak</translation>
    </message>
    <message>
        <source>move a line two spaces</source>
        <translation>bir hattı iki alan ilerlet</translation>
    </message>
    <message>
        <source>heal two steps</source>
        <translation>iki adım iyileş</translation>
    </message>
    <message>
        <source>turn the next event aside</source>
        <translation>sonraki olayı savuştur</translation>
    </message>
    <message>
        <source>draw four cards</source>
        <translation>dört kart çek</translation>
    </message>
    <message>
        <source>stop Sauron&apos;s next move</source>
        <translation>Sauron&apos;un sonraki hareketini durdur</translation>
    </message>
    <message>
        <source>the next roll shows blank</source>
        <translation>sonraki atışta zar boş gelir</translation>
    </message>
    <message>
        <source>defeat two foes</source>
        <translation>iki düşmanı yen</translation>
    </message>
    <message>
        <source>the next event is turned aside</source>
        <extracomment>what was played ahead and still waits (state.wards)</extracomment>
        <translation>sonraki olay savuşturulur</translation>
    </message>
    <message>
        <source>the next die roll is ignored</source>
        <translation>sonraki zar atışı yok sayılır</translation>
    </message>
    <message>
        <source>Sauron&apos;s next move is stopped</source>
        <translation>Sauron&apos;un sonraki hareketi durdurulur</translation>
    </message>
    <message>
        <source>no harm for missing life tokens</source>
        <translation>eksik can jetonları zarar vermez</translation>
    </message>
    <message>
        <source>Sam faces the next event with the die</source>
        <translation>Sam sonraki olayı zarla karşılar</translation>
    </message>
    <message>
        <source>a shield</source>
        <extracomment>the reward of a line&apos;s space, for its tooltip</extracomment>
        <translation>bir kalkan</translation>
    </message>
    <message>
        <source>a big shield</source>
        <translation>bir büyük kalkan</translation>
    </message>
    <message>
        <source>a ring token</source>
        <translation>bir yüzük jetonu</translation>
    </message>
    <message>
        <source>a heart token</source>
        <translation>bir kalp jetonu</translation>
    </message>
    <message>
        <source>a sun token</source>
        <translation>bir güneş jetonu</translation>
    </message>
    <message>
        <source>roll the die</source>
        <translation>zar at</translation>
    </message>
    <message>
        <source>heal one step</source>
        <translation>bir adım iyileş</translation>
    </message>
    <message>
        <source>two foes appear</source>
        <translation>iki düşman ortaya çıkar</translation>
    </message>
    <message>
        <source>Elven Cloaks</source>
        <translation>Elf Pelerinleri</translation>
    </message>
    <message>
        <source>It Is a Gift</source>
        <translation>Bu Bir Armağan</translation>
    </message>
    <message>
        <source>the defender is in the Fellowship&apos;s region</source>
        <translation>savunan ordu Kardeşliğin bölgesinde</translation>
    </message>
    <message>
        <source>Elven Rope</source>
        <translation>Elf İpi</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Galadriel&apos;in Şişesi</translation>
    </message>
    <message>
        <source>Sméagol Helps Nice Master</source>
        <translation>Sméagol İyi Efendiye Yardım Eder</translation>
    </message>
    <message>
        <source>Mithril Coat and Sting</source>
        <translation>Mithril Zırh ve Sting</translation>
    </message>
    <message>
        <source>Blade of Westernesse</source>
        <translation>Batı Diyarı Kılıcı</translation>
    </message>
    <message>
        <source>a hobbit is in the battle</source>
        <translation>muharebede bir hobbit var</translation>
    </message>
    <message>
        <source>Axe and Bow</source>
        <translation>Balta ve Yay</translation>
    </message>
    <message>
        <source>Mighty Attack</source>
        <translation>Güçlü Saldırı</translation>
    </message>
    <message>
        <source>Gimli or Legolas is in the Fellowship</source>
        <translation>Gimli veya Legolas Kardeşlikte</translation>
    </message>
    <message>
        <source>a companion is in the battle</source>
        <translation>muharebede bir Yoldaş var</translation>
    </message>
    <message>
        <source>Horn of Gondor</source>
        <translation>Gondor Borusu</translation>
    </message>
    <message>
        <source>Boromir is in the Fellowship</source>
        <translation>Boromir Kardeşlikte</translation>
    </message>
    <message>
        <source>Wizard&apos;s Staff</source>
        <translation>Büyücünün Asası</translation>
    </message>
    <message>
        <source>Servant of the Secret Fire</source>
        <translation>Gizli Ateşin Hizmetkarı</translation>
    </message>
    <message>
        <source>Gandalf the Grey is in the Fellowship</source>
        <translation>Gandalf Gri Kardeşlikte</translation>
    </message>
    <message>
        <source>Gandalf is in the battle</source>
        <translation>Gandalf muharebede</translation>
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
        <translation>Kır Bacak veya Aragorn muharebede</translation>
    </message>
    <message>
        <source>There Is Another Way</source>
        <translation>Başka Bir Yol Var</translation>
    </message>
    <message>
        <source>Heroic Death</source>
        <translation>Kahramanca Ölüm</translation>
    </message>
    <message>
        <source>a Free Peoples leader or a companion is in the battle</source>
        <translation>muharebede bir Serbest Halklar lideri veya bir Yoldaş var</translation>
    </message>
    <message>
        <source>I Will Go Alone</source>
        <translation>Yalnız Gideceğim</translation>
    </message>
    <message>
        <source>Daring Defiance</source>
        <translation>Gözü Pek Meydan Okuma</translation>
    </message>
    <message>
        <source>the Fellowship still has a companion</source>
        <translation>Kardeşlikte hâlâ bir Yoldaş var</translation>
    </message>
    <message>
        <source>Bilbo&apos;s Song</source>
        <translation>Bilbo&apos;nun Şarkısı</translation>
    </message>
    <message>
        <source>Fateful Strike</source>
        <translation>Kader Darbesi</translation>
    </message>
    <message>
        <source>Mirror of Galadriel</source>
        <translation>Galadriel&apos;in Aynası</translation>
    </message>
    <message>
        <source>Challenge of the King</source>
        <translation>Kralın Meydan Okuması</translation>
    </message>
    <message>
        <source>Sudden Strike</source>
        <translation>Ani Darbe</translation>
    </message>
    <message>
        <source>Strider or Aragorn is with a Free Peoples army in a Gondor or Rohan region</source>
        <translation>Kır Bacak veya Aragorn, bir Gondor ya da Rohan bölgesinde bir Serbest Halklar ordusuyla birlikte</translation>
    </message>
    <message>
        <source>Gwaihir the Windlord</source>
        <translation>Rüzgârların Efendisi Gwaihir</translation>
    </message>
    <message>
        <source>We Prove the Swifter</source>
        <translation>Daha Hızlı Olan Biziz</translation>
    </message>
    <message>
        <source>There and Back Again</source>
        <translation>Gidiş ve Dönüş</translation>
    </message>
    <message>
        <source>Brave Stand</source>
        <translation>Yiğit Direniş</translation>
    </message>
    <message>
        <source>The Eagles are Coming!</source>
        <translation>Kartallar Geliyor!</translation>
    </message>
    <message>
        <source>a Free Peoples army with a companion is in or next to the region of a Shadow army with Nazgûl</source>
        <translation>Yoldaş içeren bir Serbest Halklar ordusu, Nazgûl içeren bir Gölge ordusuyla aynı ya da komşu bölgede</translation>
    </message>
    <message>
        <source>The Ents Awake: Treebeard</source>
        <translation>Entler Uyanıyor: Ağaçsakal</translation>
    </message>
    <message>
        <source>Ents&apos; Rage</source>
        <translation>Entlerin Öfkesi</translation>
    </message>
    <message>
        <source>Gandalf the White is in play and a companion is in Fangorn</source>
        <translation>Gandalf Beyaz oyunda ve bir Yoldaş Fangorn&apos;da</translation>
    </message>
    <message>
        <source>the defender is in a Rohan region, Fangorn or Orthanc</source>
        <translation>savunan ordu bir Rohan bölgesinde, Fangorn&apos;da veya Orthanc&apos;ta</translation>
    </message>
    <message>
        <source>The Ents Awake: Huorns</source>
        <translation>Entler Uyanıyor: Huornlar</translation>
    </message>
    <message>
        <source>Huorn-dark</source>
        <translation>Huorn Karanlığı</translation>
    </message>
    <message>
        <source>The Ents Awake: Entmoot</source>
        <translation>Entler Uyanıyor: Ent Meclisi</translation>
    </message>
    <message>
        <source>Nameless Wood</source>
        <translation>Adsız Orman</translation>
    </message>
    <message>
        <source>Dead Men of Dunharrow</source>
        <translation>Dunharrow&apos;un Ölüleri</translation>
    </message>
    <message>
        <source>Strider or Aragorn is in a Rohan region (a besieged stronghold counts)</source>
        <translation>Kır Bacak veya Aragorn bir Rohan bölgesinde (kuşatma altındaki bir kale de sayılır)</translation>
    </message>
    <message>
        <source>House of the Stewards</source>
        <translation>Vekilharçlar Hanesi</translation>
    </message>
    <message>
        <source>Boromir is in a Gondor region</source>
        <translation>Boromir bir Gondor bölgesinde</translation>
    </message>
    <message>
        <source>The Grey Company</source>
        <translation>Gri Bölük</translation>
    </message>
    <message>
        <source>Strider or Aragorn is with a Free Peoples army</source>
        <translation>Kır Bacak veya Aragorn bir Serbest Halklar ordusuyla birlikte</translation>
    </message>
    <message>
        <source>The Last Battle</source>
        <translation>Son Muharebe</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Gün Işığı</translation>
    </message>
    <message>
        <source>Aragorn is with a Free Peoples army outside every Free Peoples nation</source>
        <translation>Aragorn, tüm Serbest Halklar uluslarının dışında bir Serbest Halklar ordusuyla birlikte</translation>
    </message>
    <message>
        <source>A Power too Great</source>
        <translation>Fazlasıyla Büyük Bir Güç</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>Aman Yok</translation>
    </message>
    <message>
        <source>The Power of Tom Bombadil</source>
        <translation>Tom Bombadil&apos;in Gücü</translation>
    </message>
    <message>
        <source>Advantageous Position</source>
        <translation>Avantajlı Mevzi</translation>
    </message>
    <message>
        <source>the defender is inside a Free Peoples nation</source>
        <translation>savunan ordu bir Serbest Halklar ulusunun topraklarında</translation>
    </message>
    <message>
        <source>Book of Mazarbul</source>
        <translation>Mazarbul Kitabı</translation>
    </message>
    <message>
        <source>The Spirit of Mordor</source>
        <translation>Mordor&apos;un Ruhu</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Keşifçiler</translation>
    </message>
    <message>
        <source>the Free Peoples army defends in a field battle</source>
        <translation>Serbest Halklar ordusu açık savaşta savunuyor</translation>
    </message>
    <message>
        <source>Faramir&apos;s Rangers</source>
        <translation>Faramir&apos;in Kolcuları</translation>
    </message>
    <message>
        <source>Shield-wall</source>
        <translation>Kalkan Duvarı</translation>
    </message>
    <message>
        <source>Fear! Fire! Foes!</source>
        <translation>Korku! Ateş! Düşman!</translation>
    </message>
    <message>
        <source>Wisdom of Elrond</source>
        <translation>Elrond&apos;un Bilgeliği</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>Kargaşa</translation>
    </message>
    <message>
        <source>The Red Arrow</source>
        <translation>Kızıl Ok</translation>
    </message>
    <message>
        <source>Gondor is active</source>
        <translation>Gondor aktif</translation>
    </message>
    <message>
        <source>Help Unlooked For</source>
        <translation>Umulmadık Yardım</translation>
    </message>
    <message>
        <source>Paths of the Woses</source>
        <translation>Woseların Yolları</translation>
    </message>
    <message>
        <source>Rohan is at war</source>
        <translation>Rohan savaşta</translation>
    </message>
    <message>
        <source>Through a Day and a Night</source>
        <translation>Bir Gün ve Bir Gece Boyunca</translation>
    </message>
    <message>
        <source>targets a Free Peoples army with a companion</source>
        <translation>hedef, Yoldaş içeren bir Serbest Halklar ordusu</translation>
    </message>
    <message>
        <source>Círdan&apos;s Ships</source>
        <translation>Círdan&apos;ın Gemileri</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Konuşlanma</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Öncelik</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Atış</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Dövüş</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Hücum</translation>
    </message>
    <message>
        <source>Place a figure</source>
        <translation>Figür yerleştir</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Atla</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Dön</translation>
    </message>
    <message>
        <source>End the move phase</source>
        <translation>Hareket aşamasını bitir</translation>
    </message>
    <message>
        <source>End the shoot phase</source>
        <translation>Atış aşamasını bitir</translation>
    </message>
    <message>
        <source>After the fight</source>
        <translation>Dövüşten sonra</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>zırhsız</translation>
    </message>
    <message>
        <source>light armour</source>
        <translation>hafif zırh</translation>
    </message>
    <message>
        <source>heavy armour</source>
        <translation>ağır zırh</translation>
    </message>
    <message>
        <source>heavy armour and a shield-wall</source>
        <translation>karma zırh (ağır zırh ve kalkan duvarı)</translation>
    </message>
    <message>
        <source>on foot</source>
        <translation>piyade</translation>
    </message>
    <message>
        <source>small</source>
        <translation>küçük</translation>
    </message>
    <message>
        <source>large</source>
        <translation>büyük</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>atlı</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>açık arazi</translation>
    </message>
    <message>
        <source>difficult ground: every centimetre counts double</source>
        <translation>zorlu arazi: her santimetre iki kat sayılır</translation>
    </message>
    <message>
        <source>an obstacle {h} cm high</source>
        <translation>{h} cm yüksekliğinde bir engel</translation>
    </message>
    <message>
        <source>impassable: nobody enters it</source>
        <translation>geçilmez: oraya kimse giremez</translation>
    </message>
    <message>
        <source>{p}%</source>
        <comment>a chance in percent</comment>
        <translation>%{p}</translation>
    </message>
    <message>
        <source>Deployment zone</source>
        <translation>Konuşlanma bölgesi</translation>
    </message>
    <message>
        <source>The heirloom</source>
        <translation>Yadigâr</translation>
    </message>
    <message>
        <source>The ford</source>
        <translation>Geçit</translation>
    </message>
    <message>
        <source>Waiting to be placed</source>
        <translation>Yerleştirilmeyi bekleyenler</translation>
    </message>
    <message>
        <source>The fallen</source>
        <translation>Düşenler</translation>
    </message>
    <message>
        <source>High ground: a figure up here stands higher than one below.</source>
        <translation>Yüksek zemin: burada duran figür, aşağıdakinden daha yüksekte durur.</translation>
    </message>
    <message>
        <source>Blocks sight: a target behind it is in cover.</source>
        <translation>Görüşü kapatır: arkasındaki hedef siperdedir.</translation>
    </message>
    <message>
        <source>Move {m} cm · Fight {f} · Strength {s} · Defence {d} · Courage {c}</source>
        <translation>Hareket {m} cm · Dövüş {f} · Kuvvet {s} · Dayanım {d} · Moral {c}</translation>
    </message>
    <message>
        <source>Shoot {n}+</source>
        <translation>Atış {n}+</translation>
    </message>
    <message>
        <source>Defence against shots {a}, in a fight {b}</source>
        <translation>Dayanım: atışlara karşı {a}, dövüşte {b}</translation>
    </message>
    <message>
        <source>{weapon}: range {r} cm, Strength {s}</source>
        <translation>{weapon}: erim {r} cm, Kuvvet {s}</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>düştü</translation>
    </message>
    <message>
        <source>cowed: lying down until it rallies</source>
        <translation>sinmiş: toparlanana kadar yüzüstü yatıyor</translation>
    </message>
    <message>
        <source>ran this turn</source>
        <translation>bu tur koştu</translation>
    </message>
    <message>
        <source>ran last turn: may not run again now</source>
        <translation>geçen tur koştu: şimdi yeniden koşamaz</translation>
    </message>
    <message>
        <source>carries the heirloom</source>
        <translation>yadigârı taşıyor</translation>
    </message>
    <message>
        <source>has moved</source>
        <translation>hareket etti</translation>
    </message>
    <message>
        <source>{name} is in a fight with {foe} and must stay to fight it.</source>
        <translation>{name}, {foe} ile dövüşte; yerinde kalıp dövüşmeli.</translation>
    </message>
    <message>
        <source>{name} has no enemy in sight and in range.</source>
        <translation>{name} için görüşte ve erimde düşman yok.</translation>
    </message>
    <message>
        <source>Drop the shooter on the enemy it shoots at.</source>
        <translation>Atıcıyı, atış yapacağı düşmanın üzerine bırak.</translation>
    </message>
    <message>
        <source>{name} has no fight still to be fought this turn.</source>
        <translation>{name} için bu tur yapılacak dövüş kalmadı.</translation>
    </message>
    <message>
        <source>That fight is not waiting now.</source>
        <translation>O dövüş şu anda sırada değil.</translation>
    </message>
    <message>
        <source>Nothing is moved in this phase.</source>
        <translation>Bu aşamada hiçbir şey hareket ettirilmez.</translation>
    </message>
    <message>
        <source>{d} cm</source>
        <translation>{d} cm</translation>
    </message>
    <message>
        <source>Place {name} here</source>
        <translation>{name} figürünü buraya yerleştir</translation>
    </message>
    <message>
        <source>Drop {name} on the enemy to shoot at.</source>
        <translation>{name} figürünü, atış yapacağı düşmanın üzerine bırak.</translation>
    </message>
    <message>
        <source>Fight {target}: {name} wins and wounds {p}, is wounded {q}</source>
        <translation>{target} ile dövüş: {name} kazanıp yaralar {p}, yaralanır {q}</translation>
    </message>
    <message>
        <source>{name}: {cost} of {limit} cm, {left} cm left</source>
        <translation>{name}: {cost}/{limit} cm, {left} cm kaldı</translation>
    </message>
    <message>
        <source>{name} runs: {cost} of {limit} cm
no shooting or charging after a run</source>
        <translation>{name} koşuyor: {cost}/{limit} cm
koştuktan sonra atış ya da hücum yok</translation>
    </message>
    <message>
        <source>Jump {obstacle}: {fail} fails and ends the turn, a 6 crosses and goes on; otherwise it crosses and stops
{p} to cross</source>
        <translation>{obstacle} engelini atla: {fail} başarısız olur ve turu bitirir, 6 aşar ve devam eder; diğer sonuçlar aşar ve durur
aşma olasılığı {p}</translation>
    </message>
    <message>
        <source>{name} cannot get there.</source>
        <translation>{name} oraya gidemez.</translation>
    </message>
    <message>
        <source>{target} is out of reach: the charge would fail and {name} would do nothing more this turn</source>
        <translation>{target} erişilemeyecek kadar uzakta: hücum başarısız olur ve {name} bu tur başka hiçbir şey yapamaz</translation>
    </message>
    <message>
        <source>Charge {target}: {cost} of {limit} cm
in the fight: wins and wounds {p}, is wounded {q}</source>
        <translation>{target} figürüne hücum: {cost}/{limit} cm
dövüşte: kazanıp yaralar {p}, yaralanır {q}</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>etken yok</translation>
    </message>
    <message>
        <source>a desperate shot: a natural 6 to hit and a natural 6 to wound ({p})</source>
        <translation>umutsuz atış: isabet için zarda 6, yaralamak için zarda 6 ({p})</translation>
    </message>
    <message>
        <source>to hit {h}+ ({p}), to wound {w}+ ({q})</source>
        <translation>isabet {h}+ ({p}), yaralama {w}+ ({q})</translation>
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
        <translation>Tur {n}/{m}</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figürler</translation>
    </message>
    <message>
        <source>{n} of {m} standing</source>
        <translation>{n}/{m} masada</translation>
    </message>
    <message>
        <source>Cowed</source>
        <translation>Sinmiş</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Bozgun</translation>
    </message>
    <message>
        <source>after {n} fallen</source>
        <translation>{n} figür düşünce</translation>
    </message>
    <message>
        <source>In the ford</source>
        <translation>Geçitte</translation>
    </message>
    <message>
        <source>carried by {name}</source>
        <translation>taşıyan: {name}</translation>
    </message>
    <message>
        <source>acts first this turn</source>
        <translation>bu tur önce davranır</translation>
    </message>
    <message>
        <source>Out of reach (the charge would fail)</source>
        <translation>Menzil dışında (hücum başarısız olur)</translation>
    </message>
    <message>
        <source>the Elves are at war</source>
        <translation>Elfler savaşta</translation>
    </message>
    <message>
        <source>a Free Peoples elite is in the battle</source>
        <translation>muharebede bir Serbest Halklar elit birimi var</translation>
    </message>
    <message>
        <source>Guards of the Citadel</source>
        <translation>Hisar Muhafızları</translation>
    </message>
    <message>
        <source>Celeborn&apos;s Galadhrim</source>
        <translation>Celeborn&apos;un Galadhrim&apos;i</translation>
    </message>
    <message>
        <source>Riders of Théoden</source>
        <translation>Théoden&apos;in Süvarileri</translation>
    </message>
    <message>
        <source>Grimbeorn the Old, Son of Beorn</source>
        <translation>Beorn&apos;un Oğlu Yaşlı Grimbeorn</translation>
    </message>
    <message>
        <source>Imrahil of Dol Amroth</source>
        <translation>Dol Amroth&apos;lu Imrahil</translation>
    </message>
    <message>
        <source>King Brand&apos;s Men</source>
        <translation>Kral Brand&apos;in Adamları</translation>
    </message>
    <message>
        <source>Swords in Eriador</source>
        <translation>Eriador&apos;da Kılıçlar</translation>
    </message>
    <message>
        <source>Kindred of Glorfindel</source>
        <translation>Glorfindel&apos;in Soydaşları</translation>
    </message>
    <message>
        <source>Dáin Ironfoot&apos;s Guard</source>
        <translation>Demirayak Dáin&apos;in Muhafızları</translation>
    </message>
    <message>
        <source>Valour</source>
        <translation>Yiğitlik</translation>
    </message>
    <message>
        <source>Éomer, Son of Éomund</source>
        <translation>Éomund Oğlu Éomer</translation>
    </message>
    <message>
        <source>Thranduil&apos;s Archers</source>
        <translation>Thranduil&apos;in Okçuları</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Shelob&apos;un İni</translation>
    </message>
    <message>
        <source>One for the Dark Lord</source>
        <translation>Biri Kara Efendi&apos;ye</translation>
    </message>
    <message>
        <source>The Ring is Mine!</source>
        <translation>Yüzük Benim!</translation>
    </message>
    <message>
        <source>On, On They Went</source>
        <translation>Durmadan Yürüdüler</translation>
    </message>
    <message>
        <source>Give it to Uss!</source>
        <translation>Onu Bise Ver!</translation>
    </message>
    <message>
        <source>Orc Patrol</source>
        <translation>Ork Devriyesi</translation>
    </message>
    <message>
        <source>Cruel as Death</source>
        <translation>Ölüm Kadar Acımasız</translation>
    </message>
    <message>
        <source>the Fellowship is not in a region with a Free Peoples settlement</source>
        <translation>Kardeşlik, Serbest Halklar yerleşimi olan bir bölgede değil</translation>
    </message>
    <message>
        <source>the Nazgûl in the battle give leadership 2 or more</source>
        <translation>muharebedeki Nazgûl en az 2 liderlik sağlıyor</translation>
    </message>
    <message>
        <source>Isildur&apos;s Bane</source>
        <translation>Isildur&apos;un Belası</translation>
    </message>
    <message>
        <source>Foul Thing from the Deep</source>
        <translation>Derinlerden Gelen Kötü Şey</translation>
    </message>
    <message>
        <source>They Are Terrible</source>
        <translation>Korkunçlar</translation>
    </message>
    <message>
        <source>the Nazgûl in the battle give leadership 1 or more</source>
        <translation>muharebedeki Nazgûl en az 1 liderlik sağlıyor</translation>
    </message>
    <message>
        <source>Candles of Corpses</source>
        <translation>Ölü Mumları</translation>
    </message>
    <message>
        <source>Dread and Despair</source>
        <translation>Dehşet ve Umutsuzluk</translation>
    </message>
    <message>
        <source>The Nazgûl Strike!</source>
        <translation>Nazgûl Saldırıyor!</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Kara Soluk</translation>
    </message>
    <message>
        <source>the Fellowship&apos;s progress is 1 or more</source>
        <translation>Kardeşliğin ilerlemesi en az 1</translation>
    </message>
    <message>
        <source>a Nazgûl is in the battle</source>
        <translation>muharebede bir Nazgûl var</translation>
    </message>
    <message>
        <source>Nazgûl Search</source>
        <translation>Nazgûl Arayışı</translation>
    </message>
    <message>
        <source>Foul Stench</source>
        <translation>İğrenç Koku</translation>
    </message>
    <message>
        <source>Cruel Weather</source>
        <translation>Acımasız Hava</translation>
    </message>
    <message>
        <source>Morgul Wound</source>
        <translation>Morgul Yarası</translation>
    </message>
    <message>
        <source>the Fellowship is revealed</source>
        <translation>Kardeşlik açık</translation>
    </message>
    <message>
        <source>Lure of the Ring</source>
        <translation>Yüzüğün Cazibesi</translation>
    </message>
    <message>
        <source>The Breaking of the Fellowship</source>
        <translation>Kardeşliğin Dağılması</translation>
    </message>
    <message>
        <source>Worn with Sorrow and Toil</source>
        <translation>Keder ve Zahmetle Yıpranmış</translation>
    </message>
    <message>
        <source>Words of Power</source>
        <translation>Kudret Sözleri</translation>
    </message>
    <message>
        <source>Flocks of Crebain</source>
        <translation>Crebain Sürüleri</translation>
    </message>
    <message>
        <source>Balrog of Moria</source>
        <translation>Moria Balrogu</translation>
    </message>
    <message>
        <source>Durin&apos;s Bane</source>
        <translation>Durin&apos;in Belası</translation>
    </message>
    <message>
        <source>the defender is at most two regions from Moria</source>
        <translation>savunan ordu Moria&apos;ya en fazla iki bölge uzaklıkta</translation>
    </message>
    <message>
        <source>The Lidless Eye</source>
        <translation>Kapaksız Göz</translation>
    </message>
    <message>
        <source>Dreadful Spells</source>
        <translation>Korkunç Büyüler</translation>
    </message>
    <message>
        <source>Devilry of Orthanc</source>
        <translation>Orthanc&apos;ın Şeytanlığı</translation>
    </message>
    <message>
        <source>a Shadow army with Nazgûl is in or next to the region of a Free Peoples army</source>
        <translation>Nazgûl içeren bir Gölge ordusu, bir Serbest Halklar ordusuyla aynı ya da komşu bölgede</translation>
    </message>
    <message>
        <source>an Isengard unit is in the battle and the defender is in a stronghold</source>
        <translation>muharebede bir Isengard birimi var ve savunan ordu bir kalede</translation>
    </message>
    <message>
        <source>Grond, Hammer of the Underworld</source>
        <translation>Yeraltının Çekici Grond</translation>
    </message>
    <message>
        <source>the Witch-king is in play, with a Shadow army besieging a stronghold</source>
        <translation>Cadı Kral oyunda ve bir kaleyi kuşatan bir Gölge ordusuyla birlikte</translation>
    </message>
    <message>
        <source>The Palantír of Orthanc</source>
        <translation>Orthanc Palantírı</translation>
    </message>
    <message>
        <source>Saruman is in play</source>
        <translation>Saruman oyunda</translation>
    </message>
    <message>
        <source>Wormtongue</source>
        <translation>Solucandil</translation>
    </message>
    <message>
        <source>The Ringwraiths Are Abroad</source>
        <translation>Yüzük Hayaletleri Dolaşıyor</translation>
    </message>
    <message>
        <source>The Black Captain Commands</source>
        <translation>Kara Kumandan Buyuruyor</translation>
    </message>
    <message>
        <source>the Witch-king is in play</source>
        <translation>Cadı Kral oyunda</translation>
    </message>
    <message>
        <source>Return to Valinor</source>
        <translation>Valinor&apos;a Dönüş</translation>
    </message>
    <message>
        <source>Deadly Strife</source>
        <translation>Ölümcül Çekişme</translation>
    </message>
    <message>
        <source>the Shadow holds an Elven stronghold</source>
        <translation>Gölge bir Elf kalesini elinde tutuyor</translation>
    </message>
    <message>
        <source>The Fighting Uruk-hai</source>
        <translation>Savaşçı Uruk-hai</translation>
    </message>
    <message>
        <source>Onslaught</source>
        <translation>Taarruz</translation>
    </message>
    <message>
        <source>Saruman is in play and an army with an Isengard unit is besieging a stronghold</source>
        <translation>Saruman oyunda ve Isengard birimi içeren bir ordu bir kaleyi kuşatıyor</translation>
    </message>
    <message>
        <source>Denethor&apos;s Folly</source>
        <translation>Denethor&apos;un Deliliği</translation>
    </message>
    <message>
        <source>a Shadow army besieges Minas Tirith</source>
        <translation>bir Gölge ordusu Minas Tirith&apos;i kuşatıyor</translation>
    </message>
    <message>
        <source>The Day Without Dawn</source>
        <translation>Şafaksız Gün</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <translation>Amansız Saldırı</translation>
    </message>
    <message>
        <source>every Shadow nation is at war</source>
        <translation>tüm Gölge ulusları savaşta</translation>
    </message>
    <message>
        <source>Threats and Promises</source>
        <translation>Tehditler ve Vaatler</translation>
    </message>
    <message>
        <source>Stormcrow</source>
        <translation>Fırtınakargası</translation>
    </message>
    <message>
        <source>Great Host</source>
        <translation>Büyük Ordu</translation>
    </message>
    <message>
        <source>the Fellowship or a companion is inside a Free Peoples nation that is not at war</source>
        <translation>Kardeşlik ya da bir Yoldaş, savaşta olmayan bir Serbest Halklar ulusunun topraklarında</translation>
    </message>
    <message>
        <source>Shadows Gather</source>
        <translation>Gölgeler Toplanıyor</translation>
    </message>
    <message>
        <source>Mûmakil</source>
        <translation>Mûmakil</translation>
    </message>
    <message>
        <source>a Southrons &amp; Easterlings elite is in the battle</source>
        <translation>muharebede bir Güneyliler ve Doğulular elit birimi var</translation>
    </message>
    <message>
        <source>The Shadow Lengthens</source>
        <translation>Gölge Uzuyor</translation>
    </message>
    <message>
        <source>The Shadow is Moving</source>
        <translation>Gölge Harekete Geçiyor</translation>
    </message>
    <message>
        <source>Swarm of Bats</source>
        <translation>Yarasa Sürüsü</translation>
    </message>
    <message>
        <source>Corsairs of Umbar</source>
        <translation>Umbar Korsanları</translation>
    </message>
    <message>
        <source>the Southrons &amp; Easterlings are at war</source>
        <translation>Güneyliler ve Doğulular savaşta</translation>
    </message>
    <message>
        <source>Rage of the Dunlendings</source>
        <translation>Dunlandlıların Öfkesi</translation>
    </message>
    <message>
        <source>Isengard is at war</source>
        <translation>Isengard savaşta</translation>
    </message>
    <message>
        <source>Return of the Witch-king</source>
        <translation>Cadı Kral&apos;ın Dönüşü</translation>
    </message>
    <message>
        <source>Half-orcs and Goblin-men</source>
        <translation>Yarı Orklar ve Goblin İnsanlar</translation>
    </message>
    <message>
        <source>We Come to Kill</source>
        <translation>Öldürmeye Geldik</translation>
    </message>
    <message>
        <source>a Shadow elite is in the battle</source>
        <translation>muharebede bir Gölge elit birimi var</translation>
    </message>
    <message>
        <source>Olog-hai</source>
        <translation>Olog-hai</translation>
    </message>
    <message>
        <source>Sauron is at war</source>
        <translation>Sauron savaşta</translation>
    </message>
    <message>
        <source>Hill-trolls</source>
        <translation>Tepe Trolleri</translation>
    </message>
    <message>
        <source>A New Power is Rising</source>
        <translation>Yeni Bir Güç Yükseliyor</translation>
    </message>
    <message>
        <source>Many Kings to the Service of Mordor</source>
        <translation>Mordor&apos;un Hizmetinde Nice Kral</translation>
    </message>
    <message>
        <source>The King is Revealed</source>
        <translation>Kral Ortaya Çıkıyor</translation>
    </message>
    <message>
        <source>Aragorn is in play</source>
        <translation>Aragorn oyunda</translation>
    </message>
    <message>
        <source>Shadows on the Misty Mountains</source>
        <translation>Dumanlı Dağlar&apos;da Gölgeler</translation>
    </message>
    <message>
        <source>Orcs Multiplying Again</source>
        <translation>Orklar Yeniden Çoğalıyor</translation>
    </message>
    <message>
        <source>Horde from the East</source>
        <translation>Doğu&apos;dan Gelen Sürü</translation>
    </message>
    <message>
        <source>Monsters Roused</source>
        <translation>Uyanan Canavarlar</translation>
    </message>
    <message>
        <source>Desperate Battle</source>
        <translation>Çaresiz Muharebe</translation>
    </message>
    <message>
        <source>Musterings of Long-planned War</source>
        <translation>Uzun Süredir Tasarlanan Savaşın Seferberliği</translation>
    </message>
    <message>
        <source>Pits of Mordor</source>
        <translation>Mordor Çukurları</translation>
    </message>
    <message>
        <source>Your special hunt tile, Elven Cloaks, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 0 damage.</source>
        <translation>Özel av karon Elf Pelerinleri oyuna girer: tahtanın yanında bekler ve Kardeşlik Mordor İzlemesi&apos;ne girdiğinde (zaten oradaysa hemen) Av Havuzuna katılır. Karo 0 hasar verir.</translation>
    </message>
    <message>
        <source>+1 to every die of your combat roll and of your leader re-roll.</source>
        <translation>Savaş atışının ve lider tekrar atışının her zarına +1.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Elven Rope, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 0 damage.</source>
        <translation>Özel av karon Elf İpi oyuna girer: tahtanın yanında bekler ve Kardeşlik Mordor İzlemesi&apos;ne girdiğinde (zaten oradaysa hemen) Av Havuzuna katılır. Karo 0 hasar verir.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Phial of Galadriel, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile heals 2 corruption.</source>
        <translation>Özel av karon Galadriel&apos;in Şişesi oyuna girer: tahtanın yanında bekler ve Kardeşlik Mordor İzlemesi&apos;ne girdiğinde (zaten oradaysa hemen) Av Havuzuna katılır. Karo 2 yozlaşma iyileştirir.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Sméagol Helps Nice Master, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile heals 1 corruption.</source>
        <translation>Özel av karon Sméagol İyi Efendiye Yardım Eder oyuna girer: tahtanın yanında bekler ve Kardeşlik Mordor İzlemesi&apos;ne girdiğinde (zaten oradaysa hemen) Av Havuzuna katılır. Karo 1 yozlaşma iyileştirir.</translation>
    </message>
    <message>
        <source>Goes on the table. Once the Shadow has drawn a hunt tile, you may discard this card to draw another tile: the new one counts instead, and the first returns to the hunt pool.</source>
        <translation>Masaya konur. Gölge bir av karosu çektikten sonra bu kartı atarak başka bir karo çekebilirsin: onun yerine yenisi geçerli olur, ilki Av Havuzuna döner.</translation>
    </message>
    <message>
        <source>After your leader re-roll, you may spend one of its hits to eliminate a minion of your choice in the battle; that hit no longer counts against the army.</source>
        <translation>Lider tekrar atışından sonra, bu atışın isabetlerinden birini harcayarak muharebedeki dilediğin bir Kötü Hizmetkarı oyundan çıkarabilirsin; o isabet artık orduya karşı sayılmaz.</translation>
    </message>
    <message>
        <source>Goes on the table. When a hunt tile would damage the Fellowship, you may discard this card to lower that damage by 1 (never below 0). It is discarded at once if both Gimli and Legolas leave the Fellowship.</source>
        <translation>Masaya konur. Bir av karosu Kardeşliğe hasar verecekken bu kartı atarak o hasarı 1 azaltabilirsin (asla 0&apos;ın altına inmez). Gimli ile Legolas&apos;ın ikisi de Kardeşlikten ayrılırsa kart hemen atılır.</translation>
    </message>
    <message>
        <source>Before your leader re-roll, one missed die of your combat roll turns into a hit; in exchange, the companion in the battle with the least leadership gives up that leadership.</source>
        <translation>Lider tekrar atışından önce, savaş atışındaki ıskalanan bir zar isabete dönüşür; karşılığında muharebedeki en düşük liderliğe sahip Yoldaş bu liderliğinden vazgeçer.</translation>
    </message>
    <message>
        <source>The printed card lets you pick the companion who gives up leadership; the app always picks the one with the least.</source>
        <translation>Basılı kart, liderliğinden vazgeçecek Yoldaşı seçmene izin verir; uygulama her zaman liderliği en düşük olanı seçer.</translation>
    </message>
    <message>
        <source>Goes on the table. When a hunt tile would damage the Fellowship, you may discard this card to lower that damage by 1 (never below 0). It is discarded at once if Boromir leaves the Fellowship.</source>
        <translation>Masaya konur. Bir av karosu Kardeşliğe hasar verecekken bu kartı atarak o hasarı 1 azaltabilirsin (asla 0&apos;ın altına inmez). Boromir Kardeşlikten ayrılırsa kart hemen atılır.</translation>
    </message>
    <message>
        <source>Goes on the table. Just before a hunt tile is drawn, you may discard this card so that no tile is drawn that time. It is discarded at once if Gandalf the Grey leaves the Fellowship.</source>
        <translation>Masaya konur. Bir av karosu çekilmeden hemen önce bu kartı atarak o sefer hiç karo çekilmemesini sağlayabilirsin. Gandalf Gri Kardeşlikten ayrılırsa kart hemen atılır.</translation>
    </message>
    <message>
        <source>+1 to every die of your combat roll.</source>
        <translation>Savaş atışının her zarına +1.</translation>
    </message>
    <message>
        <source>Roll three dice and heal 1 corruption for every 5 or 6. With Strider as guide, every 3 or better heals.</source>
        <translation>Üç zar at ve her 5 veya 6 için 1 yozlaşma iyileştir. Rehber Kır Bacak ise 3 ve üstü her zar iyileştirir.</translation>
    </message>
    <message>
        <source>Before your leader re-roll, Strider gives up his leadership to turn one missed die into a hit, or Aragorn gives up his to turn up to two missed dice into hits.</source>
        <translation>Lider tekrar atışından önce, Kır Bacak liderliğinden vazgeçerek ıskalanan bir zarı isabete çevirir ya da Aragorn liderliğinden vazgeçerek ıskalanan en fazla iki zarı isabete çevirir.</translation>
    </message>
    <message>
        <source>Heal 1 corruption. If Gollum guides, you may then move the hidden Fellowship (the Shadow rolls for the hunt, but no die joins the hunt box) or hide it if it is revealed.</source>
        <translation>1 yozlaşma iyileştir. Rehber Gollum ise ardından gizli Kardeşliği hareket ettirebilir (Gölge av atışı yapar ama Av Kutusuna zar eklenmez) ya da Kardeşlik açıksa onu gizleyebilirsin.</translation>
    </message>
    <message>
        <source>Before taking casualties from the Shadow&apos;s combat roll and re-roll, you may sacrifice one of your leaders in the battle to cancel 1 hit, or a companion in the battle to cancel as many hits as their level.</source>
        <translation>Gölge&apos;nin savaş atışından ve tekrar atışından gelen kayıpları almadan önce, muharebedeki liderlerinden birini feda ederek 1 isabeti ya da muharebedeki bir Yoldaşı feda ederek seviyesi kadar isabeti iptal edebilirsin.</translation>
    </message>
    <message>
        <source>A sacrificed leader is taken from the first nation (in alphabetical order) with a leader in the battle.</source>
        <translation>Feda edilen lider, muharebede lideri bulunan ilk ulustan (alfabetik sırayla) alınır.</translation>
    </message>
    <message>
        <source>Separate one companion or a group of companions from the Fellowship; they may move one region further than usual. Then heal 1 corruption.</source>
        <translation>Bir Yoldaşı ya da bir Yoldaş grubunu Kardeşlikten ayır; normalden bir bölge daha uzağa gidebilirler. Ardından 1 yozlaşma iyileştir.</translation>
    </message>
    <message>
        <source>Every companion of yours in the battle gives up their leadership, and the combat card the Shadow played this round is cancelled.</source>
        <translation>Muharebedeki tüm Yoldaşların liderliklerinden vazgeçer ve Gölge&apos;nin bu tur oynadığı muharebe kartı iptal edilir.</translation>
    </message>
    <message>
        <source>In the app the companions give up their leadership even when the Shadow played no combat card.</source>
        <translation>Uygulamada, Gölge hiç muharebe kartı oynamamış olsa bile Yoldaşlar liderliklerinden vazgeçer.</translation>
    </message>
    <message>
        <source>Heal 1 corruption, or 2 if Gollum is the guide.</source>
        <translation>1 yozlaşma iyileştir; rehber Gollum ise 2 yozlaşma iyileştir.</translation>
    </message>
    <message>
        <source>With at least one hit on your leader re-roll, a Nazgûl in the battle is also eliminated. With two or more re-roll hits you may eliminate a minion in the battle instead.</source>
        <translation>Lider tekrar atışında en az bir isabet varsa muharebedeki bir Nazgûl da oyundan çıkarılır. Tekrar atışta iki veya daha fazla isabet varsa bunun yerine muharebedeki bir Kötü Hizmetkarı oyundan çıkarabilirsin.</translation>
    </message>
    <message>
        <source>Reading: the Witch-king is a Nazgûl but also a minion who leaves the game for good, so one re-roll hit takes only a Nazgûl figure; two or more may take him as the minion.</source>
        <translation>Yorum: Cadı Kral bir Nazgûl&apos;dur ama aynı zamanda oyundan kalıcı olarak çıkan bir Kötü Hizmetkardır; bu yüzden tek bir tekrar atış isabeti yalnızca bir Nazgûl figürünü alır, iki veya daha fazla isabet onu Kötü Hizmetkar olarak alabilir.</translation>
    </message>
    <message>
        <source>Turn one of your unused Character dice into a Will of the West. If the Fellowship stands in Lórien while Lórien is unconquered, also heal 1 corruption.</source>
        <translation>Kullanılmamış Karakter zarlarından birini Batı&apos;nın İradesi&apos;ne çevir. Kardeşlik, Lórien fethedilmemişken Lórien&apos;de bulunuyorsa ayrıca 1 yozlaşma iyileştir.</translation>
    </message>
    <message>
        <source>Draw three hunt tiles. When all three are Eyes, they go back into the pool and Strider/Aragorn is eliminated. Otherwise every Eye drawn leaves the game for good and the other tiles go back with no effect.</source>
        <translation>Üç av karosu çek. Üçü de Göz ise havuza geri dönerler ve Kır Bacak/Aragorn oyundan çıkarılır. Aksi hâlde çekilen her Göz oyundan kalıcı olarak çıkar, diğer karolar etkisiz olarak havuza döner.</translation>
    </message>
    <message>
        <source>Before the combat roll, make an extra attack with as many dice as your leadership in the battle (5 at most); its hits are applied at once.</source>
        <translation>Savaş atışından önce, muharebedeki liderliğin kadar zarla (en fazla 5) ek bir saldırı yap; isabetleri hemen uygulanır.</translation>
    </message>
    <message>
        <source>Separate one companion or a group from the Fellowship, reaching up to the Fellowship&apos;s progress + 4 regions, or move one companion or a group standing together up to 4 regions. They may end in a stronghold under siege.</source>
        <translation>Bir Yoldaşı ya da bir grubu Kardeşlikten ayırıp Kardeşliğin ilerlemesi + 4 bölgeye kadar uzağa götür ya da bir Yoldaşı veya birlikte duran bir grubu en fazla 4 bölge hareket ettir. Kuşatma altındaki bir kalede durabilirler.</translation>
    </message>
    <message>
        <source>Either a companion or a group leaves the Fellowship, or a companion or a group standing together on the map moves; in both cases they may go two regions further than usual and may end in a stronghold under siege.</source>
        <translation>Ya bir Yoldaş ya da bir grup Kardeşlikten ayrılır ya da haritada birlikte duran bir Yoldaş veya grup hareket eder; her iki durumda da normalden iki bölge daha uzağa gidebilir ve kuşatma altındaki bir kalede durabilirler.</translation>
    </message>
    <message>
        <source>Separate one companion or a group from the Fellowship; they may go one region further than usual. Then, if Gimli or Legolas is in the Woodland Realm, Dale or Erebor, the Dwarves and the North become active and the Dwarves, Elves and North each move one step towards war.</source>
        <translation>Bir Yoldaşı ya da bir grubu Kardeşlikten ayır; normalden bir bölge daha uzağa gidebilirler. Ardından Gimli veya Legolas Orman Krallığı&apos;nda, Dale&apos;de ya da Erebor&apos;daysa Cüceler ve Kuzey aktif olur; Cüceler, Elfler ve Kuzey savaşa doğru birer adım ilerler.</translation>
    </message>
    <message>
        <source>For each companion in the battle, the Shadow rolls one combat die fewer, but always at least one.</source>
        <translation>Muharebedeki her Yoldaş için Gölge bir savaş zarı eksik atar, ama her zaman en az bir zar atar.</translation>
    </message>
    <message>
        <source>Pick a Shadow army with Nazgûl in or next to a Free Peoples army with a companion. Roll a die per Nazgûl in it (5 at most): each 5 or 6 eliminates one. The survivors fly to an unconquered Sauron stronghold the Shadow picks. The Witch-king does not count.</source>
        <translation>Yoldaş içeren bir Serbest Halklar ordusuyla aynı ya da komşu bölgede bulunan, Nazgûl içeren bir Gölge ordusu seç. İçindeki her Nazgûl için bir zar at (en fazla 5): her 5 veya 6 bir Nazgûl&apos;u oyundan çıkarır. Sağ kalanlar, Gölge&apos;nin seçtiği fethedilmemiş bir Sauron kalesine uçar. Cadı Kral sayılmaz.</translation>
    </message>
    <message>
        <source>Roll three dice: every 4 or better is a hit on the Shadow army in Orthanc. If that army is wiped out, its Nazgûl and minions go with it; if Saruman is in Orthanc with no army, he is eliminated. Then, with Gandalf the White in Fangorn or Rohan, you may play another Character event free.</source>
        <translation>Üç zar at: 4 ve üstü her zar, Orthanc&apos;taki Gölge ordusuna bir isabettir. O ordu yok olursa Nazgûl&apos;u ve Kötü Hizmetkarları da onunla gider; Saruman Orthanc&apos;ta ordusuz bulunuyorsa oyundan çıkarılır. Ardından Gandalf Beyaz Fangorn&apos;da ya da Rohan&apos;daysa başka bir Karakter olay kartını bedelsiz oynayabilirsin.</translation>
    </message>
    <message>
        <source>+2 to every die of your combat roll.</source>
        <translation>Savaş atışının her zarına +2.</translation>
    </message>
    <message>
        <source>Nazgûl and minions in Orthanc fall only when the Ents destroy an army there (the Witch-king too); with no army in Orthanc only Saruman falls. The free card needs no die.</source>
        <translation>Orthanc&apos;taki Nazgûl ve Kötü Hizmetkarlar (Cadı Kral da) yalnızca Entler oradaki bir orduyu yok ettiğinde düşer; Orthanc&apos;ta ordu yoksa yalnızca Saruman düşer. Bedelsiz oynanan kart için zar gerekmez.</translation>
    </message>
    <message>
        <source>The Shadow rolls no more than two combat dice.</source>
        <translation>Gölge en fazla iki savaş zarı atar.</translation>
    </message>
    <message>
        <source>You score two extra hits if your combat roll or your leader re-roll hits at least once.</source>
        <translation>Savaş atışın ya da lider tekrar atışın en az bir kez isabet ederse iki ek isabet kazanırsın.</translation>
    </message>
    <message>
        <source>Strider/Aragorn goes to Erech, Lamedon or Pelargir, alone or with the companions beside him. A Shadow army there takes hits equal to a die roll, then retreats or, if it cannot, is destroyed with its Nazgûl and minions. Then you may recruit up to three Gondor regulars there, taking control if needed.</source>
        <translation>Kır Bacak/Aragorn, tek başına ya da yanındaki Yoldaşlarla Erech&apos;e, Lamedon&apos;a veya Pelargir&apos;e gider. Oradaki bir Gölge ordusu bir zar atışı kadar isabet alır, sonra geri çekilir ya da çekilemiyorsa Nazgûl&apos;u ve Kötü Hizmetkarlarıyla birlikte yok edilir. Ardından orada en fazla üç normal Gondor birimi toplayabilirsin; gerekirse bölgenin kontrolünü alırsın.</translation>
    </message>
    <message>
        <source>The Shadow chooses where its army retreats; an army wiped out by the hits takes its Nazgûl and minions with it. You choose how many regulars to recruit (none to three, as many as are left and fit).</source>
        <translation>Ordusunun nereye çekileceğini Gölge seçer; isabetlerle yok olan bir ordu Nazgûl&apos;unu ve Kötü Hizmetkarlarını da beraberinde götürür. Kaç normal birim toplayacağını sen seçersin (sıfırdan üçe kadar; takviyede kalan ve bölgeye sığan kadar).</translation>
    </message>
    <message>
        <source>Add a Gondor regular or elite to the region where Boromir stands, then draw two Strategy cards.</source>
        <translation>Boromir&apos;in bulunduğu bölgeye bir normal ya da elit Gondor birimi ekle, sonra iki Strateji kartı çek.</translation>
    </message>
    <message>
        <source>In Strider/Aragorn&apos;s army, a regular is swapped for an elite of the same nation; then draw two Strategy cards.</source>
        <translation>Kır Bacak/Aragorn&apos;un ordusunda bir normal birim, aynı ulustan bir elit birimle değiştirilir; sonra iki Strateji kartı çek.</translation>
    </message>
    <message>
        <source>Goes on the table. While it stays, action dice you spend to move the Fellowship are not put in the hunt box. It is discarded as soon as the Fellowship is revealed or declared.</source>
        <translation>Masaya konur. Masada kaldığı sürece Kardeşliği hareket ettirmek için harcadığın aksiyon zarları Av Kutusuna konmaz. Kardeşlik açığa çıktığı ya da ilan edildiği anda atılır.</translation>
    </message>
    <message>
        <source>The Shadow rolls no more than three combat dice.</source>
        <translation>Gölge en fazla üç savaş zarı atar.</translation>
    </message>
    <message>
        <source>The Elven nation moves one step towards war and the card goes on the table: while it stays, Shadow armies may neither enter nor attack Lórien, Rivendell and the Grey Havens. The Shadow can remove it with any action die and by discarding an Army-die Strategy card and a Character card.</source>
        <translation>Elf ulusu savaşa doğru bir adım ilerler ve kart masaya konur: masada kaldığı sürece Gölge orduları Lórien&apos;e, Ayrıkvadi&apos;ye ve Gri Limanlar&apos;a ne girebilir ne de saldırabilir. Gölge, herhangi bir aksiyon zarı harcayıp Ordu zarlı bir Strateji kartı ile bir Karakter kartı atarak onu kaldırabilir.</translation>
    </message>
    <message>
        <source>You score one extra hit if your combat roll or your leader re-roll hits at least once.</source>
        <translation>Savaş atışın ya da lider tekrar atışın en az bir kez isabet ederse bir ek isabet kazanırsın.</translation>
    </message>
    <message>
        <source>The North moves one step towards war and the card goes on the table: while it stays, Shadow armies may neither enter nor attack the Old Forest, the Shire and Buckland. The Shadow can remove it with any action die and by discarding an Army-die Strategy card and a Character card.</source>
        <translation>Kuzey savaşa doğru bir adım ilerler ve kart masaya konur: masada kaldığı sürece Gölge orduları Yaşlı Orman&apos;a, Shire&apos;a ve Erdiyarı&apos;na ne girebilir ne de saldırabilir. Gölge, herhangi bir aksiyon zarı harcayıp Ordu zarlı bir Strateji kartı ile bir Karakter kartı atarak onu kaldırabilir.</translation>
    </message>
    <message>
        <source>-1 to every die of the Shadow&apos;s combat roll; an unmodified 6 still hits.</source>
        <translation>Gölge&apos;nin savaş atışının her zarına -1; değiştirilmemiş bir 6 yine de isabet eder.</translation>
    </message>
    <message>
        <source>Any or all companions outside the Fellowship may move. Then, if a companion stands in Erebor or Ered Luin, the Dwarves become active and go straight to war.</source>
        <translation>Kardeşliğin dışındaki Yoldaşlardan dilediğin kadarı (hepsi de olabilir) hareket edebilir. Ardından Erebor&apos;da ya da Ered Luin&apos;de bir Yoldaş varsa Cüceler aktif olur ve doğrudan savaşa girer.</translation>
    </message>
    <message>
        <source>Pick a Shadow army made up of units from two or more Shadow nations and roll five dice: every 5 or 6 is a hit on that army.</source>
        <translation>En az iki Gölge ulusunun birimlerinden oluşan bir Gölge ordusu seç ve beş zar at: her 5 veya 6 o orduya bir isabettir.</translation>
    </message>
    <message>
        <source>Before the combat roll, your army slips away to a free adjacent region or withdraws into its stronghold, and the battle ends there.</source>
        <translation>Savaş atışından önce ordun düşman birimi olmayan komşu bir bölgeye sıvışır ya da kalesine çekilir ve muharebe orada biter.</translation>
    </message>
    <message>
        <source>Pick a Shadow army in Osgiliath, North Ithilien or South Ithilien and roll three dice: every 5 or 6 is a hit on it. Then, if a Free Peoples army holds Osgiliath, recruit a Gondor regular or elite and a Gondor leader there.</source>
        <translation>Osgiliath&apos;ta, Kuzey Ithilien&apos;de ya da Güney Ithilien&apos;de bir Gölge ordusu seç ve üç zar at: her 5 veya 6 ona bir isabettir. Ardından Osgiliath&apos;ı bir Serbest Halklar ordusu tutuyorsa oraya bir normal ya da elit Gondor birimi ve bir Gondor lideri topla.</translation>
    </message>
    <message>
        <source>Before you take casualties, if the Shadow&apos;s roll and re-roll scored two or more hits, one of those hits is cancelled.</source>
        <translation>Kayıplarını almadan önce, Gölge&apos;nin atışı ve tekrar atışı iki veya daha fazla isabet kazandıysa bu isabetlerden biri iptal edilir.</translation>
    </message>
    <message>
        <source>Any or all companions outside the Fellowship may move. Then, if a companion stands in the Shire or Bree, the North becomes active and goes straight to war.</source>
        <translation>Kardeşliğin dışındaki Yoldaşlardan dilediğin kadarı (hepsi de olabilir) hareket edebilir. Ardından Shire&apos;da ya da Bree&apos;de bir Yoldaş varsa Kuzey aktif olur ve doğrudan savaşa girer.</translation>
    </message>
    <message>
        <source>Choose a Free Peoples nation not yet at war: it becomes active and moves one step towards war.</source>
        <translation>Henüz savaşta olmayan bir Serbest Halklar ulusu seç: aktif olur ve savaşa doğru bir adım ilerler.</translation>
    </message>
    <message>
        <source>Each unmodified 1 in the Shadow&apos;s combat roll is a hit on the Shadow&apos;s own army, and those dice cannot be re-rolled.</source>
        <translation>Gölge&apos;nin savaş atışındaki değiştirilmemiş her 1, Gölge&apos;nin kendi ordusuna bir isabettir ve bu zarlar tekrar atılamaz.</translation>
    </message>
    <message>
        <source>Rohan moves one step towards war. Then recruit a Rohan regular or elite and a Rohan leader in Edoras.</source>
        <translation>Rohan savaşa doğru bir adım ilerler. Ardından Edoras&apos;ta bir normal ya da elit Rohan birimi ve bir Rohan lideri topla.</translation>
    </message>
    <message>
        <source>A Free Peoples army next to a stronghold besieged by the Shadow attacks the besiegers. For the whole battle the Shadow rolls one combat die fewer (at least one) per Free Peoples unit inside the stronghold when the attack starts.</source>
        <translation>Gölge&apos;nin kuşattığı bir kaleye komşu bir Serbest Halklar ordusu kuşatanlara saldırır. Muharebe boyunca Gölge, saldırı başladığında kalenin içinde bulunan her Serbest Halklar birimi için bir savaş zarı eksik atar (en az bir).</translation>
    </message>
    <message>
        <source>A whole Free Peoples army in a Rohan region (even a besieged stronghold) goes straight to Minas Tirith, or to a region next to it if the Shadow holds Minas Tirith or has an army there. The destination must be free for army movement.</source>
        <translation>Bir Rohan bölgesindeki (kuşatma altındaki bir kale bile olsa) bütün bir Serbest Halklar ordusu doğrudan Minas Tirith&apos;e gider; Gölge Minas Tirith&apos;i elinde tutuyorsa ya da orada ordusu varsa ona komşu bir bölgeye gider. Varış yeri ordu hareketine açık olmalıdır.</translation>
    </message>
    <message>
        <source>A Free Peoples army with a companion (not shut in a siege) moves up to two regions through regions free for army movement. It moves whole and stops if it meets another Free Peoples army.</source>
        <translation>Yoldaş içeren bir Serbest Halklar ordusu (kuşatmada kapalı kalmamışsa) ordu hareketine açık bölgelerden geçerek en fazla iki bölge hareket eder. Bütün olarak hareket eder ve başka bir Serbest Halklar ordusuyla karşılaşırsa durur.</translation>
    </message>
    <message>
        <source>The printed card allows splitting the army before it moves; the app always moves the whole army.</source>
        <translation>Basılı kart, ordunun hareket etmeden önce bölünmesine izin verir; uygulama her zaman bütün orduyu hareket ettirir.</translation>
    </message>
    <message>
        <source>Choose a coastal region that holds a Free Peoples army and is free for you, and recruit two Elven units there, regulars or elites as you choose. Nothing happens if no such region is free.</source>
        <translation>Bir Serbest Halklar ordusunun bulunduğu ve düşman kontrolünde olmayan bir kıyı bölgesi seç ve oraya istediğin gibi normal ya da elit iki Elf birimi topla. Böyle bir bölge yoksa hiçbir şey olmaz.</translation>
    </message>
    <message>
        <source>Before the combat roll, your elite units (5 at most) make an extra attack; its hits are applied at once.</source>
        <translation>Savaş atışından önce elit birimlerin (en fazla 5) ek bir saldırı yapar; isabetleri hemen uygulanır.</translation>
    </message>
    <message>
        <source>Coastal means a region whose border touches the Great Sea on the board (the Grey Havens, the Gondor coast from Anfalas to Pelargir, and the other shore regions).</source>
        <translation>Kıyı bölgesi, tahtada sınırı Engin Deniz&apos;e değen bölge demektir (Gri Limanlar, Anfalas&apos;tan Pelargir&apos;e kadar Gondor kıyısı ve diğer sahil bölgeleri).</translation>
    </message>
    <message>
        <source>Recruit a Gondor regular or elite and a Gondor leader in Minas Tirith.</source>
        <translation>Minas Tirith&apos;te bir normal ya da elit Gondor birimi ve bir Gondor lideri topla.</translation>
    </message>
    <message>
        <source>Add an Elven regular or elite to Lórien, then draw a Strategy card.</source>
        <translation>Lórien&apos;e bir normal ya da elit Elf birimi ekle, sonra bir Strateji kartı çek.</translation>
    </message>
    <message>
        <source>Recruit a Rohan regular or elite and a Rohan leader in Edoras, or instead in a Rohan region where one of your companions stands.</source>
        <translation>Edoras&apos;ta ya da bunun yerine Yoldaşlarından birinin bulunduğu bir Rohan bölgesinde bir normal ya da elit Rohan birimi ve bir Rohan lideri topla.</translation>
    </message>
    <message>
        <source>Recruit a North regular or elite and a North leader in Carrock.</source>
        <translation>Carrock&apos;ta bir normal ya da elit Kuzey birimi ve bir Kuzey lideri topla.</translation>
    </message>
    <message>
        <source>Recruit a Gondor regular or elite and a Gondor leader in Dol Amroth.</source>
        <translation>Dol Amroth&apos;ta bir normal ya da elit Gondor birimi ve bir Gondor lideri topla.</translation>
    </message>
    <message>
        <source>Recruit two North regulars in Dale, then draw a Strategy card.</source>
        <translation>Dale&apos;de iki normal Kuzey birimi topla, sonra bir Strateji kartı çek.</translation>
    </message>
    <message>
        <source>Recruit a North regular or elite in the Shire and a Dwarven one in Ered Luin, then draw a Strategy card.</source>
        <translation>Shire&apos;da bir normal ya da elit Kuzey birimi, Ered Luin&apos;de de bir normal ya da elit Cüce birimi topla, sonra bir Strateji kartı çek.</translation>
    </message>
    <message>
        <source>Add an Elven regular or elite to Rivendell, then draw a Strategy card.</source>
        <translation>Ayrıkvadi&apos;ye bir normal ya da elit Elf birimi ekle, sonra bir Strateji kartı çek.</translation>
    </message>
    <message>
        <source>Recruit a Dwarven regular or elite and a Dwarven leader in Erebor.</source>
        <translation>Erebor&apos;da bir normal ya da elit Cüce birimi ve bir Cüce lideri topla.</translation>
    </message>
    <message>
        <source>Recruit a Rohan regular or elite and a Rohan leader in a free Rohan region that has a settlement.</source>
        <translation>Yerleşimi olan ve düşman birimi bulunmayan bir Rohan bölgesinde bir normal ya da elit Rohan birimi ve bir Rohan lideri topla.</translation>
    </message>
    <message>
        <source>Add an Elven regular or elite to the Woodland Realm, then draw a Strategy card.</source>
        <translation>Orman Krallığı&apos;na bir normal ya da elit Elf birimi ekle, sonra bir Strateji kartı çek.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Shelob&apos;s Lair, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals damage equal to a die roll and stops the Fellowship&apos;s advance.</source>
        <translation>Özel av karon Shelob&apos;un İni oyuna girer: tahtanın yanında bekler ve Kardeşlik Mordor İzlemesi&apos;ne girdiğinde (zaten oradaysa hemen) Av Havuzuna katılır. Karo bir zar atışı kadar hasar verir ve Kardeşliğin ilerleyişini durdurur.</translation>
    </message>
    <message>
        <source>Your special hunt tile, The Ring is Mine!, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile is an Eye that reveals the Fellowship and stops its advance.</source>
        <translation>Özel av karon Yüzük Benim! oyuna girer: tahtanın yanında bekler ve Kardeşlik Mordor İzlemesi&apos;ne girdiğinde (zaten oradaysa hemen) Av Havuzuna katılır. Karo, Kardeşliği açığa çıkaran ve ilerleyişini durduran bir Göz&apos;dür.</translation>
    </message>
    <message>
        <source>Your special hunt tile, On, On They Went, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 3 damage and stops the Fellowship&apos;s advance.</source>
        <translation>Özel av karon Durmadan Yürüdüler oyuna girer: tahtanın yanında bekler ve Kardeşlik Mordor İzlemesi&apos;ne girdiğinde (zaten oradaysa hemen) Av Havuzuna katılır. Karo 3 hasar verir ve Kardeşliğin ilerleyişini durdurur.</translation>
    </message>
    <message>
        <source>Your special hunt tile, Give it to Uss!, comes into play: it waits beside the board and joins the hunt pool once the Fellowship is on the Mordor track (at once if it already is). The tile deals 1 damage, reveals the Fellowship and stops its advance.</source>
        <translation>Özel av karon Onu Bise Ver! oyuna girer: tahtanın yanında bekler ve Kardeşlik Mordor İzlemesi&apos;ne girdiğinde (zaten oradaysa hemen) Av Havuzuna katılır. Karo 1 hasar verir, Kardeşliği açığa çıkarır ve ilerleyişini durdurur.</translation>
    </message>
    <message>
        <source>Draw a hunt tile. An Eye or a Free Peoples special tile is discarded with no effect; any other tile takes effect as after a successful hunt.</source>
        <translation>Bir av karosu çek. Göz ya da Serbest Halklar özel karosu etkisiz olarak atılır; diğer her karo başarılı bir avdan sonraki gibi etki eder.</translation>
    </message>
    <message>
        <source>The Nazgûl give up 2 leadership, and every die of your combat roll gets +1.</source>
        <translation>Nazgûl 2 liderlikten vazgeçer ve savaş atışının her zarı +1 alır.</translation>
    </message>
    <message>
        <source>Draw a hunt tile. An Eye or a Free Peoples special tile is discarded with no effect; any other tile takes effect as after a successful hunt, but no companion, guide or card may reduce its damage before the Ring is used.</source>
        <translation>Bir av karosu çek. Göz ya da Serbest Halklar özel karosu etkisiz olarak atılır; diğer her karo başarılı bir avdan sonraki gibi etki eder, ama Yüzük kullanılmadan önce hiçbir Yoldaş, rehber ya da kart hasarını azaltamaz.</translation>
    </message>
    <message>
        <source>Draw a hunt tile. An Eye or a Free Peoples special tile is discarded with no effect; any other tile takes effect as after a successful hunt, but if it deals damage a random companion of the Fellowship must be lost to reduce it before the Ring is used.</source>
        <translation>Bir av karosu çek. Göz ya da Serbest Halklar özel karosu etkisiz olarak atılır; diğer her karo başarılı bir avdan sonraki gibi etki eder, ama hasar verirse Yüzük kullanılmadan önce hasarı azaltmak için Kardeşlikten rastgele bir Yoldaş kaybedilmelidir.</translation>
    </message>
    <message>
        <source>The Nazgûl give up 1 leadership, and every die of your leader re-roll gets +1.</source>
        <translation>Nazgûl 1 liderlikten vazgeçer ve lider tekrar atışının her zarı +1 alır.</translation>
    </message>
    <message>
        <source>Roll three dice: every 4 or better adds 1 corruption. If Gollum is the guide, only 6s count.</source>
        <translation>Üç zar at: 4 ve üstü her zar 1 yozlaşma ekler. Rehber Gollum ise yalnızca 6&apos;lar sayılır.</translation>
    </message>
    <message>
        <source>Before the combat roll, give up as many points of Nazgûl leadership as you like (at least 1); the Free Peoples roll one combat die fewer per point, but always at least one.</source>
        <translation>Savaş atışından önce istediğin kadar Nazgûl liderliği puanından vazgeç (en az 1); Serbest Halklar her puan için bir savaş zarı eksik atar, ama her zaman en az bir zar atar.</translation>
    </message>
    <message>
        <source>Move as many of the Nazgûl as you like, the Witch-king too. Then, if one of them stands with the Fellowship, you may discard a Free Peoples Character card from their table or make a hunt roll as if the Fellowship had moved.</source>
        <translation>Nazgûl&apos;dan dilediğin kadarını hareket ettir, Cadı Kral&apos;ı da. Ardından içlerinden biri Kardeşlikle aynı bölgedeyse, Serbest Halkların masasından bir Karakter kartını attırabilir ya da Kardeşlik hareket etmiş gibi bir av atışı yapabilirsin.</translation>
    </message>
    <message>
        <source>When your leader re-roll hits at least once, you may also eliminate a Free Peoples leader in the battle, or instead a companion in the battle whose level is no higher than the re-roll&apos;s hits.</source>
        <translation>Lider tekrar atışın en az bir kez isabet ederse muharebedeki bir Serbest Halklar liderini ya da bunun yerine muharebede seviyesi tekrar atıştaki isabet sayısından yüksek olmayan bir Yoldaşı da oyundan çıkarabilirsin.</translation>
    </message>
    <message>
        <source>The Witch-king counts as a Nazgûl. The hunt roll is offered only when the hunt box holds Shadow dice; you may also do neither.</source>
        <translation>Cadı Kral bir Nazgûl sayılır. Av atışı yalnızca Av Kutusunda Gölge zarı varsa sunulur; ikisini de yapmamayı da seçebilirsin.</translation>
    </message>
    <message>
        <source>Move as many of the Nazgûl as you like, the Witch-king too. Then, if one of them stands with the hidden Fellowship, it is revealed (and the Free Peoples move it as after a hunt).</source>
        <translation>Nazgûl&apos;dan dilediğin kadarını hareket ettir, Cadı Kral&apos;ı da. Ardından içlerinden biri gizli Kardeşlikle aynı bölgedeyse Kardeşlik açığa çıkar (ve Serbest Halklar onu bir avdan sonraki gibi hareket ettirir).</translation>
    </message>
    <message>
        <source>If the Nazgûl&apos;s leadership in the battle is at least the Free Peoples&apos; total leadership, the Free Peoples get no leader re-roll.</source>
        <translation>Muharebedeki Nazgûl liderliği en az Serbest Halkların toplam liderliği kadarsa Serbest Halklar lider tekrar atışı yapamaz.</translation>
    </message>
    <message>
        <source>The Witch-king counts as a Nazgûl.</source>
        <translation>Cadı Kral bir Nazgûl sayılır.</translation>
    </message>
    <message>
        <source>Move the Fellowship figure to an adjacent region of your choice; its progress does not change.</source>
        <translation>Kardeşlik figürünü seçtiğin komşu bir bölgeye taşı; ilerlemesi değişmez.</translation>
    </message>
    <message>
        <source>Add 2 corruption if the Ring-bearer has 3 corruption or less, otherwise add 1.</source>
        <translation>Yüzük Taşıyıcının yozlaşması 3 veya daha azsa 2 yozlaşma, değilse 1 yozlaşma ekle.</translation>
    </message>
    <message>
        <source>A companion of the Fellowship is drawn at random. The Free Peoples choose: the Ring-bearer takes corruption equal to that companion&apos;s level, or the companion is eliminated. If Gollum is the guide (or no companion is left), add 1 corruption instead.</source>
        <translation>Kardeşlikten rastgele bir Yoldaş çekilir. Serbest Halklar seçer: ya Yüzük Taşıyıcı o Yoldaşın seviyesi kadar yozlaşma alır ya da Yoldaş oyundan çıkarılır. Rehber Gollum ise (ya da hiç Yoldaş kalmadıysa) bunun yerine 1 yozlaşma ekle.</translation>
    </message>
    <message>
        <source>Draw a hunt tile; an Eye or a Free Peoples special tile has no effect. Otherwise the Free Peoples separate as many companions as its number (a die tile is rolled) in the Fellowship&apos;s region, ignoring reveal and stop. With Gollum as guide, add 1 corruption instead.</source>
        <translation>Bir av karosu çek; Göz ya da Serbest Halklar özel karosu etkisizdir. Aksi hâlde Serbest Halklar, Kardeşliğin bölgesinde karonun sayısı kadar Yoldaşı ayırır (zar karosunda zar atılır); İfşa ve Dur yok sayılır. Rehber Gollum ise bunun yerine 1 yozlaşma ekle.</translation>
    </message>
    <message>
        <source>On the Mordor track the companions who must leave are eliminated instead.</source>
        <translation>Mordor İzlemesi&apos;nde, ayrılması gereken Yoldaşlar bunun yerine oyundan çıkarılır.</translation>
    </message>
    <message>
        <source>Goes on the table. Each time a companion of the Fellowship is taken as a hunt casualty, you may also discard a Free Peoples Character card: a random one from their hand, or one from their table. It leaves the table if the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Masaya konur. Kardeşlikteki bir Yoldaş av kaybı olarak her seçildiğinde ayrıca bir Serbest Halklar Karakter kartını attırabilirsin: elinden rastgele bir kart ya da masasından bir kart. Kardeşlik, fethedilmemiş bir Serbest Halklar şehrinde veya kalesinde ilan edilirse kart masadan kalkar.</translation>
    </message>
    <message>
        <source>Choose a companion in the battle: for this round they lose their leadership and special abilities (a Captain of the West adds no extra die).</source>
        <translation>Muharebedeki bir Yoldaşı seç: bu tur boyunca liderliğini ve özel yeteneklerini kaybeder (Batı&apos;nın Kumandanı yeteneği ek zar vermez).</translation>
    </message>
    <message>
        <source>Using it does not discard it: it stays for the next casualty.</source>
        <translation>Kullanmak kartı attırmaz: bir sonraki kayıp için masada kalır.</translation>
    </message>
    <message>
        <source>Goes on the table. Before a hunt roll, you may discard it so that every die of that roll, re-rolls included, gets +1. It leaves the table if the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Masaya konur. Bir av atışından önce onu atarak o atışın, tekrar atışlar dahil, her zarının +1 almasını sağlayabilirsin. Kardeşlik, fethedilmemiş bir Serbest Halklar şehrinde veya kalesinde ilan edilirse kart masadan kalkar.</translation>
    </message>
    <message>
        <source>Goes on the table. When the Fellowship is declared or revealed after a move that cannot avoid Moria, you may discard it to draw an extra hunt tile: an Eye does nothing, any other tile counts as after a successful hunt. Or discard it to play Durin&apos;s Bane in a battle.</source>
        <translation>Masaya konur. Kardeşlik, Moria&apos;dan kaçınamayan bir hareketten sonra ilan edildiğinde ya da açığa çıktığında onu atarak ek bir av karosu çekebilirsin: Göz hiçbir şey yapmaz, diğer her karo başarılı bir avdan sonraki gibi sayılır. Ya da onu atarak bir muharebede Durin&apos;in Belası&apos;nı oynayabilirsin.</translation>
    </message>
    <message>
        <source>Before the combat roll, make an extra attack with three dice, each 4 or better a hit; its hits are applied at once.</source>
        <translation>Savaş atışından önce üç zarla ek bir saldırı yap; 4 ve üstü her zar bir isabettir ve isabetler hemen uygulanır.</translation>
    </message>
    <message>
        <source>The extra tile&apos;s reveal icon is ignored when the Fellowship was declared in a city or stronghold of the Free Peoples. A move cannot avoid Moria when it starts or ends there or no path of its length goes around.</source>
        <translation>Kardeşlik Serbest Halkların bir şehrinde veya kalesinde ilan edildiyse ek karonun İfşa simgesi yok sayılır. Bir hareket Moria&apos;da başlıyor ya da bitiyorsa veya aynı uzunlukta Moria&apos;yı dolaşan bir yol yoksa Moria&apos;dan kaçınamaz.</translation>
    </message>
    <message>
        <source>Turn up to three of your unused action dice into Eyes and put them straight into the hunt box.</source>
        <translation>Kullanılmamış aksiyon zarlarından en fazla üçünü Göz&apos;e çevir ve doğrudan Av Kutusuna koy.</translation>
    </message>
    <message>
        <source>Pick a Shadow army with Nazgûl and a Free Peoples army in or next to its region. Roll a die per Nazgûl in that Shadow army, the Witch-king counting as one (5 at most): every 5 or 6 is a hit on the Free Peoples army.</source>
        <translation>Nazgûl içeren bir Gölge ordusu ile onunla aynı ya da komşu bölgedeki bir Serbest Halklar ordusunu seç. O Gölge ordusundaki her Nazgûl için bir zar at, Cadı Kral da bir Nazgûl sayılır (en fazla 5): her 5 veya 6 Serbest Halklar ordusuna bir isabettir.</translation>
    </message>
    <message>
        <source>The Witch-king&apos;s army attacks the stronghold it besieges. This siege battle lasts three rounds instead of one, and in round one the Free Peoples may play a combat card only if a companion is in the battle.</source>
        <translation>Cadı Kral&apos;ın ordusu kuşattığı kaleye saldırır. Bu kuşatma muharebesi bir yerine üç tur sürer ve ilk turda Serbest Halklar ancak muharebede bir Yoldaş varsa muharebe kartı oynayabilir.</translation>
    </message>
    <message>
        <source>Goes on the table. Each time you play an event card with an Event die, draw one more card from the deck of your choice. The Free Peoples can remove it with a Will of the West die, or any die and an Elven ring. It leaves if Saruman is eliminated.</source>
        <translation>Masaya konur. Bir Olay zarıyla her olay kartı oynadığında, seçtiğin desteden bir kart daha çek. Serbest Halklar onu bir Batı&apos;nın İradesi zarıyla ya da herhangi bir zar ve bir Elf Yüzüğüyle kaldırabilir. Saruman oyundan çıkarılırsa kart masadan kalkar.</translation>
    </message>
    <message>
        <source>Goes on the table. While it lies there, Rohan becomes active only through a companion, a Shadow attack on Edoras or Helm&apos;s Deep, or the Fellowship declared in one of them; any other activation is undone. It leaves the table once Rohan is active or Saruman is eliminated.</source>
        <translation>Masaya konur. Masada durduğu sürece Rohan yalnızca bir Yoldaşla, Edoras&apos;a ya da Miğfer Dibi&apos;ne bir Gölge saldırısıyla veya Kardeşliğin bunlardan birinde ilan edilmesiyle aktif olur; diğer her aktifleşme geri alınır. Rohan aktif olduğunda ya da Saruman oyundan çıkarıldığında kart masadan kalkar.</translation>
    </message>
    <message>
        <source>A Rohan kept passive by this card stays one step short of war on the political track.</source>
        <translation>Bu kart yüzünden pasif kalan Rohan, siyasi izlemede savaşa bir adım kala durur.</translation>
    </message>
    <message>
        <source>Move as many of the Nazgûl as you like, the Witch-king too. Afterwards either move up to two armies that include a Nazgûl or the Witch-king one region each, or attack with one such army.</source>
        <translation>Nazgûl&apos;dan dilediğin kadarını hareket ettir, Cadı Kral&apos;ı da. Ardından ya bir Nazgûl ya da Cadı Kral içeren en fazla iki orduyu birer bölge hareket ettir ya da böyle bir orduyla saldır.</translation>
    </message>
    <message>
        <source>Either recruit two Nazgûl where the Witch-king stands, or move as many of the Nazgûl as you like (the Witch-king among them). Afterwards the Witch-king&apos;s army may move one region or attack.</source>
        <translation>Ya Cadı Kral&apos;ın bulunduğu yerde iki Nazgûl topla ya da Nazgûl&apos;dan dilediğin kadarını (Cadı Kral dahil) hareket ettir. Ardından Cadı Kral&apos;ın ordusu bir bölge hareket edebilir ya da saldırabilir.</translation>
    </message>
    <message>
        <source>For every Elven stronghold not under siege, roll a die per Elven unit there (5 at most): every 6 is a hit on that Elven army.</source>
        <translation>Kuşatma altında olmayan her Elf kalesi için oradaki her Elf birimi başına bir zar at (en fazla 5): her 6 o Elf ordusuna bir isabettir.</translation>
    </message>
    <message>
        <source>Both armies add 2 to every die of their combat rolls and leader re-rolls.</source>
        <translation>Her iki ordu da savaş atışlarının ve lider tekrar atışlarının her zarına 2 ekler.</translation>
    </message>
    <message>
        <source>An army with Isengard units attacks the stronghold it besieges. This siege battle lasts three rounds instead of one, and in round one the Free Peoples may play a combat card only if a companion is in the battle.</source>
        <translation>Isengard birimleri içeren bir ordu kuşattığı kaleye saldırır. Bu kuşatma muharebesi bir yerine üç tur sürer ve ilk turda Serbest Halklar ancak muharebede bir Yoldaş varsa muharebe kartı oynayabilir.</translation>
    </message>
    <message>
        <source>After casualties are removed, you may take up to 4 hits on your own army; roll a die for each, and every 4 or better is a hit on the enemy.</source>
        <translation>Kayıplar çıkarıldıktan sonra kendi orduna en fazla 4 isabet alabilirsin; her biri için bir zar at: 4 ve üstü her zar düşmana bir isabettir.</translation>
    </message>
    <message>
        <source>Goes on the table, and a Free Peoples leader in Minas Tirith is eliminated. While it stays, the Free Peoples play no combat cards in battles at Minas Tirith. They can remove it with a Will of the West die, or any die if Gandalf or Aragorn is in Minas Tirith.</source>
        <translation>Masaya konur ve Minas Tirith&apos;teki bir Serbest Halklar lideri oyundan çıkarılır. Masada kaldığı sürece Serbest Halklar, Minas Tirith&apos;teki muharebelerde muharebe kartı oynayamaz. Onu bir Batı&apos;nın İradesi zarıyla ya da Gandalf veya Aragorn Minas Tirith&apos;teyse herhangi bir zarla kaldırabilirler.</translation>
    </message>
    <message>
        <source>Every unused Free Peoples action die showing Will of the West is discarded.</source>
        <translation>Batı&apos;nın İradesi gösteren her kullanılmamış Serbest Halklar aksiyon zarı atılır.</translation>
    </message>
    <message>
        <source>Before the combat roll you may take up to 2 hits on your own army; each one adds +1 to every die of your combat roll.</source>
        <translation>Savaş atışından önce kendi orduna en fazla 2 isabet alabilirsin; her biri savaş atışının her zarına +1 ekler.</translation>
    </message>
    <message>
        <source>Goes on the table. While it stays, the Free Peoples cannot spend a Muster die (or a Will of the West used as one) to move a passive nation along the political track. It leaves once a Free Peoples nation advances because of an attack or a companion.</source>
        <translation>Masaya konur. Masada kaldığı sürece Serbest Halklar, pasif bir ulusu siyasi izlemede ilerletmek için Toplama zarı (ya da Toplama olarak kullanılan Batı&apos;nın İradesi) harcayamaz. Bir Serbest Halklar ulusu bir saldırı ya da bir Yoldaş sayesinde ilerlediğinde kart masadan kalkar.</translation>
    </message>
    <message>
        <source>Choose a Free Peoples nation not at war where the Fellowship or a companion stands: it moves one step back on the political track, and the Free Peoples eliminate one of its leaders, regulars or elites, wherever it stands.</source>
        <translation>Kardeşliğin ya da bir Yoldaşın bulunduğu, savaşta olmayan bir Serbest Halklar ulusu seç: siyasi izlemede bir adım geri gider ve Serbest Halklar, nerede olursa olsun o ulusun liderlerinden, normal ya da elit birimlerinden birini oyundan çıkarır.</translation>
    </message>
    <message>
        <source>After casualties are removed, if your army units number at least twice the enemy&apos;s, you score one more hit.</source>
        <translation>Kayıplar çıkarıldıktan sonra ordu birimlerinin sayısı düşmanınkinin en az iki katıysa bir isabet daha kazanırsın.</translation>
    </message>
    <message>
        <source>One Shadow army moves up to three regions, through regions free for army movement, and must end with another Shadow army that is not under siege. The army moves whole and picks up no units on the way.</source>
        <translation>Bir Gölge ordusu ordu hareketine açık bölgelerden geçerek en fazla üç bölge hareket eder ve kuşatma altında olmayan başka bir Gölge ordusunun yanında durmalıdır. Ordu bütün olarak hareket eder ve yolda birim almaz.</translation>
    </message>
    <message>
        <source>+1 to every die of your combat roll. After the re-roll, if your hits this round (card attacks included) exceed the Free Peoples&apos;, you score one more hit.</source>
        <translation>Savaş atışının her zarına +1. Tekrar atıştan sonra bu turdaki isabetlerin (kart saldırıları dahil) Serbest Halklarınkini aşarsa bir isabet daha kazanırsın.</translation>
    </message>
    <message>
        <source>The printed card lets you split off part of the army before it moves; the app moves the whole army.</source>
        <translation>Basılı kart, ordunun bir kısmını hareketten önce ayırmana izin verir; uygulama bütün orduyu hareket ettirir.</translation>
    </message>
    <message>
        <source>Two Shadow armies move, each up to two regions through regions free for army movement, and each must end with another Shadow army that is not under siege. Armies move whole, picking up nothing on the way.</source>
        <translation>İki Gölge ordusu, her biri ordu hareketine açık bölgelerden geçerek en fazla iki bölge hareket eder ve her biri kuşatma altında olmayan başka bir Gölge ordusunun yanında durmalıdır. Ordular bütün olarak hareket eder, yolda hiçbir şey almaz.</translation>
    </message>
    <message>
        <source>The printed card lets you split off part of an army before it moves; the app moves whole armies.</source>
        <translation>Basılı kart, bir ordunun bir kısmını hareketten önce ayırmana izin verir; uygulama orduları bütün olarak hareket ettirir.</translation>
    </message>
    <message>
        <source>Choose up to four different Shadow armies; each may move one region.</source>
        <translation>En fazla dört farklı Gölge ordusu seç; her biri bir bölge hareket edebilir.</translation>
    </message>
    <message>
        <source>The combat card the Free Peoples played this round is cancelled; if they played none, every die of your leader re-roll gets +1.</source>
        <translation>Serbest Halkların bu tur oynadığı muharebe kartı iptal edilir; hiç oynamadılarsa lider tekrar atışının her zarı +1 alır.</translation>
    </message>
    <message>
        <source>The Shadow army in Umbar sails to Anfalas, Dol Amroth, Lamedon or Pelargir; units beyond the stacking limit are removed. A Free Peoples army there is attacked at once, and the Shadow may not call the battle off unless that army was already besieged.</source>
        <translation>Umbar&apos;daki Gölge ordusu Anfalas&apos;a, Dol Amroth&apos;a, Lamedon&apos;a ya da Pelargir&apos;e yelken açar; istifleme sınırını aşan birimler çıkarılır. Oradaki bir Serbest Halklar ordusuna hemen saldırılır ve o ordu zaten kuşatma altında değilse Gölge muharebeyi durduramaz.</translation>
    </message>
    <message>
        <source>The fleet lands once its battle has cleared the region; if the Free Peoples there were besieged it joins the besiegers in a siege battle.</source>
        <translation>Filo, muharebesi bölgeyi temizledikten sonra karaya çıkar; oradaki Serbest Halklar kuşatma altındaysa bir kuşatma muharebesinde kuşatanlara katılır.</translation>
    </message>
    <message>
        <source>Recruit two Isengard regulars in a free region next to North or South Dunland. Then you may move up to four Isengard units from North and/or South Dunland into that region.</source>
        <translation>Kuzey ya da Güney Dunland&apos;a komşu, düşman birimi olmayan bir bölgede iki normal Isengard birimi topla. Ardından Kuzey ve/veya Güney Dunland&apos;dan en fazla dört Isengard birimini o bölgeye hareket ettirebilirsin.</translation>
    </message>
    <message>
        <source>You choose how many units move from North and from South Dunland (four in all at most); the app moves elites before regulars.</source>
        <translation>Kuzey Dunland&apos;dan ve Güney Dunland&apos;dan kaç birimin gideceğini sen seçersin (toplam en fazla dört); uygulama elit birimleri normal birimlerden önce hareket ettirir.</translation>
    </message>
    <message>
        <source>The Witch-king moves to Angmar; then, if Angmar is free, recruit two Sauron regulars and a Sauron elite there.</source>
        <translation>Cadı Kral Angmar&apos;a gider; ardından Angmar&apos;da düşman birimi yoksa oraya iki normal Sauron birimi ve bir elit Sauron birimi topla.</translation>
    </message>
    <message>
        <source>Recruit an Isengard regular or elite in a free region where a Shadow army stands.</source>
        <translation>Bir Gölge ordusunun bulunduğu, düşman birimi olmayan bir bölgede bir normal ya da elit Isengard birimi topla.</translation>
    </message>
    <message>
        <source>After casualties are removed, your elite units (5 at most) attack again: every 5 or 6 is a hit.</source>
        <translation>Kayıplar çıkarıldıktan sonra elit birimlerin (en fazla 5) yeniden saldırır: her 5 veya 6 bir isabettir.</translation>
    </message>
    <message>
        <source>Recruit a Sauron regular or elite in a free region where a Shadow army stands.</source>
        <translation>Bir Gölge ordusunun bulunduğu, düşman birimi olmayan bir bölgede bir normal ya da elit Sauron birimi topla.</translation>
    </message>
    <message>
        <source>Swap two Sauron regulars anywhere on the board for two Sauron elites.</source>
        <translation>Tahtanın herhangi bir yerindeki iki normal Sauron birimini iki elit Sauron birimiyle değiştir.</translation>
    </message>
    <message>
        <source>Recruit two Isengard regulars in North Dunland and two in South Dunland, plus two Isengard units in Orthanc, each a regular or an elite as you choose.</source>
        <translation>Kuzey Dunland&apos;da iki, Güney Dunland&apos;da iki normal Isengard birimi topla; ayrıca Orthanc&apos;ta, her biri istediğin gibi normal ya da elit olan iki Isengard birimi topla.</translation>
    </message>
    <message>
        <source>Recruit two Southron &amp; Easterling regulars in each of three different Southron &amp; Easterling settlements.</source>
        <translation>Üç farklı Güneyli ve Doğulu yerleşiminin her birinde iki normal Güneyli ve Doğulu birimi topla.</translation>
    </message>
    <message>
        <source>Recruit five Sauron regulars and one Nazgûl in Minas Morgul.</source>
        <translation>Minas Morgul&apos;da beş normal Sauron birimi ve bir Nazgûl topla.</translation>
    </message>
    <message>
        <source>In Mount Gram or in Moria, recruit one Nazgûl and two Sauron units (regular or elite).</source>
        <translation>Gram Dağı&apos;nda ya da Moria&apos;da bir Nazgûl ve iki Sauron birimi (normal ya da elit) topla.</translation>
    </message>
    <message>
        <source>Recruit three Sauron regulars in Dol Guldur and three in Mount Gundabad.</source>
        <translation>Dol Guldur&apos;da üç, Gundabad Dağı&apos;nda üç normal Sauron birimi topla.</translation>
    </message>
    <message>
        <source>Recruit five Southron &amp; Easterling regulars in one free region of that nation on the map&apos;s eastern edge: North, East or South Rhûn, Khand or Far Harad.</source>
        <translation>Haritanın doğu kenarında bu ulusa ait, düşman birimi olmayan bir bölgede beş normal Güneyli ve Doğulu birimi topla: Kuzey, Doğu ya da Güney Rhûn, Khand veya Uzak Harad.</translation>
    </message>
    <message>
        <source>Recruit a Sauron elite in Trollshaws and one Sauron regular each in Angmar, the Ettenmoors and Weather Hills.</source>
        <translation>Trol Korulukları&apos;nda bir elit Sauron birimi; Angmar&apos;da, Etten Bozkırları&apos;nda ve Rüzgâr Tepeleri&apos;nde de birer normal Sauron birimi topla.</translation>
    </message>
    <message>
        <source>Both armies add 1 to every die of their combat rolls and leader re-rolls.</source>
        <translation>Her iki ordu da savaş atışlarının ve lider tekrar atışlarının her zarına 1 ekler.</translation>
    </message>
    <message>
        <source>Recruit five Southron &amp; Easterling regulars in Gorgoroth and five Sauron regulars in Nurn.</source>
        <translation>Gorgoroth&apos;ta beş normal Güneyli ve Doğulu birimi, Nurn&apos;de beş normal Sauron birimi topla.</translation>
    </message>
    <message>
        <source>In three different Sauron strongholds, recruit two Sauron regulars each.</source>
        <translation>Üç farklı Sauron kalesinin her birinde iki normal Sauron birimi topla.</translation>
    </message>
    <message>
        <source>Gandalf the Grey</source>
        <translation>Gandalf Gri</translation>
    </message>
    <message>
        <source>After playing an event card with an Event or Will of the West die, draw a Character event card.</source>
        <translation>Bir Olay ya da Batı&apos;nın İradesi zarıyla bir olay kartı oynadıktan sonra bir Karakter olay kartı çek.</translation>
    </message>
    <message>
        <source>+1 combat strength to the Free Peoples army he is with (still at most 5 dice).</source>
        <translation>Yanında bulunduğu Serbest Halklar ordusuna +1 savaş gücü (yine en fazla 5 zar).</translation>
    </message>
    <message>
        <source>Out of the Fellowship he may be replaced by Gandalf the White.</source>
        <translation>Kardeşliğin dışındayken yerini Gandalf Beyaz alabilir.</translation>
    </message>
    <message>
        <source>Strider</source>
        <translation>Kır Bacak</translation>
    </message>
    <message>
        <source>Any action die may hide a revealed Fellowship; the first die used to move the Fellowship each turn does not go to the hunt box.</source>
        <translation>Herhangi bir aksiyon zarı açık Kardeşliği gizleyebilir; her tur Kardeşliği hareket ettirmek için kullanılan ilk zar Av Kutusuna gitmez.</translation>
    </message>
    <message>
        <source>Out of the Fellowship he may be crowned as Aragorn.</source>
        <translation>Kardeşliğin dışındayken Aragorn olarak taç giyebilir.</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Boromir</translation>
    </message>
    <message>
        <source>May be eliminated to reduce hunt damage.</source>
        <translation>Av hasarını azaltmak için oyundan çıkarılabilir.</translation>
    </message>
    <message>
        <source>In an unconquered Gondor city or stronghold, any action die advances Gondor one political step.</source>
        <translation>Fethedilmemiş bir Gondor şehrinde veya kalesinde, herhangi bir aksiyon zarı Gondor&apos;u siyasi izlemede bir adım ilerletir.</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Legolas</translation>
    </message>
    <message>
        <source>In an unconquered Elven stronghold, any action die advances the Elves one political step.</source>
        <translation>Fethedilmemiş bir Elf kalesinde, herhangi bir aksiyon zarı Elfleri siyasi izlemede bir adım ilerletir.</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Gimli</translation>
    </message>
    <message>
        <source>In unconquered Erebor, any action die advances the Dwarves one political step.</source>
        <translation>Fethedilmemiş Erebor&apos;da, herhangi bir aksiyon zarı Cüceleri siyasi izlemede bir adım ilerletir.</translation>
    </message>
    <message>
        <source>Meriadoc</source>
        <translation>Meriadoc</translation>
    </message>
    <message>
        <source>When the hunt does damage, he may leave the Fellowship (separate) to reduce it by one.</source>
        <translation>Av hasar verdiğinde, hasarı bir azaltmak için Kardeşlikten ayrılabilir (ayırma sayılır).</translation>
    </message>
    <message>
        <source>If eliminated while in the Fellowship (not on the Mordor track), he is separated instead.</source>
        <translation>Kardeşlikteyken (Mordor İzlemesi&apos;nde değilken) oyundan çıkarılacak olursa bunun yerine ayrılır.</translation>
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
        <translation>Kır Bacak Minas Tirith&apos;te, Dol Amroth&apos;ta ya da Pelargir&apos;de ve orası fethedilmemiş; yerini Aragorn alır.</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Gandalf Beyaz</translation>
    </message>
    <message>
        <source>Gandalf the Grey has left the Fellowship or been eliminated, and a minion is or was in play; he replaces Gandalf the Grey, or enters in Fangorn or an unconquered Elven stronghold.</source>
        <translation>Gandalf Gri Kardeşlikten ayrılmış ya da oyundan çıkarılmış ve bir Kötü Hizmetkar oyunda ya da daha önce oyuna girmiş; Gandalf Gri&apos;nin yerini alır ya da Fangorn&apos;da veya fethedilmemiş bir Elf kalesinde oyuna girer.</translation>
    </message>
    <message>
        <source>Moving alone or with one hobbit he counts as level 4.</source>
        <translation>Tek başına ya da bir hobbitle birlikte hareket ederken seviyesi 4 sayılır.</translation>
    </message>
    <message>
        <source>May give up his leadership at the start of a battle to cancel all Nazgûl leadership in it.</source>
        <translation>Bir muharebenin başında liderliğinden vazgeçerek o muharebedeki tüm Nazgûl liderliğini iptal edebilir.</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Gollum</translation>
    </message>
    <message>
        <source>Reveal icons on standard hunt tiles do not reveal the Fellowship (Shadow special tiles and Eye tiles still do); if the hunt did not reveal it, the Fellowship may be revealed to reduce the damage by one.</source>
        <translation>Standart av karolarındaki İfşa simgeleri Kardeşliği açığa çıkarmaz (Gölge özel karoları ve Göz karoları yine çıkarır); av Kardeşliği açığa çıkarmadıysa, hasarı bir azaltmak için Kardeşlik açığa çıkarılabilir.</translation>
    </message>
    <message>
        <source>When no companion is left in the Fellowship, Gollum joins it as the guide.</source>
        <translation>Kardeşlikte hiç Yoldaş kalmadığında Gollum rehber olarak Kardeşliğe katılır.</translation>
    </message>
    <message>
        <source>Isengard is at war and Orthanc is unconquered; he is placed in Orthanc and never leaves it.</source>
        <translation>Isengard savaşta ve Orthanc fethedilmemiş; Orthanc&apos;a yerleştirilir ve oradan hiç ayrılmaz.</translation>
    </message>
    <message>
        <source>While Orthanc is his and not besieged, a Muster die recruits one Isengard regular in each Isengard settlement, or upgrades two regulars in Orthanc to elites.</source>
        <translation>Orthanc onun elindeyken ve kuşatma altında değilken, bir Toplama zarı her Isengard yerleşiminde bir normal Isengard birimi toplar ya da Orthanc&apos;taki iki normal birimi elit birime yükseltir.</translation>
    </message>
    <message>
        <source>Isengard elites also count as leaders for movement and combat.</source>
        <translation>Isengard elit birimleri hareket ve muharebe için lider de sayılır.</translation>
    </message>
    <message>
        <source>The Witch-king</source>
        <translation>Cadı Kral</translation>
    </message>
    <message>
        <source>Sauron and at least one Free Peoples nation are at war; he is placed with a Shadow army that has a Sauron unit. Entering activates every Free Peoples nation.</source>
        <translation>Sauron ve en az bir Serbest Halklar ulusu savaşta; Sauron birimi içeren bir Gölge ordusunun yanına yerleştirilir. Oyuna girişi tüm Serbest Halklar uluslarını aktif hâle getirir.</translation>
    </message>
    <message>
        <source>Moves like a Nazgûl (unlimited level).</source>
        <translation>Bir Nazgûl gibi hareket eder (sınırsız seviye).</translation>
    </message>
    <message>
        <source>After playing a combat card in the first round of a battle he is in, draw an event card of that card&apos;s type.</source>
        <translation>Bulunduğu bir muharebenin ilk turunda bir muharebe kartı oynadıktan sonra o kartın türünden bir olay kartı çek.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron</source>
        <translation>Sauron&apos;un Ağzı</translation>
    </message>
    <message>
        <source>The Lord of the Rings — Friends &amp; Foes</source>
        <translation>The Lord of the Rings — Friends &amp; Foes</translation>
    </message>
    <message>
        <source>The Skirmish Table</source>
        <translation>Çarpışma Masası</translation>
    </message>
    <message>
        <source>Space 0 of the corruption line</source>
        <translation>Yozlaşma hattının 0. alanı</translation>
    </message>
    <message>
        <source>Space 1 of the corruption line</source>
        <translation>Yozlaşma hattının 1. alanı</translation>
    </message>
    <message>
        <source>Space 2 of the corruption line</source>
        <translation>Yozlaşma hattının 2. alanı</translation>
    </message>
    <message>
        <source>Space 3 of the corruption line</source>
        <translation>Yozlaşma hattının 3. alanı</translation>
    </message>
    <message>
        <source>Space 4 of the corruption line</source>
        <translation>Yozlaşma hattının 4. alanı</translation>
    </message>
    <message>
        <source>Space 5 of the corruption line</source>
        <translation>Yozlaşma hattının 5. alanı</translation>
    </message>
    <message>
        <source>Space 6 of the corruption line</source>
        <translation>Yozlaşma hattının 6. alanı</translation>
    </message>
    <message>
        <source>Space 7 of the corruption line</source>
        <translation>Yozlaşma hattının 7. alanı</translation>
    </message>
    <message>
        <source>Space 8 of the corruption line</source>
        <translation>Yozlaşma hattının 8. alanı</translation>
    </message>
    <message>
        <source>Space 9 of the corruption line</source>
        <translation>Yozlaşma hattının 9. alanı</translation>
    </message>
    <message>
        <source>Space 10 of the corruption line</source>
        <translation>Yozlaşma hattının 10. alanı</translation>
    </message>
    <message>
        <source>Space 11 of the corruption line</source>
        <translation>Yozlaşma hattının 11. alanı</translation>
    </message>
    <message>
        <source>Space 12 of the corruption line</source>
        <translation>Yozlaşma hattının 12. alanı</translation>
    </message>
    <message>
        <source>Space 13 of the corruption line</source>
        <translation>Yozlaşma hattının 13. alanı</translation>
    </message>
    <message>
        <source>Space 14 of the corruption line</source>
        <translation>Yozlaşma hattının 14. alanı</translation>
    </message>
    <message>
        <source>Space 15 of the corruption line</source>
        <translation>Yozlaşma hattının 15. alanı</translation>
    </message>
    <message>
        <source>Place 1 of the foe line</source>
        <translation>Düşman hattının 1. yeri</translation>
    </message>
    <message>
        <source>Place 2 of the foe line</source>
        <translation>Düşman hattının 2. yeri</translation>
    </message>
    <message>
        <source>Place 3 of the foe line</source>
        <translation>Düşman hattının 3. yeri</translation>
    </message>
    <message>
        <source>Place 4 of the foe line</source>
        <translation>Düşman hattının 4. yeri</translation>
    </message>
    <message>
        <source>Place 5 of the foe line</source>
        <translation>Düşman hattının 5. yeri</translation>
    </message>
    <message>
        <source>Place 6 of the foe line</source>
        <translation>Düşman hattının 6. yeri</translation>
    </message>
    <message>
        <source>Place 7 of the foe line</source>
        <translation>Düşman hattının 7. yeri</translation>
    </message>
    <message>
        <source>Place 8 of the foe line</source>
        <translation>Düşman hattının 8. yeri</translation>
    </message>
    <message>
        <source>The scenario board</source>
        <translation>Senaryo tahtası</translation>
    </message>
    <message>
        <source>The main line</source>
        <translation>Ana hat</translation>
    </message>
    <message>
        <source>The first activity line</source>
        <translation>Birinci etkinlik hattı</translation>
    </message>
    <message>
        <source>The second activity line</source>
        <translation>İkinci etkinlik hattı</translation>
    </message>
    <message>
        <source>The third activity line</source>
        <translation>Üçüncü etkinlik hattı</translation>
    </message>
    <message>
        <source>Event 1</source>
        <translation>Olay 1</translation>
    </message>
    <message>
        <source>Event 2</source>
        <translation>Olay 2</translation>
    </message>
    <message>
        <source>Event 3</source>
        <translation>Olay 3</translation>
    </message>
    <message>
        <source>Event 4</source>
        <translation>Olay 4</translation>
    </message>
    <message>
        <source>Event 5</source>
        <translation>Olay 5</translation>
    </message>
    <message>
        <source>Event 6</source>
        <translation>Olay 6</translation>
    </message>
    <message>
        <source>The event tiles</source>
        <translation>Olay karoları</translation>
    </message>
    <message>
        <source>The last event tile</source>
        <translation>Son olay karosu</translation>
    </message>
    <message>
        <source>Bag End</source>
        <translation>Çıkın Çıkmazı</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Elin</translation>
    </message>
    <message>
        <source>The Fords of Isen</source>
        <translation>Isen Geçitleri</translation>
    </message>
    <message>
        <source>The Isen, west reach</source>
        <translation>Isen, batı kesimi</translation>
    </message>
    <message>
        <source>The Isen, east reach</source>
        <translation>Isen, doğu kesimi</translation>
    </message>
    <message>
        <source>The Fords</source>
        <translation>Geçitler</translation>
    </message>
    <message>
        <source>Reed beds</source>
        <translation>Kamışlık</translation>
    </message>
    <message>
        <source>Sedge beds</source>
        <translation>Sazlık</translation>
    </message>
    <message>
        <source>The old dike</source>
        <translation>Eski set</translation>
    </message>
    <message>
        <source>The broken dike</source>
        <translation>Yıkık set</translation>
    </message>
    <message>
        <source>Watch-hill</source>
        <translation>Gözcü Tepesi</translation>
    </message>
    <message>
        <source>Barrow-hill</source>
        <translation>Höyük Tepesi</translation>
    </message>
    <message>
        <source>Standing stones</source>
        <translation>Dikili taşlar</translation>
    </message>
    <message>
        <source>Fallen stones</source>
        <translation>Devrik taşlar</translation>
    </message>
    <message>
        <source>Fangorn&apos;s Eaves</source>
        <translation>Fangorn&apos;un Eteği</translation>
    </message>
    <message>
        <source>Fangorn&apos;s edge</source>
        <translation>Fangorn&apos;un kıyısı</translation>
    </message>
    <message>
        <source>The deep eaves</source>
        <translation>Eteğin derinlikleri</translation>
    </message>
    <message>
        <source>Old thicket</source>
        <translation>Yaşlı çalılık</translation>
    </message>
    <message>
        <source>Hollow thicket</source>
        <translation>Kovuklu çalılık</translation>
    </message>
    <message>
        <source>Grey stones</source>
        <translation>Gri taşlar</translation>
    </message>
    <message>
        <source>Mossy boulders</source>
        <translation>Yosunlu kayalar</translation>
    </message>
    <message>
        <source>Fallen log</source>
        <translation>Devrik kütük</translation>
    </message>
    <message>
        <source>Fallen elm</source>
        <translation>Devrik karaağaç</translation>
    </message>
    <message>
        <source>Amon Hen</source>
        <translation>Amon Hen</translation>
    </message>
    <message>
        <source>The Seat of Seeing</source>
        <translation>Görüş Tahtı</translation>
    </message>
    <message>
        <source>Ruined gatehouse</source>
        <translation>Yıkık kapı kulesi</translation>
    </message>
    <message>
        <source>Ruined watch-house</source>
        <translation>Yıkık gözcü kulübesi</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>Taş duvar</translation>
    </message>
    <message>
        <source>Boulder</source>
        <translation>Kaya</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Sting</translation>
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
        <translation>Gandalf&apos;ın Asası</translation>
    </message>
    <message>
        <source>The Book of Mazarbul</source>
        <translation>Mazarbul Kitabı</translation>
    </message>
    <message>
        <source>The pipe</source>
        <translation>Pipo</translation>
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
        <translation>Galadriel&apos;in Şişesi</translation>
    </message>
    <message>
        <source>The belt of Galadriel</source>
        <translation>Galadriel&apos;in Kemeri</translation>
    </message>
    <message>
        <source>Celeborn</source>
        <translation>Celeborn</translation>
    </message>
    <message>
        <source>Elven cloak</source>
        <translation>Elf Pelerini</translation>
    </message>
    <message>
        <source>Elven boats</source>
        <translation>Elf Kayıkları</translation>
    </message>
    <message>
        <source>Elven rope</source>
        <translation>Elf İpi</translation>
    </message>
    <message>
        <source>The leaf brooch</source>
        <translation>Yaprak Broş</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Gölgeyele</translation>
    </message>
    <message>
        <source>The Riders of Rohan</source>
        <translation>Rohan Süvarileri</translation>
    </message>
    <message>
        <source>The Army of the Dead</source>
        <translation>Ölüler Ordusu</translation>
    </message>
    <message>
        <source>Ghân-buri-Ghân</source>
        <translation>Ghân-buri-Ghân</translation>
    </message>
    <message>
        <source>Bill the Pony</source>
        <translation>Midilli Bill</translation>
    </message>
    <message>
        <source>Barliman Butterbur</source>
        <translation>Barliman Butterbur</translation>
    </message>
    <message>
        <source>Tom Bombadil</source>
        <translation>Tom Bombadil</translation>
    </message>
    <message>
        <source>Farmer Maggot</source>
        <translation>Çiftçi Maggot</translation>
    </message>
    <message>
        <source>Goldberry</source>
        <translation>Altınyemiş</translation>
    </message>
    <message>
        <source>Quickbeam</source>
        <translation>Çevikdal</translation>
    </message>
    <message>
        <source>The Huorns</source>
        <translation>Huornlar</translation>
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
        <translation>Öngörü</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>Rehberlik</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Şifa</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Büyü</translation>
    </message>
    <message>
        <source>Persistence</source>
        <translation>Azim</translation>
    </message>
    <message>
        <source>Defiance</source>
        <translation>Meydan Okuma</translation>
    </message>
    <message>
        <source>Immunity</source>
        <translation>Bağışıklık</translation>
    </message>
    <message>
        <source>Fire Storm</source>
        <translation>Ateş Fırtınası</translation>
    </message>
    <message>
        <source>Lagduf</source>
        <translation>Lagduf</translation>
    </message>
    <message>
        <source>Mountain-Trolls</source>
        <translation>Dağ Trolleri</translation>
    </message>
    <message>
        <source>Wolf Riders</source>
        <translation>Kurt Binicileri</translation>
    </message>
    <message>
        <source>Haradrim</source>
        <translation>Haradrim</translation>
    </message>
    <message>
        <source>Shagrat&apos;s Patrol</source>
        <translation>Shagrat&apos;ın Devriyesi</translation>
    </message>
    <message>
        <source>Black Rider</source>
        <translation>Kara Süvari</translation>
    </message>
    <message>
        <source>Bill Ferny</source>
        <translation>Bill Ferny</translation>
    </message>
    <message>
        <source>Barrow-wight</source>
        <translation>Höyük Hortlağı</translation>
    </message>
    <message>
        <source>Cave-Troll</source>
        <translation>Mağara Trolü</translation>
    </message>
    <message>
        <source>Moria Goblins</source>
        <translation>Moria Goblinleri</translation>
    </message>
    <message>
        <source>Dunlendings</source>
        <translation>Dunlandlılar</translation>
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
        <translation>Doğulular</translation>
    </message>
    <message>
        <source>Half-orcs</source>
        <translation>Yarı Orklar</translation>
    </message>
    <message>
        <source>Variags of Khand</source>
        <translation>Khand Variagları</translation>
    </message>
    <message>
        <source>Orcs of Minas Morgul</source>
        <translation>Minas Morgul Orkları</translation>
    </message>
    <message>
        <source>Sharkey&apos;s Ruffians</source>
        <translation>Sharkey&apos;nin Haydutları</translation>
    </message>
    <message>
        <source>Wargs</source>
        <translation>Varglar</translation>
    </message>
    <message>
        <source>Gorbag&apos;s Orcs</source>
        <translation>Gorbag&apos;ın Orkları</translation>
    </message>
    <message>
        <source>Old Man Willow</source>
        <translation>Yaşlı Söğüt Adam</translation>
    </message>
    <message>
        <source>Fell Beast</source>
        <translation>Uçan Canavar</translation>
    </message>
    <message>
        <source>Orc Archers</source>
        <translation>Ork Okçuları</translation>
    </message>
    <message>
        <source>The Nazgûl appears</source>
        <translation>Nazgûl ortaya çıkıyor</translation>
    </message>
    <message>
        <source>The Council</source>
        <translation>Divan</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Toparlanma</translation>
    </message>
    <message>
        <source>The test of Galadriel</source>
        <translation>Galadriel&apos;in sınavı</translation>
    </message>
    <message>
        <source>The road to Weathertop</source>
        <translation>Rüzgârtepe yolu</translation>
    </message>
    <message>
        <source>Black Riders in the night</source>
        <translation>Gecenin içinde Kara Süvariler</translation>
    </message>
    <message>
        <source>Weathertop</source>
        <translation>Rüzgârtepe</translation>
    </message>
    <message>
        <source>Black Riders at the gate</source>
        <translation>Kapıda Kara Süvariler</translation>
    </message>
    <message>
        <source>The Prancing Pony</source>
        <translation>Atılgan Midilli</translation>
    </message>
    <message>
        <source>Attack on the inn</source>
        <translation>Hana baskın</translation>
    </message>
    <message>
        <source>Strider&apos;s guidance</source>
        <translation>Kır Bacak&apos;ın rehberliği</translation>
    </message>
    <message>
        <source>The Midgewater Marshes</source>
        <translation>Sivrisinek Bataklıkları</translation>
    </message>
    <message>
        <source>Battle against the wolves, the orcs and the Balrog</source>
        <translation>Kurtlara, orklara ve Balrog&apos;a karşı savaş</translation>
    </message>
    <message>
        <source>Speak, friend, and enter</source>
        <translation>Söyle dostum ve gir</translation>
    </message>
    <message>
        <source>The Watcher in the Water</source>
        <translation>Sudaki Gözcü</translation>
    </message>
    <message>
        <source>A stone in the well</source>
        <translation>Kuyuya düşen taş</translation>
    </message>
    <message>
        <source>Trapped!</source>
        <translation>Kapana kısıldık!</translation>
    </message>
    <message>
        <source>The orcs attack</source>
        <translation>Orklar saldırıyor</translation>
    </message>
    <message>
        <source>Fly, you fools!</source>
        <translation>Kaçın, sizi budalalar!</translation>
    </message>
    <message>
        <source>The march of the Ents</source>
        <translation>Entlerin yürüyüşü</translation>
    </message>
    <message>
        <source>The flooding of Isengard</source>
        <translation>Isengard&apos;ın sular altında kalışı</translation>
    </message>
    <message>
        <source>The shadow of Orthanc</source>
        <translation>Orthanc&apos;ın gölgesi</translation>
    </message>
    <message>
        <source>The voice of Saruman</source>
        <translation>Saruman&apos;ın sesi</translation>
    </message>
    <message>
        <source>Orcs of the White Hand</source>
        <translation>Ak El&apos;in Orkları</translation>
    </message>
    <message>
        <source>The palantír of Orthanc</source>
        <translation>Orthanc Palantírı</translation>
    </message>
    <message>
        <source>Battle of the Spells</source>
        <translation>Büyüler Savaşı</translation>
    </message>
    <message>
        <source>The Great Eye</source>
        <translation>Büyük Göz</translation>
    </message>
    <message>
        <source>Wormtongue unmasked</source>
        <translation>Solucandil&apos;in maskesi düşüyor</translation>
    </message>
    <message>
        <source>Orcs attack the gate</source>
        <translation>Orklar kapıya saldırıyor</translation>
    </message>
    <message>
        <source>The fire of Orthanc</source>
        <translation>Orthanc&apos;ın ateşi</translation>
    </message>
    <message>
        <source>The orcs storm forward</source>
        <translation>Orklar hücuma geçiyor</translation>
    </message>
    <message>
        <source>The orcs take Helm&apos;s Deep</source>
        <translation>Orklar Miğfer Dibi&apos;ni alıyor</translation>
    </message>
    <message>
        <source>Henneth Annûn</source>
        <translation>Henneth Annûn</translation>
    </message>
    <message>
        <source>The faces of the dead</source>
        <translation>Ölülerin yüzleri</translation>
    </message>
    <message>
        <source>The forbidden pool</source>
        <translation>Yasak Havuz</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl searches for the Ring</source>
        <translation>Nazgûl&apos;un Efendisi Yüzüğü arıyor</translation>
    </message>
    <message>
        <source>Shelob appears</source>
        <translation>Shelob ortaya çıkıyor</translation>
    </message>
    <message>
        <source>Shelob attacks</source>
        <translation>Shelob saldırıyor</translation>
    </message>
    <message>
        <source>The struggle up Mount Doom</source>
        <translation>Kader Dağı&apos;na tırmanış</translation>
    </message>
    <message>
        <source>The siege of Minas Tirith</source>
        <translation>Minas Tirith kuşatması</translation>
    </message>
    <message>
        <source>Sam saves Frodo</source>
        <translation>Sam Frodo&apos;yu kurtarıyor</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl attacks</source>
        <translation>Nazgûl&apos;un Efendisi saldırıyor</translation>
    </message>
    <message>
        <source>The battle of the Pelennor Fields</source>
        <translation>Pelennor Çayırları Muharebesi</translation>
    </message>
    <message>
        <source>Surrounded by dark forces</source>
        <translation>Karanlık güçlerin kuşatmasında</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Yay</translation>
    </message>
    <message>
        <source>Elven bow</source>
        <translation>Elf yayı</translation>
    </message>
    <message>
        <source>Orc bow</source>
        <translation>Ork yayı</translation>
    </message>
    <message>
        <source>Crossbow</source>
        <translation>Arbalet</translation>
    </message>
    <message>
        <source>Throwing spears</source>
        <translation>Atma mızrakları</translation>
    </message>
    <message>
        <source>Throwing axes</source>
        <translation>Atma baltaları</translation>
    </message>
    <message>
        <source>Captain of Rohan</source>
        <translation>Rohan Komutanı</translation>
    </message>
    <message>
        <source>Rider of Rohan</source>
        <translation>Rohan Süvarisi</translation>
    </message>
    <message>
        <source>Veteran of the Westfold</source>
        <translation>Westfold Gazisi</translation>
    </message>
    <message>
        <source>Bowman of the Westfold</source>
        <translation>Westfold Okçusu</translation>
    </message>
    <message>
        <source>Ranger captain</source>
        <translation>Kolcu komutanı</translation>
    </message>
    <message>
        <source>Ranger of Gondor</source>
        <translation>Gondor Kolcusu</translation>
    </message>
    <message>
        <source>Uruk-hai captain</source>
        <translation>Uruk-hai komutanı</translation>
    </message>
    <message>
        <source>Uruk-hai warrior</source>
        <translation>Uruk-hai savaşçısı</translation>
    </message>
    <message>
        <source>Uruk-hai crossbowman</source>
        <translation>Uruk-hai arbaletçisi</translation>
    </message>
    <message>
        <source>Goblin captain</source>
        <translation>Goblin komutanı</translation>
    </message>
    <message>
        <source>Goblin warrior</source>
        <translation>Goblin savaşçısı</translation>
    </message>
    <message>
        <source>Goblin archer</source>
        <translation>Goblin okçusu</translation>
    </message>
    <message>
        <source>Dwarf captain</source>
        <translation>Cüce komutanı</translation>
    </message>
    <message>
        <source>Dwarf warrior</source>
        <translation>Cüce savaşçısı</translation>
    </message>
    <message>
        <source>Dwarf hewer</source>
        <translation>Cüce baltacısı</translation>
    </message>
    <message>
        <source>Dwarf axe-thrower</source>
        <translation>Cüce balta atıcısı</translation>
    </message>
    <message>
        <source>Galadhrim captain</source>
        <translation>Galadhrim komutanı</translation>
    </message>
    <message>
        <source>Galadhrim archer</source>
        <translation>Galadhrim okçusu</translation>
    </message>
    <message>
        <source>Galadhrim warrior</source>
        <translation>Galadhrim savaşçısı</translation>
    </message>
    <message>
        <source>Riders of the Westfold</source>
        <translation>Westfold Süvarileri</translation>
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
        <translation>Ithilien Kolcuları</translation>
    </message>
    <message>
        <source>Men of Gondor</source>
        <translation>Gondor İnsanları</translation>
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
        <translation>Uglúk&apos;un Uruk-hai&apos;ları</translation>
    </message>
    <message>
        <source>Uruk-hai of Isengard</source>
        <translation>Isengard Uruk-hai&apos;ları</translation>
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
        <translation>Moria Goblinleri</translation>
    </message>
    <message>
        <source>Orcs of the Misty Mountains</source>
        <translation>Dumanlı Dağlar Orkları</translation>
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
        <translation>Erebor Cüceleri</translation>
    </message>
    <message>
        <source>Durin&apos;s Folk</source>
        <translation>Durin&apos;in Halkı</translation>
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
        <translation>Lothlórien Muhafızları</translation>
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
        <translation>Amon Hen&apos;de Çarpışma</translation>
    </message>
    <message>
        <source>Two warbands meet on the wooded slopes below the Seat of Seeing, and neither will give way. Break the enemy before your own warband breaks: a warband that has lost half of its figures is beaten.</source>
        <translation>İki savaş birliği, Görüş Tahtı&apos;nın altındaki ağaçlık yamaçlarda karşılaşır ve hiçbiri geri adım atmaz. Kendi birliğin bozguna uğramadan düşmanı bozguna uğrat: figürlerinin yarısını yitiren savaş birliği yenilmiştir.</translation>
    </message>
    <message>
        <source>Hold the Fords of Isen</source>
        <translation>Isen Geçitlerini Tut</translation>
    </message>
    <message>
        <source>The Isen runs shallow over its stony islets, and whoever holds the crossing holds the road. When the last turn ends, the warband with more figures standing in the ford, not cowed, wins.</source>
        <translation>Isen taşlı adacıklarının arasından sığ akar ve geçidi tutan, yolu da tutar. Son tur bittiğinde geçitte sinmemiş olarak duran figürü daha çok olan savaş birliği kazanır.</translation>
    </message>
    <message>
        <source>The Heirloom under the Eaves</source>
        <translation>Orman Eteğindeki Yadigâr</translation>
    </message>
    <message>
        <source>An heirloom lies where it fell among the first trees of Fangorn. Pick it up and carry it off your own table edge to win; if nobody has done so by the end of the last turn, the side holding it wins.</source>
        <translation>Fangorn&apos;un ilk ağaçlarının arasında, düştüğü yerde bir yadigâr yatıyor. Kazanmak için onu al ve kendi masa kenarından dışarı çıkar; son turun sonuna kadar bunu kimse yapamazsa yadigâr elinde olan taraf kazanır.</translation>
    </message>
    <message>
        <source>The Fellowship is on the Mordor track, or every Free Peoples nation is at war; he is placed in a region with an unconquered Sauron stronghold.</source>
        <translation>Kardeşlik Mordor İzlemesi&apos;nde ya da tüm Serbest Halklar ulusları savaşta; fethedilmemiş bir Sauron kalesi olan bir bölgeye yerleştirilir.</translation>
    </message>
    <message>
        <source>Once a turn, a Muster die may be used as an Army die.</source>
        <translation>Turda bir kez, bir Toplama zarı Ordu zarı olarak kullanılabilir.</translation>
    </message>
    <message>
        <source>Dwarves</source>
        <translation>Cüceler</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Elfler</translation>
    </message>
    <message>
        <source>Southrons &amp; Easterlings</source>
        <translation>Güneyliler ve Doğulular</translation>
    </message>
    <message>
        <source>The first-player marker comes to you, and an intrigue card to your hand.</source>
        <translation>İlk oyuncu işareti sana geçer, eline de bir entrika kartı gelir.</translation>
    </message>
    <message>
        <source>Gain 2 Fighters.</source>
        <translation>2 Savaşçı kazan.</translation>
    </message>
    <message>
        <source>Gain 1 Cleric.</source>
        <translation>1 Rahip kazan.</translation>
    </message>
    <message>
        <source>Gain 1 Wizard.</source>
        <translation>1 Büyücü kazan.</translation>
    </message>
    <message>
        <source>Gain 2 Rogues.</source>
        <translation>2 Hırsız kazan.</translation>
    </message>
    <message>
        <source>Gain 4 Gold.</source>
        <translation>4 Altın kazan.</translation>
    </message>
    <message>
        <source>Buy one of the face-up buildings: pay its price, put it on a free lot, collect its VP tokens.</source>
        <translation>Açık binalardan birini satın al: bedelini öde, boş bir bina alanına koy, üzerindeki ZP jetonlarını al.</translation>
    </message>
    <message>
        <source>Choose one of the quests on offer; collect 2 Gold as well.</source>
        <translation>Açık görevlerden birini al; ayrıca 2 Altın kazan.</translation>
    </message>
    <message>
        <source>Choose one of the quests on offer; an intrigue card comes to your hand as well.</source>
        <translation>Açık görevlerden birini al; ayrıca eline bir entrika kartı gelir.</translation>
    </message>
    <message>
        <source>Clear away all four face-up quests, deal four new ones, then pick up one of them.</source>
        <translation>Açık dört görevin hepsini kaldır, dört yeni görev aç, sonra bunlardan birini al.</translation>
    </message>
    <message>
        <source>Play an intrigue card from your hand (no card, no entry). After every agent is out, this agent moves on to a free space elsewhere.</source>
        <translation>Elinden bir entrika kartı oyna (kartın yoksa buraya giremezsin). Tüm ajanlar yerleştikten sonra bu ajan başka bir boş alana geçer.</translation>
    </message>
    <message>
        <source>Entry Well</source>
        <translation>Entry Well</translation>
    </message>
    <message>
        <source>Choose one of the quests on offer at Cliffwatch Inn; afterwards you may play an intrigue card.</source>
        <translation>Cliffwatch Inn&apos;deki açık görevlerden birini al; ardından bir entrika kartı oynayabilirsin.</translation>
    </message>
    <message>
        <source>Hall of Mirrors</source>
        <translation>Hall of Mirrors</translation>
    </message>
    <message>
        <source>Either one adventurer of whatever kind you like, or a Fighter together with a Rogue.</source>
        <translation>Ya istediğin türden bir maceracı ya da bir Savaşçı ile bir Hırsız birlikte.</translation>
    </message>
    <message>
        <source>The Grim Statue</source>
        <translation>The Grim Statue</translation>
    </message>
    <message>
        <source>Two intrigue cards come to your hand.</source>
        <translation>Eline iki entrika kartı gelir.</translation>
    </message>
    <message>
        <source>Hall of the Voice</source>
        <translation>Hall of the Voice</translation>
    </message>
    <message>
        <source>Collect 5 Gold and a corruption, pick a quest at Cliffwatch Inn and an intrigue card besides.</source>
        <translation>5 Altın ve 1 Yolsuzluk al; ayrıca Cliffwatch Inn&apos;den bir görev seç ve bir entrika kartı çek.</translation>
    </message>
    <message>
        <source>Skull Island</source>
        <translation>Skull Island</translation>
    </message>
    <message>
        <source>Two adventurers of any kinds join your tavern, bringing a corruption along.</source>
        <translation>Tavernana istediğin türlerden iki maceracı katılır ve yanlarında 1 Yolsuzluk getirir.</translation>
    </message>
    <message>
        <source>Slavers&apos; Market</source>
        <translation>Slavers&apos; Market</translation>
    </message>
    <message>
        <source>Two Fighters and two Rogues join your tavern, bringing a corruption along.</source>
        <translation>Tavernana iki Savaşçı ve iki Hırsız katılır ve yanlarında 1 Yolsuzluk getirir.</translation>
    </message>
    <message>
        <source>Caravan Court</source>
        <translation>Caravan Court</translation>
    </message>
    <message>
        <source>Collect every Fighter piled here (2 are added when built and each round).</source>
        <translation>Burada biriken tüm Savaşçıları al (inşa edildiğinde ve her tur 2 tane eklenir).</translation>
    </message>
    <message>
        <source>Owner gains 1 Fighter.</source>
        <translation>Sahip 1 Savaşçı kazanır.</translation>
    </message>
    <message>
        <source>Dragon Tower</source>
        <translation>Dragon Tower</translation>
    </message>
    <message>
        <source>A Wizard joins your tavern, and an intrigue card your hand.</source>
        <translation>Tavernana bir Büyücü, eline de bir entrika kartı gelir.</translation>
    </message>
    <message>
        <source>Owner draws an intrigue card.</source>
        <translation>Sahip bir entrika kartı çeker.</translation>
    </message>
    <message>
        <source>Fetlock Court</source>
        <translation>Fetlock Court</translation>
    </message>
    <message>
        <source>Two Fighters and a Wizard join your tavern.</source>
        <translation>Tavernana iki Savaşçı ve bir Büyücü katılır.</translation>
    </message>
    <message>
        <source>Owner gains a Fighter or a Wizard.</source>
        <translation>Sahip bir Savaşçı ya da bir Büyücü kazanır.</translation>
    </message>
    <message>
        <source>The Golden Horn</source>
        <translation>The Golden Horn</translation>
    </message>
    <message>
        <source>Collect all the Gold piled here (4 are added when built and each round).</source>
        <translation>Burada biriken tüm Altını al (inşa edildiğinde ve her tur 4 tane eklenir).</translation>
    </message>
    <message>
        <source>Owner gains 2 Gold.</source>
        <translation>Sahip 2 Altın kazanır.</translation>
    </message>
    <message>
        <source>Helmstar Warehouse</source>
        <translation>Helmstar Warehouse</translation>
    </message>
    <message>
        <source>Two Rogues join your tavern, with 2 Gold besides.</source>
        <translation>Tavernana iki Hırsız katılır; üstüne 2 Altın da alırsın.</translation>
    </message>
    <message>
        <source>Owner gains 1 Rogue.</source>
        <translation>Sahip 1 Hırsız kazanır.</translation>
    </message>
    <message>
        <source>Heroes&apos; Garden</source>
        <translation>Heroes&apos; Garden</translation>
    </message>
    <message>
        <source>Pick up a face-up quest; you may finish it on the spot, and if you do, 4 VP extra.</source>
        <translation>Açık bir görev al; onu hemen tamamlayabilirsin, tamamlarsan 4 ZP fazladan kazanırsın.</translation>
    </message>
    <message>
        <source>Owner scores 2 VP.</source>
        <translation>Sahip 2 ZP kazanır.</translation>
    </message>
    <message>
        <source>House of Good Spirits</source>
        <translation>House of Good Spirits</translation>
    </message>
    <message>
        <source>A Fighter joins your tavern, plus one adventurer of whatever kind you like.</source>
        <translation>Tavernana bir Savaşçı ve ayrıca istediğin türden bir maceracı katılır.</translation>
    </message>
    <message>
        <source>House of Heroes</source>
        <translation>House of Heroes</translation>
    </message>
    <message>
        <source>Two Fighters and a Cleric join your tavern.</source>
        <translation>Tavernana iki Savaşçı ve bir Rahip katılır.</translation>
    </message>
    <message>
        <source>Owner gains a Cleric or a Fighter.</source>
        <translation>Sahip bir Rahip ya da bir Savaşçı kazanır.</translation>
    </message>
    <message>
        <source>House of the Moon</source>
        <translation>House of the Moon</translation>
    </message>
    <message>
        <source>A Cleric joins your tavern; choose one of the quests on offer at Cliffwatch Inn.</source>
        <translation>Tavernana bir Rahip katılır; Cliffwatch Inn&apos;deki açık görevlerden birini al.</translation>
    </message>
    <message>
        <source>House of Wonder</source>
        <translation>House of Wonder</translation>
    </message>
    <message>
        <source>Pay 2 Gold for two adventurers, each a Cleric or a Wizard as you like.</source>
        <translation>2 Altın öde ve her biri istediğin gibi Rahip ya da Büyücü olan iki maceracı al.</translation>
    </message>
    <message>
        <source>Jesters&apos; Court</source>
        <translation>Jesters&apos; Court</translation>
    </message>
    <message>
        <source>Collect every Rogue piled here (2 are added when built and each round).</source>
        <translation>Burada biriken tüm Hırsızları al (inşa edildiğinde ve her tur 2 tane eklenir).</translation>
    </message>
    <message>
        <source>New Olamn</source>
        <translation>New Olamn</translation>
    </message>
    <message>
        <source>Two Rogues and a Wizard join your tavern.</source>
        <translation>Tavernana iki Hırsız ve bir Büyücü katılır.</translation>
    </message>
    <message>
        <source>Owner gains a Rogue or a Wizard.</source>
        <translation>Sahip bir Hırsız ya da bir Büyücü kazanır.</translation>
    </message>
    <message>
        <source>Northgate</source>
        <translation>Northgate</translation>
    </message>
    <message>
        <source>Gain one adventurer of any kind and 2 Gold.</source>
        <translation>İstediğin türden bir maceracı ve 2 Altın kazan.</translation>
    </message>
    <message>
        <source>The Palace of Waterdeep</source>
        <translation>The Palace of Waterdeep</translation>
    </message>
    <message>
        <source>Take the Ambassador: next round it is placed for you before anyone else moves.</source>
        <translation>Elçiyi al: bir sonraki tur, kimse hamle yapmadan önce senin için yerleştirilir.</translation>
    </message>
    <message>
        <source>The Skulkway</source>
        <translation>The Skulkway</translation>
    </message>
    <message>
        <source>A Rogue and a Fighter join your tavern, with 2 Gold besides.</source>
        <translation>Tavernana bir Hırsız ve bir Savaşçı katılır; üstüne 2 Altın da alırsın.</translation>
    </message>
    <message>
        <source>Owner gains a Fighter or a Rogue.</source>
        <translation>Sahip bir Savaşçı ya da bir Hırsız kazanır.</translation>
    </message>
    <message>
        <source>Smuggler&apos;s Dock</source>
        <translation>Smuggler&apos;s Dock</translation>
    </message>
    <message>
        <source>Pay 2 Gold for four adventurers, each a Fighter or a Rogue as you like.</source>
        <translation>2 Altın öde ve her biri istediğin gibi Savaşçı ya da Hırsız olan dört maceracı al.</translation>
    </message>
    <message>
        <source>Spires of the Morning</source>
        <translation>Spires of the Morning</translation>
    </message>
    <message>
        <source>Collect every Cleric piled here (1 is added when built and each round).</source>
        <translation>Burada biriken tüm Rahipleri al (inşa edildiğinde ve her tur 1 tane eklenir).</translation>
    </message>
    <message>
        <source>The Stone House</source>
        <translation>The Stone House</translation>
    </message>
    <message>
        <source>Gain 1 Gold for every bought building on the board, yours or not.</source>
        <translation>Tahtadaki satın alınmış her bina için, senin olsun ya da olmasın, 1 Altın kazan.</translation>
    </message>
    <message>
        <source>The Three Pearls</source>
        <translation>The Three Pearls</translation>
    </message>
    <message>
        <source>Hand back any 2 adventurers and take any 3.</source>
        <translation>İstediğin 2 maceracıyı geri ver ve istediğin 3 maceracıyı al.</translation>
    </message>
    <message>
        <source>The Tower of Luck</source>
        <translation>The Tower of Luck</translation>
    </message>
    <message>
        <source>Two Rogues and a Cleric join your tavern.</source>
        <translation>Tavernana iki Hırsız ve bir Rahip katılır.</translation>
    </message>
    <message>
        <source>Owner gains a Cleric or a Rogue.</source>
        <translation>Sahip bir Rahip ya da bir Hırsız kazanır.</translation>
    </message>
    <message>
        <source>Tower of the Order</source>
        <translation>Tower of the Order</translation>
    </message>
    <message>
        <source>Collect every Wizard piled here (1 is added when built and each round).</source>
        <translation>Burada biriken tüm Büyücüleri al (inşa edildiğinde ve her tur 1 tane eklenir).</translation>
    </message>
    <message>
        <source>The Waymoot</source>
        <translation>The Waymoot</translation>
    </message>
    <message>
        <source>Collect the VP piled here (3 are added when built and each round) and pick up a face-up quest.</source>
        <translation>Burada biriken ZP&apos;yi al (inşa edildiğinde ve her tur 3 tane eklenir) ve açık bir görev al.</translation>
    </message>
    <message>
        <source>The Yawning Portal</source>
        <translation>The Yawning Portal</translation>
    </message>
    <message>
        <source>Two adventurers of whatever kinds you like join your tavern.</source>
        <translation>Tavernana istediğin türlerden iki maceracı katılır.</translation>
    </message>
    <message>
        <source>Owner gains one adventurer of any kind.</source>
        <translation>Sahip istediği türden bir maceracı kazanır.</translation>
    </message>
    <message>
        <source>The Zoarstar</source>
        <translation>The Zoarstar</translation>
    </message>
    <message>
        <source>Borrow the action of any space an opponent&apos;s agent is standing on.</source>
        <translation>Bir rakip ajanın durduğu herhangi bir alanın aksiyonunu ödünç al.</translation>
    </message>
    <message>
        <source>Belkram&apos;s Tomb</source>
        <translation>Belkram&apos;s Tomb</translation>
    </message>
    <message>
        <source>Collect 5 Gold; afterwards you may play an intrigue card.</source>
        <translation>5 Altın al; ardından bir entrika kartı oynayabilirsin.</translation>
    </message>
    <message>
        <source>Citadel of the Bloody Hand</source>
        <translation>Citadel of the Bloody Hand</translation>
    </message>
    <message>
        <source>Four Fighters join your tavern; then choose two action spaces and drop a Fighter from the supply on each, for whoever next visits them.</source>
        <translation>Tavernana dört Savaşçı katılır; sonra iki aksiyon alanı seç ve her birine, bir sonraki ziyaretçisi için havuzdan bir Savaşçı koy.</translation>
    </message>
    <message>
        <source>Owner gains 2 Fighters.</source>
        <translation>Sahip 2 Savaşçı kazanır.</translation>
    </message>
    <message>
        <source>Hall of Many Pillars</source>
        <translation>Hall of Many Pillars</translation>
    </message>
    <message>
        <source>Play an intrigue card from your hand (no card, no entry), and up to two more after it.</source>
        <translation>Elinden bir entrika kartı oyna (kartın yoksa buraya giremezsin), ardından en fazla iki tane daha oyna.</translation>
    </message>
    <message>
        <source>Hall of Sleeping Kings</source>
        <translation>Hall of Sleeping Kings</translation>
    </message>
    <message>
        <source>A Fighter and a Rogue join your tavern; afterwards you may play an intrigue card.</source>
        <translation>Tavernana bir Savaşçı ve bir Hırsız katılır; ardından bir entrika kartı oynayabilirsin.</translation>
    </message>
    <message>
        <source>Hall of Three Lords</source>
        <translation>Hall of Three Lords</translation>
    </message>
    <message>
        <source>Take three adventurers of your choice out of your tavern and set one on each of three different action spaces, then score 10 VP.</source>
        <translation>Tavernandan istediğin üç maceracıyı çıkar ve her birini farklı bir aksiyon alanına koy; sonra 10 ZP kazan.</translation>
    </message>
    <message>
        <source>High Duke&apos;s Tomb</source>
        <translation>High Duke&apos;s Tomb</translation>
    </message>
    <message>
        <source>Collect 8 Gold; then choose two action spaces and drop 2 Gold from the supply on each, for whoever next visits them.</source>
        <translation>8 Altın al; sonra iki aksiyon alanı seç ve her birine, bir sonraki ziyaretçisi için havuzdan 2 Altın koy.</translation>
    </message>
    <message>
        <source>Owner gains 4 Gold.</source>
        <translation>Sahip 4 Altın kazanır.</translation>
    </message>
    <message>
        <source>Room of Wisdom</source>
        <translation>Room of Wisdom</translation>
    </message>
    <message>
        <source>Two Clerics join your tavern; then drop a Cleric from the supply on an action space of your choosing, for whoever next visits it.</source>
        <translation>Tavernana iki Rahip katılır; sonra seçtiğin bir aksiyon alanına, bir sonraki ziyaretçisi için havuzdan bir Rahip koy.</translation>
    </message>
    <message>
        <source>Owner gains 1 Cleric.</source>
        <translation>Sahip 1 Rahip kazanır.</translation>
    </message>
    <message>
        <source>Shadowdusk Hold</source>
        <translation>Shadowdusk Hold</translation>
    </message>
    <message>
        <source>Four Rogues join your tavern; then choose two action spaces and drop a Rogue from the supply on each, for whoever next visits them.</source>
        <translation>Tavernana dört Hırsız katılır; sonra iki aksiyon alanı seç ve her birine, bir sonraki ziyaretçisi için havuzdan bir Hırsız koy.</translation>
    </message>
    <message>
        <source>Owner gains 2 Rogues.</source>
        <translation>Sahip 2 Hırsız kazanır.</translation>
    </message>
    <message>
        <source>The Eye&apos;s Lair</source>
        <translation>The Eye&apos;s Lair</translation>
    </message>
    <message>
        <source>One adventurer of whatever kind you like joins your tavern; afterwards you may play an intrigue card.</source>
        <translation>Tavernana istediğin türden bir maceracı katılır; ardından bir entrika kartı oynayabilirsin.</translation>
    </message>
    <message>
        <source>The Librarium</source>
        <translation>The Librarium</translation>
    </message>
    <message>
        <source>Two Wizards join your tavern; then drop a Wizard from the supply on an action space of your choosing, for whoever next visits it.</source>
        <translation>Tavernana iki Büyücü katılır; sonra seçtiğin bir aksiyon alanına, bir sonraki ziyaretçisi için havuzdan bir Büyücü koy.</translation>
    </message>
    <message>
        <source>Owner gains 1 Wizard.</source>
        <translation>Sahip 1 Büyücü kazanır.</translation>
    </message>
    <message>
        <source>The Lost Cavern</source>
        <translation>The Lost Cavern</translation>
    </message>
    <message>
        <source>Throw away one of your unfinished quests (never a mandatory one) for a Fighter, a Rogue and one adventurer of whatever kind you like.</source>
        <translation>Tamamlanmamış görevlerinden birini (asla zorunlu bir görevi değil) at; karşılığında bir Savaşçı, bir Hırsız ve istediğin türden bir maceracı al.</translation>
    </message>
    <message>
        <source>Trobriand&apos;s Graveyard</source>
        <translation>Trobriand&apos;s Graveyard</translation>
    </message>
    <message>
        <source>Draw 2 intrigue cards and collect 4 Gold, then throw away 2 intrigue cards from your hand.</source>
        <translation>2 entrika kartı çek ve 4 Altın al, sonra elinden 2 entrika kartı at.</translation>
    </message>
    <message>
        <source>Cryptkey Facilitations</source>
        <translation>Cryptkey Facilitations</translation>
    </message>
    <message>
        <source>Three Rogues and 5 Gold join your tavern, bringing a corruption along.</source>
        <translation>Tavernana üç Hırsız ve 5 Altın gelir ve yanlarında 1 Yolsuzluk getirir.</translation>
    </message>
    <message>
        <source>Owner gains 3 Gold.</source>
        <translation>Sahip 3 Altın kazanır.</translation>
    </message>
    <message>
        <source>Delver&apos;s Folly</source>
        <translation>Delver&apos;s Folly</translation>
    </message>
    <message>
        <source>Move a corruption token from your tavern onto any action space; the next agent to go there picks it up.</source>
        <translation>Tavernandaki bir Yolsuzluk jetonunu herhangi bir aksiyon alanına koy; oraya giden bir sonraki ajan onu alır.</translation>
    </message>
    <message>
        <source>Monsters Made to Order</source>
        <translation>Monsters Made to Order</translation>
    </message>
    <message>
        <source>Scoop up all the corruption lying here (one more is laid here when built and each round); for each token, one of your agents out in the city comes home to your pool.</source>
        <translation>Burada biriken tüm Yolsuzluğu al (inşa edildiğinde ve her tur 1 tane eklenir); her jeton için şehirdeki ajanlarından biri havuzuna döner.</translation>
    </message>
    <message>
        <source>Promenade of the Dark Maiden</source>
        <translation>Promenade of the Dark Maiden</translation>
    </message>
    <message>
        <source>As many as two corruption tokens in your tavern leave the game for good.</source>
        <translation>Tavernandaki en fazla iki Yolsuzluk jetonu oyundan kalıcı olarak çıkar.</translation>
    </message>
    <message>
        <source>Owner scores 3 VP.</source>
        <translation>Sahip 3 ZP kazanır.</translation>
    </message>
    <message>
        <source>Secret Shrine</source>
        <translation>Secret Shrine</translation>
    </message>
    <message>
        <source>Put one of your corruption tokens back on the track to gain a Cleric.</source>
        <translation>Yolsuzluk jetonlarından birini Yolsuzluk çizelgesine geri koy ve bir Rahip kazan.</translation>
    </message>
    <message>
        <source>Shradin&apos;s Excellent Zombies</source>
        <translation>Shradin&apos;s Excellent Zombies</translation>
    </message>
    <message>
        <source>Three Fighters and a Cleric join your tavern, bringing a corruption along.</source>
        <translation>Tavernana üç Savaşçı ve bir Rahip katılır ve yanlarında 1 Yolsuzluk getirir.</translation>
    </message>
    <message>
        <source>The Deepfires</source>
        <translation>The Deepfires</translation>
    </message>
    <message>
        <source>One adventurer of whatever kind you like and 5 Gold join your tavern, bringing a corruption along; pick a quest at Cliffwatch Inn as well.</source>
        <translation>Tavernana istediğin türden bir maceracı ve 5 Altın gelir ve yanlarında 1 Yolsuzluk getirir; ayrıca Cliffwatch Inn&apos;den bir görev al.</translation>
    </message>
    <message>
        <source>The Frontal Lobe</source>
        <translation>The Frontal Lobe</translation>
    </message>
    <message>
        <source>Hand back one adventurer of any kind for three Wizards, who bring a corruption along.</source>
        <translation>İstediğin türden bir maceracıyı geri ver, karşılığında üç Büyücü al; Büyücüler yanlarında 1 Yolsuzluk getirir.</translation>
    </message>
    <message>
        <source>Owner gains the very kind of adventurer the visitor handed back.</source>
        <translation>Sahip, ziyaretçinin geri verdiği türden bir maceracı kazanır.</translation>
    </message>
    <message>
        <source>The Hell Hound&apos;s Muzzle</source>
        <translation>The Hell Hound&apos;s Muzzle</translation>
    </message>
    <message>
        <source>One adventurer of each kind joins your tavern, bringing a corruption along.</source>
        <translation>Tavernana her türden birer maceracı katılır ve yanlarında 1 Yolsuzluk getirir.</translation>
    </message>
    <message>
        <source>The Poisoned Quill</source>
        <translation>The Poisoned Quill</translation>
    </message>
    <message>
        <source>Put one of your corruption tokens back on the track, and play an intrigue card from your hand.</source>
        <translation>Yolsuzluk jetonlarından birini Yolsuzluk çizelgesine geri koy ve elinden bir entrika kartı oyna.</translation>
    </message>
    <message>
        <source>The Thrown Gauntlet</source>
        <translation>The Thrown Gauntlet</translation>
    </message>
    <message>
        <source>Three Fighters and three Rogues join your tavern, bringing a corruption along.</source>
        <translation>Tavernana üç Savaşçı ve üç Hırsız katılır ve yanlarında 1 Yolsuzluk getirir.</translation>
    </message>
    <message>
        <source>Owner gains a Fighter and a Rogue.</source>
        <translation>Sahip bir Savaşçı ve bir Hırsız kazanır.</translation>
    </message>
    <message>
        <source>Thimblewine&apos;s Pawnshop</source>
        <translation>Thimblewine&apos;s Pawnshop</translation>
    </message>
    <message>
        <source>Put one of your corruption tokens back on the track to collect 1 Gold.</source>
        <translation>Yolsuzluk jetonlarından birini Yolsuzluk çizelgesine geri koy ve 1 Altın al.</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Ambush</translation>
    </message>
    <message>
        <source>Every opponent gives up a Fighter; you gain a Fighter for each one who has none.</source>
        <translation>Her rakip bir Savaşçı kaybeder; Savaşçısı olmayan her rakip için sen bir Savaşçı kazanırsın.</translation>
    </message>
    <message>
        <source>Arcane Mishap</source>
        <translation>Arcane Mishap</translation>
    </message>
    <message>
        <source>Every opponent gives up a Wizard; you draw an intrigue card for each one who has none.</source>
        <translation>Her rakip bir Büyücü kaybeder; Büyücüsü olmayan her rakip için sen bir entrika kartı çekersin.</translation>
    </message>
    <message>
        <source>Assassination</source>
        <translation>Assassination</translation>
    </message>
    <message>
        <source>Every opponent gives up a Rogue; you gain 2 Gold for each one who has none.</source>
        <translation>Her rakip bir Hırsız kaybeder; Hırsızı olmayan her rakip için sen 2 Altın kazanırsın.</translation>
    </message>
    <message>
        <source>Lack of Faith</source>
        <translation>Lack of Faith</translation>
    </message>
    <message>
        <source>Every opponent gives up a Cleric; you score 2 VP for each one who has none.</source>
        <translation>Her rakip bir Rahip kaybeder; Rahibi olmayan her rakip için sen 2 ZP kazanırsın.</translation>
    </message>
    <message>
        <source>Bribe Agent</source>
        <translation>Bribe Agent</translation>
    </message>
    <message>
        <source>Pay 2 Gold, then borrow the action of any space an opponent&apos;s agent is standing on.</source>
        <translation>2 Altın öde, sonra bir rakip ajanın durduğu herhangi bir alanın aksiyonunu ödünç al.</translation>
    </message>
    <message>
        <source>Free Drinks!</source>
        <translation>Free Drinks!</translation>
    </message>
    <message>
        <source>Lure one adventurer of your choice out of an opponent&apos;s tavern into yours.</source>
        <translation>Bir rakibin Tavernasından istediğin bir maceracıyı kendi Tavernana çek.</translation>
    </message>
    <message>
        <source>Accelerate Plans</source>
        <translation>Accelerate Plans</translation>
    </message>
    <message>
        <source>One of your agents at Waterdeep Harbor comes home; then place two agents at once.</source>
        <translation>Waterdeep Harbor&apos;daki ajanlarından biri havuzuna döner; sonra aynı anda iki ajan yerleştir.</translation>
    </message>
    <message>
        <source>Bidding War</source>
        <translation>Bidding War</translation>
    </message>
    <message>
        <source>Reveal a quest per player; going round from you, everyone keeps one.</source>
        <translation>Her oyuncu için bir görev aç; senden başlayarak sırayla herkes birini tutar.</translation>
    </message>
    <message>
        <source>Call for Adventurers</source>
        <translation>Call for Adventurers</translation>
    </message>
    <message>
        <source>Two adventurers of any kind join you; every opponent gets one of any kind.</source>
        <translation>Sana istediğin türden iki maceracı katılır; her rakip istediği türden bir maceracı alır.</translation>
    </message>
    <message>
        <source>Call in a Favor</source>
        <translation>Call in a Favor</translation>
    </message>
    <message>
        <source>Pick one: 4 Gold, 2 Fighters, 2 Rogues, a Wizard or a Cleric.</source>
        <translation>Birini seç: 4 Altın, 2 Savaşçı, 2 Hırsız, bir Büyücü ya da bir Rahip.</translation>
    </message>
    <message>
        <source>Change of Plans</source>
        <translation>Change of Plans</translation>
    </message>
    <message>
        <source>Drop one of your unfinished quests for 6 VP; each opponent may drop one for 3 VP.</source>
        <translation>Tamamlanmamış görevlerinden birini 6 ZP karşılığında at; her rakip de 3 ZP karşılığında bir görevini atabilir.</translation>
    </message>
    <message>
        <source>Conscription</source>
        <translation>Conscription</translation>
    </message>
    <message>
        <source>Gain 2 Fighters; an opponent you pick gains 1 Fighter.</source>
        <translation>2 Savaşçı kazan; seçtiğin bir rakip 1 Savaşçı kazanır.</translation>
    </message>
    <message>
        <source>Crime Wave</source>
        <translation>Crime Wave</translation>
    </message>
    <message>
        <source>Gain 2 Rogues; an opponent you pick gains 1 Rogue.</source>
        <translation>2 Hırsız kazan; seçtiğin bir rakip 1 Hırsız kazanır.</translation>
    </message>
    <message>
        <source>Good Faith</source>
        <translation>Good Faith</translation>
    </message>
    <message>
        <source>Gain 2 Clerics; an opponent you pick gains 1 Cleric.</source>
        <translation>2 Rahip kazan; seçtiğin bir rakip 1 Rahip kazanır.</translation>
    </message>
    <message>
        <source>Graduation Day</source>
        <translation>Graduation Day</translation>
    </message>
    <message>
        <source>Gain 2 Wizards; an opponent you pick gains 1 Wizard.</source>
        <translation>2 Büyücü kazan; seçtiğin bir rakip 1 Büyücü kazanır.</translation>
    </message>
    <message>
        <source>Real Estate Deal</source>
        <translation>Real Estate Deal</translation>
    </message>
    <message>
        <source>Give up an empty building of yours and take one from Builder&apos;s Hall in its place, free.</source>
        <translation>Üzerinde ajan olmayan bir binandan vazgeç ve onun yerine Builder&apos;s Hall&apos;dan bir binayı bedelsiz al.</translation>
    </message>
    <message>
        <source>Recall Agent</source>
        <translation>Recall Agent</translation>
    </message>
    <message>
        <source>One agent of yours already out in the city goes home to your pool.</source>
        <translation>Şehirde bulunan ajanlarından biri havuzuna döner.</translation>
    </message>
    <message>
        <source>Recruit Spies</source>
        <translation>Recruit Spies</translation>
    </message>
    <message>
        <source>Gain 2 Rogues; each opponent may hand you a Rogue once and score 3 VP for it.</source>
        <translation>2 Hırsız kazan; her rakip sana bir kez bir Hırsız verip karşılığında 3 ZP kazanabilir.</translation>
    </message>
    <message>
        <source>Request Assistance</source>
        <translation>Request Assistance</translation>
    </message>
    <message>
        <source>Gain 2 Fighters; each opponent may hand you a Fighter once and score 3 VP for it.</source>
        <translation>2 Savaşçı kazan; her rakip sana bir kez bir Savaşçı verip karşılığında 3 ZP kazanabilir.</translation>
    </message>
    <message>
        <source>Research Agreement</source>
        <translation>Research Agreement</translation>
    </message>
    <message>
        <source>Gain 2 Wizards; each opponent may hand you a Wizard once and score 5 VP for it.</source>
        <translation>2 Büyücü kazan; her rakip sana bir kez bir Büyücü verip karşılığında 5 ZP kazanabilir.</translation>
    </message>
    <message>
        <source>Sample Wares</source>
        <translation>Sample Wares</translation>
    </message>
    <message>
        <source>Send an idle agent to a building still for sale in Builder&apos;s Hall and use it as if it were yours.</source>
        <translation>Boştaki bir ajanını Builder&apos;s Hall&apos;da hâlâ satılık olan bir binaya gönder ve binayı seninmiş gibi kullan.</translation>
    </message>
    <message>
        <source>Special Assignment</source>
        <translation>Special Assignment</translation>
    </message>
    <message>
        <source>Name a quest type and turn up quests until one of that type shows; keep it.</source>
        <translation>Bir görev türü belirt ve o türden bir görev çıkana kadar görev aç; çıkan görevi tut.</translation>
    </message>
    <message>
        <source>Spread the Wealth</source>
        <translation>Spread the Wealth</translation>
    </message>
    <message>
        <source>Gain 4 Gold; an opponent you pick gains 2 Gold.</source>
        <translation>4 Altın kazan; seçtiğin bir rakip 2 Altın kazanır.</translation>
    </message>
    <message>
        <source>Summon the Faithful</source>
        <translation>Summon the Faithful</translation>
    </message>
    <message>
        <source>Gain 2 Clerics; each opponent may hand you a Cleric once and score 5 VP for it.</source>
        <translation>2 Rahip kazan; her rakip sana bir kez bir Rahip verip karşılığında 5 ZP kazanabilir.</translation>
    </message>
    <message>
        <source>Tax Collection</source>
        <translation>Tax Collection</translation>
    </message>
    <message>
        <source>Gain 4 Gold; each opponent may pay you 4 Gold once and score 4 VP for it.</source>
        <translation>4 Altın kazan; her rakip sana bir kez 4 Altın ödeyip karşılığında 4 ZP kazanabilir.</translation>
    </message>
    <message>
        <source>Fend Off Bandits</source>
        <translation>Fend Off Bandits</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (2 Fighters and 1 Wizard for 2 VP), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (2 Savaşçı ve 1 Büyücü karşılığında 2 ZP) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Score 2 VP.</source>
        <translation>2 ZP kazan.</translation>
    </message>
    <message>
        <source>Foil the Zhentarim</source>
        <translation>Foil the Zhentarim</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Fighter, 1 Rogue and 1 Wizard for 2 VP), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (1 Savaşçı, 1 Hırsız ve 1 Büyücü karşılığında 2 ZP) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Placate Angry Merchants</source>
        <translation>Placate Angry Merchants</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Fighter and 1 Wizard for 4 VP), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (1 Rahip, 1 Savaşçı ve 1 Büyücü karşılığında 4 ZP) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Score 4 VP.</source>
        <translation>4 ZP kazan.</translation>
    </message>
    <message>
        <source>Quell Riots</source>
        <translation>Quell Riots</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (2 Clerics and 1 Fighter for 4 VP), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (2 Rahip ve 1 Savaşçı karşılığında 4 ZP) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Repel Drow Invaders</source>
        <translation>Repel Drow Invaders</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric and 2 Rogues for 2 VP), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (1 Rahip ve 2 Hırsız karşılığında 2 ZP) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Stamp Out Cultists</source>
        <translation>Stamp Out Cultists</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Fighter and 1 Rogue for 2 VP), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (1 Rahip, 1 Savaşçı ve 1 Hırsız karşılığında 2 ZP) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Call for Assistance</source>
        <translation>Call for Assistance</translation>
    </message>
    <message>
        <source>Pick an opponent and lead two adventurers out of their tavern into yours, each a Fighter or a Rogue.</source>
        <translation>Bir rakip seç ve onun Tavernasından kendi Tavernana, her biri Savaşçı ya da Hırsız olan iki maceracı çek.</translation>
    </message>
    <message>
        <source>Demolish</source>
        <translation>Demolish</translation>
    </message>
    <message>
        <source>Tear down a bought building with no agent on it (if it was not yours, pay its owner its price in Gold), then take a building from Builder&apos;s Hall without paying.</source>
        <translation>Üzerinde ajan olmayan, satın alınmış bir binayı yık (bina senin değilse, sahibine bedelini Altın olarak öde), sonra Builder&apos;s Hall&apos;dan bedelsiz bir bina al.</translation>
    </message>
    <message>
        <source>Inevitable Betrayal</source>
        <translation>Inevitable Betrayal</translation>
    </message>
    <message>
        <source>Pick an opponent: one adventurer of your choice and 2 Gold move from their tavern to yours, and then this very card goes into their hand.</source>
        <translation>Bir rakip seç: istediğin bir maceracı ve 2 Altın onun Tavernasından seninkine geçer, ardından bu kartın ta kendisi onun eline gider.</translation>
    </message>
    <message>
        <source>Manipulate</source>
        <translation>Manipulate</translation>
    </message>
    <message>
        <source>Shift an opponent&apos;s agent to a free space, whose action its owner may then take; afterwards you place one of your idle agents.</source>
        <translation>Bir rakip ajanı boş bir alana kaydır; ajanın sahibi o alanın aksiyonunu yapabilir; ardından sen de boştaki ajanlarından birini yerleştirirsin.</translation>
    </message>
    <message>
        <source>Preferential Treatment</source>
        <translation>Preferential Treatment</translation>
    </message>
    <message>
        <source>The first-player marker comes to you, with 2 Gold besides.</source>
        <translation>İlk Oyuncu işareti sana geçer; üstüne 2 Altın da alırsın.</translation>
    </message>
    <message>
        <source>Allied Faiths</source>
        <translation>Allied Faiths</translation>
    </message>
    <message>
        <source>Hand a Cleric from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Tavernandan bir Rahibi seçtiğin bir rakibe ver; bu jest için 8 ZP kazan.</translation>
    </message>
    <message>
        <source>Architectural Innovation</source>
        <translation>Architectural Innovation</translation>
    </message>
    <message>
        <source>Gain 2 Gold; you may also buy one of the buildings for sale in Builder&apos;s Hall at its price.</source>
        <translation>2 Altın kazan; ayrıca Builder&apos;s Hall&apos;daki satılık binalardan birini bedelini ödeyerek satın alabilirsin.</translation>
    </message>
    <message>
        <source>Friendly Loan</source>
        <translation>Friendly Loan</translation>
    </message>
    <message>
        <source>Hand 4 Gold from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Tavernandan 4 Altını seçtiğin bir rakibe ver; bu jest için 8 ZP kazan.</translation>
    </message>
    <message>
        <source>Honor Among Thieves</source>
        <translation>Honor Among Thieves</translation>
    </message>
    <message>
        <source>Hand two Rogues from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Tavernandan iki Hırsızı seçtiğin bir rakibe ver; bu jest için 8 ZP kazan.</translation>
    </message>
    <message>
        <source>Information Broker</source>
        <translation>Information Broker</translation>
    </message>
    <message>
        <source>Three intrigue cards come to your hand, and one to the hand of every opponent.</source>
        <translation>Eline üç entrika kartı, her rakibin eline de birer entrika kartı gelir.</translation>
    </message>
    <message>
        <source>Mercenary Contract</source>
        <translation>Mercenary Contract</translation>
    </message>
    <message>
        <source>Hand two Fighters from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Tavernandan iki Savaşçıyı seçtiğin bir rakibe ver; bu jest için 8 ZP kazan.</translation>
    </message>
    <message>
        <source>Open Lord</source>
        <translation>Open Lord</translation>
    </message>
    <message>
        <source>Show everyone your Lord and drop any mandatory quest you still owe; from now on, opponents&apos; attack and mandatory-quest cards pass you by.</source>
        <translation>Lord kartını herkese göster ve hâlâ üzerinde olan zorunlu görevleri at; bundan sonra rakiplerin saldırı ve zorunlu görev kartları seni etkilemez.</translation>
    </message>
    <message>
        <source>Organized Crime</source>
        <translation>Organized Crime</translation>
    </message>
    <message>
        <source>Two Rogues for you; two action spaces of your choosing get a Rogue from the supply apiece, waiting for their next visitors.</source>
        <translation>Sana iki Hırsız; seçtiğin iki aksiyon alanının her birine havuzdan birer Hırsız konur ve bir sonraki ziyaretçisini bekler.</translation>
    </message>
    <message>
        <source>Proselytize</source>
        <translation>Proselytize</translation>
    </message>
    <message>
        <source>A Cleric for you, and another from the supply waits on an action space of your choosing for its next visitor.</source>
        <translation>Sana bir Rahip; havuzdan bir Rahip daha seçtiğin bir aksiyon alanında bir sonraki ziyaretçisini bekler.</translation>
    </message>
    <message>
        <source>Recruitment Drive</source>
        <translation>Recruitment Drive</translation>
    </message>
    <message>
        <source>Two Fighters for you; two action spaces of your choosing get a Fighter from the supply apiece, waiting for their next visitors.</source>
        <translation>Sana iki Savaşçı; seçtiğin iki aksiyon alanının her birine havuzdan birer Savaşçı konur ve bir sonraki ziyaretçisini bekler.</translation>
    </message>
    <message>
        <source>Sponsor Apprentices</source>
        <translation>Sponsor Apprentices</translation>
    </message>
    <message>
        <source>A Wizard for you, and another from the supply waits on an action space of your choosing for its next visitor.</source>
        <translation>Sana bir Büyücü; havuzdan bir Büyücü daha seçtiğin bir aksiyon alanında bir sonraki ziyaretçisini bekler.</translation>
    </message>
    <message>
        <source>Tax Revolt</source>
        <translation>Tax Revolt</translation>
    </message>
    <message>
        <source>4 Gold for you; two action spaces of your choosing get 2 Gold from the supply apiece, waiting for their next visitors.</source>
        <translation>Sana 4 Altın; seçtiğin iki aksiyon alanının her birine havuzdan 2&apos;şer Altın konur ve bir sonraki ziyaretçisini bekler.</translation>
    </message>
    <message>
        <source>Unexpected Success</source>
        <translation>Unexpected Success</translation>
    </message>
    <message>
        <source>Draw two intrigue cards, one at a time; each may be played the moment it arrives.</source>
        <translation>Teker teker iki entrika kartı çek; her biri geldiği anda oynanabilir.</translation>
    </message>
    <message>
        <source>Unlikely Assistance</source>
        <translation>Unlikely Assistance</translation>
    </message>
    <message>
        <source>Hand a Wizard from your tavern to an opponent of your choice; score 8 VP for the gesture.</source>
        <translation>Tavernandan bir Büyücüyü seçtiğin bir rakibe ver; bu jest için 8 ZP kazan.</translation>
    </message>
    <message>
        <source>Evade Assassin</source>
        <translation>Evade Assassin</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (2 Rogues and 1 Wizard for an intrigue card), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (2 Hırsız ve 1 Büyücü karşılığında bir entrika kartı) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Draw an intrigue card.</source>
        <translation>Bir entrika kartı çek.</translation>
    </message>
    <message>
        <source>Subdue Illithid Menace</source>
        <translation>Subdue Illithid Menace</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric and 2 Fighters for an intrigue card), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (1 Rahip ve 2 Savaşçı karşılığında bir entrika kartı) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Unveil Abyssal Agent</source>
        <translation>Unveil Abyssal Agent</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric and 1 Wizard for an intrigue card), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (1 Rahip ve 1 Büyücü karşılığında bir entrika kartı) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <translation>Blackmail</translation>
    </message>
    <message>
        <source>Pick an opponent: 2 of their Gold move to your tavern, and you get a secret look at their Lord.</source>
        <translation>Bir rakip seç: onun 2 Altını senin Tavernana geçer ve Lord kartına gizlice bakarsın.</translation>
    </message>
    <message>
        <source>Doppelganger</source>
        <translation>Doppelganger</translation>
    </message>
    <message>
        <source>Borrow the action of a space where the agent of an opponent with more corruption than you stands.</source>
        <translation>Senden daha çok Yolsuzluğu olan bir rakibin ajanının durduğu bir alanın aksiyonunu ödünç al.</translation>
    </message>
    <message>
        <source>Expose Corruption</source>
        <translation>Expose Corruption</translation>
    </message>
    <message>
        <source>Every opponent who holds more corruption than you must take one more from the track.</source>
        <translation>Senden daha çok Yolsuzluğu olan her rakip, Yolsuzluk çizelgesinden bir Yolsuzluk daha almak zorundadır.</translation>
    </message>
    <message>
        <source>Foist Responsibility</source>
        <translation>Foist Responsibility</translation>
    </message>
    <message>
        <source>Take a corruption, then pass a mandatory quest you still owe to an opponent who holds corruption already.</source>
        <translation>1 Yolsuzluk al, sonra hâlâ üzerinde olan bir zorunlu görevi, zaten Yolsuzluğu olan bir rakibe devret.</translation>
    </message>
    <message>
        <source>Forge Deed</source>
        <translation>Forge Deed</translation>
    </message>
    <message>
        <source>Take two corruption and make a building an opponent owns your own.</source>
        <translation>2 Yolsuzluk al ve bir rakibin sahip olduğu bir binayı kendi binan yap.</translation>
    </message>
    <message>
        <source>Black Market Money</source>
        <translation>Black Market Money</translation>
    </message>
    <message>
        <source>Gain 9 Gold and a corruption; every opponent may also help themselves to 4 Gold and a corruption.</source>
        <translation>9 Altın ve 1 Yolsuzluk kazan; her rakip de dilerse 4 Altın ve 1 Yolsuzluk alabilir.</translation>
    </message>
    <message>
        <source>Bribe the Watch</source>
        <translation>Bribe the Watch</translation>
    </message>
    <message>
        <source>Pay 2 Gold and put as many as two of your corruption tokens back on the track; every opponent may pay 4 Gold to put one back.</source>
        <translation>2 Altın öde ve en fazla iki Yolsuzluk jetonunu Yolsuzluk çizelgesine geri koy; her rakip de 4 Altın ödeyerek bir jetonunu geri koyabilir.</translation>
    </message>
    <message>
        <source>Corrupting Influence</source>
        <translation>Corrupting Influence</translation>
    </message>
    <message>
        <source>Two action spaces of your choosing each get a corruption token from the track, waiting for their next visitors.</source>
        <translation>Seçtiğin iki aksiyon alanının her birine Yolsuzluk çizelgesinden birer Yolsuzluk jetonu konur ve bir sonraki ziyaretçisini bekler.</translation>
    </message>
    <message>
        <source>Dark Dagger Assassination</source>
        <translation>Dark Dagger Assassination</translation>
    </message>
    <message>
        <source>Gain 4 Rogues and a corruption; every opponent may also help themselves to 2 Rogues and a corruption.</source>
        <translation>4 Hırsız ve 1 Yolsuzluk kazan; her rakip de dilerse 2 Hırsız ve 1 Yolsuzluk alabilir.</translation>
    </message>
    <message>
        <source>Donations for Cyric</source>
        <translation>Donations for Cyric</translation>
    </message>
    <message>
        <source>Gain 2 Clerics and a corruption; every opponent may also help themselves to a Cleric and a corruption.</source>
        <translation>2 Rahip ve 1 Yolsuzluk kazan; her rakip de dilerse bir Rahip ve 1 Yolsuzluk alabilir.</translation>
    </message>
    <message>
        <source>Honorable Example</source>
        <translation>Honorable Example</translation>
    </message>
    <message>
        <source>Score 6 VP if you are the cleanest at the table: every opponent must hold more corruption than you.</source>
        <translation>Masadaki en temiz oyuncuysan 6 ZP kazan: her rakibin senden daha çok Yolsuzluğu olmalı.</translation>
    </message>
    <message>
        <source>Iron Ring Slaves</source>
        <translation>Iron Ring Slaves</translation>
    </message>
    <message>
        <source>Gain 4 Fighters and a corruption; every opponent may also help themselves to 2 Fighters and a corruption.</source>
        <translation>4 Savaşçı ve 1 Yolsuzluk kazan; her rakip de dilerse 2 Savaşçı ve 1 Yolsuzluk alabilir.</translation>
    </message>
    <message>
        <source>Mind Flayer Mercenaries</source>
        <translation>Mind Flayer Mercenaries</translation>
    </message>
    <message>
        <source>Gain 2 Wizards and a corruption; every opponent may also help themselves to a Wizard and a corruption.</source>
        <translation>2 Büyücü ve 1 Yolsuzluk kazan; her rakip de dilerse bir Büyücü ve 1 Yolsuzluk alabilir.</translation>
    </message>
    <message>
        <source>Release the Hounds</source>
        <translation>Release the Hounds</translation>
    </message>
    <message>
        <source>Three corruption tokens leave the track and the game for good: each one left now weighs more.</source>
        <translation>Üç Yolsuzluk jetonu Yolsuzluk çizelgesinden ve oyundan kalıcı olarak çıkar: kalan her jeton artık daha ağır basar.</translation>
    </message>
    <message>
        <source>Repent</source>
        <translation>Repent</translation>
    </message>
    <message>
        <source>One corruption token of yours goes back onto the track.</source>
        <translation>Yolsuzluk jetonlarından biri Yolsuzluk çizelgesine geri döner.</translation>
    </message>
    <message>
        <source>Scapegoat</source>
        <translation>Scapegoat</translation>
    </message>
    <message>
        <source>Give back one adventurer of your choice and as many as two corruption tokens; every opponent may give back two adventurers and one corruption token.</source>
        <translation>İstediğin bir maceracıyı ve en fazla iki Yolsuzluk jetonunu geri ver; her rakip de iki maceracı ve bir Yolsuzluk jetonu geri verebilir.</translation>
    </message>
    <message>
        <source>Clear Rust Monster Nest</source>
        <translation>Clear Rust Monster Nest</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Fighter, 1 Wizard and 2 Gold for 2 VP), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (1 Savaşçı, 1 Büyücü ve 2 Altın karşılığında 2 ZP) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Cover Up a Scandal</source>
        <translation>Cover Up a Scandal</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Fighter, 1 Rogue and 1 Wizard for 2 VP and a corruption token sent back), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (1 Rahip, 1 Savaşçı, 1 Hırsız ve 1 Büyücü karşılığında 2 ZP ve bir Yolsuzluk jetonunun geri gönderilmesi) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Score 2 VP; one of your corruption tokens may go back to the track.</source>
        <translation>2 ZP kazan; Yolsuzluk jetonlarından biri Yolsuzluk çizelgesine geri dönebilir.</translation>
    </message>
    <message>
        <source>Hunt Hidden Ghoul</source>
        <translation>Hunt Hidden Ghoul</translation>
    </message>
    <message>
        <source>Saddle an opponent with this urgent quest: until it is done (1 Cleric, 1 Rogue and 2 Gold for 2 VP), they may complete no other quest.</source>
        <translation>Bu acil görevi bir rakibe yükle: görev tamamlanana kadar (1 Rahip, 1 Hırsız ve 2 Altın karşılığında 2 ZP) o oyuncu başka hiçbir görevi tamamlayamaz.</translation>
    </message>
    <message>
        <source>Brianne Byndraeth</source>
        <translation>Brianne Byndraeth</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Skullduggery quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Arcana veya Skullduggery görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Caladorn Cassalanter</source>
        <translation>Caladorn Cassalanter</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Skullduggery or Warfare quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Skullduggery veya Warfare görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Durnan the Wanderer</source>
        <translation>Durnan the Wanderer</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Commerce or Warfare quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Commerce veya Warfare görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Khelben Arunsun, the Blackstaff</source>
        <translation>Khelben Arunsun, the Blackstaff</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Warfare quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Arcana veya Warfare görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Kyriani Agrivar</source>
        <translation>Kyriani Agrivar</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Piety quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Arcana veya Piety görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Larissa Neathal</source>
        <translation>Larissa Neathal</translation>
    </message>
    <message>
        <source>Revealed at the end: each building under your control is worth 6 VP.</source>
        <translation>Oyun sonunda açılır: kontrolündeki her bina 6 ZP değerindedir.</translation>
    </message>
    <message>
        <source>Mirt the Moneylender</source>
        <translation>Mirt the Moneylender</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Commerce or Piety quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Commerce veya Piety görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Nindil Jalbuck</source>
        <translation>Nindil Jalbuck</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Piety or Skullduggery quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Piety veya Skullduggery görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Nymara Scheiron</source>
        <translation>Nymara Scheiron</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Commerce or Skullduggery quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Commerce veya Skullduggery görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Piergeiron the Paladinson</source>
        <translation>Piergeiron the Paladinson</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Piety or Warfare quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Piety veya Warfare görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Sammereza Sulphontis</source>
        <translation>Sammereza Sulphontis</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished Arcana or Commerce quest is worth 4 VP more.</source>
        <translation>Oyun sonunda açılır: tamamlanan her Arcana veya Commerce görevi 4 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Danilo Thann</source>
        <translation>Danilo Thann</translation>
    </message>
    <message>
        <source>Revealed at the end: every finished quest of any type is worth 3 VP more (mandatory quests, having no type, never count).</source>
        <translation>Oyun sonunda açılır: türü ne olursa olsun tamamlanan her görev 3 ZP daha getirir (türü olmayan zorunlu görevler hiç sayılmaz).</translation>
    </message>
    <message>
        <source>Halaster Blackcloak</source>
        <translation>Halaster Blackcloak</translation>
    </message>
    <message>
        <source>Revealed at the end: 4 VP more for each Undermountain quest you finished (not a mandatory one) and for each Undermountain building you own.</source>
        <translation>Oyun sonunda açılır: tamamladığın her Undermountain görevi (zorunlu görevler hariç) ve sahip olduğun her Undermountain binası için 4 ZP daha.</translation>
    </message>
    <message>
        <source>Trobriand</source>
        <translation>Trobriand</translation>
    </message>
    <message>
        <source>Revealed at the end: each finished quest whose reward scored 10 VP or more is worth 5 VP more.</source>
        <translation>Oyun sonunda açılır: ödülü 10 ZP veya daha fazla olan her tamamlanmış görev 5 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Irusyl Eraneth</source>
        <translation>Irusyl Eraneth</translation>
    </message>
    <message>
        <source>Revealed at the end: name one quest type; each finished quest of that type is worth 6 VP more.</source>
        <translation>Oyun sonunda açılır: bir görev türü belirt; o türden tamamlanan her görev 6 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Sangalor</source>
        <translation>Sangalor</translation>
    </message>
    <message>
        <source>Revealed at the end: 4 VP more for each Skullport quest you finished (not a mandatory one) and for each Skullport building you own.</source>
        <translation>Oyun sonunda açılır: tamamladığın her Skullport görevi (zorunlu görevler hariç) ve sahip olduğun her Skullport binası için 4 ZP daha.</translation>
    </message>
    <message>
        <source>The Xanathar</source>
        <translation>The Xanathar</translation>
    </message>
    <message>
        <source>Revealed at the end: each corruption token still in your tavern earns you 4 VP (it costs you what the track says as well).</source>
        <translation>Oyun sonunda açılır: Tavernanda hâlâ duran her Yolsuzluk jetonu sana 4 ZP kazandırır (Yolsuzluk çizelgesinin gösterdiği kadar ZP de yine kaybettirir).</translation>
    </message>
    <message>
        <source>Domesticate Owlbears</source>
        <translation>Domesticate Owlbears</translation>
    </message>
    <message>
        <source>Score 8 VP; gain 1 Fighter and 2 Gold.</source>
        <translation>8 ZP, 1 Savaşçı ve 2 Altın kazan.</translation>
    </message>
    <message>
        <source>Explore Ahghairon&apos;s Tower</source>
        <translation>Explore Ahghairon&apos;s Tower</translation>
    </message>
    <message>
        <source>Score 6 VP.</source>
        <translation>6 ZP kazan.</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Wizards also draws you an intrigue card.</source>
        <translation>Kalıcı: sana Büyücü kazandıran her aksiyonun ayrıca bir entrika kartı da çektirir.</translation>
    </message>
    <message>
        <source>Expose Red Wizards&apos; Spies</source>
        <translation>Expose Red Wizards&apos; Spies</translation>
    </message>
    <message>
        <source>Score 20 VP; draw an intrigue card.</source>
        <translation>20 ZP kazan; bir entrika kartı çek.</translation>
    </message>
    <message>
        <source>Host Festival for Sune</source>
        <translation>Host Festival for Sune</translation>
    </message>
    <message>
        <source>Score 9 VP; gain 2 Clerics.</source>
        <translation>9 ZP ve 2 Rahip kazan.</translation>
    </message>
    <message>
        <source>Infiltrate Halaster&apos;s Circle</source>
        <translation>Infiltrate Halaster&apos;s Circle</translation>
    </message>
    <message>
        <source>Score 25 VP.</source>
        <translation>25 ZP kazan.</translation>
    </message>
    <message>
        <source>Investigate Aberrant Infestation</source>
        <translation>Investigate Aberrant Infestation</translation>
    </message>
    <message>
        <source>Score 13 VP; draw an intrigue card.</source>
        <translation>13 ZP kazan; bir entrika kartı çek.</translation>
    </message>
    <message>
        <source>Recover the Magister&apos;s Orb</source>
        <translation>Recover the Magister&apos;s Orb</translation>
    </message>
    <message>
        <source>Lasting: once a round you may place an agent on a space an opponent&apos;s agent already holds.</source>
        <translation>Kalıcı: turda bir kez, bir rakip ajanın zaten tuttuğu bir alana ajan yerleştirebilirsin.</translation>
    </message>
    <message>
        <source>Recruit for Blackstaff Academy</source>
        <translation>Recruit for Blackstaff Academy</translation>
    </message>
    <message>
        <source>Score 6 VP; gain 3 Wizards.</source>
        <translation>6 ZP ve 3 Büyücü kazan.</translation>
    </message>
    <message>
        <source>Research Chronomancy</source>
        <translation>Research Chronomancy</translation>
    </message>
    <message>
        <source>Score 4 VP, gain 1 Wizard and bring one of your placed agents home to your pool.</source>
        <translation>4 ZP ve 1 Büyücü kazan, yerleştirdiğin ajanlarından birini de havuzuna geri al.</translation>
    </message>
    <message>
        <source>Retrieve Ancient Artifacts</source>
        <translation>Retrieve Ancient Artifacts</translation>
    </message>
    <message>
        <source>Score 11 VP; gain 4 Gold.</source>
        <translation>11 ZP ve 4 Altın kazan.</translation>
    </message>
    <message>
        <source>Steal Spellbook from Silverhand</source>
        <translation>Steal Spellbook from Silverhand</translation>
    </message>
    <message>
        <source>Score 7 VP; gain 4 Gold; draw 2 intrigue cards.</source>
        <translation>7 ZP ve 4 Altın kazan; 2 entrika kartı çek.</translation>
    </message>
    <message>
        <source>Study the Illusk Arch</source>
        <translation>Study the Illusk Arch</translation>
    </message>
    <message>
        <source>Score 8 VP.</source>
        <translation>8 ZP kazan.</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Arcana quest, 2 more VP.</source>
        <translation>Kalıcı: bundan sonra tamamladığın her Arcana görevi 2 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Ally with House Thann</source>
        <translation>Ally with House Thann</translation>
    </message>
    <message>
        <source>Bribe the Shipwrights</source>
        <translation>Bribe the Shipwrights</translation>
    </message>
    <message>
        <source>Score 10 VP.</source>
        <translation>10 ZP kazan.</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Gold also brings you 1 Rogue.</source>
        <translation>Kalıcı: sana Altın kazandıran her aksiyonun ayrıca 1 Hırsız da getirir.</translation>
    </message>
    <message>
        <source>Establish New Merchant Guild</source>
        <translation>Establish New Merchant Guild</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Commerce quest, 2 more VP.</source>
        <translation>Kalıcı: bundan sonra tamamladığın her Commerce görevi 2 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Impersonate Adarbrent Noble</source>
        <translation>Impersonate Adarbrent Noble</translation>
    </message>
    <message>
        <source>Score 18 VP; draw 2 intrigue cards.</source>
        <translation>18 ZP kazan; 2 entrika kartı çek.</translation>
    </message>
    <message>
        <source>Infiltrate Builder&apos;s Hall</source>
        <translation>Infiltrate Builder&apos;s Hall</translation>
    </message>
    <message>
        <source>Lasting: 4 VP for every building you acquire from now on.</source>
        <translation>Kalıcı: bundan sonra edindiğin her bina için 4 ZP.</translation>
    </message>
    <message>
        <source>Loot the Crypt of Chauntea</source>
        <translation>Loot the Crypt of Chauntea</translation>
    </message>
    <message>
        <source>Score 7 VP, draw an intrigue card and take the top quest of the deck.</source>
        <translation>7 ZP kazan, bir entrika kartı çek ve destenin en üstteki görevini al.</translation>
    </message>
    <message>
        <source>Lure Artisans of Mirabar</source>
        <translation>Lure Artisans of Mirabar</translation>
    </message>
    <message>
        <source>Score 4 VP; pick any building waiting in Builder&apos;s Hall and build it for nothing.</source>
        <translation>4 ZP kazan; Builder&apos;s Hall&apos;da bekleyen herhangi bir binayı seç ve bedelsiz inşa et.</translation>
    </message>
    <message>
        <source>Placate the Walking Statue</source>
        <translation>Placate the Walking Statue</translation>
    </message>
    <message>
        <source>Score 10 VP; the top tile of the building stack becomes yours, free of charge.</source>
        <translation>10 ZP kazan; bina destesinin en üstteki karosu bedelsiz olarak senin olur.</translation>
    </message>
    <message>
        <source>Safeguard Eltorchul Mage</source>
        <translation>Safeguard Eltorchul Mage</translation>
    </message>
    <message>
        <source>Score 4 VP; gain 2 Wizards.</source>
        <translation>4 ZP ve 2 Büyücü kazan.</translation>
    </message>
    <message>
        <source>Send Aid to the Harpers</source>
        <translation>Send Aid to the Harpers</translation>
    </message>
    <message>
        <source>Score 15 VP; one opponent of your choice receives 4 Gold.</source>
        <translation>15 ZP kazan; seçtiğin bir rakip 4 Altın alır.</translation>
    </message>
    <message>
        <source>Spy on the House of Light</source>
        <translation>Spy on the House of Light</translation>
    </message>
    <message>
        <source>Score 6 VP; gain 6 Gold.</source>
        <translation>6 ZP ve 6 Altın kazan.</translation>
    </message>
    <message>
        <source>Thin the City Watch</source>
        <translation>Thin the City Watch</translation>
    </message>
    <message>
        <source>Score 9 VP; gain 4 Rogues.</source>
        <translation>9 ZP ve 4 Hırsız kazan.</translation>
    </message>
    <message>
        <source>Convert a Noble to Lathander</source>
        <translation>Convert a Noble to Lathander</translation>
    </message>
    <message>
        <source>Score 8 VP and pick up one quest from Cliffwatch Inn.</source>
        <translation>8 ZP kazan ve Cliffwatch Inn&apos;den bir görev al.</translation>
    </message>
    <message>
        <source>Create a Shrine to Oghma</source>
        <translation>Create a Shrine to Oghma</translation>
    </message>
    <message>
        <source>Defend the Tower of Luck</source>
        <translation>Defend the Tower of Luck</translation>
    </message>
    <message>
        <source>No immediate reward: the value lies in the lasting effect.</source>
        <translation>Anında ödül yok: değeri kalıcı etkisinde.</translation>
    </message>
    <message>
        <source>Lasting: at the start of every round, one adventurer of any kind joins your tavern.</source>
        <translation>Kalıcı: her turun başında Tavernana istediğin türden bir maceracı katılır.</translation>
    </message>
    <message>
        <source>Discover Hidden Temple of Lolth</source>
        <translation>Discover Hidden Temple of Lolth</translation>
    </message>
    <message>
        <source>Score 10 VP and pick up one quest from Cliffwatch Inn.</source>
        <translation>10 ZP kazan ve Cliffwatch Inn&apos;den bir görev al.</translation>
    </message>
    <message>
        <source>Eliminate Vampire Coven</source>
        <translation>Eliminate Vampire Coven</translation>
    </message>
    <message>
        <source>Form an Alliance with the Rashemi</source>
        <translation>Form an Alliance with the Rashemi</translation>
    </message>
    <message>
        <source>Heal Fallen Gray Hand Soldiers</source>
        <translation>Heal Fallen Gray Hand Soldiers</translation>
    </message>
    <message>
        <source>Score 6 VP; gain 6 Fighters.</source>
        <translation>6 ZP ve 6 Savaşçı kazan.</translation>
    </message>
    <message>
        <source>Perform the Penance of Duty</source>
        <translation>Perform the Penance of Duty</translation>
    </message>
    <message>
        <source>Score 12 VP; gain 1 Cleric and 1 Fighter.</source>
        <translation>12 ZP, 1 Rahip ve 1 Savaşçı kazan.</translation>
    </message>
    <message>
        <source>Produce a Miracle for the Masses</source>
        <translation>Produce a Miracle for the Masses</translation>
    </message>
    <message>
        <source>Score 5 VP.</source>
        <translation>5 ZP kazan.</translation>
    </message>
    <message>
        <source>Lasting: once a round, when an action of yours yields Clerics, you may swap one Fighter, Rogue or Wizard from your tavern for a Cleric.</source>
        <translation>Kalıcı: turda bir kez, bir aksiyonun sana Rahip kazandırdığında Tavernandaki bir Savaşçı, Hırsız ya da Büyücüyü bir Rahiple değiştirebilirsin.</translation>
    </message>
    <message>
        <source>Protect the House of Wonder</source>
        <translation>Protect the House of Wonder</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Piety quest, 2 more VP.</source>
        <translation>Kalıcı: bundan sonra tamamladığın her Piety görevi 2 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Recruit Paladins for Tyr</source>
        <translation>Recruit Paladins for Tyr</translation>
    </message>
    <message>
        <source>Score 10 VP; gain 3 Clerics.</source>
        <translation>10 ZP ve 3 Rahip kazan.</translation>
    </message>
    <message>
        <source>Seal Gate to Cyric&apos;s Realm</source>
        <translation>Seal Gate to Cyric&apos;s Realm</translation>
    </message>
    <message>
        <source>Score 20 VP.</source>
        <translation>20 ZP kazan.</translation>
    </message>
    <message>
        <source>Build a Reputation in Skullport</source>
        <translation>Build a Reputation in Skullport</translation>
    </message>
    <message>
        <source>Score 10 VP; draw an intrigue card.</source>
        <translation>10 ZP kazan; bir entrika kartı çek.</translation>
    </message>
    <message>
        <source>Establish Harpers Safe House</source>
        <translation>Establish Harpers Safe House</translation>
    </message>
    <message>
        <source>Score 8 VP, plus 2 VP for each building you own right now.</source>
        <translation>8 ZP kazan, ayrıca şu anda sahip olduğun her bina için 2 ZP.</translation>
    </message>
    <message>
        <source>Establish Shadow Thieves&apos; Guild</source>
        <translation>Establish Shadow Thieves&apos; Guild</translation>
    </message>
    <message>
        <source>Expose Cult Corruption</source>
        <translation>Expose Cult Corruption</translation>
    </message>
    <message>
        <source>Score 4 VP; gain 2 Clerics.</source>
        <translation>4 ZP ve 2 Rahip kazan.</translation>
    </message>
    <message>
        <source>Fence Goods for Duke of Darkness</source>
        <translation>Fence Goods for Duke of Darkness</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Rogues also pays you 2 Gold.</source>
        <translation>Kalıcı: sana Hırsız kazandıran her aksiyonun ayrıca 2 Altın da getirir.</translation>
    </message>
    <message>
        <source>Install a Spy in Castle Waterdeep</source>
        <translation>Install a Spy in Castle Waterdeep</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Skullduggery quest, 2 more VP.</source>
        <translation>Kalıcı: bundan sonra tamamladığın her Skullduggery görevi 2 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Place a Sleeper Agent in Skullport</source>
        <translation>Place a Sleeper Agent in Skullport</translation>
    </message>
    <message>
        <source>Lasting: 2 VP each time you play an intrigue card.</source>
        <translation>Kalıcı: her entrika kartı oynadığında 2 ZP.</translation>
    </message>
    <message>
        <source>Prison Break</source>
        <translation>Prison Break</translation>
    </message>
    <message>
        <source>Score 14 VP, gain 2 Fighters, and you may play an intrigue card from your hand straight away.</source>
        <translation>14 ZP ve 2 Savaşçı kazan; ayrıca elinden hemen bir entrika kartı oynayabilirsin.</translation>
    </message>
    <message>
        <source>Procure Stolen Goods</source>
        <translation>Procure Stolen Goods</translation>
    </message>
    <message>
        <source>Score 8 VP; draw 2 intrigue cards.</source>
        <translation>8 ZP kazan; 2 entrika kartı çek.</translation>
    </message>
    <message>
        <source>Raid on Undermountain</source>
        <translation>Raid on Undermountain</translation>
    </message>
    <message>
        <source>Score 20 VP; gain 2 Gold.</source>
        <translation>20 ZP ve 2 Altın kazan.</translation>
    </message>
    <message>
        <source>Steal from House Adarbrent</source>
        <translation>Steal from House Adarbrent</translation>
    </message>
    <message>
        <source>Score 10 VP; gain 6 Gold.</source>
        <translation>10 ZP ve 6 Altın kazan.</translation>
    </message>
    <message>
        <source>Take Over Rival Organization</source>
        <translation>Take Over Rival Organization</translation>
    </message>
    <message>
        <source>Score 10 VP; gain 4 Rogues.</source>
        <translation>10 ZP ve 4 Hırsız kazan.</translation>
    </message>
    <message>
        <source>Ambush Artor Morlin</source>
        <translation>Ambush Artor Morlin</translation>
    </message>
    <message>
        <source>Score 8 VP; gain 4 Gold.</source>
        <translation>8 ZP ve 4 Altın kazan.</translation>
    </message>
    <message>
        <source>Bolster City Guard</source>
        <translation>Bolster City Guard</translation>
    </message>
    <message>
        <source>Bolster Griffon Cavalry</source>
        <translation>Bolster Griffon Cavalry</translation>
    </message>
    <message>
        <source>Lasting: an action of yours that yields any Fighters brings one Fighter more.</source>
        <translation>Kalıcı: sana Savaşçı kazandıran her aksiyonun bir Savaşçı daha getirir.</translation>
    </message>
    <message>
        <source>Confront the Xanathar</source>
        <translation>Confront the Xanathar</translation>
    </message>
    <message>
        <source>Defeat Uprising from Undermountain</source>
        <translation>Defeat Uprising from Undermountain</translation>
    </message>
    <message>
        <source>Score 11 VP; gain 2 Fighters.</source>
        <translation>11 ZP ve 2 Savaşçı kazan.</translation>
    </message>
    <message>
        <source>Deliver an Ultimatum</source>
        <translation>Deliver an Ultimatum</translation>
    </message>
    <message>
        <source>Deliver Weapons to Selune&apos;s Temple</source>
        <translation>Deliver Weapons to Selune&apos;s Temple</translation>
    </message>
    <message>
        <source>Quell Mercenary Uprising</source>
        <translation>Quell Mercenary Uprising</translation>
    </message>
    <message>
        <source>Lasting: each time you complete another Warfare quest, 2 more VP.</source>
        <translation>Kalıcı: bundan sonra tamamladığın her Warfare görevi 2 ZP daha getirir.</translation>
    </message>
    <message>
        <source>Raid Orc Stronghold</source>
        <translation>Raid Orc Stronghold</translation>
    </message>
    <message>
        <source>Recruit Lieutenant</source>
        <translation>Recruit Lieutenant</translation>
    </message>
    <message>
        <source>No VP: the Lieutenant joins your agent pool.</source>
        <translation>ZP yok: Teğmen ajan havuzuna katılır.</translation>
    </message>
    <message>
        <source>Lasting: the Lieutenant is one of your agents until the game ends (placed like any other).</source>
        <translation>Kalıcı: Teğmen oyun bitene kadar ajanlarından biridir (diğerleri gibi yerleştirilir).</translation>
    </message>
    <message>
        <source>Repel Seawraiths</source>
        <translation>Repel Seawraiths</translation>
    </message>
    <message>
        <source>Score 15 VP; gain 2 Gold.</source>
        <translation>15 ZP ve 2 Altın kazan.</translation>
    </message>
    <message>
        <source>Train Bladesingers</source>
        <translation>Train Bladesingers</translation>
    </message>
    <message>
        <source>Score 4 VP; gain 1 Fighter and 1 Wizard.</source>
        <translation>4 ZP, 1 Savaşçı ve 1 Büyücü kazan.</translation>
    </message>
    <message>
        <source>Deal with the Black Viper</source>
        <translation>Deal with the Black Viper</translation>
    </message>
    <message>
        <source>Score 10 VP, then draw four intrigue cards one by one; any of them may be played the moment it arrives.</source>
        <translation>10 ZP kazan, sonra teker teker dört entrika kartı çek; her biri geldiği anda oynanabilir.</translation>
    </message>
    <message>
        <source>Establish Wizard Academy</source>
        <translation>Establish Wizard Academy</translation>
    </message>
    <message>
        <source>Score 12 VP.</source>
        <translation>12 ZP kazan.</translation>
    </message>
    <message>
        <source>Lasting: each Arcana quest that comes into your hands brings a Wizard with it.</source>
        <translation>Kalıcı: eline geçen her Arcana görevi yanında bir Büyücü getirir.</translation>
    </message>
    <message>
        <source>Explore Trobriand&apos;s Graveyard</source>
        <translation>Explore Trobriand&apos;s Graveyard</translation>
    </message>
    <message>
        <source>Score 40 VP.</source>
        <translation>40 ZP kazan.</translation>
    </message>
    <message>
        <source>Resurrect Dead Wizards</source>
        <translation>Resurrect Dead Wizards</translation>
    </message>
    <message>
        <source>Score 6 VP; three Wizards join your tavern.</source>
        <translation>6 ZP kazan; Tavernana üç Büyücü katılır.</translation>
    </message>
    <message>
        <source>Study in the Librarium</source>
        <translation>Study in the Librarium</translation>
    </message>
    <message>
        <source>Score 11 VP.</source>
        <translation>11 ZP kazan.</translation>
    </message>
    <message>
        <source>Lasting: once an action of yours has let you play intrigue, draw one card more; you may play that one straight away.</source>
        <translation>Kalıcı: bir aksiyonun sana entrika kartı oynattıktan sonra bir kart daha çek; o kartı hemen oynayabilirsin.</translation>
    </message>
    <message>
        <source>Survive a Meeting with Halaster</source>
        <translation>Survive a Meeting with Halaster</translation>
    </message>
    <message>
        <source>Score 15 VP; one intrigue card for every Wizard among the adventurers you paid.</source>
        <translation>15 ZP kazan; ödediğin maceracılar arasındaki her Büyücü için bir entrika kartı.</translation>
    </message>
    <message>
        <source>Obtain Builder&apos;s Plans</source>
        <translation>Obtain Builder&apos;s Plans</translation>
    </message>
    <message>
        <source>Score 13 VP.</source>
        <translation>13 ZP kazan.</translation>
    </message>
    <message>
        <source>Lasting: once a round one of your agents may visit a building still for sale in Builder&apos;s Hall and use it as if you owned it.</source>
        <translation>Kalıcı: turda bir kez ajanlarından biri Builder&apos;s Hall&apos;da hâlâ satılık olan bir binayı ziyaret edip onu seninmiş gibi kullanabilir.</translation>
    </message>
    <message>
        <source>Ransack Whitehelm&apos;s Tomb</source>
        <translation>Ransack Whitehelm&apos;s Tomb</translation>
    </message>
    <message>
        <source>Recruit for City Watch</source>
        <translation>Recruit for City Watch</translation>
    </message>
    <message>
        <source>Score 8 VP; if you hand over 10 Gold right away, three Fighters and three Rogues sign on.</source>
        <translation>8 ZP kazan; hemen 10 Altın verirsen üç Savaşçı ve üç Hırsız da saflarına katılır.</translation>
    </message>
    <message>
        <source>Sponsor Bounty Hunters</source>
        <translation>Sponsor Bounty Hunters</translation>
    </message>
    <message>
        <source>Lasting: 4 Gold arrive with each Commerce quest that comes into your hands.</source>
        <translation>Kalıcı: eline geçen her Commerce göreviyle birlikte 4 Altın gelir.</translation>
    </message>
    <message>
        <source>Steal Gems from the Bone Throne</source>
        <translation>Steal Gems from the Bone Throne</translation>
    </message>
    <message>
        <source>Score 7 VP; gain 10 Gold.</source>
        <translation>7 ZP ve 10 Altın kazan.</translation>
    </message>
    <message>
        <source>Threaten the Builders&apos; Guilds</source>
        <translation>Threaten the Builders&apos; Guilds</translation>
    </message>
    <message>
        <source>Score 13 VP; every building on offer in Builder&apos;s Hall becomes yours at no cost.</source>
        <translation>13 ZP kazan; Builder&apos;s Hall&apos;daki satılık binaların hepsi bedelsiz olarak senin olur.</translation>
    </message>
    <message>
        <source>Diplomatic Mission to Suzail</source>
        <translation>Diplomatic Mission to Suzail</translation>
    </message>
    <message>
        <source>Lasting: the quests on offer at Cliffwatch Inn count as yours to complete, without taking them first.</source>
        <translation>Kalıcı: Cliffwatch Inn&apos;deki açık görevler senin görevlerin sayılır; onları önce almadan tamamlayabilirsin.</translation>
    </message>
    <message>
        <source>Establish Temple to Ibrandul</source>
        <translation>Establish Temple to Ibrandul</translation>
    </message>
    <message>
        <source>Score 11 VP and gain one adventurer of each kind; then every quest on offer at Cliffwatch Inn is yours.</source>
        <translation>11 ZP ve her türden birer maceracı kazan; sonra Cliffwatch Inn&apos;deki açık görevlerin hepsi senin olur.</translation>
    </message>
    <message>
        <source>Plunder the Island Temple</source>
        <translation>Plunder the Island Temple</translation>
    </message>
    <message>
        <source>Rescue Clerics of Tymora</source>
        <translation>Rescue Clerics of Tymora</translation>
    </message>
    <message>
        <source>Score 10 VP; three Clerics join your tavern.</source>
        <translation>10 ZP kazan; Tavernana üç Rahip katılır.</translation>
    </message>
    <message>
        <source>Root Out Loviatar&apos;s Faithful</source>
        <translation>Root Out Loviatar&apos;s Faithful</translation>
    </message>
    <message>
        <source>Score 15 VP, and 2 VP more for each Cleric among the adventurers you paid.</source>
        <translation>15 ZP kazan; ödediğin maceracılar arasındaki her Rahip için de 2 ZP daha.</translation>
    </message>
    <message>
        <source>Sanctify a Desecrated Temple</source>
        <translation>Sanctify a Desecrated Temple</translation>
    </message>
    <message>
        <source>Lasting: each Piety quest that comes into your hands brings a Cleric with it.</source>
        <translation>Kalıcı: eline geçen her Piety görevi yanında bir Rahip getirir.</translation>
    </message>
    <message>
        <source>Ally with the Xanathar&apos;s Guild</source>
        <translation>Ally with the Xanathar&apos;s Guild</translation>
    </message>
    <message>
        <source>Lasting: each Skullduggery quest that comes into your hands brings two Rogues with it.</source>
        <translation>Kalıcı: eline geçen her Skullduggery görevi yanında iki Hırsız getirir.</translation>
    </message>
    <message>
        <source>Break into Blackstaff Tower</source>
        <translation>Break into Blackstaff Tower</translation>
    </message>
    <message>
        <source>Defend the Lanceboard Room</source>
        <translation>Defend the Lanceboard Room</translation>
    </message>
    <message>
        <source>Score 12 VP; eight adventurers of whatever kinds you like join your tavern.</source>
        <translation>12 ZP kazan; Tavernana istediğin türlerden sekiz maceracı katılır.</translation>
    </message>
    <message>
        <source>Impersonate Tax Collector</source>
        <translation>Impersonate Tax Collector</translation>
    </message>
    <message>
        <source>Score 9 VP.</source>
        <translation>9 ZP kazan.</translation>
    </message>
    <message>
        <source>Lasting: when your own agent visits a building you own, you also collect what its owner would get.</source>
        <translation>Kalıcı: kendi ajanın sahip olduğun bir binayı ziyaret ettiğinde, sahibin alacağı ödülü de alırsın.</translation>
    </message>
    <message>
        <source>Survive Arcturia&apos;s Transformation</source>
        <translation>Survive Arcturia&apos;s Transformation</translation>
    </message>
    <message>
        <source>Score 6 VP; six Rogues join your tavern.</source>
        <translation>6 ZP kazan; Tavernana altı Hırsız katılır.</translation>
    </message>
    <message>
        <source>Unleash Crime Spree</source>
        <translation>Unleash Crime Spree</translation>
    </message>
    <message>
        <source>Score 12 VP; give up four Rogues on the spot if you like, for 10 VP more.</source>
        <translation>12 ZP kazan; istersen hemen dört Hırsız ver ve 10 ZP daha kazan.</translation>
    </message>
    <message>
        <source>Battle in Muiral&apos;s Gauntlet</source>
        <translation>Battle in Muiral&apos;s Gauntlet</translation>
    </message>
    <message>
        <source>Defend the Yawning Portal</source>
        <translation>Defend the Yawning Portal</translation>
    </message>
    <message>
        <source>Score 15 VP and gain two adventurers of any kind; up to three of your agents out in the city may come home to your pool.</source>
        <translation>15 ZP ve istediğin türden iki maceracı kazan; şehirdeki ajanlarından en fazla üçü havuzuna dönebilir.</translation>
    </message>
    <message>
        <source>Destroy a Temple of Selvetarm</source>
        <translation>Destroy a Temple of Selvetarm</translation>
    </message>
    <message>
        <source>Score 10 VP; give up four Fighters on the spot if you like, for 10 VP more.</source>
        <translation>10 ZP kazan; istersen hemen dört Savaşçı ver ve 10 ZP daha kazan.</translation>
    </message>
    <message>
        <source>Recover the Flame of the North</source>
        <translation>Recover the Flame of the North</translation>
    </message>
    <message>
        <source>Lasting: each Warfare quest that comes into your hands brings two Fighters with it.</source>
        <translation>Kalıcı: eline geçen her Warfare görevi yanında iki Savaşçı getirir.</translation>
    </message>
    <message>
        <source>Seize Citadel of the Bloody Hand</source>
        <translation>Seize Citadel of the Bloody Hand</translation>
    </message>
    <message>
        <source>Lasting: after you complete any other quest, you may keep one of the adventurers you paid for it.</source>
        <translation>Kalıcı: başka herhangi bir görevi tamamladıktan sonra, onun için ödediğin maceracılardan birini tutabilirsin.</translation>
    </message>
    <message>
        <source>Wake the Six Sleepers</source>
        <translation>Wake the Six Sleepers</translation>
    </message>
    <message>
        <source>Score 8 VP; six Fighters join your tavern.</source>
        <translation>8 ZP kazan; Tavernana altı Savaşçı katılır.</translation>
    </message>
    <message>
        <source>Establish Cult Cell</source>
        <translation>Establish Cult Cell</translation>
    </message>
    <message>
        <source>Score 18 VP, gain two Fighters and a Wizard, draw an intrigue card, and take three corruption.</source>
        <translation>18 ZP, iki Savaşçı ve bir Büyücü kazan, bir entrika kartı çek ve 3 Yolsuzluk al.</translation>
    </message>
    <message>
        <source>Investigate Thayan Vessel</source>
        <translation>Investigate Thayan Vessel</translation>
    </message>
    <message>
        <source>Score 13 VP; two adventurers of any kind and two intrigue cards are yours.</source>
        <translation>13 ZP kazan; istediğin türden iki maceracı ve iki entrika kartı senin olur.</translation>
    </message>
    <message>
        <source>Recruit Academy Castoffs</source>
        <translation>Recruit Academy Castoffs</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Blackstaff Tower, you may add a Wizard and a corruption to what you get.</source>
        <translation>Kalıcı: ajanlarından biri Blackstaff Tower&apos;a her gittiğinde, aldıklarına bir Büyücü ve 1 Yolsuzluk ekleyebilirsin.</translation>
    </message>
    <message>
        <source>Renew Guards and Wards</source>
        <translation>Renew Guards and Wards</translation>
    </message>
    <message>
        <source>Score 9 VP; send back as many as two of your corruption tokens to the track.</source>
        <translation>9 ZP kazan; en fazla iki Yolsuzluk jetonunu Yolsuzluk çizelgesine geri gönder.</translation>
    </message>
    <message>
        <source>Seal an Entrance to Skullport</source>
        <translation>Seal an Entrance to Skullport</translation>
    </message>
    <message>
        <source>Score 10 VP; send back as many as three of your corruption tokens to the track.</source>
        <translation>10 ZP kazan; en fazla üç Yolsuzluk jetonunu Yolsuzluk çizelgesine geri gönder.</translation>
    </message>
    <message>
        <source>Uncover Forbidden Lore</source>
        <translation>Uncover Forbidden Lore</translation>
    </message>
    <message>
        <source>Score 17 VP.</source>
        <translation>17 ZP kazan.</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Waterdeep Harbor, you may play one or two extra intrigue cards there; doing so costs you a corruption.</source>
        <translation>Kalıcı: ajanlarından biri Waterdeep Harbor&apos;a her gittiğinde orada bir ya da iki ek entrika kartı oynayabilirsin; bunun bedeli olarak 1 Yolsuzluk alırsın.</translation>
    </message>
    <message>
        <source>Defame Rival Business</source>
        <translation>Defame Rival Business</translation>
    </message>
    <message>
        <source>Lasting: each time a building becomes yours, you may move one corruption token from your tavern onto an action space of your choice.</source>
        <translation>Kalıcı: bir bina her senin olduğunda, Tavernandaki bir Yolsuzluk jetonunu seçtiğin bir aksiyon alanına koyabilirsin.</translation>
    </message>
    <message>
        <source>Donate to the City</source>
        <translation>Donate to the City</translation>
    </message>
    <message>
        <source>Score 13 VP; send back as many as three of your corruption tokens to the track.</source>
        <translation>13 ZP kazan; en fazla üç Yolsuzluk jetonunu Yolsuzluk çizelgesine geri gönder.</translation>
    </message>
    <message>
        <source>Extort Aurora</source>
        <translation>Extort Aurora</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Aurora&apos;s Realms Shop, you may add 4 Gold and a corruption to what you get.</source>
        <translation>Kalıcı: ajanlarından biri Aurora&apos;s Realms Shop&apos;a her gittiğinde, aldıklarına 4 Altın ve 1 Yolsuzluk ekleyebilirsin.</translation>
    </message>
    <message>
        <source>Fund Alchemical Research</source>
        <translation>Fund Alchemical Research</translation>
    </message>
    <message>
        <source>Score 20 VP and gain 12 Gold, at the price of three corruption.</source>
        <translation>20 ZP ve 12 Altın kazan; bedeli 3 Yolsuzluk.</translation>
    </message>
    <message>
        <source>Fund Pilgrimage of Waukeen</source>
        <translation>Fund Pilgrimage of Waukeen</translation>
    </message>
    <message>
        <source>Score 16 VP.</source>
        <translation>16 ZP kazan.</translation>
    </message>
    <message>
        <source>Pay Fines</source>
        <translation>Pay Fines</translation>
    </message>
    <message>
        <source>Score 4 VP; send back as many as two of your corruption tokens to the track.</source>
        <translation>4 ZP kazan; en fazla iki Yolsuzluk jetonunu Yolsuzluk çizelgesine geri gönder.</translation>
    </message>
    <message>
        <source>Banish Evil Spirits</source>
        <translation>Banish Evil Spirits</translation>
    </message>
    <message>
        <source>Score 5 VP and gain one adventurer of any kind; send back as many as two of your corruption tokens to the track.</source>
        <translation>5 ZP ve istediğin türden bir maceracı kazan; en fazla iki Yolsuzluk jetonunu Yolsuzluk çizelgesine geri gönder.</translation>
    </message>
    <message>
        <source>Enter the Tower of Seven Woes</source>
        <translation>Enter the Tower of Seven Woes</translation>
    </message>
    <message>
        <source>Score 19 VP and gain three Clerics, at the price of four corruption.</source>
        <translation>19 ZP ve üç Rahip kazan; bedeli 4 Yolsuzluk.</translation>
    </message>
    <message>
        <source>Give Honor to Mask</source>
        <translation>Give Honor to Mask</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to The Plinth, you may add a Cleric and a corruption to what you get.</source>
        <translation>Kalıcı: ajanlarından biri The Plinth&apos;e her gittiğinde, aldıklarına bir Rahip ve 1 Yolsuzluk ekleyebilirsin.</translation>
    </message>
    <message>
        <source>Institute Reforms</source>
        <translation>Institute Reforms</translation>
    </message>
    <message>
        <source>Protect Converts to Eilistraee</source>
        <translation>Protect Converts to Eilistraee</translation>
    </message>
    <message>
        <source>Lasting: once in each of your turns, when you send corruption back to the track, one more token may follow it.</source>
        <translation>Kalıcı: her sıranda bir kez, Yolsuzluk çizelgesine Yolsuzluk geri gönderdiğinde bir jeton daha gönderebilirsin.</translation>
    </message>
    <message>
        <source>Sanctify Temple to Oghma</source>
        <translation>Sanctify Temple to Oghma</translation>
    </message>
    <message>
        <source>Score 18 VP.</source>
        <translation>18 ZP kazan.</translation>
    </message>
    <message>
        <source>Bury the Bodies</source>
        <translation>Bury the Bodies</translation>
    </message>
    <message>
        <source>Score 20 VP, at the price of two corruption.</source>
        <translation>20 ZP kazan; bedeli 2 Yolsuzluk.</translation>
    </message>
    <message>
        <source>Expand Guild Activities</source>
        <translation>Expand Guild Activities</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to The Grinning Lion Tavern, you may add two Rogues and a corruption to what you get.</source>
        <translation>Kalıcı: ajanlarından biri The Grinning Lion Tavern&apos;e her gittiğinde, aldıklarına iki Hırsız ve 1 Yolsuzluk ekleyebilirsin.</translation>
    </message>
    <message>
        <source>Rescue a Victim from the Skulls</source>
        <translation>Rescue a Victim from the Skulls</translation>
    </message>
    <message>
        <source>Score 9 VP and gain one adventurer of any kind; one of your corruption tokens may go back to the track.</source>
        <translation>9 ZP ve istediğin türden bir maceracı kazan; Yolsuzluk jetonlarından biri Yolsuzluk çizelgesine geri dönebilir.</translation>
    </message>
    <message>
        <source>Save Kidnapped Nobles</source>
        <translation>Save Kidnapped Nobles</translation>
    </message>
    <message>
        <source>Score 9 VP and gain four Fighters; send back as many as three of your corruption tokens to the track.</source>
        <translation>9 ZP ve dört Savaşçı kazan; en fazla üç Yolsuzluk jetonunu Yolsuzluk çizelgesine geri gönder.</translation>
    </message>
    <message>
        <source>Shelter Zhentarim Agents</source>
        <translation>Shelter Zhentarim Agents</translation>
    </message>
    <message>
        <source>Score 16 VP, at the price of one corruption.</source>
        <translation>16 ZP kazan; bedeli 1 Yolsuzluk.</translation>
    </message>
    <message>
        <source>Lasting: the first time in each of your turns that corruption comes your way, draw an intrigue card.</source>
        <translation>Kalıcı: her sıranda ilk kez Yolsuzluk aldığında bir entrika kartı çek.</translation>
    </message>
    <message>
        <source>Swindle the Builders&apos; Guilds</source>
        <translation>Swindle the Builders&apos; Guilds</translation>
    </message>
    <message>
        <source>Score 13 VP and take three corruption; two of the buildings on offer in Builder&apos;s Hall become yours for free.</source>
        <translation>13 ZP kazan ve 3 Yolsuzluk al; Builder&apos;s Hall&apos;daki satılık binalardan ikisi bedelsiz olarak senin olur.</translation>
    </message>
    <message>
        <source>Assassinate Rivals</source>
        <translation>Assassinate Rivals</translation>
    </message>
    <message>
        <source>Score 16 VP and take two corruption; every opponent sends one adventurer of their choice back to the supply.</source>
        <translation>16 ZP kazan ve 2 Yolsuzluk al; her rakip istediği bir maceracıyı havuza geri gönderir.</translation>
    </message>
    <message>
        <source>Fix the Champion&apos;s Games</source>
        <translation>Fix the Champion&apos;s Games</translation>
    </message>
    <message>
        <source>Lasting: whenever an agent of yours goes to Field of Triumph, you may add two Fighters and a corruption to what you get.</source>
        <translation>Kalıcı: ajanlarından biri Field of Triumph&apos;a her gittiğinde, aldıklarına iki Savaşçı ve 1 Yolsuzluk ekleyebilirsin.</translation>
    </message>
    <message>
        <source>Improve Prison Security</source>
        <translation>Improve Prison Security</translation>
    </message>
    <message>
        <source>Score 8 VP; as many as three of your corruption tokens leave the game for good.</source>
        <translation>8 ZP kazan; en fazla üç Yolsuzluk jetonun oyundan kalıcı olarak çıkar.</translation>
    </message>
    <message>
        <source>Patrol Dock Ward</source>
        <translation>Patrol Dock Ward</translation>
    </message>
    <message>
        <source>Score 9 VP; four Rogues join your tavern.</source>
        <translation>9 ZP kazan; Tavernana dört Hırsız katılır.</translation>
    </message>
    <message>
        <source>Train Castle Guards</source>
        <translation>Train Castle Guards</translation>
    </message>
    <message>
        <source>Lasting: each time anyone takes the first-player marker, you gain a Fighter, and so does the taker if that is someone else.</source>
        <translation>Kalıcı: İlk Oyuncu işaretini kim alırsa alsın bir Savaşçı kazanırsın; işareti alan başka biriyse o da bir Savaşçı kazanır.</translation>
    </message>
    <message>
        <source>Uncover Drow Plot</source>
        <translation>Uncover Drow Plot</translation>
    </message>
    <message>
        <source>Score 18 VP; send back as many as two of your corruption tokens to the track.</source>
        <translation>18 ZP kazan; en fazla iki Yolsuzluk jetonunu Yolsuzluk çizelgesine geri gönder.</translation>
    </message>
    <message>
        <source>City Guard</source>
        <translation>City Guard</translation>
    </message>
    <message>
        <source>Harpers</source>
        <translation>Harpers</translation>
    </message>
    <message>
        <source>Knights of the Shield</source>
        <translation>Knights of the Shield</translation>
    </message>
    <message>
        <source>Red Sashes</source>
        <translation>Red Sashes</translation>
    </message>
    <message>
        <source>Silverstars</source>
        <translation>Silverstars</translation>
    </message>
    <message>
        <source>Starts on The Palace of Waterdeep once that building is in play. Whoever visits the Palace takes it; at the start of the next round that player places it before the first player&apos;s turn, like one of their agents (owner benefits: it counts as an opponent&apos;s agent, even on its holder&apos;s own building). When that round ends it goes back to the Palace.</source>
        <translation>The Palace of Waterdeep oyuna girdiğinde orada başlar. The Palace of Waterdeep&apos;i ziyaret eden onu alır; bir sonraki turun başında o oyuncu onu, ilk oyuncunun sırasından önce, ajanlarından biri gibi yerleştirir (sahip ödülleri açısından, sahibinin kendi binasında bile rakip ajanı sayılır). O tur bitince The Palace of Waterdeep&apos;e geri döner.</translation>
    </message>
    <message>
        <source>Joins the pool of whoever completes Recruit Lieutenant and stays theirs for the rest of the game; it is placed exactly like their other agents.</source>
        <translation>Recruit Lieutenant görevini tamamlayan oyuncunun havuzuna katılır ve oyunun geri kalanında onun olarak kalır; diğer ajanlarıyla tamamen aynı şekilde yerleştirilir.</translation>
    </message>
    <message>
        <source>Scoundrels of Skullport</source>
        <translation>Scoundrels of Skullport</translation>
    </message>
    <message>
        <source>Welcome to Helden Mittelerdes. Each player leads heroes across Middle-earth: open up the places of your side, conquer the other side&apos;s lands and fortresses, and fight the other player&apos;s heroes. Hold 11 fortresses to win at once; otherwise the most points after the last round win (lands 1, fortresses 3).</source>
        <translation>Helden Mittelerdes oyununa hoş geldin. Her oyuncu Orta Dünya&apos;da kahramanlar yönetir: kendi tarafının yerlerini aç, diğer tarafın ülkelerini ve kalelerini fethet, diğer oyuncunun kahramanlarıyla dövüş. 11 kaleyi elinde tutarsan hemen kazanırsın; yoksa son turdan sonra en çok puanı olan kazanır (ülke 1, kale 3).</translation>
    </message>
    <message>
        <source>A turn begins by drawing a hero card. Play “Draw a hero card” from the Actions panel.</source>
        <translation>Sıra bir kahraman kartı çekerek başlar. Aksiyonlar panelinden “Kahraman kartı çek” aksiyonunu oyna.</translation>
    </message>
    <message>
        <source>Now the campaign. Drag one of your heroes (a token with a gold ring) onto a neighbouring place: it moves there, or attacks what stands there, or opens the land up. The places it may go light up; a drop the rules refuse snaps back with the reason.</source>
        <translation>Şimdi sefer. Kahramanlarından birini (altın halkalı bir figür) komşu bir yere sürükle: oraya gider, orada duranlara saldırır ya da ülkeyi açar. Gidebileceği yerler yanar; kuralların reddettiği bir hamle nedeniyle birlikte geri döner.</translation>
    </message>
    <message>
        <source>A hero card in your hand can be brought into play at its start location, once per turn: play “Bring a hero into play” from the Actions panel.</source>
        <translation>Elindeki bir kahraman kartı, her sırada bir kez, başlangıç yerinde oyuna sokulabilir: Aksiyonlar panelinden “Bir kahramanı oyuna sok” aksiyonunu oyna.</translation>
    </message>
    <message>
        <source>Raising a hero&apos;s banner opens up the free places of your side around him at once. Try it, or take another step of your campaign.</source>
        <translation>Bir kahramanın sancağını kaldırmak, çevresindeki kendi tarafına ait boş yerleri hemen açar. Bunu dene ya da seferinde bir adım daha at.</translation>
    </message>
    <message>
        <source>Before you attack a place, point at it while you carry the hero: the tooltip and the Rules panel give the chance to conquer it, worked out from the dice. Every roll is then explained in the Rules panel.</source>
        <translation>Bir yere saldırmadan önce, kahramanı taşırken fareyle o yerin üzerine gel: araç ipucu ve Kurallar paneli, zarlardan hesaplanan fetih olasılığını gösterir. Ardından her atış Kurallar panelinde açıklanır.</translation>
    </message>
    <message>
        <source>Press H or click Hint for the computer&apos;s three best choices, with its reasons. When you are done, play “End the turn”.</source>
        <translation>Bilgisayarın en iyi üç seçeneğini gerekçeleriyle görmek için H tuşuna bas ya da İpucu düğmesine tıkla. İşin bitince “Sırayı bitir” aksiyonunu oyna.</translation>
    </message>
    <message>
        <source>Welcome to the co-operative Lord of the Rings game. You and the computer are hobbits on one team: travel from Bag End to Mordor and destroy the Ring before Sauron meets the hobbits on the corruption line at the top of the board. Everyone wins or loses together.</source>
        <translation>İşbirlikçi The Lord of the Rings oyununa hoş geldin. Sen ve bilgisayar aynı takımdaki hobbitlersiniz: Sauron tahtanın üst kısmındaki yozlaşma hattında hobbitlere ulaşmadan önce Çıkın Çıkmazı&apos;ndan Mordor&apos;a yolculuk edin ve Yüzüğü yok edin. Herkes birlikte kazanır ya da birlikte kaybeder.</translation>
    </message>
    <message>
        <source>Before setting out you may prepare. Choose in the Actions panel.</source>
        <translation>Yola çıkmadan önce hazırlık yapabilirsin. Seçimini Aksiyonlar panelinde yap.</translation>
    </message>
    <message>
        <source>The hobbits may help each other: give a card to the hobbit who needs it, or decline.</source>
        <translation>Hobbitler birbirine yardım edebilir: ihtiyacı olan hobbite bir kart ver ya da reddet.</translation>
    </message>
    <message>
        <source>Each turn of a scenario starts by revealing event tiles: click the stack of tiles (or play “Reveal the next event tile”). A tile may bring an event that hurts the team; the Rules panel explains each one.</source>
        <translation>Bir senaryodaki her sıra olay karoları açılarak başlar: karo destesine tıkla (ya da “Sonraki olay karosunu aç” aksiyonunu oyna). Bir karo takıma zarar veren bir olay getirebilir; Kurallar paneli her birini açıklar.</translation>
    </message>
    <message>
        <source>Now play cards from your hand onto the scenario&apos;s lines: drag a card onto a line it fits (the lines it fits light up) to move the team along it. Foes on the foe line are fought by clicking the leftmost one.</source>
        <translation>Şimdi elindeki kartları senaryonun hatlarına oyna: takımı bir hat boyunca ilerletmek için bir kartı uyduğu bir hatta sürükle (uyduğu hatlar yanar). Düşman hattındaki düşmanlarla en soldakine tıklayarak savaşılır.</translation>
    </message>
    <message>
        <source>Not sure what helps the team most? Press H or click Hint for the computer&apos;s three best choices, with its reasons; “What would a teammate do?” in the Help menu gives one teammate&apos;s advice.</source>
        <translation>Takıma en çok neyin yardım edeceğinden emin değil misin? Bilgisayarın en iyi üç seçeneğini gerekçeleriyle görmek için H tuşuna bas ya da İpucu düğmesine tıkla; Yardım menüsündeki “Takım arkadaşı ne yapardı?” bir takım arkadaşının tavsiyesini verir.</translation>
    </message>
    <message>
        <source>Keep going: reveal tiles, play cards, and end your turn when you are done. Finish your next turn to end this guide.</source>
        <translation>Devam et: karoları aç, kart oyna ve işin bitince sıranı bitir. Bu rehberi bitirmek için bir sonraki sıranı tamamla.</translation>
    </message>
    <message>
        <source>Welcome to the Middle-earth skirmish table. Two warbands meet on a measured table: figures stand anywhere, distances are in centimetres, and every shot and fight is rolled. Win the scenario&apos;s objective or break the enemy.</source>
        <translation>Orta Dünya Çarpışma Masası&apos;na hoş geldin. İki savaş birliği ölçülü bir masada karşılaşır: figürler her yerde durabilir, mesafeler santimetreyle ölçülür ve her atış ile her dövüş zarla belirlenir. Senaryonun amacını gerçekleştir ya da düşmanı bozguna uğrat.</translation>
    </message>
    <message>
        <source>First place your warband. Drag each of your figures into your deployment zone (drawn on the table); the players take turns placing one figure each.</source>
        <translation>Önce savaş birliğini yerleştir. Figürlerinin her birini konuşlanma bölgene (masada çizili) sürükle; oyuncular sırayla birer figür yerleştirir.</translation>
    </message>
    <message>
        <source>Each turn starts with a roll for priority; the side that has it moves first. In the move phase, drag a figure: its path, the distance and what is left of its Move follow the pointer, and the ground it can reach is drawn. Drop it on an enemy to charge.</source>
        <translation>Her tur bir öncelik zarıyla başlar; önceliği olan taraf önce hareket eder. Hareket aşamasında bir figürü sürükle: yolu, mesafe ve kalan Hareket değeri imleci izler, ulaşabileceği arazi de çizilir. Hücum etmek için figürü bir düşmanın üzerine bırak.</translation>
    </message>
    <message>
        <source>Turn a figure with the mouse wheel over it. Drag with the right mouse button to measure any distance on the table.</source>
        <translation>Bir figürü, imleç üzerindeyken fare tekerleğiyle döndür. Masadaki herhangi bir mesafeyi ölçmek için farenin sağ tuşuyla sürükle.</translation>
    </message>
    <message>
        <source>Move your other figures the same way, then play “End the move phase” from the Actions panel.</source>
        <translation>Diğer figürlerini de aynı şekilde hareket ettir, sonra Aksiyonlar panelinden “Hareket aşamasını bitir” aksiyonunu oyna.</translation>
    </message>
    <message>
        <source>Shots and fights come next: before you shoot or fight, the odds to hit and to wound are shown, with every modifier; after the roll the Rules panel explains it in full. Press H or click Hint for the computer&apos;s three best choices.</source>
        <translation>Sırada atışlar ve dövüşler var: atış yapmadan ya da dövüşmeden önce isabet ve yaralama olasılıkları bütün etkenleriyle gösterilir; zar atıldıktan sonra Kurallar paneli sonucu eksiksiz açıklar. Bilgisayarın en iyi üç seçeneği için H tuşuna bas ya da İpucu düğmesine tıkla.</translation>
    </message>
    <message>
        <source>Play on until your side moves again in the next turn to finish this guide.</source>
        <translation>Bu rehberi bitirmek için, tarafın bir sonraki turda yeniden hareket edene kadar oynamaya devam et.</translation>
    </message>
    <message>
        <source>Welcome to War of the Ring. You lead the Free Peoples: carry the Ring to Mount Doom with the Fellowship while your armies hold out against the Shadow. Each turn both sides roll action dice and take turns using one die at a time.</source>
        <translation>War of the Ring oyununa hoş geldin. Serbest Halkları sen yönetiyorsun: orduların Gölge&apos;ye karşı direnirken Yüzüğü Kardeşlikle birlikte Kader Dağı&apos;na taşı. Her tur iki taraf da aksiyon zarlarını atar ve zarları sırayla, birer birer kullanır.</translation>
    </message>
    <message>
        <source>The Players panel shows each side: its victory points, the cards in its hand and its dice. The Shadow is played by the computer on Easy.</source>
        <translation>Oyuncular paneli her tarafı gösterir: zafer puanlarını, elindeki kartları ve zarlarını. Gölge&apos;yi Kolay seviyedeki bilgisayar oynuyor.</translation>
    </message>
    <message>
        <source>A turn starts with the Fellowship phase: you may reveal the Fellowship or change its guide. Not now: play “End the Fellowship phase” from the Actions panel.</source>
        <translation>Her tur Kardeşlik fazıyla başlar: Kardeşliği ilan edebilir ya da rehberini değiştirebilirsin. Şimdi değil: Aksiyonlar panelinden “Kardeşlik fazını bitir” aksiyonunu oyna.</translation>
    </message>
    <message>
        <source>Your action dice are rolled, and the Shadow has put some of its dice in the Hunt box. Click the Fellowship (the Ring-bearers&apos; figure, framed) and move it with a Character die: it goes one step unseen, and the Shadow hunts it. Point at the choice first: the Rules panel gives the odds of the hunt.</source>
        <translation>Aksiyon zarların atıldı ve Gölge zarlarının bir kısmını Av Kutusuna koydu. Kardeşliğe (Yüzük Taşıyıcıların çerçeveli figürü) tıkla ve onu bir Karakter zarıyla hareket ettir: görünmeden bir adım ilerler ve Gölge onu avlar. Önce fareyle seçeneğin üzerine gel: Kurallar paneli avın olasılıklarını gösterir.</translation>
    </message>
    <message>
        <source>Every roll is explained in full in the Rules panel, with the rule that applies. A roll stays in the game log, marked with a die: click it to read it again.</source>
        <translation>Her atış, geçerli kuralıyla birlikte Kurallar panelinde eksiksiz açıklanır. Atış, zarla işaretlenmiş olarak oyun günlüğünde kalır: yeniden okumak için ona tıkla.</translation>
    </message>
    <message>
        <source>Now your armies. Drag an army (a figure with a gold ring) onto a neighbouring region: the regions it may go to light up, and a move the rules refuse snaps back with the reason. Dropping on an enemy army attacks it, and the tooltip gives the battle&apos;s odds before you let go.</source>
        <translation>Şimdi sıra ordularında. Bir orduyu (altın halkalı bir figür) komşu bir bölgeye sürükle: gidebileceği bölgeler yanar, kuralların reddettiği bir hamle ise nedeniyle birlikte geri döner. Orduyu bir düşman ordusunun üzerine bırakırsan ona saldırır; bırakmadan önce araç ipucu muharebenin olasılıklarını gösterir.</translation>
    </message>
    <message>
        <source>Not sure what is best? Press H or click Hint: the computer&apos;s three best choices for you, each with its reason, lit on the board. Nothing is played until you choose.</source>
        <translation>Neyin en iyisi olduğundan emin değil misin? H tuşuna bas ya da İpucu düğmesine tıkla: bilgisayarın senin için en iyi üç seçeneği, her biri gerekçesiyle, tahtada vurgulanır. Sen seçene kadar hiçbir şey oynanmaz.</translation>
    </message>
    <message>
        <source>Use your remaining dice the same way, or pass, until the turn ends. Then the next turn begins with its Fellowship phase: end it again to finish this guide.</source>
        <translation>Tur bitene kadar kalan zarlarını aynı şekilde kullan ya da pas geç. Ardından sonraki tur Kardeşlik fazıyla başlar: rehberli oyunu tamamlamak için bu fazı da yine bitir.</translation>
    </message>
    <message>
        <source>Welcome to Lords of Waterdeep. You are a secret Lord of the city: send your agents to the city&apos;s buildings to hire adventurers and earn gold, then spend them to complete quests for victory points. The game lasts eight rounds.</source>
        <translation>Lords of Waterdeep oyununa hoş geldin. Şehrin gizli bir Lord&apos;usun: maceracı toplamak ve altın kazanmak için ajanlarını şehrin binalarına gönder, sonra bunları harcayıp görevleri tamamlayarak Zafer Puanı kazan. Oyun sekiz tur sürer.</translation>
    </message>
    <message>
        <source>Your mat, under the city, holds your agents, your quests, your intrigue cards and your tavern of adventurers. Your Lord card there is yours alone to see: it scores extra points at the end for quests of its kinds.</source>
        <translation>Şehrin altındaki oyuncu matında ajanların, görevlerin, entrika kartların ve maceracılarınla dolu tavernan durur. Oradaki Lord kartını yalnızca sen görebilirsin: oyun sonunda kendi türlerindeki görevler için ek puan kazandırır.</translation>
    </message>
    <message>
        <source>Drag one of your agents from your mat onto a free space of the city: each space says what it gives. The spaces it may go light up. Try a space that gives adventurers, or Builder&apos;s Hall to buy a building.</source>
        <translation>Ajanlarından birini oyuncu matından şehirde boş bir alana sürükle: her alan ne verdiğini yazar. Gidebileceği alanlar yanar. Maceracı veren bir alanı ya da bina satın almak için Builder&apos;s Hall&apos;u dene.</translation>
    </message>
    <message>
        <source>Some spaces ask a question next (which building, which adventurers): answer it in the Actions panel, or by clicking on the board where it shows.</source>
        <translation>Bazı alanlar ardından bir soru sorar (hangi bina, hangi maceracılar): soruyu Aksiyonlar panelinde ya da tahtada gösterildiği yere tıklayarak yanıtla.</translation>
    </message>
    <message>
        <source>The players take turns placing one agent each. Place your next agent; when you have the adventurers a quest asks for, complete it by clicking it on your mat.</source>
        <translation>Oyuncular sırayla birer ajan yerleştirir. Sıradaki ajanını yerleştir; bir görevin istediği maceracılar sende olduğunda, oyuncu matındaki göreve tıklayarak onu tamamla.</translation>
    </message>
    <message>
        <source>Quests come from Cliffwatch Inn: place an agent there, then click a quest to take it. Press H or click Hint when you want the computer&apos;s three best choices, with its reasons.</source>
        <translation>Görevler Cliffwatch Inn&apos;den gelir: oraya bir ajan yerleştir, sonra almak için bir göreve tıkla. Bilgisayarın en iyi üç seçeneğini gerekçeleriyle görmek istediğinde H tuşuna bas ya da İpucu düğmesine tıkla.</translation>
    </message>
    <message>
        <source>Place your remaining agents. When every agent is out, the round ends and the agents come home. Finish this round to end the guide.</source>
        <translation>Kalan ajanlarını yerleştir. Bütün ajanlar yerleşince tur biter ve ajanlar geri döner. Rehberi bitirmek için bu turu tamamla.</translation>
    </message>
    <message>
        <source>Undermountain</source>
        <extracomment>(Scoundrels of Skullport) the names the modules&apos; boards add to the map</extracomment>
        <translation>Undermountain</translation>
    </message>
    <message>
        <source>Harder quests that ask for more Gold and adventurers and pay far more, and buildings that leave resources on action spaces for whoever comes next.</source>
        <translation>Daha çok Altın ve maceracı isteyen ama çok daha fazla ödül veren zorlu görevler ve aksiyon alanlarında bir sonra gelen için kaynak bırakan binalar.</translation>
    </message>
    <message>
        <source>Skullport</source>
        <translation>Skullport</translation>
    </message>
    <message>
        <source>Corruption: generous buildings, quests and intrigue cards hand out corruption tokens, and each one left in a tavern costs VP at the end - the more is out, the more each costs.</source>
        <translation>Yolsuzluk: cömert binalar, görevler ve entrika kartları Yolsuzluk jetonu dağıtır; oyun sonunda bir Tavernada kalan her jeton ZP kaybettirir - ne kadar çok jeton dağıtılmışsa her biri o kadar pahalıya patlar.</translation>
    </message>
    <message>
        <source>Gray Hands</source>
        <translation>Gray Hands</translation>
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
        <translation>Saruman Beyaz</translation>
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
        <translation>Ağaçsakal</translation>
    </message>
    <message>
        <source>The Necromancer</source>
        <translation>Ölü Çağıran</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <translation>Sauron&apos;un Ağzı</translation>
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
        <translation>Büyük Ork</translation>
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
        <translation>Solucandil Gríma</translation>
    </message>
    <message>
        <source>Shelob</source>
        <translation>Shelob</translation>
    </message>
    <message>
        <source>Great Goblin</source>
        <translation>Büyük Goblin</translation>
    </message>
    <message>
        <source>The Black Serpent</source>
        <translation>Kara Yılan</translation>
    </message>
    <message>
        <source>Corsair Captain</source>
        <translation>Korsan Kaptanı</translation>
    </message>
    <message>
        <source>Easterling Warlord</source>
        <translation>Doğulu Savaş Beyi</translation>
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
        <translation>Beyaz Şehri Savun</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <translation>Rohan Süvarileri</translation>
    </message>
    <message>
        <source>Cleanse Dol Guldur</source>
        <translation>Dol Guldur&apos;u Temizle</translation>
    </message>
    <message>
        <source>The Black Gate Opens</source>
        <translation>Kara Kapı Açılıyor</translation>
    </message>
    <message>
        <source>March of the Ents</source>
        <translation>Entlerin Yürüyüşü</translation>
    </message>
    <message>
        <source>Realms of the Elves</source>
        <translation>Elf Diyarları</translation>
    </message>
    <message>
        <source>The Dark Tower Falls</source>
        <translation>Kara Kule Yıkılıyor</translation>
    </message>
    <message>
        <source>Siege of Gondor</source>
        <translation>Gondor Kuşatması</translation>
    </message>
    <message>
        <source>Shadow over Lórien</source>
        <translation>Lórien Üzerinde Gölge</translation>
    </message>
    <message>
        <source>Fall of the Hornburg</source>
        <translation>Hornburg&apos;un Düşüşü</translation>
    </message>
    <message>
        <source>Orcs of the Mountains</source>
        <translation>Dağların Orkları</translation>
    </message>
    <message>
        <source>War in the North</source>
        <translation>Kuzey&apos;de Savaş</translation>
    </message>
    <message>
        <source>Fangorn Burns</source>
        <translation>Fangorn Yanıyor</translation>
    </message>
    <message>
        <source>Master of the Anduin</source>
        <translation>Anduin&apos;in Efendisi</translation>
    </message>
    <message>
        <source>The Gap of Rohan</source>
        <translation>Rohan Geçidi</translation>
    </message>
    <message>
        <source>{seat}: {n} decisions, median {median} ms, 95th percentile {p95} ms, max {most} ms</source>
        <translation>{seat}: {n} karar, medyan {median} ms, 95. yüzdelik {p95} ms, en çok {most} ms</translation>
    </message>
    <message>
        <source>game {n} (seed {seed}) raised {error}: {message}</source>
        <translation>oyun {n} (tohum {seed}) hata verdi: {error}: {message}</translation>
    </message>
    <message>
        <source>[{n}/{games}] {seconds}s, errors {errors}</source>
        <translation>[{n}/{games}] {seconds} sn, hata {errors}</translation>
    </message>
    <message>
        <source>game: {game}; seats: {seats} (rotated each game); seed {seed}</source>
        <translation>oyun: {game}; oyuncular: {seats} (her oyunda yerleri değişir); tohum {seed}</translation>
    </message>
    <message>
        <source>game: {game}; seats: {seats}; seed {seed}</source>
        <translation>oyun: {game}; oyuncular: {seats}; tohum {seed}</translation>
    </message>
    <message>
        <source>average length: {length} actions; unfinished (stopped at {most} actions): {unfinished}; errors: {errors}</source>
        <translation>ortalama uzunluk: {length} aksiyon; bitmeyen ({most} aksiyonda durdurulan): {unfinished}; hata: {errors}</translation>
    </message>
    <message>
        <source>thinking time per seat kind:</source>
        <translation>oyuncu türüne göre düşünme süresi:</translation>
    </message>
    <message>
        <source>wins by seat: {wins}</source>
        <translation>oyuncu yerine göre galibiyetler: {wins}</translation>
    </message>
    <message>
        <source>{games} games: {tally} unfinished {unfinished} errors {errors}</source>
        <translation>{games} oyun: {tally} bitmeyen {unfinished} hata {errors}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>game over: {reason}</source>
        <translation>oyun bitti: {reason}</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>sıra: {player}</translation>
    </message>
    <message>
        <source>no one to move</source>
        <translation>sıra kimsede değil</translation>
    </message>
    <message>
        <source>{file}: valid {game} save, {players} players, {done} of {steps} actions replayed, {where}.</source>
        <translation>{file}: geçerli bir {game} kaydı, {players} oyuncu, {done}/{steps} aksiyon yeniden oynandı, {where}.</translation>
    </message>
    <message>
        <source>Demo: {game}, {first} (computer, normal) against {second} (computer, easy), seed {seed}.</source>
        <translation>Demo: {game}; {first} (bilgisayar, normal) ile {second} (bilgisayar, kolay) karşı karşıya, tohum {seed}.</translation>
    </message>
    <message>
        <source>[{n} actions played] {summary}</source>
        <translation>[{n} aksiyon oynandı] {summary}</translation>
    </message>
    <message>
        <source>Demo stopped after {n} actions. {summary}</source>
        <translation>Demo {n} aksiyondan sonra durdu. {summary}</translation>
    </message>
    <message>
        <source>Final board saved to {file}</source>
        <translation>Son tahta kaydedildi: {file}</translation>
    </message>
    <message>
        <source>The final board could not be drawn: {problem}</source>
        <translation>Son tahta çizilemedi: {problem}</translation>
    </message>
    <message>
        <source>Unknown measure &apos;{name}&apos;. Choose one of: {names}.</source>
        <translation>Bilinmeyen ölçüm: &apos;{name}&apos;. Şunlardan birini seç: {names}.</translation>
    </message>
    <message>
        <source>the language of the messages (English, Türkçe, Deutsch, Suomi); else the environment&apos;s</source>
        <translation>iletilerin dili (English, Türkçe, Deutsch, Suomi); verilmezse ortamın dili</translation>
    </message>
    <message>
        <source>a game option, e.g. modules=skullport or long_game=true (repeatable)</source>
        <translation>bir oyun seçeneği, ör. modules=skullport ya da long_game=true (birden çok kez verilebilir)</translation>
    </message>
    <message>
        <source>simulate plays computer seats only: use ai:&lt;level&gt; for every seat</source>
        <translation>simulate komutu yalnızca bilgisayar oyuncularıyla oynar: her oyuncu için ai:&lt;level&gt; kullan</translation>
    </message>
    <message>
        <source>--{option}: {problem}</source>
        <translation>--{option}: {problem}</translation>
    </message>
    <message>
        <source>--out-dir: there is no folder {folder}</source>
        <translation>--out-dir: böyle bir klasör yok: {folder}</translation>
    </message>
    <message>
        <source>--out-dir: the folder cannot be written ({problem})</source>
        <translation>--out-dir: klasöre yazılamıyor ({problem})</translation>
    </message>
    <message>
        <source>--option: &apos;{text}&apos; is not NAME=VALUE</source>
        <translation>--option: &apos;{text}&apos; AD=DEĞER biçiminde değil</translation>
    </message>
    <message>
        <source>{game} is played by {least} to {most} players, not {players}</source>
        <translation>{game} {least} ile {most} arası oyuncuyla oynanır, {players} oyuncuyla değil</translation>
    </message>
    <message>
        <source>{game} cannot be set up for {players} players: {problem}</source>
        <translation>{game}, {players} oyuncu için kurulamıyor: {problem}</translation>
    </message>
    <message>
        <source>realms-table-cli: stopped.</source>
        <translation>realms-table-cli: durduruldu.</translation>
    </message>
    <message>
        <source>realms-table-cli: {problem}</source>
        <translation>realms-table-cli: {problem}</translation>
    </message>
    <message>
        <source>realms-table-cli: unexpected error ({error}): {problem}</source>
        <translation>realms-table-cli: beklenmeyen hata ({error}): {problem}</translation>
    </message>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own sentences (Python 3.11), for the catalogs: argparse says them through `_` / `ngettext`</extracomment>
        <translation>kullanım: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>konumsal argümanlar</translation>
    </message>
    <message>
        <source>options</source>
        <translation>seçenekler</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>bu yardım iletisini göster ve çık</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>şu argümanlar gerekli: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>tanınmayan argümanlar: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>geçersiz seçim: %(value)r (şunlardan seç: %(choices)s)</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>bir argüman bekleniyordu</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>%(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>geçersiz %(type)s değeri: %(value)r</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>belirsiz seçenek: %(option)s şunlarla eşleşebilir: %(matches)s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>şu argümanla birlikte kullanılamaz: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>şu argümanlardan biri gerekli: %s</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>en az bir argüman bekleniyordu</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>açıkça verilen argüman yok sayıldı: %r</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>programın sürüm numarasını göster ve çık</translation>
    </message>
    <message>
        <source>the command line is wrong</source>
        <translation>komut satırı hatalı</translation>
    </message>
    <message>
        <source>{program}: {problem} See {command} --help.</source>
        <translation>{program}: {problem} Bkz. {command} --help.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a whole number</source>
        <translation>&apos;{text}&apos; bir tam sayı değil</translation>
    </message>
    <message>
        <source>{value} is too small: it must be {minimum} or more</source>
        <translation>{value} çok küçük: en az {minimum} olmalı</translation>
    </message>
    <message>
        <source>there is no folder {folder}</source>
        <translation>böyle bir klasör yok: {folder}</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} bir klasör</translation>
    </message>
    <message>
        <source>{path} is not a regular file</source>
        <translation>{path} normal bir dosya değil</translation>
    </message>
    <message>
        <source>{path} cannot be written ({why})</source>
        <translation>{path} dosyasına yazılamıyor ({why})</translation>
    </message>
    <message>
        <source>Unknown computer level &apos;{level}&apos;. Choose one of: {levels}.</source>
        <translation>Bilinmeyen bilgisayar seviyesi: &apos;{level}&apos;. Şunlardan birini seç: {levels}.</translation>
    </message>
    <message>
        <source>A seat is &apos;human&apos; or &apos;ai:&lt;level&gt;&apos;, not &apos;{text}&apos;.</source>
        <translation>Bir oyuncu &apos;human&apos; ya da &apos;ai:&lt;level&gt;&apos; olur, &apos;{text}&apos; değil.</translation>
    </message>
    <message>
        <source>There is no game called &apos;{name}&apos;. Known games: {known}.</source>
        <translation>&apos;{name}&apos; adında bir oyun yok. Bilinen oyunlar: {known}.</translation>
    </message>
    <message>
        <source>the field &apos;{field}&apos; is wrong ({problem})</source>
        <translation>&apos;{field}&apos; alanı hatalı ({problem})</translation>
    </message>
    <message>
        <source>The file is empty: it is not a Realms Table save.</source>
        <translation>Dosya boş: bir Realms Table kaydı değil.</translation>
    </message>
    <message>
        <source>The save file is damaged: it is truncated, ending in the middle of the data. It was probably not written completely.</source>
        <translation>Kayıt dosyası bozuk: kesik, verinin ortasında bitiyor. Büyük olasılıkla tamamen yazılmadı.</translation>
    </message>
    <message>
        <source>The save file is damaged: it is not valid JSON (line {line}, column {column}: {problem}).</source>
        <translation>Kayıt dosyası bozuk: geçerli bir JSON değil (satır {line}, sütun {column}: {problem}).</translation>
    </message>
    <message>
        <source>This file is not a Realms Table save (it is not JSON).</source>
        <translation>Bu dosya bir Realms Table kaydı değil (JSON değil).</translation>
    </message>
    <message>
        <source>The save file is damaged: its data is nested far too deeply.</source>
        <translation>Kayıt dosyası bozuk: verileri aşırı derin iç içe geçmiş.</translation>
    </message>
    <message>
        <source>The save file is damaged: it holds a number far too long to be real.</source>
        <translation>Kayıt dosyası bozuk: gerçek olamayacak kadar uzun bir sayı içeriyor.</translation>
    </message>
    <message>
        <source>This file is not a Realms Table save (it has no Realms Table format mark).</source>
        <translation>Bu dosya bir Realms Table kaydı değil (Realms Table biçim işareti yok).</translation>
    </message>
    <message>
        <source>The save file is damaged: its format version must be a whole number, not {value}.</source>
        <translation>Kayıt dosyası bozuk: biçim sürümü bir tam sayı olmalı, {value} değil.</translation>
    </message>
    <message>
        <source>This save was written by a newer Realms Table (save format {version}; this version reads up to {newest}). Update the application to open it.</source>
        <translation>Bu kayıt daha yeni bir Realms Table ile yazılmış (kayıt biçimi {version}; bu sürüm en fazla {newest} biçimini okur). Açmak için uygulamayı güncelle.</translation>
    </message>
    <message>
        <source>The save file is damaged: there is no save format {version} (this version reads formats {oldest} to {newest}).</source>
        <translation>Kayıt dosyası bozuk: {version} diye bir kayıt biçimi yok (bu sürüm {oldest} ile {newest} arasındaki biçimleri okur).</translation>
    </message>
    <message>
        <source>The save file is damaged: {problem}.</source>
        <translation>Kayıt dosyası bozuk: {problem}.</translation>
    </message>
    <message>
        <source>Action {number} in the save has a detail no such move has ({details}). The file was probably edited by hand.</source>
        <translation>Kayıttaki {number}. aksiyonda böyle bir hamlede olmayan bir ayrıntı var ({details}). Dosya büyük olasılıkla elle düzenlenmiş.</translation>
    </message>
    <message>
        <source>This save is for a game this version does not know (&apos;{game}&apos;).</source>
        <translation>Bu kayıt, bu sürümün tanımadığı bir oyuna ait (&apos;{game}&apos;).</translation>
    </message>
    <message>
        <source>The save&apos;s game options are wrong: &apos;{option}&apos; — {problem}.</source>
        <translation>Kaydın oyun seçenekleri hatalı: &apos;{option}&apos; — {problem}.</translation>
    </message>
    <message>
        <source>The save&apos;s seats are wrong: {problem}</source>
        <translation>Kaydın oyuncuları hatalı: {problem}</translation>
    </message>
    <message>
        <source>The save file is damaged: it records chance for {chance} actions but holds {actions}.</source>
        <translation>Kayıt dosyası bozuk: {chance} aksiyon için şans sonuçları kaydedilmiş ama {actions} aksiyon içeriyor.</translation>
    </message>
    <message>
        <source>The save&apos;s set-up does not fit its recorded chance: {problem} The file was probably edited by hand.</source>
        <translation>Kaydın kurulumu, kaydedilmiş şans sonuçlarıyla uyuşmuyor: {problem} Dosya büyük olasılıkla elle düzenlenmiş.</translation>
    </message>
    <message>
        <source>The save&apos;s set-up cannot be played: {problem}</source>
        <translation>Kaydın kurulumu oynanamıyor: {problem}</translation>
    </message>
    <message>
        <source>The save names {seats} seats, but its game has {players} players.</source>
        <translation>Kayıtta {seats} oyuncu var ama oyunu {players} oyunculu.</translation>
    </message>
    <message>
        <source>The save file is damaged: it counts hints for {counts} seats, but its game has {players} (or a count below zero).</source>
        <translation>Kayıt dosyası bozuk: {counts} koltuk için ipucu sayıyor, ama oyununda {players} koltuk var (ya da bir sayı sıfırın altında).</translation>
    </message>
    <message>
        <source>The save&apos;s set-up can no longer be played: {problem} The save was made by a version of Realms Table whose data for this game (its pieces, cards, boards or tables) differ from this version&apos;s, so it cannot be continued here.</source>
        <translation>Kaydın kurulumu artık oynanamıyor: {problem} Kayıt, bu oyuna ait verileri (taşlar, kartlar, tahtalar veya tablolar) bu sürümünkilerden farklı olan bir Realms Table sürümüyle yapılmış; bu yüzden burada sürdürülemez.</translation>
    </message>
    <message>
        <source>Action {number} in the save can no longer be replayed: {reason} The save was made by a version of Realms Table whose data for this game (its pieces, cards, boards or tables) differ from this version&apos;s, so it cannot be continued here.</source>
        <translation>Kayıttaki {number}. hamle artık yeniden oynanamıyor: {reason} Kayıt, bu oyuna ait verileri (taşlar, kartlar, tahtalar veya tablolar) bu sürümünkilerden farklı olan bir Realms Table sürümüyle yapılmış; bu yüzden burada sürdürülemez.</translation>
    </message>
    <message>
        <source>Action {number} in the save cannot be replayed: {reason} Either the file was edited by hand, or it was made by an earlier version of Realms Table whose data for this game differ from this version&apos;s.</source>
        <translation>Kayıttaki {number}. hamle yeniden oynanamıyor: {reason} Ya dosya elle düzenlenmiş ya da bu oyuna ait verileri bu sürümünkilerden farklı olan daha eski bir Realms Table sürümüyle yapılmış.</translation>
    </message>
    <message>
        <source>Action {number} in the save ({action}) is not legal at that point: {reason} The file was probably edited by hand.</source>
        <translation>Kayıttaki {number}. aksiyon ({action}) o noktada kurallara uygun değil: {reason} Dosya büyük olasılıkla elle düzenlenmiş.</translation>
    </message>
    <message>
        <source>Action {number} in the save is not legal at that point: {reason} The file was probably edited by hand.</source>
        <translation>Kayıttaki {number}. aksiyon o noktada kurallara uygun değil: {reason} Dosya büyük olasılıkla elle düzenlenmiş.</translation>
    </message>
    <message>
        <source>Action {number} in the save does not fit its recorded chance: {problem} The file was probably edited by hand.</source>
        <translation>Kayıttaki {number}. aksiyon, kaydedilmiş şans sonuçlarıyla uyuşmuyor: {problem} Dosya büyük olasılıkla elle düzenlenmiş.</translation>
    </message>
    <message>
        <source>Action {number} in the save cannot be replayed ({error}: {problem}). The file was probably edited by hand.</source>
        <translation>Kayıttaki {number}. aksiyon yeniden oynanamıyor ({error}: {problem}). Dosya büyük olasılıkla elle düzenlenmiş.</translation>
    </message>
    <message>
        <source>The save&apos;s position ({position}) is outside its {actions} actions.</source>
        <translation>Kaydın konumu ({position}), içerdiği {actions} aksiyonun dışında.</translation>
    </message>
    <message>
        <source>There is no file at {path}.</source>
        <translation>Şu konumda dosya yok: {path}.</translation>
    </message>
    <message>
        <source>The file {path} cannot be read: {problem}.</source>
        <translation>{path} dosyası okunamıyor: {problem}.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a saved game.</source>
        <translation>{path} bir klasör, kayıtlı bir oyun değil.</translation>
    </message>
    <message>
        <source>{path} is a pipe, not a saved game.</source>
        <translation>{path} bir kanal (pipe), kayıtlı bir oyun değil.</translation>
    </message>
    <message>
        <source>{path} is a device or other special file, not a saved game.</source>
        <translation>{path} bir aygıt ya da başka bir özel dosya, kayıtlı bir oyun değil.</translation>
    </message>
    <message>
        <source>The file is too large to be a save ({size} MB; saves are far smaller).</source>
        <translation>Dosya bir kayıt olamayacak kadar büyük ({size} MB; kayıtlar çok daha küçüktür).</translation>
    </message>
    <message>
        <source>{path} is not a regular file, so it is not a saved game.</source>
        <translation>{path} normal bir dosya değil, dolayısıyla kayıtlı bir oyun değil.</translation>
    </message>
    <message>
        <source>The file is too large to be a save (saves are far smaller).</source>
        <translation>Dosya bir kayıt olamayacak kadar büyük (kayıtlar çok daha küçüktür).</translation>
    </message>
    <message>
        <source>This file is not a Realms Table save (it is not text).</source>
        <translation>Bu dosya bir Realms Table kaydı değil (metin değil).</translation>
    </message>
    <message>
        <source>{card}: nowhere free to recruit {nation} figures.</source>
        <translation>{card}: {nation} figürü toplanabilecek uygun bir bölge yok.</translation>
    </message>
    <message>
        <source>Recruit in {region}</source>
        <translation>{region} bölgesinde topla</translation>
    </message>
    <message>
        <source>{figures} in {region}</source>
        <translation>{region} bölgesinde {figures}</translation>
    </message>
    <message>
        <source>2 players; 3 or 4 play the seed&apos;s team variants</source>
        <translation>2 oyuncu; 3 ya da 4 oyuncu kural kaynağımızdaki takım varyantlarını oynar</translation>
    </message>
    <message>
        <source>the side of each seat; default: Free Peoples, Shadow, Free Peoples, Shadow</source>
        <translation>her oyuncunun tarafı; varsayılan: Serbest Halklar, Gölge, Serbest Halklar, Gölge</translation>
    </message>
    <message>
        <source>what each seat plays in a team game (a side with one seat plays it whole)</source>
        <translation>takım oyununda her oyuncunun yönettiği kısım (tek oyunculu bir taraf tarafın tamamını oynar)</translation>
    </message>
    <message>
        <source>First guide</source>
        <translation>İlk rehber</translation>
    </message>
    <message>
        <source>the Fellowship&apos;s guide at the start (both are level 3)</source>
        <translation>Kardeşliğin başlangıçtaki rehberi (ikisi de seviye 3)</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Mor</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gri</translation>
    </message>
    <message>
        <source>2 to 6 players (a sixth needs a module)</source>
        <extracomment>the expansion&apos;s modules as the New Game dialog offers them, and the modules each choice plays with</extracomment>
        <translation>2 ila 6 oyuncu (altıncı oyuncu bir modül gerektirir)</translation>
    </message>
    <message>
        <source>Expansion modules</source>
        <translation>Genişleme modülleri</translation>
    </message>
    <message>
        <source>Scoundrels of Skullport: Undermountain, Skullport, or both</source>
        <translation>Scoundrels of Skullport: Undermountain, Skullport ya da ikisi</translation>
    </message>
    <message>
        <source>The long game</source>
        <translation>Uzun Oyun</translation>
    </message>
    <message>
        <source>one more agent each; needs a module, always so with six players or both modules</source>
        <translation>herkese bir ajan daha; bir modül gerektirir, altı oyuncuyla ya da iki modülle her zaman geçerlidir</translation>
    </message>
    <message>
        <source>A sixth player needs at least one module (Undermountain or Skullport): the sixth seat comes with the expansion.</source>
        <translation>Altıncı oyuncu en az bir modül gerektirir (Undermountain ya da Skullport): altıncı koltuk genişlemeyle gelir.</translation>
    </message>
    <message>
        <source>The long game needs at least one module (Undermountain or Skullport).</source>
        <translation>Uzun Oyun en az bir modül gerektirir (Undermountain ya da Skullport).</translation>
    </message>
    <message>
        <source>Nobody is to move now.</source>
        <extracomment>the menu that asks which of several actions (tests put a stand-in here)</extracomment>
        <translation>Şu an kimsenin hamle sırası değil.</translation>
    </message>
    <message>
        <source>This board has no line there.</source>
        <translation>Bu tahtanın orada hattı yok.</translation>
    </message>
    <message>
        <source>That does not pay toward what is asked.</source>
        <translation>Bu, istenen bedele sayılmaz.</translation>
    </message>
    <message>
        <source>Only Fire Brand defeats a foe by being dropped on it; to fight the leftmost foe, click it.</source>
        <translation>Bir düşmanı üzerine bırakılarak yenen tek kart Meşale&apos;dir; en soldaki düşmanla savaşmak için ona tıkla.</translation>
    </message>
    <message>
        <source>To fight the leftmost foe, click it.</source>
        <translation>En soldaki düşmanla savaşmak için ona tıkla.</translation>
    </message>
    <message>
        <source>Life tokens and shields are given when an event or a foe asks for them: drop them on what is being paid.</source>
        <translation>Can jetonları ve kalkanlar, bir olay ya da düşman istediğinde verilir: onları ödenmekte olan şeyin üzerine bırak.</translation>
    </message>
    <message>
        <source>Drop a card on a line of the scenario board, or on the event or foe being paid.</source>
        <translation>Kartı senaryo tahtasındaki bir hattın ya da ödenmekte olan olayın veya düşmanın üzerine bırak.</translation>
    </message>
    <message>
        <source>That cannot be played there now.</source>
        <translation>Bu şu an oraya oynanamaz.</translation>
    </message>
    <message>
        <source>Only the leftmost foe can be fought: {foe}.</source>
        <translation>Yalnızca en soldaki düşmanla savaşılabilir: {foe}.</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Dövüş</translation>
    </message>
    <message>
        <source>Friendship</source>
        <translation>Dostluk</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Saklanma</translation>
    </message>
    <message>
        <source>Travelling</source>
        <translation>Yolculuk</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>white</source>
        <translation>beyaz</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gri</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>sarı</translation>
    </message>
    <message>
        <source>ring token</source>
        <translation>yüzük jetonu</translation>
    </message>
    <message>
        <source>heart token</source>
        <translation>kalp jetonu</translation>
    </message>
    <message>
        <source>sun token</source>
        <translation>güneş jetonu</translation>
    </message>
    <message>
        <source>life token</source>
        <translation>can jetonu</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>gizli bir kart</translation>
    </message>
    <message>
        <source>{colour} joker</source>
        <translation>{colour} joker</translation>
    </message>
    <message>
        <source>{colour} {symbol} card</source>
        <translation>{colour} {symbol} kartı</translation>
    </message>
    <message>
        <source>an unknown card</source>
        <translation>bilinmeyen bir kart</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>boş</translation>
    </message>
    <message>
        <source>the Eye of Sauron</source>
        <translation>Sauron&apos;un Gözü</translation>
    </message>
    <message>
        <source>one dark mark</source>
        <translation>bir karanlık işaret</translation>
    </message>
    <message>
        <source>two dark marks</source>
        <translation>iki karanlık işaret</translation>
    </message>
    <message>
        <source>three dark marks</source>
        <translation>üç karanlık işaret</translation>
    </message>
    <message>
        <source>the two-cards sign</source>
        <translation>iki kart işareti</translation>
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
        <translation>Şişko</translation>
    </message>
    <message numerus="yes">
        <source>Gandalf&apos;s Defiance holds Sauron back: he does not move %n step(s).</source>
        <translation>
            <numerusform>Gandalf&apos;ın Meydan Okuması Sauron&apos;u durduruyor: Sauron %n adım ilerlemiyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sauron moves %n step(s) toward the hobbits, to space {space}.</source>
        <translation>
            <numerusform>Sauron hobbitlere doğru %n adım ilerleyip {space}. alana geliyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} moves %n step(s) into darkness, to space {space}.</source>
        <translation>
            <numerusform>{hobbit} karanlığa doğru %n adım ilerleyip {space}. alana geliyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} moves toward the light, to space {space}.</source>
        <translation>{hobbit} ışığa doğru ilerleyip {space}. alana geliyor.</translation>
    </message>
    <message>
        <source>Sauron reaches {hobbit}: {hobbit} is out of the game.</source>
        <translation>Sauron, {hobbit} adlı hobbite ulaşıyor: {hobbit} oyun dışı kalıyor.</translation>
    </message>
    <message>
        <source>The Ring-bearer has fallen: Sauron takes the Ring. The quest is lost.</source>
        <translation>Yüzük Taşıyıcı düştü: Sauron Yüzüğü alıyor. Görev başarısız oldu.</translation>
    </message>
    <message>
        <source>Expert game: a hobbit has fallen, so the quest is lost.</source>
        <translation>Uzman oyunu: bir hobbit düştü, bu yüzden görev başarısız oldu.</translation>
    </message>
    <message>
        <source>{hobbit} would roll the die: {why}</source>
        <translation>{hobbit} zar atacaktı: {why}</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Immunity: the die is set blank side up</source>
        <translation>Gandalf&apos;ın Bağışıklığı: zar, boş yüzü üstte olacak şekilde konuyor</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>hiçbir şey olmuyor</translation>
    </message>
    <message>
        <source>Immunity: {hobbit}&apos;s roll shows the blank face.</source>
        <translation>Bağışıklık: {hobbit} için zar boş yüzü gösteriyor.</translation>
    </message>
    <message>
        <source>ignored: a card played ahead turns this result aside</source>
        <translation>yok sayıldı: önceden oynanan bir kart bu sonucu savuşturuyor</translation>
    </message>
    <message>
        <source>the die</source>
        <translation>zar</translation>
    </message>
    <message>
        <source>{hobbit} rolls the die: {why}</source>
        <translation>{hobbit} zar atıyor: {why}</translation>
    </message>
    <message>
        <source>{hobbit} rolls {face}.</source>
        <translation>{hobbit} zar atıyor, sonuç: {face}.</translation>
    </message>
    <message>
        <source>Sauron moves one step toward the hobbits</source>
        <translation>Sauron hobbitlere doğru bir adım ilerliyor</translation>
    </message>
    <message>
        <source>{hobbit} discards two cards</source>
        <translation>{hobbit} iki kart atıyor</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} moves %n step(s) into darkness</source>
        <translation>
            <numerusform>{hobbit} karanlığa doğru %n adım ilerliyor</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} draws from the hobbit deck</source>
        <translation>{hobbit} hobbit destesinden kart çekiyor</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), seen only by their holder</source>
        <translation>
            <numerusform>%n kart, yalnızca sahibi görür</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck</source>
        <translation>
            <numerusform>destede %n kart kaldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} draws %n hobbit card(s).</source>
        <translation>
            <numerusform>{hobbit} %n hobbit kartı çekiyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n discarded hobbit card(s) into a new deck</source>
        <translation>
            <numerusform>Atılan %n hobbit kartını karıştırıp yeni deste yap</numerusform>
        </translation>
    </message>
    <message>
        <source>the hobbits draw from the new deck</source>
        <translation>hobbitler yeni desteden çeker</translation>
    </message>
    <message>
        <source>The hobbit deck is empty: the discards are shuffled into a new deck.</source>
        <translation>Hobbit destesi bitti: atılan kartlar karıştırılıp yeni deste yapılıyor.</translation>
    </message>
    <message>
        <source>{card} is no longer there to be won.</source>
        <translation>Bu kart artık kazanılamaz, yerinde değil: {card}.</translation>
    </message>
    <message>
        <source>{hobbit} takes the feature card {card}.</source>
        <translation>{hobbit} özellik kartını alıyor: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} takes a shield worth %n.</source>
        <translation>
            <numerusform>{hobbit} %n değerinde bir kalkan alıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hobbit} draws one of the face-down big shields</source>
        <translation>{hobbit} kapalı büyük kalkanlardan birini çekiyor</translation>
    </message>
    <message numerus="yes">
        <source>a shield worth %n</source>
        <translation>
            <numerusform>%n değerinde bir kalkan</numerusform>
        </translation>
    </message>
    <message>
        <source>it goes to {hobbit}</source>
        <translation>kalkanı {hobbit} alıyor</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} draws a big shield worth %n.</source>
        <translation>
            <numerusform>{hobbit} %n değerinde bir büyük kalkan çekiyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>No {token} is left in the supply.</source>
        <translation>Havuzda hiç {token} kalmadı.</translation>
    </message>
    <message>
        <source>{hobbit} takes a {token}.</source>
        <translation>{hobbit} bir {token} alıyor.</translation>
    </message>
    <message>
        <source>The foe deck is empty: no more foes come.</source>
        <translation>Düşman destesi bitti: artık düşman gelmiyor.</translation>
    </message>
    <message numerus="yes">
        <source>A foe comes out of the foe deck (%n left)</source>
        <translation>
            <numerusform>Düşman destesinden bir düşman çıkıyor (%n kaldı)</numerusform>
        </translation>
    </message>
    <message>
        <source>to defeat it: {demand}</source>
        <translation>yenmek için: {demand}</translation>
    </message>
    <message>
        <source>A foe appears: {foe} ({demand}). Foes on the foe line: {count}.</source>
        <translation>Bir düşman ortaya çıkıyor: {foe} ({demand}). Düşman hattındaki düşman sayısı: {count}.</translation>
    </message>
    <message>
        <source>{foe} is defeated ({how}). Foes defeated: {count}.</source>
        <translation>{foe} yenildi ({how}). Yenilen düşman sayısı: {count}.</translation>
    </message>
    <message numerus="yes">
        <source>%n {symbol} symbol(s)</source>
        <translation>
            <numerusform>%n {symbol} sembolü</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n × {token}</source>
        <translation>
            <numerusform>%n × {token}</numerusform>
        </translation>
    </message>
    <message>
        <source>all shields</source>
        <translation>tüm kalkanlar</translation>
    </message>
    <message>
        <source>the card {card}</source>
        <translation>kart: {card}</translation>
    </message>
    <message numerus="yes">
        <source>roll the die %n time(s)</source>
        <translation>
            <numerusform>%n kez zar at</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) into darkness</source>
        <translation>
            <numerusform>karanlığa doğru %n adım</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sauron moves %n step(s)</source>
        <translation>
            <numerusform>Sauron %n adım ilerler</numerusform>
        </translation>
    </message>
    <message>
        <source>{parts}</source>
        <translation>{parts}</translation>
    </message>
    <message>
        <source>{place} · Sauron on {sauron} · foes {foes} · defeated {defeated}</source>
        <extracomment>the rule-based teammate&apos;s weights (tuned by simulation: see engines/quest/bench.py)</extracomment>
        <translation>{place} · Sauron {sauron}. alanda · düşman {foes} · yenilen {defeated}</translation>
    </message>
    <message>
        <source>the event tiles come first in a turn</source>
        <translation>sırada önce olay karoları açılır</translation>
    </message>
    <message>
        <source>it moves the main line: the sooner the board ends, the fewer events</source>
        <translation>ana hattı ilerletir: tahta ne kadar erken biterse o kadar az olay olur</translation>
    </message>
    <message>
        <source>it moves a line toward rewards the team still needs</source>
        <translation>takımın hâlâ ihtiyaç duyduğu ödüllere doğru bir hattı ilerletir</translation>
    </message>
    <message>
        <source>{hobbit} is too close to Sauron</source>
        <translation>Sauron çok yakın: {hobbit}</translation>
    </message>
    <message>
        <source>the hand is short of cards</source>
        <translation>elde kart az</translation>
    </message>
    <message>
        <source>the foe line is getting long</source>
        <translation>düşman hattı uzuyor</translation>
    </message>
    <message>
        <source>paying costs less than the penalty</source>
        <translation>ödemek cezadan daha ucuz</translation>
    </message>
    <message>
        <source>the penalty costs less than paying</source>
        <translation>ceza ödemekten daha ucuz</translation>
    </message>
    <message>
        <source>the rules of thumb rate it best</source>
        <translation>pratik kurallar bunu en iyi buluyor</translation>
    </message>
    <message>
        <source>The Fellowship sets out from Bag End. Sauron stands on space {space} of the corruption line.</source>
        <translation>Kardeşlik Çıkın Çıkmazı&apos;ndan yola çıkıyor. Sauron yozlaşma hattının {space}. alanında duruyor.</translation>
    </message>
    <message>
        <source>The Fellowship reaches {place}, a safe haven.</source>
        <translation>Kardeşlik güvenli bir limana ulaşıyor: {place}.</translation>
    </message>
    <message>
        <source>Shuffle the 23 event tiles for {board}</source>
        <translation>{board} tahtası için 23 olay karosunu karıştır</translation>
    </message>
    <message>
        <source>the tiles are revealed one by one during the turns</source>
        <translation>karolar sıralar boyunca tek tek açılır</translation>
    </message>
    <message>
        <source>The Fellowship reaches {board}. {hobbit}, the Ring-bearer, begins.</source>
        <translation>Kardeşlik yeni senaryo tahtasına ulaşıyor: {board}. Yüzük Taşıyıcı {hobbit} başlıyor.</translation>
    </message>
    <message>
        <source>The event tiles are shuffled.</source>
        <translation>Olay karoları karıştırılıyor.</translation>
    </message>
    <message>
        <source>{place}: {step}.</source>
        <translation>{place}: {step}.</translation>
    </message>
    <message>
        <source>{hobbit} receives {card}.</source>
        <translation>{hobbit} bir kart alıyor: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the %n revealed event tile(s) into a new stack</source>
        <translation>
            <numerusform>Açılan %n olay karosunu karıştırıp yeni deste yap</numerusform>
        </translation>
    </message>
    <message>
        <source>the turn goes on with the new stack</source>
        <translation>sıra yeni desteyle sürer</translation>
    </message>
    <message>
        <source>The event tiles have run out: they are shuffled again.</source>
        <translation>Olay karoları bitti: yeniden karıştırılıyor.</translation>
    </message>
    <message>
        <source>{hobbit} reveals the next event tile</source>
        <translation>{hobbit} sıradaki olay karosunu açıyor</translation>
    </message>
    <message>
        <source>the {symbol} line moves one space</source>
        <translation>hat ilerliyor ({symbol}): bir alan</translation>
    </message>
    <message>
        <source>this board has no {symbol} line: nothing moves</source>
        <translation>bu tahtada {symbol} hattı yok: hiçbir şey ilerlemiyor</translation>
    </message>
    <message>
        <source>{hobbit} reveals an event tile: {tile}.</source>
        <translation>{hobbit} bir olay karosu açıyor: {tile}.</translation>
    </message>
    <message>
        <source>The first tile of the turn shows a line: one foe appears first.</source>
        <translation>Sıranın ilk karosu bir etkinlik karosu: önce bir düşman ortaya çıkıyor.</translation>
    </message>
    <message>
        <source>a sundial: the next event</source>
        <translation>güneş saati: sonraki olay</translation>
    </message>
    <message>
        <source>the Ring: the Ring-bearer steps into darkness</source>
        <translation>Yüzük: Yüzük Taşıyıcı karanlığa doğru bir adım atar</translation>
    </message>
    <message>
        <source>the Eye or two steps into darkness</source>
        <translation>Göz ya da karanlığa doğru iki adım</translation>
    </message>
    <message>
        <source>three cards, or the next event</source>
        <translation>üç kart ya da sonraki olay</translation>
    </message>
    <message>
        <source>a card, a life token and a shield, or the next event</source>
        <translation>bir kart, bir can jetonu ve bir kalkan ya da sonraki olay</translation>
    </message>
    <message>
        <source>the event marker moves on and the next event happens</source>
        <translation>olay işareti ilerler ve sıradaki olay gerçekleşir</translation>
    </message>
    <message>
        <source>the Ring-bearer takes one step into darkness</source>
        <translation>Yüzük Taşıyıcı karanlığa doğru bir adım atar</translation>
    </message>
    <message>
        <source>one hobbit may take two steps into darkness, else Sauron moves one step</source>
        <translation>bir hobbit karanlığa doğru iki adım atabilir, yoksa Sauron bir adım ilerler</translation>
    </message>
    <message>
        <source>the group may discard three cards, else the next event happens</source>
        <translation>grup üç kart atabilir, yoksa sıradaki olay gerçekleşir</translation>
    </message>
    <message>
        <source>the group may give up a card, a life token and a shield, else the next event happens</source>
        <translation>grup bir kart, bir can jetonu ve bir kalkan verebilir, yoksa sıradaki olay gerçekleşir</translation>
    </message>
    <message numerus="yes">
        <source>The turn ends with %n foes on the foe line: the foes win.</source>
        <translation>
            <numerusform>Sıra, düşman hattında %n düşmanla bitiyor: düşmanlar kazanıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 30 foes are defeated: victory in war!</source>
        <translation>30 düşmanın hepsi yenildi: savaş zaferi!</translation>
    </message>
    <message>
        <source>the main line</source>
        <translation>ana hat</translation>
    </message>
    <message>
        <source>the Fighting line</source>
        <translation>Dövüş hattı</translation>
    </message>
    <message>
        <source>the Friendship line</source>
        <translation>Dostluk hattı</translation>
    </message>
    <message>
        <source>the Hiding line</source>
        <translation>Saklanma hattı</translation>
    </message>
    <message>
        <source>the Travelling line</source>
        <translation>Yolculuk hattı</translation>
    </message>
    <message>
        <source>{board} has no line for {symbol}: nothing moves.</source>
        <translation>{board} tahtasında {symbol} hattı yok: hiçbir şey ilerlemiyor.</translation>
    </message>
    <message>
        <source>{line} is already complete: nothing moves.</source>
        <translation>{line} zaten tamamlandı: hiçbir şey ilerlemiyor.</translation>
    </message>
    <message>
        <source>{line} moves to space {space}.</source>
        <translation>{line} {space}. alana ilerliyor.</translation>
    </message>
    <message>
        <source>that symbol</source>
        <translation>o sembol</translation>
    </message>
    <message>
        <source>a die space on the line</source>
        <translation>hattaki bir zar alanı</translation>
    </message>
    <message>
        <source>The main line of {board} is complete.</source>
        <translation>{board} tahtasının ana hattı tamamlandı.</translation>
    </message>
    <message>
        <source>Event {n} of {board}: {event}.</source>
        <translation>{board} — olay {n}: {event}.</translation>
    </message>
    <message>
        <source>A card played ahead turns the event aside: nothing happens.</source>
        <translation>Önceden oynanan bir kart olayı savuşturuyor: hiçbir şey olmuyor.</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery: Sam rolls the die instead, and the event is passed over.</source>
        <translation>Sam&apos;in Cesareti: olayın yerine Sam zar atıyor ve olay atlanıyor.</translation>
    </message>
    <message>
        <source>Sam&apos;s Bravery</source>
        <translation>Sam&apos;in Cesareti</translation>
    </message>
    <message>
        <source>The sixth event is over: the Fellowship leaves this board.</source>
        <translation>Altıncı olay sona erdi: Kardeşlik bu tahtadan ayrılıyor.</translation>
    </message>
    <message>
        <source>{event}: the line is complete.</source>
        <translation>{event}: hat tamamlanmış.</translation>
    </message>
    <message>
        <source>{event}: the line is not complete.</source>
        <translation>{event}: hat tamamlanmamış.</translation>
    </message>
    <message>
        <source>The top hobbit card of the deck is turned up</source>
        <translation>Destenin üstündeki hobbit kartı açılır</translation>
    </message>
    <message>
        <source>its symbol is the one asked for</source>
        <translation>istenen, o kartın sembolüdür</translation>
    </message>
    <message>
        <source>The top hobbit card is turned up: {card}.</source>
        <translation>En üstteki hobbit kartı açılıyor: {card}.</translation>
    </message>
    <message>
        <source>the event</source>
        <translation>olay</translation>
    </message>
    <message>
        <source>{event}: {hobbit} does not pay, so the penalty follows.</source>
        <translation>{event}: {hobbit} ödemiyor, bu yüzden ceza uygulanıyor.</translation>
    </message>
    <message>
        <source>{event}: nobody pays, so the penalty follows.</source>
        <translation>{event}: kimse ödemiyor, bu yüzden ceza uygulanıyor.</translation>
    </message>
    <message>
        <source>{event}: the Fellowship does not pay.</source>
        <translation>{event}: Kardeşlik ödemiyor.</translation>
    </message>
    <message>
        <source>{hobbit} gives {card}.</source>
        <translation>{hobbit} bir kart veriyor: {card}.</translation>
    </message>
    <message>
        <source>{hobbit} gives a {token}.</source>
        <translation>{hobbit} bir {token} veriyor.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives shields worth %n.</source>
        <translation>
            <numerusform>{hobbit} %n değerinde kalkan veriyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fatty&apos;s Wit: Fatty spends his ability card instead of the shields.</source>
        <translation>Şişko&apos;nun Zekâsı: Şişko kalkanlar yerine yetenek kartını veriyor.</translation>
    </message>
    <message>
        <source>its demand is met</source>
        <translation>talebi karşılandı</translation>
    </message>
    <message>
        <source>{event}: paid.</source>
        <translation>{event}: ödendi.</translation>
    </message>
    <message>
        <source>{hobbit} takes it on: {event}.</source>
        <translation>{hobbit} üstleniyor: {event}.</translation>
    </message>
    <message>
        <source>{hobbit} does not pay.</source>
        <translation>{hobbit} ödemiyor.</translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} discards all %n card(s).</source>
        <translation>
            <numerusform>{hobbit} elindeki %n kartın hepsini atıyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hobbit} gives up shields worth %n.</source>
        <translation>
            <numerusform>{hobbit} %n değerinde kalkan kaybediyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>The feature cards still on this board are lost: {cards}.</source>
        <translation>Bu tahtada kalan özellik kartları kaybediliyor: {cards}.</translation>
    </message>
    <message>
        <source>the Battle of the Spells</source>
        <translation>Büyüler Savaşı</translation>
    </message>
    <message>
        <source>{board} is behind the Fellowship.</source>
        <translation>Kardeşlik bu tahtayı geride bıraktı: {board}.</translation>
    </message>
    <message>
        <source>Athelas: nobody is hurt for missing life tokens this time.</source>
        <translation>Athelas: bu sefer eksik can jetonları kimseye zarar vermiyor.</translation>
    </message>
    <message>
        <source>{hobbit} lacks: {tokens}.</source>
        <translation>{hobbit} için eksik: {tokens}.</translation>
    </message>
    <message>
        <source>{hobbit} has the most ring tokens and becomes the Ring-bearer.</source>
        <translation>{hobbit} en çok yüzük jetonuna sahip ve Yüzük Taşıyıcı oluyor.</translation>
    </message>
    <message numerus="yes">
        <source>The Ring reaches Mount Doom, but %n foes stand on the foe line: the foes win.</source>
        <translation>
            <numerusform>Yüzük Kader Dağı&apos;na ulaşıyor, ama düşman hattında %n düşman var: düşmanlar kazanıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Ring is on Mount Doom: {hobbit} must try to destroy it.</source>
        <translation>Yüzük Kader Dağı&apos;nda: {hobbit} onu yok etmeyi denemeli.</translation>
    </message>
    <message>
        <source>to cast the Ring into the fire</source>
        <translation>Yüzüğü ateşe atmak için</translation>
    </message>
    <message>
        <source>No hobbit is left to destroy the Ring: the attempt has failed.</source>
        <translation>Yüzüğü yok edecek hobbit kalmadı: girişim başarısız oldu.</translation>
    </message>
    <message>
        <source>{hobbit} takes up the task.</source>
        <translation>Görevi {hobbit} üstleniyor.</translation>
    </message>
    <message numerus="yes">
        <source>%n foes remain on the foe line: the hobbits are overwhelmed.</source>
        <translation>
            <numerusform>Düşman hattında %n düşman kalıyor: hobbitler yenik düşüyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Ring is destroyed in the fire of Mount Doom! The quest is won.</source>
        <translation>Yüzük Kader Dağı&apos;nın ateşinde yok oluyor! Görev başarıldı.</translation>
    </message>
    <message>
        <source>The Great Eye finds the Ring: Sauron rules Middle-earth. The quest is lost.</source>
        <translation>Büyük Göz Yüzüğü buluyor: Sauron Orta Dünya&apos;ya hükmediyor. Görev başarısız oldu.</translation>
    </message>
    <message>
        <source>2 to 5 hobbits</source>
        <translation>2 ile 5 arası hobbit</translation>
    </message>
    <message>
        <source>Sauron starts</source>
        <translation>Sauron&apos;un başlangıç alanı</translation>
    </message>
    <message>
        <source>where Sauron starts: easy 15, normal 12, hard 10</source>
        <translation>Sauron&apos;un başladığı alan: kolay 15, normal 12, zor 10</translation>
    </message>
    <message>
        <source>Friends &amp; Foes</source>
        <translation>Friends &amp; Foes</translation>
    </message>
    <message>
        <source>play with Friends &amp; Foes</source>
        <translation>Friends &amp; Foes genişlemesiyle oyna</translation>
    </message>
    <message>
        <source>Expert game</source>
        <translation>Uzman oyunu</translation>
    </message>
    <message>
        <source>expert: the quest is lost when any hobbit falls</source>
        <translation>uzman: herhangi bir hobbit düşerse görev başarısız olur</translation>
    </message>
    <message>
        <source>One person plays</source>
        <translation>Tek kişi oynuyor</translation>
    </message>
    <message>
        <source>one person plays all the human hobbits: no curtain between them</source>
        <translation>insan hobbitlerin hepsini tek kişi oynar: aralarında perde inmez</translation>
    </message>
    <message>
        <source>Hobbit</source>
        <translation>Hobbit</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>The Ring-bearer fell: Sauron has taken the Ring.</source>
        <translation>Yüzük Taşıyıcı düştü: Sauron Yüzüğü ele geçirdi.</translation>
    </message>
    <message>
        <source>The Great Eye found the Ring: Sauron rules Middle-earth.</source>
        <translation>Büyük Göz Yüzüğü buldu: Sauron Orta Dünya&apos;ya hükmediyor.</translation>
    </message>
    <message>
        <source>Eight or more foes stood on the foe line: the foes have won.</source>
        <translation>Düşman hattında sekiz ya da daha fazla düşman vardı: düşmanlar kazandı.</translation>
    </message>
    <message>
        <source>All 30 foes were defeated: victory in war!</source>
        <translation>30 düşmanın hepsi yenildi: savaş zaferi!</translation>
    </message>
    <message>
        <source>The Ring was destroyed in the fire of Mount Doom!</source>
        <translation>Yüzük Kader Dağı&apos;nın ateşinde yok edildi!</translation>
    </message>
    <message>
        <source>The Fellowship reached Mount Doom but could not destroy the Ring.</source>
        <translation>Kardeşlik Kader Dağı&apos;na ulaştı ama Yüzüğü yok edemedi.</translation>
    </message>
    <message>
        <source>A hobbit fell, and in the expert game that loses the quest.</source>
        <translation>Bir hobbit düştü; uzman oyununda bu, görevin kaybedilmesi demek.</translation>
    </message>
    <message>
        <source>Mount Doom reached</source>
        <translation>Kader Dağı&apos;na ulaşıldı</translation>
    </message>
    <message>
        <source>Furthest main-line value</source>
        <translation>Ana hatta ulaşılan en yüksek değer</translation>
    </message>
    <message>
        <source>Foes defeated</source>
        <translation>Yenilen düşmanlar</translation>
    </message>
    <message>
        <source>Shields (Bill the Pony counts one)</source>
        <translation>Kalkanlar (Midilli Bill bir sayılır)</translation>
    </message>
    <message>
        <source>forward</source>
        <comment>the way a figure moves</comment>
        <extracomment>the way of a move from where the figure faces, clockwise from straight ahead (0° east, 90° south)</extracomment>
        <translation>ileri</translation>
    </message>
    <message>
        <source>forward-right</source>
        <comment>the way a figure moves</comment>
        <translation>sağ ileri</translation>
    </message>
    <message>
        <source>to the right</source>
        <comment>the way a figure moves</comment>
        <translation>sağa</translation>
    </message>
    <message>
        <source>back-right</source>
        <comment>the way a figure moves</comment>
        <translation>sağ geri</translation>
    </message>
    <message>
        <source>back</source>
        <comment>the way a figure moves</comment>
        <translation>geri</translation>
    </message>
    <message>
        <source>back-left</source>
        <comment>the way a figure moves</comment>
        <translation>sol geri</translation>
    </message>
    <message>
        <source>to the left</source>
        <comment>the way a figure moves</comment>
        <translation>sola</translation>
    </message>
    <message>
        <source>forward-left</source>
        <comment>the way a figure moves</comment>
        <translation>sol ileri</translation>
    </message>
    <message>
        <source>toward the ford</source>
        <translation>geçide doğru</translation>
    </message>
    <message>
        <source>toward the heirloom</source>
        <translation>yadigâra doğru</translation>
    </message>
    <message>
        <source>Place {name} {d} cm from the left edge, at the front of the zone</source>
        <translation>{name} figürünü sol kenardan {d} cm içeriye, bölgenin önüne yerleştir</translation>
    </message>
    <message>
        <source>Place {name} {d} cm from the left edge, at the back of the zone</source>
        <translation>{name} figürünü sol kenardan {d} cm içeriye, bölgenin arkasına yerleştir</translation>
    </message>
    <message>
        <source>Place {name} {d} cm from the left edge, in the middle of the zone</source>
        <translation>{name} figürünü sol kenardan {d} cm içeriye, bölgenin ortasına yerleştir</translation>
    </message>
    <message>
        <source>{name} runs {d} cm toward {target}</source>
        <translation>{name}, {target} figürüne doğru {d} cm koşar</translation>
    </message>
    <message>
        <source>{name} walks {d} cm toward {target}</source>
        <translation>{name}, {target} figürüne doğru {d} cm yürür</translation>
    </message>
    <message>
        <source>{name} runs {d} cm {way}</source>
        <translation>{name} {d} cm {way} koşar</translation>
    </message>
    <message>
        <source>{name} walks {d} cm {way}</source>
        <translation>{name} {d} cm {way} yürür</translation>
    </message>
    <message>
        <source>{name} jumps, {d} cm toward {target}</source>
        <translation>{name} atlar, {target} figürüne doğru {d} cm</translation>
    </message>
    <message>
        <source>{name} jumps, {d} cm {way}</source>
        <translation>{name} atlar, {d} cm {way}</translation>
    </message>
    <message>
        <source>{name} charges {target} ({d} cm away)</source>
        <translation>{name}, {target} figürüne hücum eder ({d} cm uzakta)</translation>
    </message>
    <message>
        <source>{name} charges {target}: {d} cm away, beyond its Move (the charge fails)</source>
        <translation>{name}, {target} figürüne hücum eder: {d} cm uzakta, hareket mesafesinin ötesinde (hücum başarısız olur)</translation>
    </message>
    <message>
        <source>{name} risks a desperate shot at {target}</source>
        <translation>{name}, {target} figürüne umutsuz bir atış dener</translation>
    </message>
    <message>
        <source>{name} shoots at {target}</source>
        <translation>{name}, {target} figürüne atış yapar</translation>
    </message>
    <message>
        <source>{name} turns</source>
        <translation>{name} döner</translation>
    </message>
    <message>
        <source>End moving</source>
        <translation>Hareketi bitir</translation>
    </message>
    <message>
        <source>End shooting</source>
        <translation>Atışı bitir</translation>
    </message>
    <message>
        <source>{a} against {b}.</source>
        <translation>{a} ile {b} karşı karşıya.</translation>
    </message>
    <message>
        <source>higher ground</source>
        <translation>yüksekte</translation>
    </message>
    <message>
        <source>support from {n} friend(s)</source>
        <translation>{n} dosttan destek</translation>
    </message>
    <message>
        <source>ran and was caught in a fight</source>
        <translation>koşarken dövüşe yakalandı</translation>
    </message>
    <message>
        <source>a cavalry charge</source>
        <translation>atlı hücumu</translation>
    </message>
    <message>
        <source>{a} and {b} are no longer in reach of each other.</source>
        <translation>{a} ile {b} artık birbirine yeterince yakın değil.</translation>
    </message>
    <message>
        <source>{a} and {b} fight.</source>
        <translation>{a} ile {b} dövüşüyor.</translation>
    </message>
    <message>
        <source>{w} strikes at {lo}.</source>
        <translation>{w} vuruyor, hedef: {lo}.</translation>
    </message>
    <message>
        <source>{name} backs away 4 cm.</source>
        <translation>{name} 4 cm geri çekiliyor.</translation>
    </message>
    <message>
        <source>{name} has no room to back away and stays cowed.</source>
        <translation>{name} için geri çekilecek yer yok; sinmiş olarak kalıyor.</translation>
    </message>
    <message>
        <source>{name} has no room to back away: it is cowed and lies down.</source>
        <translation>{name} için geri çekilecek yer yok: siniyor ve yüzüstü yatıyor.</translation>
    </message>
    <message>
        <source>{name} follows up {d} cm.</source>
        <translation>{name} {d} cm ilerliyor.</translation>
    </message>
    <message>
        <source>{name} has no room to follow up and stays.</source>
        <translation>{name} için ilerleyecek yer yok; yerinde kalıyor.</translation>
    </message>
    <message>
        <source>{name} tries to hold its ground instead of following up</source>
        <translation>{name} ilerlemek yerine yerinde kalmayı deniyor</translation>
    </message>
    <message>
        <source>{name} stays where it is</source>
        <translation>{name} yerinde kalıyor</translation>
    </message>
    <message>
        <source>{name} follows up 4 cm</source>
        <translation>{name} 4 cm ilerliyor</translation>
    </message>
    <message>
        <source>{name} tests its Courage to hold its ground.</source>
        <translation>{name} yerinde kalmak için moral sınaması yapıyor.</translation>
    </message>
    <message>
        <source>{kind} {n}</source>
        <translation>{kind} {n}</translation>
    </message>
    <message>
        <source>{a} and {b} meet on {table}.</source>
        <translation>{a} ile {b}, {table} masasında karşılaşıyor.</translation>
    </message>
    <message>
        <source>Roll-off: {side} places the first figure.</source>
        <translation>Zar atışı: ilk figürü {side} yerleştiriyor.</translation>
    </message>
    <message>
        <source>{name} takes up its place.</source>
        <translation>{name} yerini alıyor.</translation>
    </message>
    <message>
        <source>Turn {n} begins.</source>
        <translation>Tur {n} başlıyor.</translation>
    </message>
    <message>
        <source>Priority roll: {side} chooses who acts first.</source>
        <translation>Öncelik zarı: kimin önce davranacağını {side} seçiyor.</translation>
    </message>
    <message>
        <source>{side} has priority this turn.</source>
        <translation>Bu tur öncelik şu tarafta: {side}.</translation>
    </message>
    <message>
        <source>{side} has no figure free to move.</source>
        <translation>{side} tarafının hareket edebilecek figürü yok.</translation>
    </message>
    <message>
        <source>{name} tries to rally</source>
        <translation>{name} toparlanmayı deniyor</translation>
    </message>
    <message>
        <source>{name} stands up and fights on</source>
        <translation>{name} ayağa kalkıyor ve dövüşe devam ediyor</translation>
    </message>
    <message>
        <source>{name} stays down until the next morale phase</source>
        <translation>{name} bir sonraki moral aşamasına kadar yerde kalıyor</translation>
    </message>
    <message>
        <source>{name} tests its Courage to rally.</source>
        <translation>{name} toparlanmak için moral sınaması yapıyor.</translation>
    </message>
    <message>
        <source>{side} has no figure left on the table.</source>
        <translation>{side} tarafının masada hiç figürü kalmadı.</translation>
    </message>
    <message>
        <source>{why} Both sides removed {n} points of enemies: a draw.</source>
        <translation>{why} İki taraf da {n} puanlık düşman kaldırdı: berabere.</translation>
    </message>
    <message>
        <source>{why} {side} removed more enemy points ({n} to {m}) and wins.</source>
        <translation>{why} {side} daha çok düşman puanı kaldırdı ({n} – {m}) ve kazanıyor.</translation>
    </message>
    <message>
        <source>Both warbands break in the same turn.</source>
        <translation>İki savaş birliği de aynı turda bozguna uğruyor.</translation>
    </message>
    <message>
        <source>{loser} is broken: {side} wins.</source>
        <translation>{loser} bozguna uğradı: {side} kazanıyor.</translation>
    </message>
    <message>
        <source>The last turn is over: {side} holds the ford with {n} figure(s) against {m}.</source>
        <translation>Son tur bitti: {side} geçidi {m} figüre karşı {n} figürle tutuyor.</translation>
    </message>
    <message>
        <source>The last turn is over and the ford is held by neither side.</source>
        <translation>Son tur bitti ve geçidi iki taraf da tutmuyor.</translation>
    </message>
    <message>
        <source>The last turn is over: {side} holds the heirloom and wins.</source>
        <translation>Son tur bitti: yadigârı elinde tutan {side} kazanıyor.</translation>
    </message>
    <message>
        <source>The last turn is over and nobody holds the heirloom.</source>
        <translation>Son tur bitti ve yadigâr kimsenin elinde değil.</translation>
    </message>
    <message>
        <source>The last turn is over and neither warband has broken.</source>
        <translation>Son tur bitti ve hiçbir savaş birliği bozguna uğramadı.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Senaryo</translation>
    </message>
    <message>
        <source>the table, the objective and the number of turns</source>
        <translation>masa, amaç ve tur sayısı</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Savaş birliği</translation>
    </message>
    <message>
        <source>the warband each player leads</source>
        <translation>her oyuncunun yönettiği savaş birliği</translation>
    </message>
    <message>
        <source>deployment</source>
        <translation>konuşlanma</translation>
    </message>
    <message>
        <source>priority</source>
        <translation>öncelik</translation>
    </message>
    <message>
        <source>move phase</source>
        <translation>hareket aşaması</translation>
    </message>
    <message>
        <source>shoot phase</source>
        <translation>atış aşaması</translation>
    </message>
    <message>
        <source>fight phase</source>
        <translation>dövüş aşaması</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moral</translation>
    </message>
    <message>
        <source>{scenario}: deployment</source>
        <translation>{scenario}: konuşlanma</translation>
    </message>
    <message>
        <source>Turn {n} of {m} · {phase}</source>
        <translation>Tur {n}/{m} · {phase}</translation>
    </message>
    <message>
        <source>{name} is no longer on the table.</source>
        <translation>{name} artık masada değil.</translation>
    </message>
    <message>
        <source>{name} belongs to the other warband.</source>
        <translation>{name} diğer savaş birliğine ait.</translation>
    </message>
    <message>
        <source>{name} is cowed and cannot act until it rallies in the morale phase.</source>
        <translation>{name} sinmiş: moral aşamasında toparlanana kadar hiçbir şey yapamaz.</translation>
    </message>
    <message>
        <source>{name} can do nothing more this turn.</source>
        <translation>{name} bu tur başka hiçbir şey yapamaz.</translation>
    </message>
    <message>
        <source>{name} has already moved this turn.</source>
        <translation>{name} bu tur zaten hareket etti.</translation>
    </message>
    <message>
        <source>{name} can walk there ({cost} of {limit} cm): running is for going further.</source>
        <translation>{name} oraya yürüyerek varabilir ({cost} / {limit} cm): koşu daha uzağa gitmek içindir.</translation>
    </message>
    <message>
        <source>{name} is mounted: riders cannot run.</source>
        <translation>{name} atlı: atlılar koşamaz.</translation>
    </message>
    <message>
        <source>{name} ran last turn and may not run twice in a row.</source>
        <translation>{name} geçen tur koştu; art arda iki tur koşamaz.</translation>
    </message>
    <message>
        <source>{name} carries the heirloom and cannot run with it.</source>
        <translation>{name} yadigârı taşıyor; onunla koşamaz.</translation>
    </message>
    <message>
        <source>{name} is finishing a move after a jump and cannot start running now.</source>
        <translation>{name} bir atlamadan sonra hareketini tamamlıyor; şimdi koşmaya başlayamaz.</translation>
    </message>
    <message>
        <source>{name} can move {limit} cm; this is {cost} cm through {terrain}.</source>
        <translation>{name} en fazla {limit} cm gidebilir; bu yol {terrain} içinden geçtiği için {cost} cm tutuyor.</translation>
    </message>
    <message>
        <source>{name} can move {limit} cm; this is {cost} cm.</source>
        <translation>{name} en fazla {limit} cm gidebilir; bu yol {cost} cm tutuyor.</translation>
    </message>
    <message>
        <source>{name} cannot get there: no way is open.</source>
        <translation>{name} oraya gidemez: açık bir yol yok.</translation>
    </message>
    <message>
        <source>The base would hang off the table&apos;s edge.</source>
        <translation>Kaide masanın kenarından taşardı.</translation>
    </message>
    <message>
        <source>Nobody can enter {terrain}.</source>
        <translation>{terrain} geçilmez: oraya kimse giremez.</translation>
    </message>
    <message>
        <source>that ground</source>
        <translation>Bu arazi</translation>
    </message>
    <message>
        <source>{name}&apos;s base would stand on another figure&apos;s base.</source>
        <translation>{name} figürünün kaidesi başka bir figürün kaidesinin üstüne gelirdi.</translation>
    </message>
    <message>
        <source>Only a charge may bring {name} within 2 cm of an enemy: drop it on the enemy to charge.</source>
        <translation>{name} figürünü bir düşmanın 2 cm içine yalnızca hücum getirebilir: hücum etmek için onu düşmanın üzerine bırak.</translation>
    </message>
    <message>
        <source>{terrain} is more than twice as tall as {name}: it cannot be crossed.</source>
        <translation>{terrain}, {name} figürünün boyunun iki katından yüksek: aşılamaz.</translation>
    </message>
    <message>
        <source>the obstacle</source>
        <translation>Bu engel</translation>
    </message>
    <message>
        <source>{name} cannot get there: other figures or the ground are in the way.</source>
        <translation>{name} oraya gidemez: yolda başka figürler ya da arazi var.</translation>
    </message>
    <message>
        <source>{name} runs {cost} cm.</source>
        <translation>{name} {cost} cm koşuyor.</translation>
    </message>
    <message>
        <source>{name} moves {cost} cm.</source>
        <translation>{name} {cost} cm hareket ediyor.</translation>
    </message>
    <message>
        <source>{name} can only charge an enemy on the table.</source>
        <translation>{name} yalnızca masadaki bir düşmana hücum edebilir.</translation>
    </message>
    <message>
        <source>{name} is already in a fight with {foe}.</source>
        <translation>{name} zaten {foe} ile dövüşte.</translation>
    </message>
    <message>
        <source>{name} has run this turn and cannot charge.</source>
        <translation>{name} bu tur koştu; hücum edemez.</translation>
    </message>
    <message>
        <source>{name} is finishing a move after a jump and cannot charge now.</source>
        <translation>{name} bir atlamadan sonra hareketini tamamlıyor; şimdi hücum edemez.</translation>
    </message>
    <message>
        <source>{name} cannot see {target} from where it stands.</source>
        <translation>{name} durduğu yerden {target} figürünü göremiyor.</translation>
    </message>
    <message>
        <source>{name} charges {target} but cannot reach it: the charge fails, and {name} does nothing more this turn.</source>
        <translation>{name}, {target} figürüne hücum ediyor ama ona ulaşamıyor: hücum başarısız oluyor ve {name} bu tur başka hiçbir şey yapmıyor.</translation>
    </message>
    <message>
        <source>{name} charges {target} ({cost} cm) and is in the fight.</source>
        <translation>{name}, {target} figürüne hücum ediyor ({cost} cm) ve dövüşe giriyor.</translation>
    </message>
    <message>
        <source>{name} stops short of {target}.</source>
        <translation>{name}, {target} figürüne ulaşamadan duruyor.</translation>
    </message>
    <message>
        <source>{name} is in a fight and must stay to fight it.</source>
        <translation>{name} dövüşte; yerinde kalıp dövüşmeli.</translation>
    </message>
    <message>
        <source>There is no obstacle to jump there.</source>
        <translation>Orada atlanacak bir engel yok.</translation>
    </message>
    <message>
        <source>{name} can move {limit} cm; the obstacle&apos;s edge is {cost} cm away.</source>
        <translation>{name} en fazla {limit} cm gidebilir; engelin kenarı {cost} cm uzakta.</translation>
    </message>
    <message>
        <source>{name} tries to cross {obstacle}.</source>
        <translation>{name}, {obstacle} engelini aşmayı deniyor.</translation>
    </message>
    <message>
        <source>{name} may move on {left} cm.</source>
        <translation>{name} {left} cm daha gidebilir.</translation>
    </message>
    <message>
        <source>{name} turns.</source>
        <translation>{name} dönüyor.</translation>
    </message>
    <message>
        <source>Keep priority: act first this turn</source>
        <translation>Önceliği tut: bu tur önce sen davran</translation>
    </message>
    <message>
        <source>Hand priority to the enemy</source>
        <translation>Önceliği düşmana bırak</translation>
    </message>
    <message>
        <source>{name} tries to hold its ground (a Courage test)</source>
        <translation>{name} yerinde kalmayı dener (moral sınaması)</translation>
    </message>
    <message>
        <source>{a} fights {b}</source>
        <translation>{a} ile {b} dövüşüyor</translation>
    </message>
    <message>
        <source>The skirmish is over.</source>
        <translation>Çarpışma bitti.</translation>
    </message>
    <message>
        <source>That is not something a player does in this game.</source>
        <translation>Bu oyunda oyuncular böyle bir şey yapmaz.</translation>
    </message>
    <message>
        <source>It is {side}&apos;s decision now.</source>
        <translation>Şimdi karar şu tarafın: {side}.</translation>
    </message>
    <message>
        <source>First answer the question before you.</source>
        <translation>Önce önündeki soruyu yanıtla.</translation>
    </message>
    <message>
        <source>Nobody asked that now.</source>
        <translation>Şu anda bunu soran yok.</translation>
    </message>
    <message>
        <source>That belongs to another phase of the turn.</source>
        <translation>Bu, turun başka bir aşamasına ait.</translation>
    </message>
    <message>
        <source>There is no such figure.</source>
        <translation>Böyle bir figür yok.</translation>
    </message>
    <message>
        <source>Name a figure.</source>
        <translation>Bir figür belirt.</translation>
    </message>
    <message>
        <source>{name} is already on the table.</source>
        <translation>{name} zaten masada.</translation>
    </message>
    <message>
        <source>Name the enemy to charge.</source>
        <translation>Hücum edilecek düşmanı belirt.</translation>
    </message>
    <message>
        <source>Name the target.</source>
        <translation>Hedefi belirt.</translation>
    </message>
    <message>
        <source>{name}&apos;s base must lie wholly inside its deployment zone.</source>
        <translation>{name} figürünün kaidesi bütünüyle kendi konuşlanma bölgesinin içinde olmalı.</translation>
    </message>
    <message>
        <source>{name} carries the heirloom off the table: {side} wins.</source>
        <translation>{name} yadigârı masadan dışarı çıkarıyor: {side} kazanıyor.</translation>
    </message>
    <message>
        <source>combined armour</source>
        <translation>karma zırh</translation>
    </message>
    <message>
        <source>{side}&apos;s die</source>
        <translation>{side} tarafının zarı</translation>
    </message>
    <message>
        <source>a tie: both roll again</source>
        <translation>eşitlik: iki taraf da yeniden atıyor</translation>
    </message>
    <message>
        <source>Priority: each side rolls a die; the higher chooses who acts first this turn</source>
        <translation>Öncelik: her taraf bir zar atar; yüksek atan, bu tur kimin önce davranacağını seçer</translation>
    </message>
    <message>
        <source>{side} rolled higher</source>
        <translation>{side} daha yüksek attı</translation>
    </message>
    <message>
        <source>{side} chooses who has priority</source>
        <translation>Önceliğin kimde olacağını {side} seçiyor</translation>
    </message>
    <message>
        <source>jump die</source>
        <translation>atlama zarı</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>başarısız</translation>
    </message>
    <message>
        <source>{who} stays at the edge of {obstacle}; its move is over</source>
        <translation>{who}, {obstacle} engelinin kenarında kalıyor; hareketi bitti</translation>
    </message>
    <message>
        <source>over</source>
        <translation>aştı</translation>
    </message>
    <message>
        <source>{who} crosses {obstacle}; its move ends there</source>
        <translation>{who}, {obstacle} engelini aşıyor; hareketi orada bitiyor</translation>
    </message>
    <message>
        <source>over with ease</source>
        <translation>sorunsuz aştı</translation>
    </message>
    <message>
        <source>{who} crosses {obstacle} and may move on</source>
        <translation>{who}, {obstacle} engelini aşıyor ve hareketine devam edebilir</translation>
    </message>
    <message>
        <source>{who} tries to cross {obstacle}</source>
        <translation>{who}, {obstacle} engelini aşmayı deniyor</translation>
    </message>
    <message>
        <source>1 fails, 2–5 crosses and stops, 6 crosses and goes on</source>
        <translation>1 başarısız, 2–5 aşar ve durur, 6 aşar ve devam eder</translation>
    </message>
    <message>
        <source>die to hit</source>
        <translation>isabet zarı</translation>
    </message>
    <message>
        <source>a desperate shot: the modifiers do not count</source>
        <translation>umutsuz atış: etkenler sayılmaz</translation>
    </message>
    <message>
        <source>a natural 6</source>
        <translation>zarda 6</translation>
    </message>
    <message>
        <source>a 1 always misses</source>
        <translation>1 her zaman ıskadır</translation>
    </message>
    <message>
        <source>{n} or more (Shoot {n}+)</source>
        <translation>{n} ya da daha yüksek (Atış {n}+)</translation>
    </message>
    <message>
        <source>{shooter} shoots at {target}</source>
        <translation>{shooter}, {target} figürüne atış yapıyor</translation>
    </message>
    <message>
        <source>a hit</source>
        <translation>isabet</translation>
    </message>
    <message>
        <source>a miss</source>
        <translation>ıska</translation>
    </message>
    <message>
        <source>roll to wound</source>
        <translation>yaralama zarı at</translation>
    </message>
    <message>
        <source>{striker} strikes {target}: Strength {s} against Defence {d}</source>
        <translation>{striker} vuruyor, hedef {target}: Dayanım {d} karşısında Kuvvet {s}</translation>
    </message>
    <message>
        <source>the chart shows no number: this blow cannot wound</source>
        <translation>tabloda sayı yok: bu darbe yaralayamaz</translation>
    </message>
    <message>
        <source>no wound</source>
        <translation>yara yok</translation>
    </message>
    <message>
        <source>{target} is not wounded</source>
        <translation>{target} yaralanmadı</translation>
    </message>
    <message>
        <source>wound die</source>
        <translation>yaralama zarı</translation>
    </message>
    <message>
        <source>a natural 6 (a desperate shot)</source>
        <translation>zarda 6 (umutsuz atış)</translation>
    </message>
    <message>
        <source>{n} or more (the wound chart, Strength {s} against Defence {d})</source>
        <translation>{n} ya da daha yüksek (yaralama tablosu: Dayanım {d} karşısında Kuvvet {s})</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>yaralandı</translation>
    </message>
    <message>
        <source>not wounded</source>
        <translation>yaralanmadı</translation>
    </message>
    <message>
        <source>{target} is removed from the table</source>
        <translation>{target} masadan kaldırılıyor</translation>
    </message>
    <message>
        <source>{target} stays on the table</source>
        <translation>{target} masada kalıyor</translation>
    </message>
    <message>
        <source>fight die</source>
        <translation>dövüş zarı</translation>
    </message>
    <message>
        <source>cowed: it cannot win</source>
        <translation>sinmiş: kazanamaz</translation>
    </message>
    <message>
        <source>{name} wins the fight</source>
        <translation>{name} dövüşü kazanır</translation>
    </message>
    <message>
        <source>{foe} wins the fight</source>
        <translation>{foe} dövüşü kazanır</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>berabere</translation>
    </message>
    <message>
        <source>{foe} is wounded and removed</source>
        <translation>{foe} yaralanır ve masadan kaldırılır</translation>
    </message>
    <message>
        <source>{name} is wounded and removed</source>
        <translation>{name} yaralanır ve masadan kaldırılır</translation>
    </message>
    <message>
        <source>{name} shoots at {target}: a desperate shot, a natural 6 to hit and to wound</source>
        <translation>{name}, {target} figürüne atış yapar: umutsuz atış, isabet ve yaralama için zarda 6</translation>
    </message>
    <message>
        <source>{name} shoots at {target}: {need} or more to hit (Shoot {shoot}, modifiers {mods})</source>
        <translation>{name}, {target} figürüne atış yapar: isabet için {need} ya da daha yüksek (Atış {shoot}, etkenler {mods})</translation>
    </message>
    <message>
        <source>hit {target}</source>
        <translation>{target} figürüne isabet</translation>
    </message>
    <message>
        <source>wound {target} (removed from the table)</source>
        <translation>{target} figürünü yaralama (masadan kaldırılır)</translation>
    </message>
    <message>
        <source>{target} hit but not wounded: cowed</source>
        <translation>{target} isabet alır ama yaralanmaz: siner</translation>
    </message>
    <message>
        <source>{name} jumps {obstacle}: 1 fails, 2–5 crosses, 6 crosses and moves on (armour {penalty})</source>
        <translation>{name}, {obstacle} engelini atlar: 1 başarısız olur, 2–5 aşar, 6 aşar ve devam eder (zırh {penalty})</translation>
    </message>
    <message>
        <source>{name} jumps {obstacle}: 1 fails, 2–5 crosses, 6 crosses and moves on</source>
        <translation>{name}, {obstacle} engelini atlar: 1 başarısız olur, 2–5 aşar, 6 aşar ve devam eder</translation>
    </message>
    <message>
        <source>cross {obstacle}</source>
        <translation>{obstacle} engelini aşma</translation>
    </message>
    <message>
        <source>cross and move on (up to {left} cm)</source>
        <translation>aşıp devam etme (en fazla {left} cm)</translation>
    </message>
    <message>
        <source>fail: stays at the edge and does nothing more this turn</source>
        <translation>başarısızlık: kenarda kalır ve bu tur başka hiçbir şey yapmaz</translation>
    </message>
    <message>
        <source>{name} cannot reach {target}: the charge fails and {name} does nothing more this turn</source>
        <translation>{name}, {target} figürüne ulaşamaz: hücum başarısız olur ve {name} bu tur başka hiçbir şey yapmaz</translation>
    </message>
    <message>
        <source>reach {target}</source>
        <translation>{target} figürüne ulaşma</translation>
    </message>
    <message>
        <source>{name} charges {target}</source>
        <translation>{name}, {target} figürüne hücum eder</translation>
    </message>
    <message>
        <source>{name} charges {foe}; the fight as the table stands: Fight {mine} against {theirs}</source>
        <translation>{name}, {foe} figürüne hücum eder; masadaki duruma göre dövüş: Dövüş {mine}, karşısında {theirs}</translation>
    </message>
    <message>
        <source>{name} fights {foe}: Fight {mine} against {theirs}, a die each, the higher total wins</source>
        <translation>{name}, {foe} ile dövüşür: Dövüş {mine}, karşısında {theirs}; her biri bir zar atar, toplamı yüksek olan kazanır</translation>
    </message>
    <message>
        <source>wound {foe} (removed from the table)</source>
        <translation>{foe} figürünü yaralama (masadan kaldırılır)</translation>
    </message>
    <message>
        <source>{name} follows up and strikes {foe}</source>
        <translation>{name} ilerler ve {foe} figürüne vurur</translation>
    </message>
    <message>
        <source>{name} tests its Courage ({n} or less on two dice) to hold its ground, then strikes</source>
        <translation>{name} yerinde kalmak için moral sınaması yapar (iki zarla {n} ya da daha düşük), sonra vurur</translation>
    </message>
    <message>
        <source>hold its ground</source>
        <translation>yerinde kalma</translation>
    </message>
    <message>
        <source>your table edge</source>
        <translation>kendi masa kenarın</translation>
    </message>
    <message>
        <source>the heirloom</source>
        <translation>yadigâr</translation>
    </message>
    <message>
        <source>the ford</source>
        <translation>geçit</translation>
    </message>
    <message>
        <source>{pct}% to wound {target} and take it off the table ({hit}% to hit).</source>
        <translation>{target} figürünü yaralayıp masadan kaldırma şansı %{pct} (isabet şansı %{hit}).</translation>
    </message>
    <message>
        <source>{win}% to win the fight against {foe} and {kill}% to wound it; {risk}% to be wounded.</source>
        <translation>{foe} ile dövüşü kazanma şansı %{win}, onu yaralama şansı %{kill}; yaralanma riski %{risk}.</translation>
    </message>
    <message>
        <source>The charge cannot reach {target}: it fails.</source>
        <translation>Hücum {target} figürüne ulaşamaz: başarısız olur.</translation>
    </message>
    <message>
        <source>{pct}% to get over the obstacle.</source>
        <translation>Engeli aşma şansı %{pct}.</translation>
    </message>
    <message>
        <source>{pct}% to wound {foe} with the blow.</source>
        <translation>Darbeyle {foe} figürünü yaralama şansı %{pct}.</translation>
    </message>
    <message>
        <source>{name} comes {d} cm closer to {goal}: {left} cm away now.</source>
        <translation>{name} hedefine {d} cm yaklaşır ({goal}): artık {left} cm uzakta.</translation>
    </message>
    <message>
        <source>{name} closes on {foe}: {gap} cm between them (was {was}).</source>
        <translation>{name}, {foe} figürüne yaklaşır: aralarında {gap} cm var (önce {was}).</translation>
    </message>
    <message>
        <source>{name} keeps away from {foe}: {gap} cm between them (was {was}).</source>
        <translation>{name}, {foe} figüründen uzak durur: aralarında {gap} cm var (önce {was}).</translation>
    </message>
    <message>
        <source>no blow lands; the fight ends even</source>
        <translation>hiçbir darbe yerini bulmuyor; dövüş berabere bitiyor</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who} kazanıyor</translation>
    </message>
    <message>
        <source>{loser} backs away; {winner} strikes</source>
        <translation>{loser} geri çekiliyor; {winner} vuruyor</translation>
    </message>
    <message>
        <source>the higher total wins; equal totals are a draw</source>
        <translation>yüksek toplam kazanır; eşit toplamlar beraberliktir</translation>
    </message>
    <message>
        <source>courage die</source>
        <translation>moral zarı</translation>
    </message>
    <message>
        <source>{n} or less (Courage {n})</source>
        <translation>{n} ya da daha düşük (Moral {n})</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>geçti</translation>
    </message>
    <message>
        <source>{name} cannot shoot now.</source>
        <translation>{name} şu anda atış yapamaz.</translation>
    </message>
    <message>
        <source>{name} is cowed and cannot shoot.</source>
        <translation>{name} sinmiş; atış yapamaz.</translation>
    </message>
    <message>
        <source>{name} has no bow or missile to shoot with.</source>
        <translation>{name} figürünün atış yapacağı bir yayı ya da atma silahı yok.</translation>
    </message>
    <message>
        <source>{name} has already shot this turn.</source>
        <translation>{name} bu tur zaten atış yaptı.</translation>
    </message>
    <message>
        <source>{name} ran this turn and cannot shoot.</source>
        <translation>{name} bu tur koştu; atış yapamaz.</translation>
    </message>
    <message>
        <source>{name} failed a charge or a jump this turn and does nothing more.</source>
        <translation>{name} bu tur bir hücumda ya da engel sınamasında başarısız oldu; başka hiçbir şey yapmaz.</translation>
    </message>
    <message>
        <source>{name} is in a fight with {foe} and cannot shoot.</source>
        <translation>{name}, {foe} ile dövüşte; atış yapamaz.</translation>
    </message>
    <message>
        <source>the target is cowed</source>
        <translation>hedef sinmiş</translation>
    </message>
    <message>
        <source>the target is bigger than a man</source>
        <translation>hedef insan boyundan büyük</translation>
    </message>
    <message>
        <source>the target is smaller than a man</source>
        <translation>hedef insan boyundan küçük</translation>
    </message>
    <message>
        <source>the shooter stands higher</source>
        <translation>atıcı daha yüksekte duruyor</translation>
    </message>
    <message>
        <source>the target is partly in cover</source>
        <translation>hedef kısmi siperde</translation>
    </message>
    <message>
        <source>the target is mostly in cover</source>
        <translation>hedef tam siperde</translation>
    </message>
    <message>
        <source>{name} may only shoot at an enemy on the table.</source>
        <translation>{name} yalnızca masadaki bir düşmana atış yapabilir.</translation>
    </message>
    <message>
        <source>{target} is outside {name}&apos;s field of view (90°).</source>
        <translation>{target}, {name} figürünün görüş alanının (90°) dışında.</translation>
    </message>
    <message>
        <source>{target} is {d} cm away; {weapon} reaches {r} cm.</source>
        <translation>{target} {d} cm uzakta; {weapon} erimi {r} cm.</translation>
    </message>
    <message>
        <source>{name} cannot see {target}.</source>
        <translation>{name}, {target} figürünü göremiyor.</translation>
    </message>
    <message>
        <source>{name} would need a {n} to hit: only a desperate shot (a natural 6) is possible.</source>
        <translation>{name} figürünün isabet için {n} atması gerekirdi: yalnızca umutsuz atış (zarda 6) mümkün.</translation>
    </message>
    <message>
        <source>A desperate shot is only for a shot that needs 7 or more; this one needs {n}.</source>
        <translation>Umutsuz atış yalnızca 7 ya da daha yüksek bir zar gerektiren atışlar içindir; bu atış {n} gerektiriyor.</translation>
    </message>
    <message>
        <source>{weapon} cannot wound {target} at all: not even a desperate shot is worth it.</source>
        <translation>{weapon}, {target} figürünü hiçbir zarla yaralayamaz: umutsuz atışa bile değmez.</translation>
    </message>
    <message>
        <source>{name} shoots at {target} with {weapon}.</source>
        <translation>{name}, {weapon} ile {target} figürüne atış yapıyor.</translation>
    </message>
    <message>
        <source>{weapon} strikes {target}.</source>
        <translation>{weapon} isabet ediyor: {target}.</translation>
    </message>
    <message>
        <source>{target} is hit but not wounded: it is cowed and lies down.</source>
        <translation>{target} isabet aldı ama yaralanmadı: siniyor ve yüzüstü yatıyor.</translation>
    </message>
    <message>
        <source>{name} is wounded and removed from the table.</source>
        <translation>{name} yaralandı ve masadan kaldırılıyor.</translation>
    </message>
    <message>
        <source>{name} takes up the heirloom.</source>
        <translation>{name} yadigârı alıyor.</translation>
    </message>
    <message>
        <source>{name} drops the heirloom.</source>
        <translation>{name} yadigârı düşürüyor.</translation>
    </message>
    <message numerus="yes">
        <source>Give back %n corruption to the track</source>
        <comment>Skullport</comment>
        <extracomment>(the computer) share of the pace at which corruption has left the track so far that it expects to go on</extracomment>
        <translation>
            <numerusform>%n Yolsuzluğu çizelgeye geri ver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n corruption out of the game</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>%n Yolsuzluğu oyundan çıkar</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your corruption</source>
        <comment>Skullport</comment>
        <translation>Yolsuzluğunu elinde tut</translation>
    </message>
    <message numerus="yes">
        <source>give back up to %n corruption?</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>en fazla %n Yolsuzluk geri verilsin mi?</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} keeps its corruption.</source>
        <translation>{seat} Yolsuzluğunu elinde tutar.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} gives %n corruption back to the track.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat}, %n Yolsuzluğu çizelgeye geri verir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} puts %n corruption out of the game.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>{seat}, %n Yolsuzluğu oyundan çıkarır.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corruption token(s) leave the track for good; each one in a tavern now costs {vp} VP at the end.</source>
        <comment>Skullport</comment>
        <translation>
            <numerusform>%n Yolsuzluk jetonu çizelgeden kalıcı olarak çıkar; artık bir tavernadaki her biri oyun sonunda {vp} ZP kaybettirir.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} takes what was left on {place}: {what}.</source>
        <translation>{seat}, {place} üzerinde bırakılanları alır: {what}.</translation>
    </message>
    <message>
        <source>an adventurer</source>
        <comment>put on a space</comment>
        <translation>bir maceracı</translation>
    </message>
    <message numerus="yes">
        <source>put {what} on which action space ({k} of %n)?</source>
        <translation>
            <numerusform>{what} hangi eylem alanına konsun ({k}/%n)?</numerusform>
        </translation>
    </message>
    <message>
        <source>On {place} (already holding {what})</source>
        <translation>{place} üzerine (orada zaten {what} var)</translation>
    </message>
    <message>
        <source>On {place}</source>
        <translation>{place} üzerine</translation>
    </message>
    <message>
        <source>Which adventurer goes on {place}?</source>
        <translation>{place} üzerine hangi maceracı konsun?</translation>
    </message>
    <message>
        <source>Put {what} there</source>
        <translation>Oraya {what} koy</translation>
    </message>
    <message>
        <source>{seat} leaves {what} on {place} for the next agent there.</source>
        <translation>{seat}, oraya gelecek bir sonraki ajan için {place} üzerine {what} bırakır.</translation>
    </message>
    <message>
        <source>The computer rates your position after it {after} out of 100 (now {now}).</source>
        <translation>Bundan sonra bilgisayar durumunu 100 üzerinden {after} olarak değerlendiriyor (şu an {now}).</translation>
    </message>
    <message>
        <source>the Ring&apos;s race: fewer steps left to Mount Doom</source>
        <translation>Yüzük&apos;ün yarışı: Kader Dağı&apos;na daha az adım</translation>
    </message>
    <message>
        <source>the Shadow&apos;s conquests: its points and the settlements it threatens</source>
        <translation>Gölge&apos;nin fetihleri: puanları ve tehdit ettiği yerleşimler</translation>
    </message>
    <message>
        <source>the Free Peoples&apos; conquests: their points and the Shadow settlements they threaten</source>
        <translation>Serbest Halklar&apos;ın fetihleri: puanları ve tehdit ettikleri Gölge yerleşimleri</translation>
    </message>
    <message>
        <source>the balance of the armies on the map</source>
        <translation>haritadaki orduların dengesi</translation>
    </message>
    <message>
        <source>the Shadow&apos;s armies marching on the Free Peoples&apos; settlements</source>
        <translation>Gölge ordularının Serbest Halklar&apos;ın yerleşimlerine yürüyüşü</translation>
    </message>
    <message>
        <source>the Free Peoples&apos; armies marching on the Shadow&apos;s settlements</source>
        <translation>Serbest Halklar ordularının Gölge&apos;nin yerleşimlerine yürüyüşü</translation>
    </message>
    <message>
        <source>the nations&apos; way to war</source>
        <translation>ulusların savaşa gidişi</translation>
    </message>
    <message>
        <source>the characters who bring more action dice</source>
        <translation>daha fazla eylem zarı getiren karakterler</translation>
    </message>
    <message>
        <source>an Elven ring kept for later</source>
        <translation>sonraya saklanan bir Elf Yüzüğü</translation>
    </message>
    <message>
        <source>the cards in hand</source>
        <translation>eldeki kartlar</translation>
    </message>
    <message>
        <source>an action die kept for later</source>
        <translation>sonraya saklanan bir eylem zarı</translation>
    </message>
    <message>
        <source>the Fellowship hidden from the hunt</source>
        <translation>avdan gizlenen Kardeşlik</translation>
    </message>
    <message>
        <source>the hunt tiles still to be drawn</source>
        <translation>henüz çekilecek av taşları</translation>
    </message>
    <message>
        <source>{pct}% to take {region} fighting on to the end; victory points of the {side} after it: {vp}.</source>
        <translation>Sonuna kadar savaşılırsa {region} bölgesini alma şansı %{pct}; ardından {side} tarafının zafer puanı: {vp}.</translation>
    </message>
    <message>
        <source>{pct}% to destroy the army in {region} fighting on to the end.</source>
        <translation>Sonuna kadar savaşılırsa {region} bölgesindeki orduyu yok etme şansı %{pct}.</translation>
    </message>
    <message>
        <source>Nothing better is in reach: the least harm to your plans.</source>
        <translation>Daha iyisi elde değil: planlarına en az zarar veren bu.</translation>
    </message>
    <message>
        <source>It helps the Ring&apos;s race: the Fellowship&apos;s chance to reach Mount Doom, as the computer reckons it, goes from {a}% to {b}%.</source>
        <translation>Yüzük&apos;ün yarışına yarar: Kardeşlik&apos;in Kader Dağı&apos;na ulaşma şansı, bilgisayarın hesabına göre %{a}&apos;dan %{b}&apos;ye çıkar.</translation>
    </message>
    <message>
        <source>It helps with {what}.</source>
        <translation>Şuna yarar: {what}.</translation>
    </message>
    <message>
        <source>{pct}% to take {place}.</source>
        <translation>{place} bölgesini alma şansı %{pct}.</translation>
    </message>
    <message>
        <source>Your victory points go from {now} to {then}.</source>
        <translation>Zafer puanın {now} puandan {then} puana çıkar.</translation>
    </message>
    <message>
        <source>Each player&apos;s standing over the game</source>
        <translation>Her oyuncunun oyun boyunca durumu</translation>
    </message>
    <message>
        <source>ahead</source>
        <translation>önde</translation>
    </message>
    <message>
        <source>behind</source>
        <translation>geride</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>hamle {n}</translation>
    </message>
    <message>
        <source>Turning points</source>
        <translation>Dönüm noktaları</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Şans</translation>
    </message>
    <message>
        <source>Changes of the lead: {n}.</source>
        <translation>Liderlik değişimi: {n}.</translation>
    </message>
    <message>
        <source>Move {n}, {player}: {action} ({change:+d} points of standing)</source>
        <translation>Hamle {n}, {player}: {action} ({change:+d} durum puanı)</translation>
    </message>
    <message>
        <source>the dice or cards made {luck:+d} of it</source>
        <translation>bunun {luck:+d} kadarı zarlardan ya da kartlardan</translation>
    </message>
    <message>
        <source>the computer would have played: {action}</source>
        <translation>bilgisayar şunu oynardı: {action}</translation>
    </message>
    <message>
        <source>Each player’s costliest move</source>
        <translation>Her oyuncunun en pahalıya patlayan hamlesi</translation>
    </message>
    <message>
        <source>{player}: no move lost standing by itself.</source>
        <translation>{player}: hiçbir hamle tek başına durum kaybettirmedi.</translation>
    </message>
    <message>
        <source>{player}: move {n}, {action} ({change:+d} points of standing, the dice&apos;s part taken out)</source>
        <translation>{player}: hamle {n}, {action} ({change:+d} durum puanı, zarların payı çıkarılmış olarak)</translation>
    </message>
    <message>
        <source>luckier than could be expected</source>
        <translation>beklenenden şanslı</translation>
    </message>
    <message>
        <source>unluckier than could be expected</source>
        <translation>beklenenden şanssız</translation>
    </message>
    <message>
        <source>about as lucky as could be expected</source>
        <translation>aşağı yukarı beklendiği kadar şanslı</translation>
    </message>
    <message>
        <source>{player}: {luck:+d} points of standing from the dice and cards over {moves} moves that rolled or drew — {verdict}.</source>
        <translation>{player}: zar atılan ya da kart çekilen {moves} hamlede zarlardan ve kartlardan {luck:+d} durum puanı — {verdict}.</translation>
    </message>
    <message>
        <source>Hints asked for: {hints}.</source>
        <translation>İstenen ipuçları: {hints}.</translation>
    </message>
    <message>
        <source>Standing is the computer&apos;s judgement of a position, from 50 points behind to 50 ahead.</source>
        <translation>Durum, bilgisayarın bir pozisyon hakkındaki yargısıdır: 50 puan geriden 50 puan öne kadar.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Oyunun incelemesi</translation>
    </message>
    <message>
        <source>The game in review</source>
        <translation>Geriye bakışla oyun</translation>
    </message>
    <message>
        <source>Odds: {lines}</source>
        <translation>Olasılıklar: {lines}</translation>
    </message>
    <message>
        <source>There is no guided first game for this game.</source>
        <extracomment>where a step may point: a panel, or a place / figure of the board (`place:&lt;id&gt;`, `figure:&lt;start of its id&gt;`) the kinds of action that finish the step when the player plays one; none: the step has a Next button with `until`: the step lasts until the player has no action of those kinds left (all figures placed) places lit on the board while the step is shown</extracomment>
        <translation>Bu oyun için rehberli ilk oyun yok.</translation>
    </message>
    <message>
        <source>The guided first game could not be read: {error}</source>
        <translation>Rehberli ilk oyun okunamadı: {error}</translation>
    </message>
    <message>
        <source>Guided first game</source>
        <extracomment>the last guide was followed to its end (not skipped)</extracomment>
        <translation>Rehberli ilk oyun</translation>
    </message>
    <message>
        <source>New here?</source>
        <translation>Burada yeni misin?</translation>
    </message>
    <message>
        <source>A guided first game teaches you the turn step by step on the board, against the computer on Easy. You can find it later in the Help menu.</source>
        <translation>Rehberli ilk oyun, Kolay seviyedeki bilgisayara karşı bir turun nasıl oynandığını tahta üzerinde adım adım öğretir. Onu daha sonra Yardım menüsünde de bulabilirsin.</translation>
    </message>
    <message>
        <source>Start the guide</source>
        <translation>Rehberi başlat</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Hayır, teşekkürler</translation>
    </message>
    <message>
        <source>Guided first game — step {n} of {count}</source>
        <translation>Rehberli ilk oyun — adım {n}/{count}</translation>
    </message>
    <message>
        <source>Guided first game — done</source>
        <translation>Rehberli ilk oyun — tamamlandı</translation>
    </message>
    <message>
        <source>That is the turn. Play on against the computer: press H (or the Hint button) whenever you want its advice, watch the odds before each roll, and read the review when the game is over (Game menu).</source>
        <translation>İşte bir tur böyle oynanır. Bilgisayara karşı oynamaya devam et: tavsiye istediğinde H tuşuna (ya da İpucu düğmesine) bas, her atıştan önce olasılıklara bak ve oyun bitince incelemeyi oku (Oyun menüsü).</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Rehberi kapat</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Rehberi atla</translation>
    </message>
    <message>
        <source>{what}: {value} on average</source>
        <extracomment>a distribution over whole numbers: value -&gt; probability (the probabilities sum to 1)</extracomment>
        <translation>{what}: ortalama {value}</translation>
    </message>
    <message>
        <source>{what}: {percent}%</source>
        <translation>{what}: %{percent}</translation>
    </message>
    <message>
        <source>Worked out exactly from the dice.</source>
        <translation>Zarlardan tam olarak hesaplandı.</translation>
    </message>
    <message numerus="yes">
        <source>Counted over %n seeded plays of the rules.</source>
        <translation>
            <numerusform>Kurallara göre oynatılan %n tekrarlanabilir denemeden sayıldı.</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} The team&apos;s prospects after it: {after} out of 100 (now {now}).</source>
        <translation>{what} Bundan sonra takımın beklentisi: 100 üzerinden {after} (şu an {now}).</translation>
    </message>
    <message numerus="yes">
        <source>Defeats {foe}; %n foe(s) left on the foe line.</source>
        <translation>
            <numerusform>{foe} yenilir; düşman hattında %n düşman kalır.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moves {line} on {board} %n space(s) forward (to {at} of {last}).</source>
        <translation>
            <numerusform>{board} tahtasında {line} %n alan ilerler (şimdi {at}/{last}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The Fellowship goes on to its next stop.</source>
        <translation>Kardeşlik bir sonraki durağına geçer.</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s distance from Sauron goes from {was} to {now}.</source>
        <translation>{hobbit} ile Sauron arasındaki uzaklık {was} iken {now} olur.</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s hand goes from {was} to {now} cards.</source>
        <translation>{hobbit} adlı hobbitin elindeki kart sayısı {was} iken {now} olur.</translation>
    </message>
    <message>
        <source>The team&apos;s shields go from {was} to {now}.</source>
        <translation>Takımın kalkanları {was} iken {now} olur.</translation>
    </message>
    <message>
        <source>Completes {quest}: your victory points go from {now} to {then}.</source>
        <translation>{quest} görevini tamamlar: zafer puanın {now} puandan {then} puana çıkar.</translation>
    </message>
    <message>
        <source>Buys {building}: your victory points go from {now} to {then}.</source>
        <translation>{building} binasını satın alır: zafer puanın {now} puandan {then} puana çıkar.</translation>
    </message>
    <message>
        <source>Gains {gain}: enough to complete {quest}.</source>
        <translation>{gain} alır: {quest} görevini tamamlamaya yeter.</translation>
    </message>
    <message>
        <source>Gains {gain}: {quest} still needs {need}.</source>
        <translation>{gain} alır: {quest} görevi için hâlâ {need} gerekiyor.</translation>
    </message>
    <message>
        <source>Gains {gain}.</source>
        <translation>{gain} alır.</translation>
    </message>
    <message>
        <source>Takes the quest {quest} (it needs {need}).</source>
        <translation>{quest} görevini alır (gereken: {need}).</translation>
    </message>
    <message>
        <source>Draws an intrigue card.</source>
        <translation>Bir entrika kartı çeker.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not an interface size: choose one of {sizes} (per cent).</source>
        <extracomment>the sizes offered, in percent the factor this process was started at (None: Qt&apos;s own, as the system or the environment set it) whether this process set QT_SCALE_FACTOR itself (so a restart does not take it as the system&apos;s)</extracomment>
        <translation>&apos;{value}&apos; bir arayüz boyutu değil: şunlardan birini seç: {sizes} (yüzde).</translation>
    </message>
    <message>
        <source>Conquest of {place}</source>
        <translation>{place} bölgesinin fethi</translation>
    </message>
    <message numerus="yes">
        <source>Conquer {place} (%n attempt(s), each needs more than {need})</source>
        <translation>
            <numerusform>{place} bölgesini fethet (%n deneme, her birinde {need} değerinden fazlası gerekir)</numerusform>
        </translation>
    </message>
    <message>
        <source>Conquer {place} (a die per hero: {faces})</source>
        <translation>{place} bölgesini fethet (kahraman başına bir zar: {faces})</translation>
    </message>
    <message numerus="yes">
        <source>Conquer {place} (%n attempt(s), die + {points} must beat {need})</source>
        <translation>
            <numerusform>{place} bölgesini fethet (%n deneme, zar + {points} değeri {need} değerini geçmeli)</numerusform>
        </translation>
    </message>
    <message>
        <source>Win the fight and take {place}</source>
        <extracomment>a fight&apos;s outcome as the rules tell it apart: (the attacker wins, wins by 5 or more, loses by 5 or more)</extracomment>
        <translation>Dövüşü kazan ve {place} bölgesini al</translation>
    </message>
    <message>
        <source>{hero} ({seat}) dies</source>
        <translation>{hero} ({seat}) ölür</translation>
    </message>
    <message>
        <source>At least one of {heroes} ({seat}) dies</source>
        <translation>{heroes} ({seat}) arasından en az biri ölür</translation>
    </message>
    <message>
        <source>Heroes of {seat} killed</source>
        <translation>{seat} oyuncusunun ölen kahraman sayısı</translation>
    </message>
    <message>
        <source>Hero fight for {place}</source>
        <translation>{place} için kahraman dövüşü</translation>
    </message>
    <message>
        <source>Putting on the Ring</source>
        <translation>Yüzüğü takmak</translation>
    </message>
    <message>
        <source>The attempt to destroy the Ring</source>
        <translation>Yüzüğü yok etme girişimi</translation>
    </message>
    <message>
        <source>The preparations at Bag End</source>
        <translation>Çıkın Çıkmazı&apos;ndaki hazırlık</translation>
    </message>
    <message>
        <source>Calling the Elves</source>
        <translation>Elfleri çağırmak</translation>
    </message>
    <message>
        <source>A foe appears first (the first tile of the turn shows a line)</source>
        <translation>Önce bir düşman ortaya çıkar (sıranın ilk karosu bir etkinlik karosu)</translation>
    </message>
    <message>
        <source>A sundial brings the next event, {event}</source>
        <translation>Bir güneş saati sonraki olayı getirir: {event}</translation>
    </message>
    <message>
        <source>The next event tile</source>
        <translation>Sonraki olay karosu</translation>
    </message>
    <message>
        <source>Spaces {line} moves</source>
        <translation>İlerlenen alan sayısı ({line})</translation>
    </message>
    <message>
        <source>Worth of the big shields won</source>
        <translation>Kazanılan büyük kalkanların değeri</translation>
    </message>
    <message>
        <source>The Ring is destroyed</source>
        <translation>Yüzük yok edilir</translation>
    </message>
    <message>
        <source>The die does nothing (blank or turned aside)</source>
        <translation>Zar hiçbir şey yapmaz (boş yüz ya da savuşturulmuş)</translation>
    </message>
    <message>
        <source>Sauron moves toward the hobbits</source>
        <translation>Sauron hobbitlere doğru ilerler</translation>
    </message>
    <message>
        <source>Steps into darkness for {hobbit}</source>
        <translation>Karanlığa doğru adım ({hobbit})</translation>
    </message>
    <message>
        <source>Two foes appear</source>
        <translation>İki düşman ortaya çıkar</translation>
    </message>
    <message>
        <source>Sauron reaches {hobbit}</source>
        <translation>Sauron, {hobbit} adlı hobbite ulaşır</translation>
    </message>
    <message>
        <source>The quest is lost</source>
        <translation>Görev başarısız olur</translation>
    </message>
    <message numerus="yes">
        <source>Taking on {what}: %n roll(s) of the die</source>
        <translation>
            <numerusform>Üstlenmek: {what} — %n zar atışı</numerusform>
        </translation>
    </message>
    <message>
        <source>A line moves over a die space or a big shield</source>
        <translation>Bir hat, bir zar alanının ya da büyük kalkanın üzerinden geçer</translation>
    </message>
    <message>
        <source>Take {region}, pressing the siege to the end (an elite reduced each round, no more combat cards)</source>
        <extracomment>a side&apos;s army in the battle model: ((nation, regulars, elites, spare regulars in its reinforcements), ...) a side&apos;s roll modifiers: (need or 0, dice, max dice or 99, re-rolls, no re-roll, plus, plus on re-roll, auto, keep ones)</extracomment>
        <translation>Kuşatmayı sonuna kadar sürdürerek {region} bölgesini al (her tur bir elit birim düşürülür, başka muharebe kartı yok)</translation>
    </message>
    <message>
        <source>Break the siege of {region}, fighting on to the end (no more combat cards, no retreat)</source>
        <translation>Sonuna kadar savaşarak {region} bölgesindeki kuşatmayı kır (başka muharebe kartı yok, geri çekilme yok)</translation>
    </message>
    <message>
        <source>Take {region}, fighting on to the end (no more combat cards, no retreat)</source>
        <translation>Sonuna kadar savaşarak {region} bölgesini al (başka muharebe kartı yok, geri çekilme yok)</translation>
    </message>
    <message>
        <source>Hits on the defenders this round</source>
        <translation>Bu tur savunanlara isabet</translation>
    </message>
    <message>
        <source>Hits on the attackers this round</source>
        <translation>Bu tur saldıranlara isabet</translation>
    </message>
    <message>
        <source>Defenders destroyed this round</source>
        <translation>Savunanlar bu tur yok edilir</translation>
    </message>
    <message>
        <source>Battle at {region}</source>
        <translation>{region} bölgesinde muharebe</translation>
    </message>
    <message>
        <source>Hunt damage (before a companion or a card takes some)</source>
        <translation>Av hasarı (bir yoldaş ya da kart bir kısmını üstlenmeden önce)</translation>
    </message>
    <message>
        <source>The Fellowship is revealed</source>
        <translation>Kardeşlik açığa çıkar</translation>
    </message>
    <message>
        <source>Corruption reaches {limit} if all the damage is taken (the Shadow wins)</source>
        <translation>Tüm hasar alınırsa yozlaşma {limit} değerine ulaşır (Gölge kazanır)</translation>
    </message>
    <message>
        <source>The hunt finds the Fellowship</source>
        <translation>Av Kardeşliği bulur</translation>
    </message>
    <message>
        <source>The hunt for the Fellowship near {region}</source>
        <translation>{region} bölgesi yakınında Kardeşlik avı</translation>
    </message>
    <message>
        <source>An Eye tile is drawn</source>
        <translation>Bir Göz karosu çekilir</translation>
    </message>
    <message>
        <source>A Stop tile keeps the Fellowship on its step</source>
        <translation>Bir Dur karosu Kardeşliği bulunduğu adımda tutar</translation>
    </message>
    <message>
        <source>A step on the Mordor track</source>
        <translation>Mordor İzlemesinde bir adım</translation>
    </message>
</context>
</TS>
