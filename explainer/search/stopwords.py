"""Words that carry no meaning in a rules question, per language: function words and the question frames
players type around what they ask («можно ли», «voiko», «får man», "can I").

They are dropped from queries and from the indexed texts alike, before stemming, so "Can I put…" and
"Is it allowed to put…" both come down to the same content words. Words that decide an answer stay:
negations a question may hinge on are few in the FAQ, and numbers are never stop words ("12 13 1").
Written in normal spelling; ``analysis`` folds them the way it folds what people type (ё → е, ä → a).
"""

from __future__ import annotations

STOP_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset("""
        a an the and or but if then than so as at by for from in into of off on onto out over to up with
        without about after again against all also am any are aren't be been before being both can can't
        cannot could couldn't did didn't do does doesn't doing don't down during each else ever few further
        had has hasn't have haven't having he her here hers herself him himself his how i i'd i'll i'm i've
        is isn't it it's its itself just let lets me might mine more most must mustn't my myself need needs
        no nor not now only other our ours ourselves own same shall she should shouldn't some such that
        that's their theirs them themselves there these they this those through too under until very was
        wasn't we were weren't what when where which while who whom why will won't would wouldn't you your
        yours yourself yourselves allowed allow okay ok legal possible rule rules really still ever
        many much get gets got getting one someone somebody anyone anybody everyone thing things way ask
        question happen happens
        s t d ll m re ve
    """.split()),
    "ru": frozenset("""
        а и или но да нет не ни ли же бы то это этот эта эти тот та те так как что чтобы чем кто где когда
        куда зачем почему какой какая какие каком какую сколько ведь вот уже ещё еще тоже также лишь
        только даже если то есть был была было были быть будет будут есть нет в во на над под по при про
        о об обо от до из изо за к ко с со у для без через после перед между около вокруг
        я мне меня мной мы нас нам нами ты тебя тебе вы вас вам он она оно они его её ее ему ей им их ими
        него неё нее нему ней ним них мой моя моё мое мои моего моей моих моим мою твой твоя твои
        наш наша наши ваш ваша ваши себя себе собой сам сама сами
        можно ли нельзя нужно надо должен должна должны обязательно разрешено разрешается правда
        правило правила вопрос случай бывает вообще просто ну типа вдруг там тут здесь потом сразу
    """.split()),
    "fi": frozenset("""
        ja tai mutta että jos kun niin kuin myös vain jo vielä ei en et emme ette eivät
        on ole olen olet olemme olette ovat oli olivat ollut olla olisi onko onkos
        minä minun minua minulla minulle minulta mä mun sinä sinun sinua sinulla sä sun hän hänen häntä
        me meidän meitä meillä te teidän he heidän niitä ne se sen sitä siinä siihen siitä sillä
        tämä tämän tätä tässä tähän tuo tuon nämä näiden
        mikä mitä mitkä miksi miten kuinka milloin missä mihin mistä kuka kenen ketä kumpi
        voi voiko voinko voinkos voimme voivatko voit voitko saa saako saanko saammeko saavatko saatko
        pitää pitääkö täytyy täytyykö pitäisi pitäisikö tarvitsee tarvitseeko onhan eikö
        sallittu saako luvallista sääntö säännöt kysymys ihan aina koskaan sitten nyt siis kyllä
        montako monta paljonko ko kö han hän pa pä
    """.split()),
    "sv": frozenset("""
        och eller men om att som än så när då där här hur vad vem vilken vilket vilka varför var vart
        inte ej ingen inget inga nej ja
        är var varit vara blir bli blev har hade haft ha kan kunde kunna får fick fått måste skall ska
        skulle vill ville bör behöver behövs
        jag mig mej min mitt mina du dig dej din ditt dina han honom hon henne hans hennes den det de dem
        deras vi oss vår vårt våra ni er era sig sin sitt sina man en ett
        i på av för från med till ur under över efter före utan mot vid hos genom bland åt
        många mycket tillåtet tillåten okej regel regler fråga egentligen verkligen alltså bara också nu sedan sen
    """.split()),
}
"""Per language code: the words a query and a text lose before stemming."""
