"""What the search knows of each language beyond its stemmer: number words, the heads of compounds and
the words players use that the site's texts do not.

- ``NUMBER_WORDS``: words that name a card or tile number («двойка», «kakkonen», «tvåa», "twelve"),
  read as the digit, so "start with a two" meets "start … with a 2".
- ``COMPOUND_HEADS``: the last parts of Finnish and Swedish compounds (pino, pakka, kortti; hög, kort,
  ställ). A compound is also indexed as its two parts, so «kasthög» reaches «slänghög» through «hög»
  and a synonym, and «pinoon» finds «poistopinoon».
- ``PLAYER_WORDS``: per language, groups of words and phrases that mean one thing at the table: the
  colloquial verb and the rules' verb («забрать» / «взять»), a leaflet's or a neighbour's name for a
  thing. The first phrase of a group is the site's own word; a query phrase from the group also searches
  for every other phrase of it (at a lower weight than the words typed). Glossary entries and
  ``locale/*/TERMS.md`` add their own groups (``synonyms``).
"""

from __future__ import annotations

NUMBER_WORDS: dict[str, dict[str, str]] = {
    "en": {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
           "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13", "fourteen": "14",
           "thirty": "30", "twenty": "20"},
    "ru": {"единица": "1", "единицу": "1", "единицей": "1", "единицы": "1", "двойка": "2", "двойку": "2",
           "двойки": "2", "двойкой": "2", "два": "2", "две": "2", "двух": "2", "тройка": "3", "три": "3",
           "четыре": "4", "четвёрка": "4", "пять": "5", "пятёрка": "5", "пятая": "5", "пятую": "5",
           "шесть": "6", "семь": "7", "семёрка": "7", "восемь": "8", "девять": "9", "десять": "10",
           "одиннадцать": "11", "двенадцать": "12", "двенадцатая": "12", "двенадцатую": "12",
           "двенадцатой": "12", "тринадцать": "13", "четырнадцать": "14", "тридцать": "30",
           "двадцать": "20", "пятьсот": "500"},
    "fi": {"ykkönen": "1", "ykkösen": "1", "ykkösellä": "1", "kaksi": "2", "kakkonen": "2",
           "kakkosen": "2", "kakkosella": "2", "kolme": "3", "kolmonen": "3", "neljä": "4", "nelonen": "4",
           "viisi": "5", "viitonen": "5", "viides": "5", "viidennen": "5", "kuusi": "6", "seitsemän": "7",
           "kahdeksan": "8", "yhdeksän": "9", "kymmenen": "10", "kymppi": "10", "yksitoista": "11",
           "kaksitoista": "12", "kolmetoista": "13", "neljätoista": "14", "kolmekymmentä": "30",
           "kaksikymmentä": "20", "viisisataa": "500"},
    "sv": {"etta": "1", "ettan": "1", "ettor": "1", "två": "2", "tvåa": "2", "tvåan": "2", "tre": "3",
           "trea": "3", "fyra": "4", "fem": "5", "femte": "5", "femma": "5", "sex": "6", "sju": "7",
           "åtta": "8", "nio": "9", "tio": "10", "elva": "11", "tolv": "12", "tolva": "12", "tretton": "13",
           "fjorton": "14", "trettio": "30", "tjugo": "20", "femhundra": "500"},
}

NUMBER_STEMS: dict[str, tuple[tuple[str, str], ...]] = {
    # Inflected number nouns, matched as the start of a folded word (after NUMBER_WORDS).
    "ru": (("единиц", "1"), ("двойк", "2"), ("тройк", "3"), ("четверк", "4"), ("пятерк", "5"),
           ("шестерк", "6"), ("семерк", "7"), ("восьмерк", "8"), ("девятк", "9"), ("десятк", "10"),
           ("одиннадцат", "11"), ("двенадцат", "12"), ("тринадцат", "13"), ("четырнадцат", "14")),
    "fi": (("neljatoist", "14"), ("kolmetoist", "13"), ("kaksitoist", "12"), ("yksitoist", "11"),
           ("ykko", "1"), ("kakko", "2"), ("kolmo", "3"), ("nelo", "4"), ("viito", "5"), ("vito", "5"),
           ("kuuto", "6"), ("seitsem", "7"), ("kahdeksa", "8"), ("yhdeksa", "9"), ("kymmene", "10"),
           ("kymp", "10")),
    "sv": (("tvao", "2"), ("treor", "3"), ("femm", "5"), ("tolv", "12"), ("trett", "13")),
}

WORD_FORMS: dict[str, dict[str, str]] = {
    # Irregular forms the stemmer leaves apart from their verb.
    "en": {"drew": "draw", "drawn": "draw", "took": "take", "taken": "take", "won": "win", "ran": "run",
           "began": "begin", "begun": "begin", "dealt": "deal", "threw": "throw", "thrown": "throw",
           "gave": "give", "given": "give", "got": "get", "went": "go", "gone": "go", "laid": "lay"},
}

COMPOUND_HEADS: dict[str, tuple[str, ...]] = {
    "fi": ("pino", "pakka", "kortti", "kortit", "vuoro", "laatta", "teline", "peli", "pisteet", "summa",
           "sääntö", "pari"),
    "sv": ("hög", "högen", "kort", "kortet", "bricka", "brickan", "ställ", "stället", "spel", "tur",
           "poäng", "summa", "utlägg", "hand", "regler"),
}

# Groups of phrases that mean one thing to a player (first: the site's own word).
PLAYER_WORDS: dict[str, tuple[tuple[str, ...], ...]] = {
    "en": (
        ("Skip-Bo card", "wild", "wild card", "wildcard", "joker"),
        ("discard", "throw away", "throw", "dump", "get rid", "toss", "chuck"),
        ("discard pile", "throw pile", "waste pile"),
        ("stockpile", "stock pile", "stock", "pay-off pile", "payoff pile"),
        ("draw pile", "deck"),
        ("building pile", "build pile", "centre pile", "center pile", "middle pile"),
        ("draw", "pick up", "picked up"),
        ("who starts", "who goes first", "go first", "goes first", "begin", "first player", "who begins",
         "youngest"),
        ("deal", "deals", "dealt", "hand out", "each player gets"),
        ("in a row", "one after another", "after each other", "consecutive", "back to back"),
        ("is empty", "runs out", "run out", "ran out", "empty", "used up", "no more", "nothing left"),
        ("other players", "someone else", "somebody else", "opponent", "another player", "others"),
        ("tile", "piece", "stone"),
        ("rack", "stand", "holder", "tray"),
        ("pool", "bag", "boneyard", "pile of tiles"),
        ("initial meld", "first meld", "opening", "open", "come down", "go down", "30 points"),
        ("run", "straight", "sequence", "row"),
        ("group", "same number"),
        ("rearrange", "manipulate", "move around", "reorganise", "reorganize", "shuffle around"),
        ("pass", "skip my turn", "skip a turn"),
        ("partner", "teammate", "team"),
        ("win", "winner", "won", "finish first"),
        ("two players", "both of us", "2 players", "2 people", "two people", "just two"),
        ("talk", "discuss", "help", "tell", "say"),
        ("penalty", "punishment", "minus"),
        ("after 13", "14", "loop", "wrap around", "wraparound", "go round"),
    ),
    "ru": (
        ("карта Skip-Bo", "джокер", "скипбо", "дикая карта"),
        ("взять", "забрать", "брать", "вытащить", "достать", "снять", "утащить", "стащить", "взял", "взяла",
         "взяли", "беру", "берёт", "забираю"),
        ("опустел", "закончился", "кончился", "закончилась", "кончилась", "закончились", "пуст", "пустой",
         "пустая", "иссяк", "нечего брать"),
        ("других игроков", "чужой", "чужие", "чужую", "чужого", "чужих", "соперника", "противника"),
        ("добавить", "достраивать", "пристроить", "подложить", "доложить", "дополнить", "докладывать"),
        ("подряд", "один за другим", "друг за другом", "два раза"),
        ("сброс", "сбросить", "скинуть", "выкинуть", "выбросить", "сбрасывать", "скидывать"),
        ("личный сброс", "мой сброс", "своя стопка"),
        ("общий добор", "колода", "колода для добора", "добор"),
        ("добирать", "тянуть", "набирать", "добрать"),
        ("личный запас", "колода игрока", "своя колода", "моя колода"),
        ("общая стопка", "стопка в центре", "стопка посередине", "центр"),
        ("раздают", "раздавать", "сдавать", "сдают", "получает", "дают", "раздача"),
        ("кто начинает", "кто ходит первым", "первым ходит", "начинает", "начинать", "первый ход", "кто первый",
         "младший"),
        ("фишка", "костяшка", "плитка", "камень"),
        ("подставка", "планка", "держатель", "полочка"),
        ("«магазин»", "банк", "базар", "куча", "запас фишек"),
        ("первый выход", "выйти", "выложиться", "открыться", "первая выкладка", "30 очков"),
        ("ряд", "стрит", "последовательность", "подряд"),
        ("переставить", "перекладывать", "переложить", "двигать", "передвинуть", "перестроить"),
        ("спасовать", "пропустить ход", "пас", "пропуск"),
        ("партнёр", "напарник", "команда", "вдвоём на вдвоём"),
        ("победить", "выиграть", "победа", "выигрыш", "победитель"),
        ("вдвоём", "два игрока", "двое", "вдвоем"),
        ("обсуждать", "говорить", "подсказывать", "советовать", "разговаривать"),
        ("штраф", "штрафные", "минус"),
    ),
    "fi": (
        ("Skip-Bo-kortti", "jokeri", "jokkeri", "villi kortti"),
        ("laittaa poistopinoon", "poistaa", "heittää", "hylätä", "pudottaa"),
        ("poistopino", "hylkypino", "heittopino"),
        ("aloituspino", "oma pino", "pakka"),
        ("nostopakka", "pakka"),
        ("rakennuspino", "keskipino", "pino keskellä"),
        ("nostaa", "ottaa", "vetää"),
        ("käsikortit", "kädestä", "kädessä", "käteen", "kädessäni", "käsi", "kädet", "kädestäni"),
        ("uutta", "lisää", "uudet", "uusia", "enemmän"),
        ("on tyhjä", "loppui", "loppuu", "loppunut", "tyhjeni", "tyhjä", "ei ole enää"),
        ("toisen pelaajan", "muiden", "toisen", "vastustajan", "kaverin"),
        ("peräkkäin", "putkeen", "heti perään", "toisen perään"),
        ("kuka aloittaa", "aloittaa", "aloittaja", "ensimmäisenä", "ensin", "alkaa", "nuorin"),
        ("jakaa", "jaetaan", "saa", "antaa"),
        ("laatta", "pala", "nappula"),
        ("teline", "pidike", "alusta"),
        ("nostopino", "pussi", "kasa"),
        ("avaus", "avata", "avaaminen", "ensimmäinen siirto", "30 pistettä"),
        ("suora", "sarja", "rivi"),
        ("järjestellä", "siirtää", "järjestää", "muokata"),
        ("passata", "ohittaa vuoro", "passi"),
        ("pari", "paripeli", "joukkue", "kaveri"),
        ("voittaa", "voittaja", "voitto", "voitetaan", "voittoon", "voitin", "voitanko", "voittaako"),
        ("kahdestaan", "kaksi pelaajaa", "kaksin"),
        ("neuvotella", "puhua", "jutella", "vihjata", "auttaa"),
        ("miinuspisteet", "sakko", "rangaistus"),
    ),
    "sv": (
        ("Skip-Bo-kort", "joker", "wild", "jokern"),
        ("slänga", "kasta", "lägga av", "dumpa", "göra sig av med"),
        ("slänghög", "kasthög", "discard pile", "avläggningshög"),
        ("lagerhög", "stockpile", "egen hög", "grundhög", "spelhög"),
        ("draghög", "draw pile", "kortlek", "leken"),
        ("bygghög", "building pile", "mitthög", "hög i mitten"),
        ("dra", "ta", "plocka", "ta upp", "drog", "dragit"),
        ("är slut", "tog slut", "slut", "tom", "tomt", "finns inga", "inget kvar"),
        ("en annan spelares", "någon annans", "andras", "motståndarens", "motspelarens"),
        ("i rad", "efter varandra", "direkt efter", "två gånger"),
        ("vem börjar", "börja", "börjar", "först", "starta", "första spelare", "yngsta"),
        ("ge", "dela ut", "delar", "får", "utdelning"),
        ("bricka", "bit", "sten", "pjäs"),
        ("brickställ", "ställ", "brickhållare", "hållare"),
        ("brickhögen", "påse", "högen", "pölen"),
        ("första utlägg", "öppna", "gå ut", "lägga ut", "startdrag", "30 poäng"),
        ("serie", "stege", "följd", "rad"),
        ("lägga om", "flytta", "ändra", "bygga om", "möblera om"),
        ("passa", "stå över", "hoppa över"),
        ("partner", "lagkamrat", "lag", "kompis"),
        ("vinna", "vinnare", "vinst", "vann", "vinner"),
        ("två", "två spelare", "bara två", "tvåmanna"),
        ("diskutera", "prata", "säga", "tipsa", "hjälpa"),
        ("straff", "minuspoäng", "straffpoäng"),
    ),
}

CARD_WORDS: dict[str, tuple[str, ...]] = {
    # How a card word starts, folded: "Skip-Bo" next to one names the wild card, not the game.
    "en": ("card",),
    "ru": ("карт",),
    "fi": ("kort",),
    "sv": ("kort",),
}
